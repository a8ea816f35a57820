import type { Round } from '../../../lib/types.ts';
import type { LiveRound, LiveTable } from '../api/types.ts';

/**
 * A settled live round in the shape the in-house games' round check reads (`BrowserCheckView`):
 * its game type, its result as the outcome and its seeds. A live round draws from the same public
 * scheme (server seed, the table's client seed, the round number as nonce), so the same check
 * recomputes it. It is the table's, not a player's: no stake, no payout, no server verdict.
 */
export function checkableRound(table: Pick<LiveTable, 'game_uuid' | 'name' | 'image' | 'kind'>, round: LiveRound): Round {
  return {
    id: round.round_id,
    game: { uuid: table.game_uuid, name: table.name, provider: '', image: table.image, game_type: table.kind },
    mode: 'real',
    status: round.status === 'settled' ? 'settled' : 'open',
    stake: 0,
    payout: null,
    profit: null,
    bet: {},
    outcome: round.result as Record<string, unknown> | null,
    free_spin_campaign_id: null,
    created_at: round.opens_at,
    settled_at: round.settled_at,
    fairness: {
      server_seed_hash: round.server_seed_hash,
      server_seed: round.server_seed,
      client_seed: round.client_seed,
      nonce: round.nonce,
      revealed: round.server_seed !== null,
      verified: null,
    },
  };
}
