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

/** A leg's result as the player reads it. */
export function legResultView(result: string | null): { label: string; tone: BadgeTone } {
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
