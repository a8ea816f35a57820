import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { palpiteStore } from '@palpite/shared';
import { renderWithPlatform } from '@palpite/shared/testing';
import { shellLocales } from '../../locales.ts';
import { forcedLogoutReasonAtom, isForcedLogoutVisibleAtom } from './forced-logout.ts';
import { ForcedLogoutNotice } from './ForcedLogoutNotice.tsx';

afterEach(() => {
  palpiteStore.set(isForcedLogoutVisibleAtom, false);
  palpiteStore.set(forcedLogoutReasonAtom, null);
});

describe('the forced-logout notice', () => {
  it.each([
    ['other_device', 'Your account was used on another device or your session was ended. Log in again to continue.'],
    [
      'excluded',
      'Your break or self-exclusion has started, so you were logged out everywhere. Until it ends you cannot bet or deposit; you can log in to withdraw your balance.',
    ],
    ['password_changed', 'Your password was changed, so you were logged out everywhere. Log in again with the new password.'],
    ['password_reset', 'Your password was changed, so you were logged out everywhere. Log in again with the new password.'],
    [
      'two_factor_reset',
      'Our support team reset two-step verification on your account, so you were logged out everywhere. Log in again; you can turn it back on under Security.',
    ],
  ])('says why for %s', async (reason, message) => {
    palpiteStore.set(forcedLogoutReasonAtom, reason);
    palpiteStore.set(isForcedLogoutVisibleAtom, true);
    await renderWithPlatform(<ForcedLogoutNotice />, { namespaces: { shell: shellLocales } });
    expect(screen.getByRole('dialog', { name: 'You were logged out' })).toHaveTextContent(message);
  });
});
