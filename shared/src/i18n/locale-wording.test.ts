/**
 * One name per thing in each language's texts, and the Brazilian punctuation: a player who meets
 * "Verificação em duas etapas" on one page and "Autenticação em dois fatores" on the next wonders
 * whether they are two settings, as one who meets "Two-step verification" and "2FA" does. Reads
 * every locale file of the repository, and the API's mails, which name the same settings.
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

type Language = 'pt-BR' | 'en' | 'tr';

/** Every text of one language by `file:key`, the file named as in its pt-BR form. */
function textsIn(language: Language): Map<string, string> {
  const texts = new Map<string, string>();
  const visit = (file: string, value: unknown, prefix: string) => {
    if (typeof value === 'string') texts.set(`${file}:${prefix}`, value);
    else if (typeof value === 'object' && value !== null)
      for (const [key, child] of Object.entries(value)) visit(file, child, prefix ? `${prefix}.${key}` : key);
  };
  for (const dir of localeDirs()) {
    const file = join(dir, `${language}.json`);
    if (existsSync(file)) visit(join(dir, 'pt-BR.json').slice(ROOT.length + 1), JSON.parse(readFileSync(file, 'utf8')), '');
  }
  return texts;
}

function wordingOf(language: Language) {
  const texts = textsIn(language);
  return {
    /** `file:key: text` of every text the pattern finds, the file in its `language` form. */
    matching: (pattern: RegExp) =>
      [...texts].filter(([, text]) => pattern.test(text)).map(([key, text]) => `${key.replace('pt-BR.json', `${language}.json`)}: ${text}`),
    text: (file: string, key: string) => texts.get(`${file}:${key}`),
  };
}

const { matching, text } = wordingOf('pt-BR');

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
    expect(matching(/carteira de bônus/i), 'the bonus balance').toEqual([]);
    expect(matching(/Conta ›/), 'the account menu').toEqual([]);
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

/** The API's mails: the players' other texts that name the account's settings. */
const MAILS = readFileSync(join(ROOT, 'api', 'src', 'mail', 'templates.ts'), 'utf8');
const WALLET = 'remote-wallet/src/locales/pt-BR.json';
const SPORTS = 'remote-sports/src/locales/pt-BR.json';

/** The one name each language gave a thing, where the pages show it by its own key. */
const CHOSEN_NAMES: [file: string, key: string, names: { en: string; tr: string }][] = [
  [DIALOGS, 'auth.twoFactorTitle', { en: 'Two-step verification', tr: 'İki adımlı doğrulama' }],
  [ACCOUNT, 'security.twoFactor.title', { en: 'Two-step verification', tr: 'İki adımlı doğrulama' }],
  [DIALOGS, 'realityCheck.title', { en: 'Session reminder', tr: 'Oturum hatırlatıcısı' }],
  [ACCOUNT, 'rg.realityCheck.title', { en: 'Session reminder', tr: 'Oturum hatırlatıcısı' }],
  [DIALOGS, 'brWarning.reminderLabel', { en: 'Session reminder', tr: 'Oturum hatırlatıcısı' }],
  [WALLET, 'deposit.methodLegend', { en: 'Payment method', tr: 'Ödeme yöntemi' }],
  [WALLET, 'withdraw.methodLegend', { en: 'Withdrawal method', tr: 'Çekim yöntemi' }],
  [ACCOUNT, 'rg.limits.names.loss.day', { en: 'Daily loss limit', tr: 'Günlük kayıp limiti' }],
  [ACCOUNT, 'rg.limits.names.deposit.day', { en: 'Daily deposit limit', tr: 'Günlük yatırım limiti' }],
  [SPORTS, 'slip.title', { en: 'Bet slip', tr: 'Kupon' }],
  // The search's tabs, all in the plural ("Providers", "Matches").
  [DIALOGS, 'search.tab.games', { en: 'Games', tr: 'Oyunlar' }],
];

/** The chosen names, and the pages that name one thing from two keys (the bonus terms, the way home) agreeing. */
function expectChosenNames(wording: ReturnType<typeof wordingOf>, language: 'en' | 'tr'): void {
  for (const [file, key, names] of CHOSEN_NAMES) expect(wording.text(file, key), key).toBe(names[language]);
  expect(wording.text(HOST, 'footer.bonusTerms')).toBe(wording.text(ACCOUNT, 'bonusTerms.title'));
  expect(wording.text(HOST, 'notFound.returnHome')).toBe(wording.text(COMMON, 'actions.backHome'));
}

describe('the English texts', () => {
  const english = wordingOf('en');

  it('give each thing one name', () => {
    expect(english.matching(/two-factor|\b2FA\b|two-step authentication/i), 'two-step verification').toEqual([]);
    expect(MAILS, 'two-step verification in the mails').not.toMatch(/two-factor|\b2FA\b/i);
    expect(english.matching(/reality checks?\b|time reminders?\b/i), 'the session reminder').toEqual([]);
    expect(english.matching(/payout methods?|payment options?|deposit methods?|\bpayouts go\b/i), 'payment and withdrawal method').toEqual([]);
    expect(english.matching(/\bcoupons?\b|promo codes?|bonus codes?|\bvouchers?\b/i), 'the bet slip and the registration code').toEqual([]);
    expect(english.matching(/\ba pick\b|\bpicks are\b/i), 'the bet slip’s selections').toEqual([]);
    expect(english.matching(/bonus wallet/i), 'the bonus balance').toEqual([]);
    expect(english.matching(/responsible (play|gaming)\b/i), 'responsible gambling').toEqual([]);
    expect(english.matching(/\bsign(ed|ing)? (in|out)\b|\bsign-in\b/i), 'logging in').toEqual([]);
    expect(english.matching(/(email|address)\b[^.]*\bconfirmed\b|\bmust be confirmed\b/i), 'the verified email').toEqual([]);
    expect(MAILS, 'the verified email in the mails').not.toMatch(/confirm your email/);
    expect(english.matching(/ › /), 'the My account path, as the other pages write it').toEqual([]);
    expectChosenNames(english, 'en');
  });
});

describe('the Turkish texts', () => {
  const turkish = wordingOf('tr');

  it('give each thing one name', () => {
    expect(turkish.matching(/iki faktörlü|iki aşamalı|\b2FA\b/i), 'two-step verification').toEqual([]);
    expect(MAILS, 'two-step verification in the mails').not.toMatch(/iki faktörlü|iki aşamalı/i);
    expect(turkish.matching(/süre hatırlat|gerçeklik kontrol/i), 'the session reminder').toEqual([]);
    expect(turkish.matching(/yatırma limit/i), 'the deposit limits').toEqual([]);
    expect(turkish.matching(/ödeme seçene|yatırma yöntem|yatırım yöntem/i), 'payment method').toEqual([]);
    expect(turkish.matching(/promosyon kodu|bonus kodu|bahis fişi/i), 'the bet slip and the registration code').toEqual([]);
    expect(turkish.matching(/bonus cüzdan/i), 'the bonus balance').toEqual([]);
    expect(turkish.matching(/kaydol/i), 'signing up').toEqual([]);
    expect(turkish.matching(/oturum aç/i), 'logging in').toEqual([]);
    expect(turkish.matching(/(e-posta|adresi)[^.]*onaylanmış/i), 'the verified email').toEqual([]);
    expect(turkish.matching(/ › /), 'the My account path, as the other pages write it').toEqual([]);
    // Baccarat's bet is "Banker" on the table; "banka" stays the players' own bank (a transfer, an account).
    const casinoTexts = (found: string) => found.startsWith('remote-casino/') || found.includes('product/tr.json:casino.');
    expect(turkish.matching(/\bbanka\b/i).filter(casinoTexts), 'baccarat’s banker bet').toEqual([]);
    expectChosenNames(turkish, 'tr');
  });
});

describe('the game pages in every language', () => {
  it.each(['pt-BR', 'en', 'tr'] as const)('%s: name a bet or a hand in the rules and the RTP note as the table and the paytable do', (language) => {
    const wording = wordingOf(language);
    const lowerCase = (key: string, file = GAME) => wording.text(file, key)?.toLocaleLowerCase(language);
    const banker = lowerCase('details.spots.banker') ?? '';
    expect(wording.text(GAME, 'play.baccarat.spots.banker')).toBe(wording.text(GAME, 'details.spots.banker'));
    expect(lowerCase('details.rtpBasis.baccarat')).toContain(banker);
    expect(lowerCase('casino.rules.baccarat', PRODUCT)).toContain(`${banker} 0`);
    expect(lowerCase('casino.errors.betSpotInvalid', PRODUCT)).toContain(banker);
    expect(wording.text(GAME, 'play.poker.hands.royal_flush')).toBe(wording.text(GAME, 'details.hands.royal_flush'));
    expect(lowerCase('casino.rules.videopoker_jacks_or_better', PRODUCT)).toContain(lowerCase('details.hands.royal_flush'));
  });
});
