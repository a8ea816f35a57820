import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithPlatform } from '@palpite/shared/testing';
import type { Language } from '@palpite/shared';
import { casinoGameTexts, casinoLocales } from '../../../locales/index.ts';
import { RANKS, SUITS } from './cards.ts';
import { useCardName } from './use-card-name.ts';

const EVERY_CARD = [...RANKS.flatMap((rank) => SUITS.map((suit) => `${rank}-${suit}`)), null];

/** Each card's name as a subject and as an object, one list item per card. */
function CardNames() {
  const asSubject = useCardName();
  const asObject = useCardName('object');
  return (
    <ul>
      {EVERY_CARD.map((card) => (
        <li key={card ?? 'hidden'} data-subject={asSubject(card)}>
          {asObject(card)}
        </li>
      ))}
    </ul>
  );
}

async function namesIn(language: Language): Promise<{ subject: string; object: string }[]> {
  await renderWithPlatform(<CardNames />, { language, namespaces: { casino: [casinoLocales, casinoGameTexts.loaders] } });
  return (await screen.findAllByRole('listitem')).map((item) => ({ subject: item.dataset.subject ?? '', object: item.textContent ?? '' }));
}

describe('a card named as a verb’s object', () => {
  it('takes the Turkish accusative: the possessive ending’s own vowel after an n (“maça ası” → “maça asını”)', async () => {
    const names = await namesIn('tr');
    const faceDown = names.pop();
    expect(names).toHaveLength(52);
    for (const { subject, object } of names) expect(object, subject).toBe(`${subject}n${subject.at(-1)}`);
    expect(names.find(({ subject }) => subject === 'maça ası')?.object).toBe('maça asını');
    // No possessive ending there: the accusative's own vowel.
    expect(faceDown).toEqual({ subject: 'Kapalı kart', object: 'Kapalı kartı' });
  });

  it.each(['en', 'pt-BR'] as const)('reads in %s as the card’s own name', async (language) => {
    for (const { subject, object } of await namesIn(language)) expect(object).toBe(subject);
  });
});
