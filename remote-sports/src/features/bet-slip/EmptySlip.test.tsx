import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSports } from '../../testing/sports-testing.tsx';
import { COARSE_POINTER_QUERY, EmptySlip } from './EmptySlip.tsx';

/** The page's pointer: a touch screen's (coarse) or a mouse's; every other query as the test's DOM answers it. */
function givenPointer(kind: 'coarse' | 'fine') {
  const matchMedia = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    query === COARSE_POINTER_QUERY ? matchMedia(kind === 'coarse' ? '(min-width: 0px)' : '(max-width: 0px)') : matchMedia(query),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the empty slip’s hint', () => {
  it.each([
    ['en', 'Click any odds to add a selection.'],
    ['pt-BR', 'Clique numa odd para adicionar uma seleção.'],
    ['tr', 'Seçim eklemek için bir orana tıklayın.'],
  ] as const)('says click with a mouse or trackpad (%s)', async (language, hint) => {
    givenPointer('fine');
    await renderSports(<EmptySlip />, { language });
    expect(screen.getByText(hint)).toBeInTheDocument();
  });

  it.each([
    ['en', 'Tap any odds to add a selection.'],
    ['pt-BR', 'Toque numa odd para adicionar uma seleção.'],
    ['tr', 'Seçim eklemek için bir orana dokunun.'],
  ] as const)('says tap on a touch screen (%s)', async (language, hint) => {
    givenPointer('coarse');
    await renderSports(<EmptySlip />, { language });
    expect(screen.getByText(hint)).toBeInTheDocument();
  });
});
