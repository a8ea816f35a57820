/**
 * A feed changing a decision already recorded on bets (pure): which legs an instruction reopens,
 * and what a settled bet gave back to the player, which reopening it takes back.
 *
 * A leg is reopened when it has a recorded result, lies in the instruction's scope, and deciding
 * it afresh now (the feed's instructions, the market's rows, the match's facts; its recorded result
 * ignored) gives something else — another result, another dead-heat factor, or no decision yet.
 * Scope: the markets a `settle` lists or a `rollback-settlement` names; the markets and the
 * placing window ([placedFrom, placedTo), unbounded where absent) of a `cancel` or `rollback-cancel`.
 * So a settlement rolled back reopens what it decided unless the facts decide the same; a cancel
 * after payment reopens the legs it now voids; a cancel taken back reopens only the legs it had
 * voided (a push stays a push); a corrected settlement reopens the legs it changes.
 */
import type { SettlementInstruction } from '../sports/settlement-instructions.ts';
import type { EpochMsOf } from './feed-instructions.ts';
import { splitRefund, type BetOutcome, type LegDecision, type LegResult } from './settlement.ts';

export interface DecidedLeg {
  selectionId: bigint;
  marketKey: string;
  placedAtMs: number;
  result: LegResult | null;
  /** The dead-heat factor the recorded result was paid with (null: none). */
  deadHeatMillionths: number | null;
  /** The leg decided afresh now, its recorded result ignored. */
  fresh: LegDecision;
}

function inScope(instruction: SettlementInstruction, leg: DecidedLeg, epochMsOf: EpochMsOf): boolean {
  switch (instruction.kind) {
    case 'settle':
      return instruction.markets.some((market) => market.marketKey === leg.marketKey);
    case 'rollback-settlement':
      return instruction.markets.includes(leg.marketKey);
    case 'cancel':
    case 'rollback-cancel': {
      const fromMs = instruction.placedFrom === undefined ? -Infinity : epochMsOf(instruction.placedFrom);
      const toMs = instruction.placedTo === undefined ? Infinity : epochMsOf(instruction.placedTo);
      const named = instruction.markets === 'all' || instruction.markets.includes(leg.marketKey);
      return named && leg.placedAtMs >= fromMs && leg.placedAtMs < toMs;
    }
  }
}

function decidedOtherwise(leg: DecidedLeg): boolean {
  const { fresh } = leg;
  return fresh.state !== 'decided' || fresh.result !== leg.result || (fresh.deadHeatMillionths ?? null) !== leg.deadHeatMillionths;
}

/** The legs (selection ids) an instruction reopens, in the order given. */
export function legsToReopen(instruction: SettlementInstruction, legs: readonly DecidedLeg[], epochMsOf: EpochMsOf): bigint[] {
  return legs.filter((leg) => leg.result !== null && inScope(instruction, leg, epochMsOf) && decidedOtherwise(leg)).map((leg) => leg.selectionId);
}

export interface StakeSplit {
  cashCentavos: bigint;
  bonusCentavos: bigint;
}

/**
 * What a settlement hands back to each wallet: the stake as it was paid for a void bet, the
 * payout split like the stake for a won or partial one (the bonus's share rounded down), nothing
 * for a lost one.
 */
export function settlementReturn(outcome: BetOutcome, payoutCentavos: bigint, stake: StakeSplit): StakeSplit {
  switch (outcome) {
    case 'void':
      return { cashCentavos: stake.cashCentavos, bonusCentavos: stake.bonusCentavos };
    case 'won':
    case 'partial':
      return splitRefund(payoutCentavos, stake);
    case 'lost':
      return { cashCentavos: 0n, bonusCentavos: 0n };
  }
}

/** A settled bet's outcome from its stored status and payout (null: not settled). */
export function outcomeOfSettled(status: string, payoutCentavos: bigint | null, stakeCentavos: bigint): BetOutcome | null {
  switch (status) {
    case 'approved':
      return 'won';
    case 'void':
      return 'void';
    case 'rejected':
      return payoutCentavos !== null && payoutCentavos > 0n && payoutCentavos < stakeCentavos ? 'partial' : 'lost';
    default:
      return null;
  }
}
