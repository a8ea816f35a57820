import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-app.ts';
import { containsPattern, foldAccents, foldedSql } from './text-search.ts';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.drop();
});

describe('text search', () => {
  it('folds accents and case the same way in TypeScript and in the database', async () => {
    expect(foldAccents('Sertão Amazônia Bacará ÇĞŞİı')).toBe('sertao amazonia bacara cgsii');
    const names = ['Sertão Amazônia Bacará', 'ÇĞŞİı', 'Grêmio FBPA', 'Beşiktaş', 'Fenerbahçe', 'Gençlerbirliği', 'Atlético Madrid', 'Mönchengladbach'];
    for (const name of names) {
      const result = await test.db.query<{ folded: string }>(`SELECT ${foldedSql('$1::text')} AS folded`, [name]);
      expect(result.rows[0]?.folded).toBe(foldAccents(name));
    }
  });

  it('translates each accented letter, capitals included, to the letter foldAccents gives (a C-locale lower() leaves capitals alone)', () => {
    const [, from, to] = /translate\(lower\(x\), '([^']*)', '([^']*)'\)/.exec(foldedSql('x'))!;
    expect(Array.from(to!)).toHaveLength(Array.from(from!).length);
    const table = Array.from(from!, (letter, index) => [letter, Array.from(to!)[index]]);
    expect(table).toEqual(Array.from(from!, (letter) => [letter, foldAccents(letter)]));
    expect(Object.fromEntries(table.filter(([letter]) => 'ÚÇÑĞŞ'.includes(letter!)))).toEqual({ Ú: 'u', Ç: 'c', Ñ: 'n', Ğ: 'g', Ş: 's' });
  });

  it('makes LIKE patterns that take %, _ and \\ literally', async () => {
    const contains = async (text: string, search: string) =>
      (await test.db.query<{ found: boolean }>(`SELECT $1::text LIKE $2 ESCAPE '\\' AS found`, [text, containsPattern(search)])).rows[0]?.found;
    expect(await contains('50% off', '50%')).toBe(true);
    expect(await contains('500 off', '50%')).toBe(false);
    expect(await contains('a_b', 'a_b')).toBe(true);
    expect(await contains('axb', 'a_b')).toBe(false);
    expect(await contains('back\\slash', 'k\\s')).toBe(true);
    expect(await contains('anything', '')).toBe(true);
  });
});
