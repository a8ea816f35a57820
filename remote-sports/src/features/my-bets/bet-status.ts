import type { BadgeTone } from '@palpite/shared';
import type { BetStatus } from './api/get-bets.ts';

/** Spec §4 "Bet status": approved is shown as Won, rejected as Lost. */
export function betStatusView(status: string): { label: 'won' | 'lost' | 'pending' | 'void' | 'unknown'; tone: BadgeTone } {
  switch (status as BetStatus) {
    case 'approved':
      return { label: 'won', tone: 'success' };
    case 'rejected':
      return { label: 'lost', tone: 'danger' };
    case 'pending':
      return { label: 'pending', tone: 'warning' };
    case 'void':
      return { label: 'void', tone: 'neutral' };
    default:
      return { label: 'unknown', tone: 'neutral' };
  }
}

/**
 * A leg's result as the player reads it. A leg still undecided when its bet was settled (an
 * accumulator lost on another leg) was not needed: it is not "pending" for ever.
 */
export function legResultView(result: string | null, betStatus: string = 'pending'): { label: string; tone: BadgeTone } {
  if ((result === null || result === 'pending') && betStatus !== 'pending' && betStatus !== 'unknown') return { label: 'notNeeded', tone: 'neutral' };
  switch (result) {
    case 'won':
    case 'half_won':
      return { label: result === 'won' ? 'won' : 'halfWon', tone: 'success' };
    case 'lost':
    case 'half_lost':
      return { label: result === 'lost' ? 'lost' : 'halfLost', tone: 'danger' };
    case 'void':
      return { label: 'void', tone: 'neutral' };
    case null:
    case 'pending':
      return { label: 'pending', tone: 'warning' };
    default:
      return { label: 'unknown', tone: 'neutral' };
  }
}
