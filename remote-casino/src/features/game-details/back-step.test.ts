import { describe, expect, it } from 'vitest';
import { backStep, type TabHistory } from './back-step.ts';

const ORIGIN = 'https://palpite.test';

/** The tab's entries as the Navigation API lists them, keys "k0", "k1"…, the current one last unless said. */
function tab(addresses: string[], currentIndex = addresses.length - 1): TabHistory {
  return { entries: addresses.map((address, index) => ({ key: `k${index}`, url: new URL(address, ORIGIN).href, index })), currentIndex };
}

describe('the game page’s Back step', () => {
  it('goes back to the entry of the page the player came from, its address on the link', () =>
    expect(backStep(tab(['/', '/slot?provider=sertao-sandbox', '/game/sol-do-sertao']), ORIGIN)).toEqual({
      kind: 'traverse',
      key: 'k1',
      path: '/slot?provider=sertao-sandbox',
    }));

  it('passes over game pages to the page before them', () =>
    expect(backStep(tab(['/livecasino', '/game/roleta-europeia', '/game/sol-do-sertao']), ORIGIN)).toEqual({
      kind: 'traverse',
      key: 'k0',
      path: '/livecasino',
    }));

  it('looks back from the current entry only, not at the pages ahead of it', () =>
    expect(backStep(tab(['/slot', '/game/sol-do-sertao', '/livecasino'], 1), ORIGIN)).toEqual({ kind: 'traverse', key: 'k0', path: '/slot' }));

  it('opens the lobby for a direct landing, another site’s page, or an address the site does not have', () => {
    expect(backStep(tab(['/game/sol-do-sertao']), ORIGIN)).toEqual({ kind: 'open', path: '/' });
    expect(backStep(tab(['https://elsewhere.test/slot', '/game/sol-do-sertao']), ORIGIN)).toEqual({ kind: 'open', path: '/' });
    expect(backStep(tab(['/no-such-page/at/all', '/game/sol-do-sertao']), ORIGIN)).toEqual({ kind: 'open', path: '/' });
  });

  it('opens the lobby where the browser does not list the tab’s history', () => expect(backStep(null, ORIGIN)).toEqual({ kind: 'open', path: '/' }));
});
