/**
 * Every figure of the legal pages is the config's (`@palpite/shared/terms`): each test computes the
 * text it expects from the config itself, so a changed term changes the page and these tests
 * still pass — while a figure typed into a text, or left out, fails them.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatCentavos, i18n, LANGUAGE_LABELS, LANGUAGES, palpiteStore, siteJurisdictionAtom, STORAGE_KEYS, type Language } from '@palpite/shared';
import {
  ACCOUNT_TERMS,
  BONUS_TERMS,
  BR_PROFILE_TERMS,
  CRYPTO_ADDRESS_TTL_MINUTES,
  DEFAULT_DEPOSIT_LIMITS,
  DEPOSIT_METHODS,
  PROCESSING_TIMES,
  RESPONSIBLE_GAMBLING_TERMS,
  WEEK_STARTS_ON_SUNDAY,
  WITHDRAWAL_METHODS,
  WITHDRAWAL_TERMS,
} from '@palpite/shared/terms';
import ptBR from '../../locales/pt-BR.json';
import en from '../../locales/en.json';
import tr from '../../locales/tr.json';
import { legalPath, type LegalDoc } from './legal-docs.ts';
import { renderAccount } from '../../testing/account-testing.tsx';
import { LegalPage } from './LegalPage.tsx';
import { renderLegal } from './legal-testing.tsx';

const CATEGORY_NAMES: Record<Language, Record<string, string>> = {
  'pt-BR': ptBR.bonusTerms.contributions.categories,
  en: en.bonusTerms.contributions.categories,
  tr: tr.bonusTerms.contributions.categories,
};

type Word = 'day' | 'hour' | 'month' | 'minute' | 'freeSpin' | 'freeWithdrawal' | 'activeBonus';

/** Singular and plural of the words figures are counted in (Turkish keeps the singular). */
const WORDS: Record<Language, Record<Word, [string, string]>> = {
  'pt-BR': {
    day: ['dia', 'dias'],
    hour: ['hora', 'horas'],
    month: ['mês', 'meses'],
    minute: ['minuto', 'minutos'],
    freeSpin: ['rodada grátis', 'rodadas grátis'],
    freeWithdrawal: ['saque grátis', 'saques grátis'],
    activeBonus: ['bônus ativo', 'bônus ativos'],
  },
  en: {
    day: ['day', 'days'],
    hour: ['hour', 'hours'],
    month: ['month', 'months'],
    minute: ['minute', 'minutes'],
    freeSpin: ['free spin', 'free spins'],
    freeWithdrawal: ['free withdrawal', 'free withdrawals'],
    activeBonus: ['active bonus', 'active bonuses'],
  },
  tr: {
    day: ['gün', 'gün'],
    hour: ['saat', 'saat'],
    month: ['ay', 'ay'],
    minute: ['dakika', 'dakika'],
    freeSpin: ['bedava dönüş', 'bedava dönüş'],
    freeWithdrawal: ['ücretsiz çekim', 'ücretsiz çekim'],
    activeBonus: ['aktif bonus', 'aktif bonus'],
  },
};

const number = (value: number, language: Language) => new Intl.NumberFormat(language).format(value);
const percent = (ratio: number, language: Language) => new Intl.NumberFormat(language, { style: 'percent' }).format(ratio);

/** `72 horas`, `1 day`, `7 gün`. */
function counted(value: number, word: Word, language: Language): string {
  const [one, other] = WORDS[language][word];
  return `${number(value, language)} ${new Intl.PluralRules(language).select(value) === 'one' ? one : other}`;
}

/** `2,5×` (pt-BR), `2.5×` (en); Turkish prose says `2,5 kat(ı)`. */
function times(value: number, language: Language): string {
  return language === 'tr' ? `${number(value, language)} kat` : `${number(value, language)}×`;
}

function ageText(language: Language): RegExp {
  const age = number(ACCOUNT_TERMS.minimumAgeYears, language);
  return { 'pt-BR': new RegExp(`${age} anos`), en: new RegExp(`(over-|under |of )${age}|${age} or older`, 'i'), tr: new RegExp(`${age} yaş`) }[language];
}

function weekday(sunday: boolean, language: Language): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, sunday ? 1 : 2)));
}

const exampleDeposit = BONUS_TERMS.welcome.minDepositCentavos > 200_00n ? BONUS_TERMS.welcome.minDepositCentavos : 200_00n;
const exampleBonusRaw = (exampleDeposit * BigInt(BONUS_TERMS.welcome.percentage)) / 100n;
const exampleBonus = exampleBonusRaw < BONUS_TERMS.welcome.maxBonusCentavos ? exampleBonusRaw : BONUS_TERMS.welcome.maxBonusCentavos;

interface Figure {
  name: string;
  doc: LegalDoc;
  /** The section (anchor id) that must show it. */
  section: string;
  expected: (language: Language) => string | RegExp;
}

const FIGURES: Figure[] = [
  // Terms and conditions
  { name: 'the minimum age', doc: 'terms', section: 'who-we-are', expected: ageText },
  { name: 'the deadline for documents', doc: 'terms', section: 'account', expected: (l) => counted(ACCOUNT_TERMS.documentsWithinHours, 'hour', l) },
  { name: 'the crypto address lifetime', doc: 'terms', section: 'deposits', expected: (l) => counted(CRYPTO_ADDRESS_TTL_MINUTES, 'minute', l) },
  { name: 'the minimum withdrawal', doc: 'terms', section: 'withdrawals', expected: () => formatCentavos(WITHDRAWAL_TERMS.minCentavos) },
  { name: 'the weekly maximum', doc: 'terms', section: 'withdrawals', expected: () => formatCentavos(WITHDRAWAL_TERMS.weeklyMaxCentavos) },
  { name: 'the day weeks start', doc: 'terms', section: 'withdrawals', expected: (l) => weekday(WEEK_STARTS_ON_SUNDAY, l) },
  {
    name: 'the free withdrawals a month',
    doc: 'terms',
    section: 'withdrawals',
    expected: (l) => counted(WITHDRAWAL_TERMS.freeWithdrawalsPerMonth, 'freeWithdrawal', l),
  },
  { name: 'the fee after them', doc: 'terms', section: 'withdrawals', expected: () => formatCentavos(WITHDRAWAL_TERMS.feeAfterFreeCentavos) },
  { name: 'the deposit wagering multiple', doc: 'terms', section: 'withdrawals', expected: (l) => times(WITHDRAWAL_TERMS.depositWageringMultiple, l) },
  {
    name: 'the lifetime-deposits threshold',
    doc: 'terms',
    section: 'withdrawals',
    expected: () => formatCentavos(WITHDRAWAL_TERMS.smallDepositorThresholdCentavos),
  },
  { name: 'the last-deposit multiple', doc: 'terms', section: 'withdrawals', expected: (l) => times(WITHDRAWAL_TERMS.lastDepositMultiple, l) },
  { name: 'the liability cap', doc: 'terms', section: 'bets-and-games', expected: () => formatCentavos(ACCOUNT_TERMS.liabilityCapCentavos) },
  {
    name: 'the suspension evidence window',
    doc: 'terms',
    section: 'suspension-and-closure',
    expected: (l) => counted(ACCOUNT_TERMS.suspensionEvidenceWindowMonths, 'month', l),
  },
  {
    name: 'the inactivity period',
    doc: 'terms',
    section: 'suspension-and-closure',
    expected: (l) => counted(ACCOUNT_TERMS.inactiveAccountClosedAfterDays, 'day', l),
  },

  // Bonus terms
  { name: 'the welcome percentage', doc: 'bonusTerms', section: 'welcome-offer', expected: (l) => percent(BONUS_TERMS.welcome.percentage / 100, l) },
  { name: 'the welcome maximum', doc: 'bonusTerms', section: 'welcome-offer', expected: () => formatCentavos(BONUS_TERMS.welcome.maxBonusCentavos) },
  { name: 'the welcome free spins', doc: 'bonusTerms', section: 'welcome-offer', expected: (l) => counted(BONUS_TERMS.welcome.freeSpins, 'freeSpin', l) },
  { name: 'the welcome minimum deposit', doc: 'bonusTerms', section: 'welcome-offer', expected: () => formatCentavos(BONUS_TERMS.welcome.minDepositCentavos) },
  { name: 'the banner headline', doc: 'bonusTerms', section: 'welcome-offer', expected: () => formatCentavos(BONUS_TERMS.bannerUpToCentavos) },
  { name: 'the example bonus', doc: 'bonusTerms', section: 'welcome-offer', expected: () => formatCentavos(exampleBonus) },
  {
    name: 'the example wagering',
    doc: 'bonusTerms',
    section: 'welcome-offer',
    expected: () => formatCentavos(exampleBonus * BigInt(BONUS_TERMS.defaultWageringMultiple)),
  },
  { name: 'the default wagering', doc: 'bonusTerms', section: 'wagering', expected: (l) => times(BONUS_TERMS.defaultWageringMultiple, l) },
  {
    name: 'the wagering of a bonus’s free-spin wins',
    doc: 'bonusTerms',
    section: 'free-spins',
    expected: (l) => times(BONUS_TERMS.defaultWageringMultiple, l),
  },
  { name: 'the validity', doc: 'bonusTerms', section: 'validity', expected: (l) => counted(BONUS_TERMS.validityDays, 'day', l) },
  { name: 'the new-member win cap', doc: 'bonusTerms', section: 'win-cap', expected: () => formatCentavos(BONUS_TERMS.newMemberWinCapCentavos) },
  {
    name: 'the sports minimum odds',
    doc: 'bonusTerms',
    section: 'game-contributions',
    expected: () => (BONUS_TERMS.sportsMinOddsHundredths / 100).toFixed(2),
  },
  {
    name: 'the active bonuses at a time',
    doc: 'bonusTerms',
    section: 'one-bonus-at-a-time',
    expected: (l) => counted(BONUS_TERMS.maxActiveBonuses, 'activeBonus', l),
  },
  { name: 'the validity that forfeits', doc: 'bonusTerms', section: 'forfeiture', expected: (l) => counted(BONUS_TERMS.validityDays, 'day', l) },

  // Responsible gambling
  { name: 'the minimum age', doc: 'responsibleGambling', section: 'adults-only', expected: ageText },
  {
    name: 'the limit cool-down',
    doc: 'responsibleGambling',
    section: 'tools',
    expected: (l) => counted(RESPONSIBLE_GAMBLING_TERMS.limitIncreaseCoolDownHours, 'hour', l),
  },
  {
    name: 'the shortest reminder',
    doc: 'responsibleGambling',
    section: 'tools',
    expected: (l) => counted(RESPONSIBLE_GAMBLING_TERMS.minRealityCheckMinutes, 'minute', l),
  },
  { name: 'the shortest break', doc: 'responsibleGambling', section: 'tools', expected: (l) => counted(RESPONSIBLE_GAMBLING_TERMS.minBreakHours, 'hour', l) },
  { name: 'the longest break', doc: 'responsibleGambling', section: 'tools', expected: (l) => counted(RESPONSIBLE_GAMBLING_TERMS.maxBreakMonths, 'month', l) },

  // Privacy and about
  { name: 'the minimum age', doc: 'privacy', section: 'minors', expected: ageText },
  { name: 'the Pix crediting time', doc: 'about', section: 'payments', expected: (l) => counted(PROCESSING_TIMES.pix.maxMinutes, 'minute', l) },
  { name: 'the minimum age', doc: 'about', section: 'principles', expected: ageText },
];

function section(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no section #${id}`);
  return element;
}

describe.each(LANGUAGES)('figures from the config in %s', (language) => {
  it.each(FIGURES)('$doc shows $name', async ({ doc, section: id, expected }) => {
    await renderLegal(doc, language);
    const want = expected(language);
    const text = section(id).textContent ?? '';
    if (typeof want === 'string') expect(text).toContain(want);
    else expect(text).toMatch(want);
  });

  it('terms: the deposit table has every method with its limits and crediting time', async () => {
    await renderLegal('terms', language);
    const rows = section('deposits').querySelectorAll('tbody tr');
    expect(Array.from(rows, (row) => row.getAttribute('data-method'))).toEqual([...DEPOSIT_METHODS]);
    for (const row of rows) {
      const method = row.getAttribute('data-method') as (typeof DEPOSIT_METHODS)[number];
      const text = row.textContent ?? '';
      expect(within(row as HTMLElement).getByRole('rowheader')).toHaveTextContent(i18n.t(`payments.methods.${method}`, { ns: 'common', lng: language }));
      expect(text).toContain(formatCentavos(DEFAULT_DEPOSIT_LIMITS[method].minCentavos));
      expect(text).toContain(formatCentavos(DEFAULT_DEPOSIT_LIMITS[method].maxCentavos));
      const { minMinutes, maxMinutes } = PROCESSING_TIMES[method];
      if (maxMinutes > 0) expect(text).toContain(number(maxMinutes, language));
      if (minMinutes > 0) expect(text).toContain(number(minMinutes, language));
    }
  });

  it('terms: the withdrawal methods, and the weekly maximum stated as the applicable one', async () => {
    await renderLegal('terms', language);
    const withdrawals = section('withdrawals');
    for (const method of WITHDRAWAL_METHODS) expect(withdrawals).toHaveTextContent(i18n.t(`payments.methods.${method}`, { ns: 'common', lng: language }));
    const applicable = { 'pt-BR': 'limite semanal aplicável', en: 'applicable weekly limit', tr: 'Geçerli haftalık limit' }[language];
    const note = Array.from(withdrawals.querySelectorAll('p')).find((paragraph) => paragraph.textContent?.includes(applicable));
    expect(note?.textContent).toContain(formatCentavos(WITHDRAWAL_TERMS.weeklyMaxCentavos));
  });

  it('bonus terms: each game category with its share, then sports, and the excluded ones named', async () => {
    await renderLegal('bonusTerms', language);
    const contributions = section('game-contributions');
    for (const [category, share] of Object.entries(BONUS_TERMS.contributionByCategory)) {
      const row = contributions.querySelector(`tr[data-category="${category}"]`);
      expect(row?.textContent).toBe(`${CATEGORY_NAMES[language][category]}${percent(share, language)}`);
    }
    expect(contributions.querySelector('tr[data-category="sports"]')?.textContent).toContain(percent(1, language));
    const excluded = Object.entries(BONUS_TERMS.contributionByCategory).filter(([, share]) => share === 0);
    expect(excluded.map(([category]) => category)).toEqual(expect.arrayContaining(['table', 'video_poker', 'keno']));
    const sentence = Array.from(contributions.querySelectorAll('p')).at(-1)?.textContent ?? '';
    for (const [category] of excluded) expect(sentence).toContain(CATEGORY_NAMES[language][category]);
  });

  it('privacy: names every local-storage key the site writes', async () => {
    await renderLegal('privacy', language);
    const storage = section('cookies-and-local-storage');
    const keys = Array.from(storage.querySelectorAll('code'), (code) => code.textContent);
    expect(keys).toEqual(expect.arrayContaining(Object.values(STORAGE_KEYS)));
  });

  it('about: lists the three languages', async () => {
    await renderLegal('about', language);
    for (const code of LANGUAGES) expect(section('languages')).toHaveTextContent(LANGUAGE_LABELS[code]);
  });
});

describe('responsible gambling: where to find the tools and help', () => {
  it('links to the tools at the top of the page (not an account page without them) and lists help in Brazil for every reader', async () => {
    await renderLegal('responsibleGambling', 'pt-BR');
    expect(within(section('where-to-find-the-tools')).getByRole('link', { name: 'Ferramentas de jogo responsável' })).toHaveAttribute(
      'href',
      '/responsible-gambling#your-tools',
    );
    const help = section('get-help');
    expect(help).toHaveTextContent(/CVV — Centro de Valorização da Vida.*188/);
    expect(help).toHaveTextContent('Jogadores Anônimos');
    expect(help).toHaveTextContent('CAPS — Centros de Atenção Psicossocial');
    expect(help).not.toHaveTextContent('GamCare');
  });

  it('adds the UK services for English readers', async () => {
    await renderLegal('responsibleGambling', 'en');
    expect(screen.getByRole('link', { name: 'Responsible gambling tools' })).toHaveAttribute('href', '/responsible-gambling#your-tools');
    const help = section('get-help');
    expect(help).toHaveTextContent('CVV');
    expect(help).toHaveTextContent('GamCare');
    expect(help).toHaveTextContent('BeGambleAware');
    expect(help).not.toHaveTextContent('YEDAM');
  });

  it("adds Yeşilay's YEDAM for Turkish readers", async () => {
    await renderLegal('responsibleGambling', 'tr');
    const help = section('get-help');
    expect(help).toHaveTextContent(/YEDAM.*115/);
    expect(help).not.toHaveTextContent('GamCare');
  });
});

/** How the default profile's texts name the methods a br site does not take (card, crypto, e-wallets). */
const OTHER_PAYMENT_WORDS: Readonly<Record<Language, readonly string[]>> = {
  'pt-BR': ['cartão', 'cripto', 'carteira'],
  en: ['card', 'crypto', 'e-wallet'],
  tr: ['kart', 'kripto', 'e-cüzdan'],
};

describe.each(LANGUAGES)('under the br profile in %s', (language) => {
  const methodName = (method: string) => i18n.t(`payments.methods.${method}`, { ns: 'common', lng: language });
  const br = (doc: LegalDoc) => renderLegal(doc, language, legalPath(doc), 'br');

  it('terms: deposits by Pix and bank transfer only, from the own CPF, with limits chosen first; no crypto', async () => {
    await br('terms');
    const deposits = section('deposits');
    const rows = deposits.querySelectorAll('tbody tr');
    expect(Array.from(rows, (row) => row.getAttribute('data-method'))).toEqual([...BR_PROFILE_TERMS.depositMethods]);
    expect(deposits).toHaveTextContent('CPF');
    expect(deposits).not.toHaveTextContent(number(CRYPTO_ADDRESS_TTL_MINUTES, language));
    for (const method of DEPOSIT_METHODS.filter((m) => !BR_PROFILE_TERMS.depositMethods.includes(m)))
      expect(deposits.querySelector(`tr[data-method="${method}"]`)).toBeNull();
  });

  it('terms: withdrawals by bank transfer only, to the own CPF; the account is opened with a CPF and idles out', async () => {
    await br('terms');
    const withdrawals = section('withdrawals');
    for (const method of WITHDRAWAL_METHODS) {
      if (BR_PROFILE_TERMS.withdrawalMethods.includes(method)) expect(withdrawals).toHaveTextContent(methodName(method));
      else expect(withdrawals).not.toHaveTextContent(methodName(method));
    }
    expect(withdrawals).toHaveTextContent('CPF');
    const account = section('account');
    expect(account).toHaveTextContent('CPF');
    expect(account).toHaveTextContent(number(BR_PROFILE_TERMS.sessionIdleMinutes, language));
  });

  it('bonus terms: no welcome offer; a bonus only after a real-money bet, and where the offers are', async () => {
    await br('bonusTerms');
    expect(document.getElementById('welcome-offer')).toBeNull();
    expect(screen.getByRole('article')).not.toHaveTextContent(formatCentavos(BONUS_TERMS.welcome.maxBonusCentavos));
    const brazil = section('bonuses-in-brazil');
    expect(within(brazil).getByRole('link')).toHaveAttribute('href', '/promotion');
    // The rest of the rules still apply to the offers a player can take there.
    expect(section('wagering')).toBeInTheDocument();
    // Not the new-member offers' cap, nor free spins of offers the profile never grants.
    expect(document.getElementById('win-cap')).toBeNull();
    expect(screen.getByRole('article')).not.toHaveTextContent(formatCentavos(BONUS_TERMS.newMemberWinCapCentavos));
    expect(section('free-spins')).toBeInTheDocument();
  });

  it("privacy: payment data and processors are the profile's methods only, from the own CPF", async () => {
    await br('privacy');
    const methods = new Set<string>([...BR_PROFILE_TERMS.depositMethods, ...BR_PROFILE_TERMS.withdrawalMethods]);
    for (const id of ['data-we-collect', 'sharing']) {
      const text = section(id).textContent!.toLocaleLowerCase(language);
      for (const method of methods) expect(text).toContain(methodName(method).toLocaleLowerCase(language));
      for (const word of OTHER_PAYMENT_WORDS[language]) expect(text).not.toContain(word);
    }
    expect(section('data-we-collect')).toHaveTextContent('CPF');
  });

  it('about: the other deposit methods are those of the profile', async () => {
    await br('about');
    const payments = section('payments');
    for (const method of DEPOSIT_METHODS) {
      if (method === 'pix' || BR_PROFILE_TERMS.depositMethods.includes(method)) expect(payments).toHaveTextContent(methodName(method));
      else expect(payments).not.toHaveTextContent(methodName(method));
    }
  });
});

describe('the default profile', () => {
  it('states no br rule', async () => {
    await renderLegal('terms', 'pt-BR');
    expect(section('account')).not.toHaveTextContent('CPF');
    expect(document.getElementById('bonuses-in-brazil')).toBeNull();
  });

  it('lists every payment method in the privacy policy and on the about page', async () => {
    const privacy = await renderLegal('privacy', 'en');
    expect(section('sharing')).toHaveTextContent(/card, crypto/);
    expect(section('data-we-collect')).toHaveTextContent(/For cards we keep only the brand/);
    privacy.unmount();
    await renderLegal('about', 'en');
    for (const method of DEPOSIT_METHODS) expect(section('payments')).toHaveTextContent(i18n.t(`payments.methods.${method}`, { ns: 'common', lng: 'en' }));
  });
});

describe('before the shell knows the profile', () => {
  it("holds the page with its title instead of showing one profile's terms", async () => {
    palpiteStore.set(siteJurisdictionAtom, null);
    await renderAccount(<LegalPage doc="terms" />, { language: 'en', route: legalPath('terms') });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms and conditions');
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.getByRole('region')).toHaveAttribute('aria-busy', 'true');
    palpiteStore.set(siteJurisdictionAtom, 'default');
  });
});
