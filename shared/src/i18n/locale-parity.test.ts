/**
 * Every text exists in all three languages: for each namespace (the SDK's common texts, the
 * host's shell texts and each remote's texts) and each part of one (a subfolder of its locales,
 * loaded only by the pages that need it) the locale files must have the same keys, a plural
 * key must carry every plural form its language needs, and a text must name the same
 * placeholders in every language.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const PLURAL_SUFFIXES = ['_zero', '_one', '_two', '_few', '_many', '_other'];

interface Namespace {
  name: string;
  dir: string;
}

function namespaces(): Namespace[] {
  const found: Namespace[] = [{ name: 'common', dir: join(ROOT, 'shared', 'src', 'i18n', 'locales', 'common') }];
  found.push({ name: 'shell', dir: join(ROOT, 'host', 'src', 'locales') });
  for (const entry of readdirSync(ROOT)) {
    if (entry.startsWith('remote-')) found.push({ name: entry.slice('remote-'.length), dir: join(ROOT, entry, 'src', 'locales') });
  }
  const parts = found.flatMap((namespace) =>
    existsSync(namespace.dir)
      ? readdirSync(namespace.dir, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => ({ name: `${namespace.name}/${entry.name}`, dir: join(namespace.dir, entry.name) }))
      : [],
  );
  return [...found, ...parts].filter((namespace) => existsSync(namespace.dir));
}

function sectionsOf(dir: string): string[] {
  return Object.keys(JSON.parse(readFileSync(join(dir, 'pt-BR.json'), 'utf8')) as object);
}

// Parts merge into their namespace, so a section in two of them would silently lose texts.
it('keeps every section of a namespace in exactly one of its parts', () => {
  const owners = new Map<string, string>();
  for (const { name, dir } of namespaces()) {
    const namespace = name.split('/')[0]!;
    for (const section of sectionsOf(dir)) {
      const key = `${namespace}:${section}`;
      expect(owners.get(key), `${key} is in ${owners.get(key)} and ${name}`).toBeUndefined();
      owners.set(key, name);
    }
  }
  expect(owners.get('casino:play')).toBe('casino/game');
  expect(owners.get('common:payments')).toBe('common/product');
});

function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}

function pluralBase(key: string): string | null {
  const suffix = PLURAL_SUFFIXES.find((candidate) => key.endsWith(candidate));
  return suffix ? key.slice(0, -suffix.length) : null;
}

function keysOf(dir: string, language: string): string[] {
  return flatten(JSON.parse(readFileSync(join(dir, `${language}.json`), 'utf8')));
}

/**
 * Texts that deliberately name other placeholders in one language (the terms give every form):
 * Turkish writes a multiple as a number with its case suffix ("40 katı") where the others write "40×".
 */
const OWN_PLACEHOLDERS = new Set([
  'tr:terms.withdrawals.wagering',
  'tr:terms.withdrawals.smallDepositor',
  'tr:bonusTerms.wagering.rule',
  'tr:bonusTerms.freeSpins.bonusWins',
]);

/** Each text's placeholders ({{name}}), plural forms merged under their base key. */
function placeholdersOf(dir: string, language: string): Map<string, string> {
  const byKey = new Map<string, Set<string>>();
  const visit = (value: unknown, prefix: string) => {
    if (typeof value === 'string') {
      const key = pluralBase(prefix) ?? prefix;
      const names = byKey.get(key) ?? new Set<string>();
      for (const match of value.matchAll(/\{\{\s*(\w+)/g)) names.add(match[1]!);
      byKey.set(key, names);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) visit(child, prefix ? `${prefix}.${key}` : key);
    }
  };
  visit(JSON.parse(readFileSync(join(dir, `${language}.json`), 'utf8')), '');
  return new Map([...byKey].map(([key, names]) => [key, [...names].sort().join(',')]));
}

describe.each(namespaces())('locale files of $name', ({ dir }) => {
  it('exist for every language', () => {
    for (const language of LANGUAGES) expect(existsSync(join(dir, `${language}.json`)), `${language}.json`).toBe(true);
  });

  it('have the same keys in every language (plural forms aside)', () => {
    const normalised = LANGUAGES.map((language) => new Set(keysOf(dir, language).map((key) => pluralBase(key) ?? key)));
    const [reference, ...others] = normalised;
    for (const [index, keys] of others.entries()) {
      const language = LANGUAGES[index + 1];
      expect(
        [...keys].filter((key) => !reference!.has(key)),
        `keys only in ${language}`,
      ).toEqual([]);
      expect(
        [...reference!].filter((key) => !keys.has(key)),
        `keys missing from ${language}`,
      ).toEqual([]);
    }
  });

  it('give each plural every form its language uses', () => {
    for (const language of LANGUAGES) {
      const keys = keysOf(dir, language);
      const bases = new Set(keys.map(pluralBase).filter((base): base is string => base !== null));
      const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const base of bases) {
        for (const category of needed) expect(keys, `${language}: ${base}_${category}`).toContain(`${base}_${category}`);
      }
    }
  });

  // A placeholder renamed in one language shows as {{name}} to its readers (it happened to pt-BR's free spins).
  it('name the same placeholders in every language', () => {
    const [reference, ...others] = LANGUAGES.map((language) => placeholdersOf(dir, language));
    for (const [index, placeholders] of others.entries()) {
      const differing = [...reference!].filter(
        ([key, names]) => placeholders.has(key) && placeholders.get(key) !== names && !OWN_PLACEHOLDERS.has(`${LANGUAGES[index + 1]}:${key}`),
      );
      expect(
        differing.map(([key, names]) => `${key}: pt-BR {${names}} vs ${LANGUAGES[index + 1]} {${placeholders.get(key)}}`),
        `placeholders differing in ${LANGUAGES[index + 1]}`,
      ).toEqual([]);
    }
  });

  it('have no empty texts', () => {
    for (const language of LANGUAGES) {
      const texts = JSON.stringify(JSON.parse(readFileSync(join(dir, `${language}.json`), 'utf8')));
      expect(texts.includes('""'), `${language} has an empty text`).toBe(false);
    }
  });
});
