import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithPlatform } from '@palpite/shared/testing';
import type { Language } from '@palpite/shared';
import { casinoGameTexts, casinoLocales } from '../../../locales/index.ts';
import { PlayingCard } from './PlayingCard.tsx';

function renderCards(language: Language, names: readonly string[]) {
  return renderWithPlatform(
    <>
      {names.map((name) => (
        <PlayingCard key={name} name={name} />
      ))}
    </>,
    { language, namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } },
  );
}

const cardNames = () => screen.getAllByRole('img').map((card) => card.getAttribute('aria-label'));

describe('a playing card’s spoken name', () => {
  it('reads in Turkish as a Turkish player says it, the rank after the suit and lower-case mid-sentence', async () => {
    await renderCards('tr', ['3-club', '9-heart', 'A-spade', 'Q-diamond', '10-spade']);
    expect(cardNames()).toEqual(['sinek üçlüsü', 'kupa dokuzlusu', 'maça ası', 'karo kızı', 'maça onlusu']);
  });

  it.each([
    ['pt-BR', ['Três de paus', 'Ás de espadas']],
    ['en', ['Three of clubs', 'Ace of spades']],
  ] as const)('reads in %s with the rank first', async (language, names) => {
    await renderCards(language, ['3-club', 'A-spade']);
    expect(cardNames()).toEqual(names);
  });
});
