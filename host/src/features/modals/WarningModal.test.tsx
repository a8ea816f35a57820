import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialModalState, modalsAtom, palpiteStore, useModals } from '@palpite/shared';
import { renderWithPlatform } from '@palpite/shared/testing';
import { shellLocales } from '../../locales.ts';
import { WarningModal } from './WarningModal.tsx';

function Mounted() {
  const [modals] = useModals();
  return <WarningModal open={modals.isWarningVisible} />;
}

afterEach(() => palpiteStore.set(modalsAtom, { type: 'closeAll' }));

describe('WarningModal (spec §2)', () => {
  it('says, in pt-BR, that login is required', async () => {
    palpiteStore.set(modalsAtom, { type: 'showWarning' });
    await renderWithPlatform(<Mounted />, { language: 'pt-BR', namespaces: { shell: shellLocales } });
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleDescription('Você deve estar logado para acessar este recurso.');
    expect(screen.getByRole('button', { name: 'Entrar' })).toHaveFocus();
  });

  it('log in closes the warning and opens the login modal, still headed where the player was going', async () => {
    palpiteStore.set(modalsAtom, { type: 'showWarning', redirectTo: '/user/wallet' });
    await renderWithPlatform(<Mounted />, { namespaces: { shell: shellLocales } });
    expect(screen.getByText('You must be logged in to access this feature.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(palpiteStore.get(modalsAtom)).toMatchObject({
      ...initialModalState,
      isLoginVisible: true,
      isWarningVisible: false,
      showAfterRedirect: '/user/wallet',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closed without a choice, forgets the page it stopped (a later login stays where the player is)', async () => {
    palpiteStore.set(modalsAtom, { type: 'showWarning', redirectTo: '/game/abc' });
    await renderWithPlatform(<Mounted />, { namespaces: { shell: shellLocales } });
    await userEvent.setup().keyboard('{Escape}');
    expect(palpiteStore.get(modalsAtom)).toEqual(initialModalState);
  });

  it('sign up closes the warning and opens the signup modal', async () => {
    palpiteStore.set(modalsAtom, { type: 'showWarning' });
    await renderWithPlatform(<Mounted />, { language: 'tr', namespaces: { shell: shellLocales } });
    expect(screen.getByText('Bu özelliğe erişmek için giriş yapmalısınız.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Hesap oluştur' }));
    expect(palpiteStore.get(modalsAtom)).toMatchObject({ isSignupVisible: true, isLoginVisible: false, isWarningVisible: false });
  });
});
