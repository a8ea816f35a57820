/**
 * One name per thing in the Brazilian texts (the site's first language), and its punctuation: a
 * player who meets "Verificação em duas etapas" on one page and "Autenticação em dois fatores" on
 * the next wonders whether they are two settings. Reads every pt-BR locale file of the repository.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');

function localeDirs(): string[] {
  const dirs = [join(ROOT, 'shared', 'src', 'i18n', 'locales', 'common'), join(ROOT, 'host', 'src', 'locales')];
  for (const entry of readdirSync(ROOT)) if (entry.startsWith('remote-')) dirs.push(join(ROOT, entry, 'src', 'locales'));
  return dirs
    .filter((dir) => existsSync(dir))
    .flatMap((dir) => [
      dir,
      ...readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => join(dir, entry.name)),
    ]);
}

/** Every pt-BR text by `file:key`. */
function portugueseTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  const visit = (file: string, value: unknown, prefix: string) => {
    if (typeof value === 'string') texts.set(`${file}:${prefix}`, value);
    else if (typeof value === 'object' && value !== null)
      for (const [key, child] of Object.entries(value)) visit(file, child, prefix ? `${prefix}.${key}` : key);
  };
  for (const dir of localeDirs()) {
    const file = join(dir, 'pt-BR.json');
    if (existsSync(file)) visit(file.slice(ROOT.length + 1), JSON.parse(readFileSync(file, 'utf8')), '');
  }
  return texts;
}

const texts = portugueseTexts();
const matching = (pattern: RegExp) => [...texts].filter(([, text]) => pattern.test(text)).map(([key, text]) => `${key}: ${text}`);
const text = (file: string, key: string) => texts.get(`${file}:${key}`);

const ACCOUNT = 'remote-account/src/locales/pt-BR.json';
const GAME = 'remote-casino/src/locales/game/pt-BR.json';
const COMMON = 'shared/src/i18n/locales/common/pt-BR.json';
const PRODUCT = 'shared/src/i18n/locales/common/product/pt-BR.json';
const HOST = 'host/src/locales/pt-BR.json';
const DIALOGS = 'host/src/locales/dialogs/pt-BR.json';

describe('the Brazilian texts', () => {
  it('quote with “ ” as the rest of the site, never with European «»', () => {
    expect(matching(/[«»]/)).toEqual([]);
  });

  it('give each thing one name', () => {
    expect(matching(/dois fatores|\b2FA\b/i), 'two-step verification').toEqual([]);
    expect(matching(/m[ée]todos? de (pagamento|saque)|meios? de pagamento/i), 'payment and withdrawal method').toEqual([]);
    expect(matching(/bilhete/i), 'the bet slip').toEqual([]);
    expect(matching(/lembretes? de tempo\b/i), 'the reality check').toEqual([]);
    expect(matching(/limites? de perdas? (diári|semana|mensa)|limites? de perda\b/i), 'the loss limits').toEqual([]);
    expect(matching(/código QR|QR code/), 'the QR Code').toEqual([]);
    expect(text(HOST, 'footer.bonusTerms')).toBe(text(ACCOUNT, 'bonusTerms.title'));
    // The same hand, symbol or action where the game plays and where its details page describes it.
    const pairs: [played: string, described: string][] = [
      ['play.poker.hands.jacks_or_better', 'details.hands.jacks_or_better'],
      ['play.slots.symbols.queen', 'details.symbols.queen'],
      ['play.slots.symbols.jaguar', 'details.symbols.jaguar'],
    ];
    for (const [played, described] of pairs) expect(text(GAME, played), played).toBe(text(GAME, described));
    expect(text(GAME, 'details.hands.jacks_or_better')).toBe('Par de valetes ou melhor');
    expect(text(GAME, 'details.symbols.queen')).toBe('Rainha do Carnaval');
    expect(text(GAME, 'details.symbols.jaguar')).toBe('Onça-pintada');
    expect(text(HOST, 'notFound.returnHome')).toBe(text(COMMON, 'actions.backHome'));
  });

  it('end their sentences and name their choices as Brazilians write them', () => {
    expect(matching(/Tente de novo$/)).toEqual([]);
    expect(text(DIALOGS, 'brWarning.limitsIntro')).toContain('e a cada quanto tempo quer um lembrete do tempo de jogo.');
    expect(text(DIALOGS, 'brWarning.reminderMissing')).toBe('Escolha um lembrete ou “Sem lembrete”.');
    expect(text(PRODUCT, 'bets.stakeAboveMaximum')).toBe('A aposta máxima por cupom é {{max}}.');
    expect(text(ACCOUNT, 'rg.limits.names.loss.day')).toBe('Limite diário de perdas');
  });
});
