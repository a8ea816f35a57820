/**
 * A feed changing a decision already recorded on bets (pure): which legs an instruction reopens,
 * and what a settled bet gave back to the player, which reopening it takes back.
 *
 * - `rollback-settlement` of some markets reopens every leg on them that has a recorded result.
 * - `cancel` reopens the legs it covers (markets named, placed in its window) that were decided
 *   otherwise than void: a wrong price found after the bet was paid.
 * - `rollback-cancel` reopens the void legs it covers: those the cancel made.
 * Windows are [placedFrom, placedTo), unbounded where absent. A reopened leg is decided again from
 * what is known now (a new `settle`, a cancel still standing, the match's facts).
 */
import type { SettlementInstruction } from '../sports/settlement-instructions.ts';
import type { EpochMsOf } from './feed-instructions.ts';
import { splitRefund, type BetOutcome, type LegResult } from './settlement.ts';

export interface DecidedLeg {
  selectionId: bigint;
  marketKey: string;
  placedAtMs: number;
  result: LegResult | null;
}

/** The legs (selection ids) an instruction reopens, in the order given; none for a `settle`. */
export function legsToReopen(instruction: SettlementInstruction, legs: readonly DecidedLeg[], epochMsOf: EpochMsOf): bigint[] {
  switch (instruction.kind) {
    case 'settle':
      return [];
    case 'rollback-settlement':
      return legs.filter((leg) => leg.result !== null && instruction.markets.includes(leg.marketKey)).map((leg) => leg.selectionId);
    case 'cancel':
    case 'rollback-cancel': {
      const fromMs = instruction.placedFrom === undefined ? -Infinity : epochMsOf(instruction.placedFrom);
      const toMs = instruction.placedTo === undefined ? Infinity : epochMsOf(instruction.placedTo);
      const markets = instruction.markets;
      const reopens = instruction.kind === 'cancel' ? (result: LegResult) => result !== 'void' : (result: LegResult) => result === 'void';
      return legs
        .filter(
          (leg) =>
            leg.result !== null &&
            reopens(leg.result) &&
            (markets === 'all' || markets.includes(leg.marketKey)) &&
            leg.placedAtMs >= fromMs &&
            leg.placedAtMs < toMs,
        )
        .map((leg) => leg.selectionId);
    }
  }
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
