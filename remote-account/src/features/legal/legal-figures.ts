/**
 * Every figure the legal pages print, computed from the terms the API enforces
 * (`@palpite/shared/terms`), so what players read and what the site does cannot disagree.
 * Amounts are in BRL, pt-BR format, whatever the language (spec §1); other numbers, lists and
 * units follow the page's language.
 */
import type { TFunction } from 'i18next';
import { formatCentavos, formatOdds, LANGUAGE_LABELS, LANGUAGES, type Jurisdiction, type Language } from '@palpite/shared';
import {
  ACCOUNT_TERMS,
  BONUS_TERMS,
  BR_PROFILE_TERMS,
  DEPOSIT_METHODS,
  CRYPTO_ADDRESS_TTL_MINUTES,
  PROCESSING_TIMES,
  RESPONSIBLE_GAMBLING_TERMS,
  WEEK_STARTS_ON_SUNDAY,
  WITHDRAWAL_METHODS,
  WITHDRAWAL_TERMS,
} from '@palpite/shared/terms';
import { LEGAL_CONTACTS } from './legal-docs.ts';

export type Translate = TFunction<'account'>;

/** Interpolation values of the legal texts: `{{minWithdrawal}}`, `{{bonusValidity}}`… */
export type LegalFigures = Readonly<Record<string, string>>;

/** The deposit the bonus example uses (reais), raised to the offer's minimum if that is higher. */
const EXAMPLE_DEPOSIT_CENTAVOS = 200_00n;

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

/** `2,5×` (pt-BR), `2.5×` (en). */
export function formatMultiple(value: number, language: Language): string {
  return `${formatNumber(value, language)}×`;
}

/** A share as a percentage: `100%` (pt-BR, en), `%100` (tr). */
export function formatShare(ratio: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(ratio);
}

/** `a, b e c` (pt-BR), `a, b, and c` (en), `a, b ve c` (tr). */
export function formatList(items: readonly string[], language: Language): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
}

/** "na hora", "em até 5 minutos", "de 10 a 60 minutos" (spec §9 "Processing"). */
export function processingTime(t: Translate, time: { minMinutes: number; maxMinutes: number }): string {
  if (time.maxMinutes <= 0) return t('legal.processing.instant');
  if (time.minMinutes <= 0) return t('legal.processing.upTo', { count: time.maxMinutes });
  return t('legal.processing.range', { min: time.minMinutes, max: time.maxMinutes });
}

/** The name of the day weeks start on (spec §9: Sunday), in the page's language. */
export function weekStartDay(language: Language): string {
  // 1 January 2023 was a Sunday, the 2nd a Monday.
  const day = new Date(Date.UTC(2023, 0, WEEK_STARTS_ON_SUNDAY ? 1 : 2));
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(day);
}

/** The bonus a deposit earns with the welcome offer. */
export function welcomeBonusFor(depositCentavos: bigint): bigint {
  const { percentage, maxBonusCentavos } = BONUS_TERMS.welcome;
  const bonus = (depositCentavos * BigInt(percentage)) / 100n;
  return bonus < maxBonusCentavos ? bonus : maxBonusCentavos;
}

export function exampleDepositCentavos(): bigint {
  const minimum = BONUS_TERMS.welcome.minDepositCentavos;
  return EXAMPLE_DEPOSIT_CENTAVOS > minimum ? EXAMPLE_DEPOSIT_CENTAVOS : minimum;
}

/** The deposit methods a site of this profile accepts, in the config's order. */
export function depositMethodsFor(jurisdiction: Jurisdiction) {
  return jurisdiction === 'br' ? BR_PROFILE_TERMS.depositMethods : DEPOSIT_METHODS;
}

export function withdrawalMethodsFor(jurisdiction: Jurisdiction) {
  return jurisdiction === 'br' ? BR_PROFILE_TERMS.withdrawalMethods : WITHDRAWAL_METHODS;
}

export function legalFigures(t: Translate, language: Language, jurisdiction: Jurisdiction): LegalFigures {
  const days = (count: number) => t('legal.units.days', { count });
  const hours = (count: number) => t('legal.units.hours', { count });
  const months = (count: number) => t('legal.units.months', { count });
  const minutes = (count: number) => t('legal.units.minutes', { count });
  const exampleDeposit = exampleDepositCentavos();
  const exampleBonus = welcomeBonusFor(exampleDeposit);
  const exampleWagering = exampleBonus * BigInt(BONUS_TERMS.defaultWageringMultiple);

  return {
    // Account (spec §9)
    minimumAge: formatNumber(ACCOUNT_TERMS.minimumAgeYears, language),
    documentsDeadline: hours(ACCOUNT_TERMS.documentsWithinHours),
    inactivityPeriod: days(ACCOUNT_TERMS.inactiveAccountClosedAfterDays),
    evidenceWindow: months(ACCOUNT_TERMS.suspensionEvidenceWindowMonths),
    liabilityCap: formatCentavos(ACCOUNT_TERMS.liabilityCapCentavos),

    // Deposits and withdrawals
    cryptoAddressTtl: minutes(CRYPTO_ADDRESS_TTL_MINUTES),
    pixTime: processingTime(t, PROCESSING_TIMES.pix),
    withdrawalMethods: formatList(
      withdrawalMethodsFor(jurisdiction).map((method) => t(`payments.methods.${method}`, { ns: 'common' })),
      language,
    ),
    minWithdrawal: formatCentavos(WITHDRAWAL_TERMS.minCentavos),
    sessionIdle: minutes(BR_PROFILE_TERMS.sessionIdleMinutes),
    weeklyMax: formatCentavos(WITHDRAWAL_TERMS.weeklyMaxCentavos),
    weekStartDay: weekStartDay(language),
    withdrawalFee: formatCentavos(WITHDRAWAL_TERMS.feeAfterFreeCentavos),
    depositWagering: formatMultiple(WITHDRAWAL_TERMS.depositWageringMultiple, language),
    depositWageringNumber: formatNumber(WITHDRAWAL_TERMS.depositWageringMultiple, language),
    smallDepositorThreshold: formatCentavos(WITHDRAWAL_TERMS.smallDepositorThresholdCentavos),
    lastDepositMultiple: formatMultiple(WITHDRAWAL_TERMS.lastDepositMultiple, language),
    lastDepositNumber: formatNumber(WITHDRAWAL_TERMS.lastDepositMultiple, language),

    // Bonuses
    welcomePercentage: formatShare(BONUS_TERMS.welcome.percentage / 100, language),
    welcomeMaxBonus: formatCentavos(BONUS_TERMS.welcome.maxBonusCentavos),
    welcomeSpins: t('legal.units.freeSpins', { count: BONUS_TERMS.welcome.freeSpins }),
    welcomeMinDeposit: formatCentavos(BONUS_TERMS.welcome.minDepositCentavos),
    bannerUpTo: formatCentavos(BONUS_TERMS.bannerUpToCentavos),
    bonusWagering: formatMultiple(BONUS_TERMS.defaultWageringMultiple, language),
    bonusWageringNumber: formatNumber(BONUS_TERMS.defaultWageringMultiple, language),
    bonusValidity: days(BONUS_TERMS.validityDays),
    newMemberWinCap: formatCentavos(BONUS_TERMS.newMemberWinCapCentavos),
    sportsMinOdds: formatOdds(BONUS_TERMS.sportsMinOddsHundredths / 100),
    fullShare: formatShare(1, language),
    exampleDeposit: formatCentavos(exampleDeposit),
    exampleBonus: formatCentavos(exampleBonus),
    exampleWagering: formatCentavos(exampleWagering),

    // Responsible gambling
    realityCheckMinimum: minutes(RESPONSIBLE_GAMBLING_TERMS.minRealityCheckMinutes),
    breakMinimum: hours(RESPONSIBLE_GAMBLING_TERMS.minBreakHours),
    breakMaximum: months(RESPONSIBLE_GAMBLING_TERMS.maxBreakMonths),
    limitCoolDown: hours(RESPONSIBLE_GAMBLING_TERMS.limitIncreaseCoolDownHours),

    // About
    languages: formatList(
      LANGUAGES.map((code) => LANGUAGE_LABELS[code]),
      language,
    ),

    // Contacts
    supportEmail: LEGAL_CONTACTS.supportEmail,
    dpoEmail: LEGAL_CONTACTS.dpoEmail,
  };
}
