/**
 * Checks a request before it touches any account and turns it into a spec with every default
 * filled in. Callers are TypeScript, but values can still come from JSON, so each field is
 * checked at run time too.
 */
import { accountKeyOf, isSystemPurpose, sameAccount } from './accounts.ts';
import { copyMetadata, metadataProblem } from './json.ts';
import {
  TRANSFER_KINDS,
  type AccountKey,
  type AccountRef,
  type LedgerFailure,
  type Metadata,
  type PostPendingRequest,
  type ReverseRequest,
  type TransferKind,
  type TransferRequest,
  type VoidPendingRequest,
} from './types.ts';

/** The currency when a request names none. */
export const DEFAULT_CURRENCY = 'BRL';
/** Ten trillion reais: far above any real movement, far below where bigint sums could overflow. */
export const MAX_AMOUNT_CENTAVOS = 10n ** 15n;
/** Largest timeout that fits the database's integer column. */
export const MAX_TIMEOUT_SECONDS = 2_147_483_647;
/** Caller ids: visible ASCII only, so two ids that look alike are alike. */
export const TRANSFER_ID_PATTERN = /^[\x21-\x7E]{1,128}$/;
const CURRENCY_PATTERN = /^[A-Z]{3}$/;

/** The refusal a validator returns. */
export type InvalidRequest = Extract<LedgerFailure, { code: 'invalid_request' }>;
/** A validator's answer. */
export type Validated<T> = { ok: true; value: T } | { ok: false; failure: InvalidRequest };

/** A valid single-phase or pending transfer, accounts resolved to rows. */
export interface TransferSpec {
  id: string;
  kind: TransferKind;
  phase: 'single' | 'pending';
  debit: AccountKey;
  credit: AccountKey;
  amountCentavos: bigint;
  currency: string;
  metadata: Metadata;
  timeoutSeconds: number | null;
}

/** A valid post or void; missing fields are taken from the pending transfer later. */
export interface ResolveSpec {
  id: string;
  pendingId: string;
  phase: 'post_pending' | 'void_pending';
  amountCentavos: bigint | null;
  kind: TransferKind | null;
  currency: string | null;
  metadata: Metadata;
}

/** A valid reversal. */
export interface ReverseSpec {
  id: string;
  transferId: string;
  kind: TransferKind;
  metadata: Metadata;
}

class Invalid extends Error {
  readonly failure: InvalidRequest;

  constructor(failure: InvalidRequest) {
    super(failure.reason);
    this.failure = failure;
  }
}

function fail(field: string, reason: string): never {
  throw new Invalid({ code: 'invalid_request', field, reason });
}

function validated<T>(build: () => T): Validated<T> {
  try {
    return { ok: true, value: build() };
  } catch (error) {
    if (error instanceof Invalid) return { ok: false, failure: error.failure };
    throw error;
  }
}

/** Validates a transfer or pending transfer. */
export function validateTransfer(request: TransferRequest): Validated<TransferSpec> {
  return validated(() => {
    const id = checkId(request.id, 'id');
    const currency = checkCurrency(request.currency ?? DEFAULT_CURRENCY, 'currency');
    const debit = accountKeyOf(checkRef(request.debit, 'debit'), id, currency);
    const credit = accountKeyOf(checkRef(request.credit, 'credit'), id, currency);
    if (sameAccount(debit, credit)) fail('credit', 'must be a different account from the debit');
    const pending = checkOptionalBoolean(request.pending, 'pending');
    if (request.timeoutSeconds !== undefined && !pending) fail('timeoutSeconds', 'only a pending transfer can time out');
    return {
      id,
      kind: checkKind(request.kind, 'kind'),
      phase: pending ? 'pending' : 'single',
      debit,
      credit,
      amountCentavos: checkAmount(request.amountCentavos, 'amountCentavos'),
      currency,
      metadata: checkMetadata(request.metadata),
      timeoutSeconds: request.timeoutSeconds === undefined ? null : checkTimeout(request.timeoutSeconds),
    };
  });
}

/** Validates a post (`phase` post_pending) or a void (`phase` void_pending). */
export function validateResolve(request: PostPendingRequest | VoidPendingRequest, phase: ResolveSpec['phase']): Validated<ResolveSpec> {
  return validated(() => {
    const amount = 'amountCentavos' in request ? request.amountCentavos : undefined;
    if (phase === 'void_pending' && amount !== undefined) fail('amountCentavos', 'a void always releases the whole pending amount');
    return {
      id: checkId(request.id, 'id'),
      pendingId: checkId(request.pendingId, 'pendingId'),
      phase,
      amountCentavos: amount === undefined ? null : checkAmount(amount, 'amountCentavos'),
      kind: request.kind === undefined ? null : checkKind(request.kind, 'kind'),
      currency: request.currency === undefined ? null : checkCurrency(request.currency, 'currency'),
      metadata: checkMetadata(request.metadata),
    };
  });
}

/** Validates a reversal. */
export function validateReverse(request: ReverseRequest): Validated<ReverseSpec> {
  return validated(() => ({
    id: checkId(request.id, 'id'),
    transferId: checkId(request.transferId, 'transferId'),
    kind: checkKind(request.kind ?? 'correction', 'kind'),
    metadata: checkMetadata(request.metadata),
  }));
}

function checkId(value: unknown, field: string): string {
  if (typeof value !== 'string' || !TRANSFER_ID_PATTERN.test(value)) fail(field, 'must be 1 to 128 visible ASCII characters');
  return value;
}

function checkCurrency(value: unknown, field: string): string {
  if (typeof value !== 'string' || !CURRENCY_PATTERN.test(value)) fail(field, 'must be an ISO 4217 code such as BRL');
  return value;
}

function checkKind(value: unknown, field: string): TransferKind {
  if (!(TRANSFER_KINDS as readonly unknown[]).includes(value)) fail(field, `must be one of ${TRANSFER_KINDS.join(', ')}`);
  return value as TransferKind;
}

function checkAmount(value: unknown, field: string): bigint {
  if (typeof value !== 'bigint') fail(field, 'must be a bigint number of centavos');
  if (value <= 0n || value > MAX_AMOUNT_CENTAVOS) fail(field, `must be between 1 and ${MAX_AMOUNT_CENTAVOS} centavos`);
  return value;
}

function checkTimeout(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_TIMEOUT_SECONDS) {
    fail('timeoutSeconds', `must be a whole number of seconds between 1 and ${MAX_TIMEOUT_SECONDS}`);
  }
  return value;
}

function checkOptionalBoolean(value: unknown, field: string): boolean {
  if (value !== undefined && typeof value !== 'boolean') fail(field, 'must be true or false');
  return value === true;
}

function checkMetadata(value: unknown): Metadata {
  if (value === undefined) return {};
  const problem = metadataProblem(value);
  if (problem) fail('metadata', problem);
  return copyMetadata(value as Metadata);
}

function checkRef(value: unknown, field: string): AccountRef {
  if (typeof value !== 'object' || value === null) fail(field, 'must name a player wallet or a house account');
  if ('system' in value) {
    if (typeof value.system !== 'string' || !isSystemPurpose(value.system)) fail(field, 'names an unknown house account');
    return { system: value.system };
  }
  const { userId, purpose } = value as { userId?: unknown; purpose?: unknown };
  if (typeof userId !== 'bigint' || userId <= 0n) fail(field, 'userId must be a positive bigint');
  if (purpose !== 'cash' && purpose !== 'bonus') fail(field, 'purpose must be cash or bonus');
  return { userId, purpose };
}
