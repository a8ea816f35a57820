/**
 * How the casino's rows are shown: games (spec §3 Game: id, uuid, name, provider; image at
 * /images/games/{uuid}.webp), game details (rules, paytable, RTP, volatility, max win, modes, how
 * to verify), rounds and balances. Money is reais with 2 places as JSON numbers.
 */
import { BACCARAT_PAYOUTS } from '../../domain/casino/baccarat/baccarat.ts';
import { DICE_MAX_MULTIPLIER } from '../../domain/casino/dice/dice.ts';
import { KENO_PAYTABLES } from '../../domain/casino/keno/keno.ts';
import { toNumber } from '../../domain/casino/math/rational.ts';
import { allSpots, DEFAULT_LIMITS, type RouletteBetType, winMultiplier } from '../../domain/casino/roulette/roulette.ts';
import { CLASSIC_PAYS, CLASSIC_STRIPS, CLASSIC_SYMBOLS } from '../../domain/casino/slots/classic.ts';
import type { Strip } from '../../domain/casino/slots/reels.ts';
import {
  FREE_SPINS_AWARD,
  FREE_SPINS_CAP,
  FREE_SPIN_MULTIPLIER,
  LINE_COUNT,
  LINE_PAYS,
  PAYLINES,
  ROWS,
  SCATTER,
  SCATTER_PAYS,
  TRIGGER_SCATTERS,
  VIDEO_STRIPS,
  VIDEO_SYMBOLS,
} from '../../domain/casino/slots/video.ts';
import { COINS_PER_STAKE, WAYS_PAYS, WAYS_ROWS, WAYS_STRIPS, WAYS_SYMBOLS } from '../../domain/casino/slots/ways.ts';
import { HAND_CLASSES, PAYTABLE_9_6 } from '../../domain/casino/videopoker/evaluator.ts';
import { reaisOf } from '../../domain/money.ts';
import { translate, type Language } from '../../i18n/messages.ts';
import type { GameRow, RoundRow, SeedPairRow } from './repo.ts';

const DAY_MS = 86_400_000;

export function gameImage(uuid: string): string {
  return `/images/games/${uuid}.webp`;
}

export function gameView(row: GameRow, now: Date, newForDays = 60) {
  return {
    id: row.id,
    uuid: row.uuid,
    slug: row.slug,
    name: row.name,
    provider: row.provider_name,
    provider_slug: row.provider_slug,
    category: row.category,
    game_type: row.game_type,
    play_style: row.play_style,
    image: gameImage(row.uuid),
    rtp: Number(row.rtp),
    volatility: row.volatility,
    max_win: Number(row.max_win_multiplier),
    real_available: row.real_available,
    demo_available: row.demo_available,
    wagering_contribution: row.wagering_percent,
    is_new: now.getTime() - row.created_at.getTime() < newForDays * DAY_MS,
    released_at: row.created_at.toISOString(),
  };
}

export type GameView = ReturnType<typeof gameView>;

const pays = (triples: readonly (readonly [number, number, number] | null)[], names: readonly string[]) =>
  triples.flatMap((triple, symbol) => (triple ? [{ symbol: names[symbol], pays: { 3: triple[0], 4: triple[1], 5: triple[2] } }] : []));

/**
 * A slot's reel strips as a verifier needs them (public by design in a provably-fair slot): each
 * reel's symbols by stop, named as a round's `outcome.window` names them. A spin takes one float
 * per reel, reel 1 first, and stops at ⌊f·length⌋; the window shows `strips[reel][(stop + row) % length]`
 * for rows 0 (top) … `rows − 1`. `window_order` is the index order of the recorded `outcome.window`.
 */
const reelsOf = (strips: readonly Strip[], names: readonly string[], windowOrder: 'row_reel' | 'reel_row') => ({
  strips: strips.map((strip) => strip.map((symbol) => names[symbol]!)),
  window_order: windowOrder,
});

/** The paytable of an in-house engine (multiples of the stake unless `unit` says otherwise). */
function paytableOf(row: GameRow): Record<string, unknown> {
  switch (row.engine) {
    case 'slots.classic':
      return {
        unit: 'stake',
        reels: 3,
        rows: 3,
        lines: 1,
        pays: Object.entries(CLASSIC_PAYS).map(([win, multiple]) => ({ win, pays: multiple })),
        ...reelsOf(CLASSIC_STRIPS, CLASSIC_SYMBOLS, 'row_reel'),
      };
    case 'slots.video':
      return {
        unit: 'line_bet',
        reels: VIDEO_STRIPS.length,
        rows: ROWS,
        lines: LINE_COUNT,
        line_bet: `stake / ${LINE_COUNT}`,
        pays: pays(LINE_PAYS, VIDEO_SYMBOLS),
        scatter: { unit: 'stake', symbol: VIDEO_SYMBOLS[SCATTER], pays: { 3: SCATTER_PAYS[3], 4: SCATTER_PAYS[4], 5: SCATTER_PAYS[5] } },
        // The chain a verifier replays: 3+ scatters in a spin's window award `award` more spins, up to `cap` per round;
        // each free spin takes the next floats of the same stream (one per reel).
        free_spins: {
          trigger: `${TRIGGER_SCATTERS}+ scatters`,
          trigger_scatters: TRIGGER_SCATTERS,
          award: FREE_SPINS_AWARD,
          multiplier: FREE_SPIN_MULTIPLIER,
          cap: FREE_SPINS_CAP,
        },
        wild: 'reels 2–4, substitutes for all but the scatter',
        // Rows (0 top) of each payline on reels 1–5, in line order.
        paylines: PAYLINES,
        ...reelsOf(VIDEO_STRIPS, VIDEO_SYMBOLS, 'reel_row'),
      };
    case 'slots.ways':
      return {
        unit: 'coin_per_way',
        reels: WAYS_STRIPS.length,
        rows: WAYS_ROWS,
        ways: 243,
        coins_per_stake: COINS_PER_STAKE,
        pays: pays(WAYS_PAYS, WAYS_SYMBOLS),
        wild: 'reels 2–4',
        ...reelsOf(WAYS_STRIPS, WAYS_SYMBOLS, 'reel_row'),
      };
    case 'roulette.european': {
      const seen = new Map<RouletteBetType, number>();
      for (const spot of allSpots()) seen.set(spot.type, toNumber(winMultiplier(spot)));
      // Each spot has its own limits (the bets on one spot added up), scaled so its largest win is the same; the layout has a total limit.
      const limits = DEFAULT_LIMITS;
      return {
        unit: 'stake',
        returns: [...seen].map(([type, multiple]) => ({
          type,
          returns: multiple,
          min_stake: reaisOf(BigInt(limits.minStakeCentavos)),
          max_stake: reaisOf(BigInt(limits.maxStakeCentavos[type])),
        })),
        max_total_stake: reaisOf(BigInt(limits.maxTotalCentavos)),
        max_bets: limits.maxBets,
        zero: 'single zero; outside bets lose on 0',
      };
    }
    case 'baccarat':
      return {
        unit: 'stake',
        returns: Object.entries(BACCARAT_PAYOUTS).map(([spot, byResult]) => ({
          spot,
          returns: Object.fromEntries(Object.entries(byResult).map(([result, multiple]) => [result, toNumber(multiple)])),
        })),
      };
    case 'blackjack':
      return {
        unit: 'stake',
        returns: { blackjack: 2.5, win: 2, push: 1, insurance: 3 },
        rules: [
          'infinite deck',
          'dealer stands on soft 17',
          'dealer peeks with an ace or ten up',
          'double on any two cards, also after a split',
          'split once',
          'split aces take one card each',
          'insurance 2:1',
          'no surrender',
        ],
      };
    case 'videopoker.jacks_or_better':
      return { unit: 'stake', returns: HAND_CLASSES.map((hand, index) => ({ hand, returns: PAYTABLE_9_6[index] })).reverse() };
    case 'keno':
      return {
        unit: 'stake',
        drawn: 10,
        pool: 40,
        returns: Object.entries(KENO_PAYTABLES).map(([picks, table]) => ({ picks: Number(picks), by_hits: table.map(toNumber) })),
      };
    case 'dice':
      return { unit: 'stake', roll: '0.00–100.00', returns: '99 / win chance (%)', win_chance: '0.01%–98.00%', max_return: DICE_MAX_MULTIPLIER };
    default:
      return row.details;
  }
}

/**
 * How an in-house engine turns the stream's floats into its outcome (the README's mappings, in
 * short), so a player can recompute a round without our code. Public inputs are in the paytable.
 */
const OUTCOME_MAPPINGS: Record<string, string> = {
  'slots.classic': 'one float per reel, reel 1 first: stop = ⌊f·strip length⌋ on paytable.strips; the payline is the middle row',
  'slots.video':
    'one float per reel, reel 1 first: stop = ⌊f·strip length⌋ on paytable.strips; 5 floats a spin; the free spins continue the stream (free spin j takes floats 5j…5j+4)',
  'slots.ways': 'one float per reel, reel 1 first: stop = ⌊f·strip length⌋ on paytable.strips',
  'roulette.european': 'pocket = ⌊f·37⌋',
  dice: 'roll = ⌊f·10001⌋ / 100',
  keno: '10 of 1–40 without replacement: the i-th float picks ⌊f·(40−i)⌋ among the undrawn numbers, ascending',
  baccarat: 'cards with replacement, ⌊f·52⌋ into 2…A × diamond, heart, spade, club: player, player, banker, banker, then the third cards by the tableau',
  blackjack:
    'cards with replacement, ⌊f·52⌋ into 2…A × diamond, heart, spade, club: player, player, dealer up, dealer hole, then in play order (the round’s actions)',
  'videopoker.jacks_or_better':
    '10 cards without replacement: the i-th float picks ⌊f·(52−i)⌋ in the remaining deck, 2…A × diamond, heart, spade, club; 5 dealt, then the replacements',
};

/** GET /games/:uuid: everything the game-details page shows. */
export function gameDetailsView(row: GameRow, now: Date, language: Language, newForDays = 60) {
  const rulesKey = `casino.rules.${row.play_style === 'external' ? 'external' : row.engine === null ? row.game_type : row.engine.replace('.', '_')}`;
  const verifyKey = row.play_style === 'external' ? 'casino.verify.external' : row.play_style === 'live' ? 'casino.verify.live' : 'casino.verify.inHouse';
  return {
    ...gameView(row, now, newForDays),
    rtp_range: { min: Number(row.rtp_min), max: Number(row.rtp_max) },
    rtp_basis: row.rtp_basis,
    max_win: Number(row.max_win_multiplier),
    min_stake: reaisOf(row.min_stake_centavos),
    max_stake: reaisOf(row.max_stake_centavos),
    modes: { real: row.real_available, demo: row.demo_available },
    rules: translate(rulesKey, language) ?? rulesKey,
    rules_key: rulesKey,
    paytable: paytableOf(row),
    verify: {
      text: translate(verifyKey, language) ?? verifyKey,
      text_key: verifyKey,
      ...(row.play_style === 'external'
        ? {}
        : {
            scheme: 'HMAC-SHA256(key = server seed, message = "client_seed:nonce:round"); 4 bytes per float',
            commitment: 'SHA-256 of the server seed, shown before play',
            ...(row.engine && OUTCOME_MAPPINGS[row.engine] ? { mapping: OUTCOME_MAPPINGS[row.engine] } : {}),
            endpoints:
              row.play_style === 'live'
                ? ['GET /live-casino/tables/:id (history with revealed seeds)']
                : ['GET /user/fairness', 'POST /user/fairness/rotate', 'GET /user/games/rounds/:id'],
          }),
    },
  };
}

/** Fairness facts of a round; the server seed only once its pair was rotated. */
export function roundFairness(round: RoundRow, pair: SeedPairRow | null, verified: boolean | null) {
  if (round.seed_pair_id === null) return null;
  const revealed = pair?.status === 'revealed';
  return {
    server_seed_hash: round.server_seed_hash,
    server_seed: revealed ? pair.server_seed : null,
    client_seed: round.client_seed,
    nonce: round.nonce === null ? null : Number(round.nonce),
    revealed,
    verified,
  };
}

/** A round as recall shows it. `outcome` is the public one (a hand's hidden cards are not in it). */
export function roundView(round: RoundRow, game: GameRow | undefined, fairness: ReturnType<typeof roundFairness>) {
  return {
    id: Number(round.id),
    game: game
      ? { uuid: game.uuid, name: game.name, provider: game.provider_name, image: gameImage(game.uuid), game_type: game.game_type }
      : { uuid: round.game_uuid },
    mode: round.mode,
    status: round.status,
    stake: reaisOf(round.stake_centavos),
    stake_cash: reaisOf(round.stake_cash_centavos),
    stake_bonus: reaisOf(round.stake_bonus_centavos),
    payout: reaisOf(round.payout_centavos),
    returned: reaisOf(round.returned_centavos),
    profit: reaisOf(round.payout_centavos + round.returned_centavos - round.stake_centavos),
    bet: round.bet,
    outcome: round.outcome,
    free_spin_campaign_id: round.free_spin_campaign_id === null ? null : Number(round.free_spin_campaign_id),
    provider_round_id: round.provider_round_id,
    wagering_contribution: round.wagering_percent,
    balance_after:
      round.mode === 'demo'
        ? { demo: round.demo_after_centavos === null ? null : reaisOf(round.demo_after_centavos) }
        : {
            cash: round.cash_after_centavos === null ? null : reaisOf(round.cash_after_centavos),
            bonus: round.bonus_after_centavos === null ? null : reaisOf(round.bonus_after_centavos),
          },
    created_at: round.created_at.toISOString(),
    settled_at: round.settled_at?.toISOString() ?? null,
    fairness,
  };
}

export type RoundView = ReturnType<typeof roundView>;

export function realBalance(cashCentavos: bigint, bonusCentavos: bigint) {
  return { cash: reaisOf(cashCentavos), bonus: reaisOf(bonusCentavos) };
}

export function demoBalanceView(demoCentavos: bigint) {
  return { demo: reaisOf(demoCentavos) };
}
