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
