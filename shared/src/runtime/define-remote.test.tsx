import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { renderWithPlatform } from '../testing/index.tsx';
import { i18n, type NamespaceLoaders } from '../i18n/i18n.ts';
import { defineRemote } from './define-remote.tsx';

/** A text of the common product part (payments), which the base of `common` does not have. */
const PRODUCT_KEY = 'common:payments.belowMinimum';

/** One section of texts with a title, the same in every language; `load` counts downloads. */
function loaders(section: string, title: string) {
  const load = vi.fn(async () => ({ default: { [section]: { title } } }));
  const table: NamespaceLoaders = { 'pt-BR': load, en: load, tr: load };
  return { table, load };
}

function Title({ textKey, namespace = 'casino' }: { textKey: string; namespace?: string }) {
  const { t } = useTranslation(namespace);
  return <h1>{t(textKey)}</h1>;
}

describe('defineRemote', () => {
  it("loads a page's own texts with that page only, into the remote's namespace", async () => {
    const base = loaders('lobby', 'Lobby');
    const game = loaders('play', 'Play');
    const remote = defineRemote({
      name: 'casino',
      version: '1.0.0',
      react: {},
      locales: base.table,
      texts: [],
      pages: {
        lobby: async () => ({ default: () => <Title textKey="lobby.title" /> }),
        play: { load: async () => ({ default: () => <Title textKey="play.title" /> }), texts: [{ namespace: 'casino', loaders: game.table }] },
      },
    });
    const Lobby = remote.pages.lobby!;
    const Play = remote.pages.play!;

    const lobby = await renderWithPlatform(
      <Suspense fallback={null}>
        <Lobby />
      </Suspense>,
      { commonTexts: 'base' },
    );
    expect(await screen.findByRole('heading', { name: 'Lobby' })).toBeInTheDocument();
    expect(base.load).toHaveBeenCalledTimes(1);
    expect(game.load).not.toHaveBeenCalled();
    expect(i18n.exists(PRODUCT_KEY)).toBe(false);
    lobby.unmount();

    await renderWithPlatform(
      <Suspense fallback={null}>
        <Play />
      </Suspense>,
      { commonTexts: 'base' },
    );
    expect(await screen.findByRole('heading', { name: 'Play' })).toBeInTheDocument();
    expect(game.load).toHaveBeenCalledTimes(1);
    expect(base.load).toHaveBeenCalledTimes(1);
    expect(i18n.exists(PRODUCT_KEY)).toBe(false);
  });

  it('gives every page of a remote that declares no texts the common product texts, as remotes built before them expect', async () => {
    const remote = defineRemote({
      name: 'wallet',
      version: '1.0.0',
      react: {},
      locales: loaders('lobby', 'Wallet').table,
      pages: { deposit: async () => ({ default: () => <Title namespace="wallet" textKey="lobby.title" /> }) },
    });
    const Deposit = remote.pages.deposit!;
    await renderWithPlatform(
      <Suspense fallback={null}>
        <Deposit />
      </Suspense>,
      { commonTexts: 'base' },
    );
    expect(await screen.findByRole('heading', { name: 'Wallet' })).toBeInTheDocument();
    expect(i18n.exists(PRODUCT_KEY)).toBe(true);
  });
});
