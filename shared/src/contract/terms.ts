/**
 * The money terms of spec §9 as data: the API enforces them and the legal pages render them
 * from here, so what players read and what the site does cannot disagree. Amounts in centavos.
 *
 * Spec §9 gives two weekly withdrawal maximums (50,000 BRL in two sources, 500,000 BRL in the
 * pt-BR text); we apply 50,000 BRL — the stricter, and the one most sources state.
 */
export const DEPOSIT_METHODS = ['pix', 'card', 'crypto', 'bank_transfer', 'papara', 'payfix', 'pep', 'mefete'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

export const WITHDRAWAL_METHODS = ['bank_transfer', 'payfix', 'pep', 'mefete', 'papara'] as const;
export type WithdrawalMethod = (typeof WITHDRAWAL_METHODS)[number];

export interface AmountLimits {
  minCentavos: bigint;
  maxCentavos: bigint;
}

/** Per-method deposit limits (defaults; the API can override them with PAYMENT_LIMITS). */
export const DEFAULT_DEPOSIT_LIMITS: Readonly<Record<DepositMethod, AmountLimits>> = {
  pix: { minCentavos: 10_00n, maxCentavos: 50_000_00n },
  card: { minCentavos: 20_00n, maxCentavos: 10_000_00n },
  crypto: { minCentavos: 50_00n, maxCentavos: 100_000_00n },
  bank_transfer: { minCentavos: 50_00n, maxCentavos: 100_000_00n },
  papara: { minCentavos: 20_00n, maxCentavos: 20_000_00n },
  payfix: { minCentavos: 20_00n, maxCentavos: 20_000_00n },
  pep: { minCentavos: 20_00n, maxCentavos: 20_000_00n },
  mefete: { minCentavos: 20_00n, maxCentavos: 20_000_00n },
};

/** How long each method takes to credit (spec §9 "Processing"), shown to players. */
export const PROCESSING_TIMES: Readonly<Record<DepositMethod, { minMinutes: number; maxMinutes: number }>> = {
  pix: { minMinutes: 0, maxMinutes: 1 },
  card: { minMinutes: 0, maxMinutes: 0 },
  crypto: { minMinutes: 10, maxMinutes: 60 },
  bank_transfer: { minMinutes: 10, maxMinutes: 60 },
  papara: { minMinutes: 0, maxMinutes: 5 },
  payfix: { minMinutes: 0, maxMinutes: 5 },
  pep: { minMinutes: 0, maxMinutes: 5 },
  mefete: { minMinutes: 0, maxMinutes: 5 },
};

/**
 * Selections one sports bet may hold (an accumulator's legs). The API refuses more
 * (`bets.tooManySelections`) and can be configured to another number (BETS_MAX_SELECTIONS); the bet
 * slip says so before Place Bet.
 */
export const DEFAULT_BET_MAX_SELECTIONS = 20;

/** A crypto deposit address is single-use and valid this long (spec §4, §9). */
export const CRYPTO_ADDRESS_TTL_MINUTES = 30;
/** A Pix charge (QR code) expires after this long. */
export const PIX_CHARGE_TTL_MINUTES = 30;

export const WITHDRAWAL_TERMS = {
  minCentavos: 500_00n,
  weeklyMaxCentavos: 50_000_00n,
  freeWithdrawalsPerMonth: 4,
  feeAfterFreeCentavos: 250_00n,
  /** Deposits must be wagered this many times before a withdrawal (without a bonus). */
  depositWageringMultiple: 2.5,
  /** Lifetime deposits up to this amount limit a withdrawal to `lastDepositMultiple` × the last deposit. */
  smallDepositorThresholdCentavos: 10_000_00n,
  lastDepositMultiple: 10,
} as const;

/** Weeks start on Sunday (spec §9): the weekly maximum counts from Sunday 00:00, Brazil time. */
export const WEEK_STARTS_ON_SUNDAY = true;
export const BRAZIL_TIME_ZONE = 'America/Sao_Paulo';

/** Bonus terms of spec §9; the bonus engine and the bonus terms page read them from here. */
export const BONUS_TERMS = {
  /** Default wagering of a bonus: 40× the bonus amount. */
  defaultWageringMultiple: 40,
  validityDays: 7,
  /** Wins from a new-member bonus are capped at this amount when converted. */
  newMemberWinCapCentavos: 1_000_00n,
  /** One active bonus at a time. */
  maxActiveBonuses: 1,
  /** Share of a stake that counts towards wagering, by game category (sports: see `sportsWageringContribution`). */
  contributionByCategory: { slots: 1, table: 0, video_poker: 0, keno: 0, live: 0, dice: 0 } as Readonly<Record<string, number>>,
  /** Sports bets count in full at odds of at least 1.50, otherwise not at all. */
  sportsMinOddsHundredths: 150,
  /** The advertised welcome offer (spec §9: the pt-BR promo text). */
  welcome: {
    code: 'welcome',
    percentage: 100,
    maxBonusCentavos: 5_000_00n,
    minDepositCentavos: 20_00n,
    /** The first deposit only. */
    depositNumber: 1,
    freeSpins: 75,
    /** The slot the welcome spins are played on, and the value of each spin. */
    freeSpinGameSlug: 'carnaval-do-rio',
    freeSpinBetCentavos: 20n,
  },
  /** The banner's headline figure (spec §9: "up to 25000"). */
  bannerUpToCentavos: 25_000_00n,
} as const;

/** Spec §9 account terms shown on the legal pages and enforced by the API. */
export const ACCOUNT_TERMS = {
  minimumAgeYears: 18,
  inactiveAccountClosedAfterDays: 180,
  documentsWithinHours: 72,
  suspensionEvidenceWindowMonths: 3,
  /** Liability is capped at the stake, otherwise at this amount. */
  liabilityCapCentavos: 500_00n,
} as const;

/** Responsible gambling (spec §9): reminders and breaks the player can choose. */
export const RESPONSIBLE_GAMBLING_TERMS = {
  minRealityCheckMinutes: 30,
  minBreakHours: 24,
  maxBreakMonths: 6,
  /** An increase of a limit applies only after this cool-down; a decrease applies at once. */
  limitIncreaseCoolDownHours: 24,
  /** Self-exclusion lengths on offer, in months; it can also be indefinite. */
  selfExclusionMonths: [6, 12, 24, 60],
} as const;

/**
 * What the Brazilian licence profile (`JURISDICTION=br`, README "Jurisdiction profiles") changes:
 * the API enforces these, the shell's footer and the legal pages state them.
 */
export const BR_PROFILE_TERMS: {
  /** Money in only by Pix or bank transfer, from an account in the player's own CPF. */
  readonly depositMethods: readonly DepositMethod[];
  /** Money out only by bank transfer, to an account in the player's own CPF. */
  readonly withdrawalMethods: readonly WithdrawalMethod[];
  /** A session ends after this long without a request. */
  readonly sessionIdleMinutes: number;
} = {
  depositMethods: ['pix', 'bank_transfer'],
  withdrawalMethods: ['bank_transfer'],
  sessionIdleMinutes: 30,
};

/**
 * Role addresses the pages give (no person is named). The `.local` domain is the one the API's
 * mail uses by default (`MAIL_FROM`); production replaces it with the site's own domain.
 */
export const SITE_CONTACTS = {
  supportEmail: 'suporte@palpite.local',
  dpoEmail: 'privacidade@palpite.local',
} as const;
