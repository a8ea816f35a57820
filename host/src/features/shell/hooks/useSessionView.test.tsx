import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { isUserLoadingAtom, palpiteStore } from '@palpite/shared';
import { renderWithPlatform } from '@palpite/shared/testing';
import { logIn, resetShellState } from '../test-fixtures.tsx';
import { useSessionView } from './useSessionView.ts';

function SessionViewProbe() {
  return <output>{useSessionView()}</output>;
}

afterEach(resetShellState);

describe('useSessionView', () => {
  it('shows a visitor when no session is being read', async () => {
    await renderWithPlatform(<SessionViewProbe />);
    expect(screen.getByRole('status')).toHaveTextContent('visitor');
  });

  it('shows a stored session still being read as restoring, then as the player it turns out to be', async () => {
    palpiteStore.set(isUserLoadingAtom, true);
    await renderWithPlatform(<SessionViewProbe />);
    expect(screen.getByRole('status')).toHaveTextContent('restoring');
    act(() => {
      logIn();
      palpiteStore.set(isUserLoadingAtom, false);
    });
    expect(screen.getByRole('status')).toHaveTextContent('player');
  });

  it('keeps showing the player while their details are read again', async () => {
    logIn();
    palpiteStore.set(isUserLoadingAtom, true);
    await renderWithPlatform(<SessionViewProbe />);
    expect(screen.getByRole('status')).toHaveTextContent('player');
  });
});
