/**
 * The live tables, their house seeds and their results. Each round's server seed is derived from
 * the table's secret master seed: `HMAC-SHA256(key = master seed, message = "${tableId}:${round}")`
 * as hex, so it is fixed before the round opens, its SHA-256 (the commitment) is published when
 * the round opens, and revealing it at the result says nothing about any other round. The result
 * then follows the same public scheme as the player games (`../casino/fair`): the float stream of
 * (server seed, client seed `palpite-live:${tableId}`, nonce = round number).
 */
import { createHmac } from 'node:crypto';
import { type BaccaratBet, type Coup, BACCARAT_PAYOUTS, dealCoup } from '../casino/baccarat/baccarat.ts';
import { rouletteNumber } from '../casino/fair/mappings.ts';
import { hashServerSeed, isServerSeed } from '../casino/fair/seeds.ts';
import { fairFloats } from '../casino/fair/stream.ts';
import { payoutCentavos } from '../casino/money.ts';
import { type RouletteBet, layoutProblems, pocketColor, settle as settleRoulette } from '../casino/roulette/roulette.ts';

export type LiveTableKind = 'roulette' | 'baccarat';

export interface LiveTableDefinition {
  readonly id: string;
  readonly kind: LiveTableKind;
  readonly gameUuid: string;
  readonly name: string;
}

export const LIVE_TABLES: readonly LiveTableDefinition[] = [
  { id: 'roleta-ao-vivo', kind: 'roulette', gameUuid: '51045c22-669f-46e0-9435-712f16a8b2be', name: 'Roleta ao Vivo' },
  { id: 'bacara-ao-vivo', kind: 'baccarat', gameUuid: 'bc0d1a5c-c9cc-46da-b4ec-4591ff730af3', name: 'Bacará ao Vivo' },
];

export function findLiveTable(id: string): LiveTableDefinition | undefined {
  return LIVE_TABLES.find((table) => table.id === id);
}

export function liveClientSeed(tableId: string): string {
  return `palpite-live:${tableId}`;
}

/** The round's server seed: 64 hex characters, derived from the table's master seed. */
export function roundServerSeed(masterSeed: string, tableId: string, roundNumber: number): string {
  if (!isServerSeed(masterSeed)) throw new RangeError('the master seed must be 64 lowercase hex characters');
  return createHmac('sha256', masterSeed).update(`${tableId}:${roundNumber}`, 'utf8').digest('hex');
}

export interface RoundSeeds {
  readonly serverSeed: string;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

export function roundSeeds(masterSeed: string, tableId: string, roundNumber: number): RoundSeeds {
  const serverSeed = roundServerSeed(masterSeed, tableId, roundNumber);
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: liveClientSeed(tableId), nonce: roundNumber };
}

export type LiveResult =
  { readonly kind: 'roulette'; readonly pocket: number; readonly color: 'green' | 'red' | 'black' } | ({ readonly kind: 'baccarat' } & Coup);

/** The result of a round from its seeds (what a verifier recomputes). */
export function liveResult(kind: LiveTableKind, seeds: Pick<RoundSeeds, 'serverSeed' | 'clientSeed' | 'nonce'>): LiveResult {
  const floats = fairFloats(seeds);
  if (kind === 'roulette') {
    const pocket = rouletteNumber(floats);
    return { kind, pocket, color: pocketColor(pocket) };
  }
  return { kind, ...dealCoup(floats) };
}

export type LiveBets =
  { readonly kind: 'roulette'; readonly bets: readonly RouletteBet[] } | { readonly kind: 'baccarat'; readonly bets: readonly BaccaratBet[] };

/** Baccarat table limits per spot, centavos. */
export const BACCARAT_LIMITS = { minStakeCentavos: 100, maxStakeCentavos: 1_000_000, maxBets: 3 } as const;

/** Why a set of bets cannot be placed on a table of `kind` (empty when it can). */
export function liveBetProblems(kind: LiveTableKind, bets: LiveBets): string[] {
  if (bets.kind !== kind) return [`this is a ${kind} table`];
  if (bets.kind === 'roulette') return layoutProblems(bets.bets);
  const problems: string[] = [];
  if (bets.bets.length === 0) problems.push('no bets');
  if (bets.bets.length > BACCARAT_LIMITS.maxBets) problems.push(`at most ${BACCARAT_LIMITS.maxBets} bets`);
  const spots = new Set<string>();
  for (const bet of bets.bets) {
    if (!(bet.spot in BACCARAT_PAYOUTS)) problems.push(`unknown spot ${String(bet.spot)}`);
    if (spots.has(bet.spot)) problems.push(`${bet.spot}: one bet per spot`);
    spots.add(bet.spot);
    if (!Number.isSafeInteger(bet.stakeCentavos) || bet.stakeCentavos < BACCARAT_LIMITS.minStakeCentavos)
      problems.push(`${bet.spot}: the minimum is ${BACCARAT_LIMITS.minStakeCentavos} centavos`);
    else if (bet.stakeCentavos > BACCARAT_LIMITS.maxStakeCentavos) problems.push(`${bet.spot}: the maximum is ${BACCARAT_LIMITS.maxStakeCentavos} centavos`);
  }
  return problems;
}

export function totalStakeCentavos(bets: LiveBets): number {
  return (bets.bets as readonly { stakeCentavos: number }[]).reduce((total, bet) => total + bet.stakeCentavos, 0);
}

/** Each bet's total return (stake included) on a result, and their sum. */
export function settleLiveBets(bets: LiveBets, result: LiveResult): { returnsCentavos: number[]; totalReturnCentavos: number } {
  let returnsCentavos: number[];
  if (bets.kind === 'roulette' && result.kind === 'roulette') returnsCentavos = [...settleRoulette(bets.bets, result.pocket).returnsCentavos];
  else if (bets.kind === 'baccarat' && result.kind === 'baccarat')
    returnsCentavos = bets.bets.map((bet) => payoutCentavos(bet.stakeCentavos, BACCARAT_PAYOUTS[bet.spot][result.result]));
  else throw new RangeError('the bets and the result are of different games');
  return { returnsCentavos, totalReturnCentavos: returnsCentavos.reduce((a, b) => a + b, 0) };
}
