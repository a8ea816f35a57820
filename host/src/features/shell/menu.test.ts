import { describe, expect, it } from 'vitest';
import {
  CASINO_GROUP,
  isQueryActive,
  LEGAL_LINKS,
  modeGroup,
  OTHER_SPORTS_GROUP,
  PAYMENT_METHODS,
  PROMOTIONS_GROUP,
  SPORTS_FOOTER_LINKS,
  SPORTS_GROUP,
  SPORTS_SOON_GROUP,
  visibleItems,
  type LinkItem,
} from './menu.ts';
import en from '../../locales/en.json';
import ptBR from '../../locales/pt-BR.json';
import tr from '../../locales/tr.json';

const GROUPS = [CASINO_GROUP, SPORTS_GROUP, SPORTS_SOON_GROUP, OTHER_SPORTS_GROUP, PROMOTIONS_GROUP];

function paths(group: { items: readonly { kind: string }[] }): string[] {
  return group.items.flatMap((item) => (item.kind === 'link' ? [(item as LinkItem).to] : []));
}

describe('menu groups (spec §2)', () => {
  it('lists the Casino menu in order', () => {
    expect(paths(CASINO_GROUP)).toEqual(['/', '/Game', '/slot', '/blackjack', '/roulette', '/livecasino', '/tablegames', '/promotion', '/live']);
  });

  it('lists the Sports menu in order', () => {
    expect(paths(SPORTS_GROUP)).toEqual(['/sports', '/live-bets', '/sports?sport=football', '/basketball', '/promosports', '/mybets', '/results']);
  });

  it('picks the menu of the mode', () => {
    expect(modeGroup('Casino')).toBe(CASINO_GROUP);
    expect(modeGroup('Sports')).toBe(SPORTS_GROUP);
  });

  it('marks promotions, other sports and the announced sports as coming soon, with nothing to follow', () => {
    for (const group of [PROMOTIONS_GROUP, OTHER_SPORTS_GROUP, SPORTS_SOON_GROUP]) {
      for (const item of group.items) {
        expect(item.kind).toBe('soon');
        expect(item).not.toHaveProperty('to');
      }
    }
    expect(PROMOTIONS_GROUP.items.map((item) => item.id)).toEqual(['tournaments', 'vipClub', 'challenges']);
    expect(OTHER_SPORTS_GROUP.items.map((item) => item.id)).toEqual(['formula1', 'mma', 'volleyball', 'afl']);
    expect(SPORTS_SOON_GROUP.items.map((item) => item.id)).toEqual(['volleyball', 'mmaBoxing', 'nfl', 'afl']);
  });

  it('shows /mybets to logged-in players only', () => {
    expect(paths({ items: visibleItems(SPORTS_GROUP, false) })).not.toContain('/mybets');
    expect(paths({ items: visibleItems(SPORTS_GROUP, true) })).toContain('/mybets');
  });
});

describe('isQueryActive', () => {
  const [sports, , football] = SPORTS_GROUP.items as LinkItem[];

  it('keeps /sports and /sports?sport=football from being active together', () => {
    expect(isQueryActive(sports!, '', SPORTS_GROUP.items)).toBe(true);
    expect(isQueryActive(football!, '', SPORTS_GROUP.items)).toBe(false);
    expect(isQueryActive(sports!, '?sport=football', SPORTS_GROUP.items)).toBe(false);
    expect(isQueryActive(football!, '?sport=football', SPORTS_GROUP.items)).toBe(true);
  });

  it('marks neither on another sport, and the sports home on the default one', () => {
    expect(isQueryActive(sports!, '?sport=tennis', SPORTS_GROUP.items)).toBe(false);
    expect(isQueryActive(football!, '?sport=tennis', SPORTS_GROUP.items)).toBe(false);
    expect(isQueryActive(sports!, '?sport=home', SPORTS_GROUP.items)).toBe(true);
    expect(isQueryActive(football!, '?sport=home', SPORTS_GROUP.items)).toBe(false);
  });
});

describe('menu texts', () => {
  const locales: Record<string, unknown>[] = [ptBR, en, tr];

  function lookup(resources: Record<string, unknown>, key: string): unknown {
    return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), resources);
  }

  it('exist in every language for every entry, group, footer link and payment method', () => {
    const keys = [
      ...GROUPS.flatMap((group) => [group.titleKey, ...group.items.map((item) => item.labelKey)]),
      ...SPORTS_FOOTER_LINKS.map((item) => item.labelKey),
      ...LEGAL_LINKS.map((link) => link.labelKey),
      ...PAYMENT_METHODS.map((method) => `footer.payments.${method}`),
    ];
    for (const resources of locales) {
      for (const key of keys) expect(typeof lookup(resources, key), key).toBe('string');
    }
  });
});
