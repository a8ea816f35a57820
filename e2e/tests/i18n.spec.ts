/**
 * The interface language follows the browser (spec §1): pt-BR for a Brazilian browser, English
 * for an English one, with `<html lang>` set and the page texts translated.
 */
import { expect, test } from '../support/fixtures.ts';
import { texts, type Language } from '../support/locales.ts';

const browsers: ReadonlyArray<{ locale: string; language: Language; other: Language }> = [
  { locale: 'pt-BR', language: 'pt-BR', other: 'en' },
  { locale: 'en-US', language: 'en', other: 'pt-BR' },
];

for (const { locale, language, other } of browsers) {
  test.describe(`a ${locale} browser`, () => {
    test.use({ locale });

    test(`gets the home page in ${language}`, async ({ app }) => {
      await app.open('/');
      await app.expectRemotePage('casino');
      expect(await app.htmlLang()).toBe(language);

      // The heading is one of the casino team's texts in this language, and not the other
      // language's text (when the two differ).
      const heading = (await app.heading.innerText()).trim();
      const own = [...texts('casino', language).values()];
      const foreign = [...texts('casino', other).values()].filter((text) => !own.includes(text));
      expect(own, `the h1 "${heading}" is not a ${language} casino text`).toContain(heading);
      expect(foreign).not.toContain(heading);
    });
  });
}
