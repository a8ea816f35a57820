/**
 * Multi-step in-house games: blackjack (deal, then hit / stand / double / split / insurance) and
 * Jacks or Better video poker (deal, then draw with holds). A hand is a round row that stays open
 * with the engine's serializable state, so it survives a reload (GET …/hands/current) and any API
 * node can continue it. Real money: the stake is reserved in the ledger at the deal (pending
 * `casino_bet`, cash first then bonus), a double, split or insurance reserves more, and at the
 * end the reservations are posted and the return paid (`casino_win`). Demo hands move the play
 * money instead. An abandoned hand is resolved by a job once `CASINO_HAND_TIMEOUT_MS` (10 minutes)
 * passed since its last action: blackjack declines insurance and stands on every hand, video
 * poker draws with the optimal hold (the hint), and the result is settled like any other.
 *
 * Lock order everywhere: the player's wallets (ledger), then the round row. A deal holds the
 * player's hands of the game (`holdHands`, after the wallets and the Idempotency-Key) before it
 * looks for an open one.
 */
import type { Database, Queryable } from '../../db/database.ts';
import {
  type BlackjackRound,
  type PlayerAction,
  IllegalActionError,
  act as blackjackAct,
  deal as blackjackDeal,
  hint,
  legalActions,
  parseRound,
  stakedCentavos,
} from '../../domain/casino/blackjack/round.ts';
import { handTotal } from '../../domain/casino/blackjack/rules.ts';
import { cardName } from '../../domain/casino/fair/cards.ts';
import { createFairHasher, type FloatSource } from '../../domain/casino/fair/stream.ts';
import { type VideoPokerRound, deal as videoPokerDeal, draw as videoPokerDraw, holdAdvice } from '../../domain/casino/videopoker/videopoker.ts';
import { splitStake, inLedgerTransaction, type Ledger, type PlayerAccounts } from '../../ledger/index.ts';
import { reaisOf } from '../../domain/money.ts';
import type { CasinoConfig } from './config.ts';
import { casinoErrors } from './errors.ts';
import type { Fairness } from './fairness.ts';
import { balanceNow, payReturn, postReservations, returnParts, takeStake, type CasinoBonusHooks, type StakeGuard } from './money.ts';
import * as repo from './repo.ts';
import { canonical } from '../../db/canonical-json.ts';
import { demoBalanceView, realBalance } from './view.ts';

export type HandGame = 'blackjack' | 'video-poker';
const SLUGS: Record<HandGame, string> = { blackjack: 'blackjack', 'video-poker': 'jacks-or-better' };

type HandState =
  { engine: 'blackjack'; round: BlackjackRound; reservations: string[] } | { engine: 'videopoker'; round: VideoPokerRound; reservations: string[] };

export type HandMove = { kind: 'blackjack'; action: PlayerAction } | { kind: 'video-poker'; held: boolean[] } | { kind: 'auto' };

export interface HandsDeps {
  db: Database;
  ledger: Ledger;
  fairness: Fairness;
  config: CasinoConfig;
  now: () => Date;
  balanceChanged: (userId: bigint) => void;
  bonus?: CasinoBonusHooks;
  stakeGuard?: StakeGuard;
}

/** How many moves the player has made in a hand (the `moves` a client sends back with its next one). */
function movesOf(state: HandState): number {
  return state.engine === 'blackjack' ? state.round.actions.length : state.round.held ? 1 : 0;
}

function isSettled(state: HandState): boolean {
  return state.engine === 'blackjack' ? state.round.phase === 'settled' : state.round.phase === 'settled';
}

function returnOf(state: HandState): bigint {
  if (state.engine === 'blackjack') return BigInt(state.round.settlement?.totalReturnCentavos ?? 0);
  return BigInt(state.round.payoutCentavos ?? 0);
}

function stakeOfState(state: HandState): bigint {
  return BigInt(state.engine === 'blackjack' ? stakedCentavos(state.round) : state.round.stakeCentavos);
}

function parseState(stored: unknown): HandState {
  const state = stored as { engine?: string; round?: unknown; reservations?: unknown };
  const reservations = Array.isArray(state.reservations) ? (state.reservations as string[]) : [];
  if (state.engine === 'blackjack') return { engine: 'blackjack', round: parseRound(JSON.stringify(state.round)), reservations };
  if (state.engine === 'videopoker') return { engine: 'videopoker', round: state.round as VideoPokerRound, reservations };
  throw new Error('casino: not a hand state');
}

/** What the player may see of a hand: cards by name, the hole card and the draw hidden until the end. */
export function handOutcome(state: HandState): Record<string, unknown> {
  if (state.engine === 'blackjack') {
    const round = state.round;
    const settled = round.phase === 'settled';
    const dealer = settled ? round.dealer : [round.dealer[0]!];
    return {
      phase: round.phase,
      hands: round.hands.map((hand, index) => ({
        cards: hand.cards.map(cardName),
        total: handTotal(hand.cards).total,
        soft: handTotal(hand.cards).soft,
        stake: reaisOf(BigInt(hand.stakeCentavos)),
        doubled: hand.doubled,
        from_split: hand.fromSplit,
        done: hand.done,
        outcome: round.settlement?.hands[index]?.outcome ?? null,
        return: round.settlement ? reaisOf(BigInt(round.settlement.hands[index]!.returnCentavos)) : null,
      })),
      active: round.active,
      dealer: { cards: settled ? dealer.map(cardName) : [cardName(dealer[0]!), null], total: handTotal(dealer).total },
      insurance: { status: round.insurance, stake: reaisOf(BigInt(round.insuranceStakeCentavos)) },
      actions: round.actions,
      legal_actions: legalActions(round),
      hint: hint(round),
      dealer_blackjack: round.settlement?.dealerBlackjack ?? null,
    };
  }
  const round = state.round;
  const settled = round.phase === 'settled';
  return {
    phase: round.phase,
    dealt: round.dealt.map(cardName),
    held: round.held,
    final: round.final?.map(cardName) ?? null,
    hand: round.handClass,
    multiplier: round.multiplier,
    // The hint: the hold with the best expected return (while the hand waits for the draw).
    hint: settled ? null : holdAdvice(round)[0]!.held,
    replacements: settled ? round.replacements.map(cardName) : null,
  };
}

export function createHands(deps: HandsDeps) {
  const { db, ledger, fairness, config, now } = deps;

  async function gameOf(kind: HandGame): Promise<repo.GameRow> {
    const game = await repo.gameByUuidOrSlug(db, SLUGS[kind]);
    if (!game) throw casinoErrors.gameNotFound();
    return game;
  }

  function view(row: repo.RoundRow, game: repo.GameRow, state: HandState) {
    return {
      id: Number(row.id),
      game: { uuid: game.uuid, name: game.name, slug: game.slug },
      mode: row.mode,
      status: row.status,
      stake: reaisOf(stakeOfState(state)),
      payout: isSettled(state) ? reaisOf(returnOf(state)) : null,
      ...handOutcome(state),
      moves: movesOf(state),
      expires_at: row.status === 'open' ? (row.expires_at?.toISOString() ?? null) : null,
      created_at: row.created_at.toISOString(),
      fairness: { server_seed_hash: row.server_seed_hash, client_seed: row.client_seed, nonce: row.nonce === null ? null : Number(row.nonce) },
    };
  }

  function floatsAt(pair: repo.SeedPairRow, position: number): FloatSource {
    return createFairHasher(pair.server_seed).floats(pair.client_seed, Number(pair.nonce), position);
  }

  /** Plans a stake (cash first, then bonus) or refuses with the balance. */
  function plan(wallets: PlayerAccounts, stakeCentavos: bigint) {
    const split = splitStake(wallets.cash.availableCentavos, wallets.bonus.availableCentavos, stakeCentavos);
    if (!split.ok) throw casinoErrors.insufficientBalance(wallets.cash.availableCentavos, wallets.bonus.availableCentavos, stakeCentavos);
    return split;
  }

  function metadataOf(game: repo.GameRow, roundId: bigint) {
    return { gameName: game.name, gameUuid: game.uuid, roundId: String(roundId) };
  }

  /** The move applied to a state (pure, given the floats at the state's position). */
  function apply(state: HandState, move: HandMove, pair: repo.SeedPairRow): HandState {
    if (state.engine === 'blackjack') {
      let round = state.round;
      if (move.kind === 'auto') {
        while (round.phase !== 'settled') round = blackjackAct(round, round.phase === 'insurance' ? 'no_insurance' : 'stand', floatsAt(pair, round.nextCard));
      } else if (move.kind === 'blackjack') {
        try {
          round = blackjackAct(round, move.action, floatsAt(pair, round.nextCard));
        } catch (error) {
          if (error instanceof IllegalActionError) throw casinoErrors.illegalAction(move.action, legalActions(round));
          throw error;
        }
      } else {
        throw casinoErrors.illegalAction('draw', legalActions(round));
      }
      return { ...state, round };
    }
    if (state.round.phase !== 'dealt') throw casinoErrors.illegalAction(move.kind === 'blackjack' ? move.action : 'draw', []);
    if (move.kind === 'blackjack') throw casinoErrors.illegalAction(move.action, ['draw']);
    const held = move.kind === 'auto' ? holdAdvice(state.round)[0]!.held : move.held;
    return { ...state, round: videoPokerDraw(state.round, held) };
  }

  /**
   * Records `next` (reserving any increase of the stake, and settling when the hand is over) in
   * the caller's transaction. Returns the balances after.
   */
  async function record(
    tx: Queryable,
    row: Pick<repo.RoundRow, 'id' | 'user_id' | 'mode' | 'steps' | 'stake_cash_centavos' | 'stake_bonus_centavos' | 'created_at'>,
    game: repo.GameRow,
    previousStake: bigint,
    next: HandState,
    wallets: PlayerAccounts | null,
  ) {
    const increase = stakeOfState(next) - previousStake;
    const settled = isSettled(next);
    const payout = settled ? returnOf(next) : 0n;
    const at = now();
    let steps = row.steps;
    let stakeCash = row.stake_cash_centavos;
    let stakeBonus = row.stake_bonus_centavos;
    let balances: { cash: bigint; bonus: bigint } | { demo: bigint };
    const metadata = metadataOf(game, row.id);
    if (row.mode === 'real') {
      const w = wallets!;
      let cash = w.cash.availableCentavos;
      let bonus = w.bonus.availableCentavos;
      if (increase > 0n) {
        await deps.stakeGuard?.beforeStake(tx, row.user_id, increase);
        plan(w, increase);
        const taken = await takeStake(ledger, tx, {
          userId: row.user_id,
          wallets: w,
          stakeCentavos: increase,
          idPrefix: `casino:${row.id}:bet:${steps}`,
          metadata,
          pending: true,
        });
        next.reservations.push(...taken.transferIds);
        steps += 1;
        stakeCash += taken.cashCentavos;
        stakeBonus += taken.bonusCentavos;
        cash -= taken.cashCentavos;
        bonus -= taken.bonusCentavos;
      }
      if (settled) {
        await postReservations(ledger, tx, next.reservations, metadata);
        const stake = { cashCentavos: stakeCash, bonusCentavos: stakeBonus };
        await payReturn(ledger, tx, { userId: row.user_id, amountCentavos: payout, id: `casino:${row.id}:win`, metadata, stake });
        const parts = returnParts({ amountCentavos: payout, stake });
        cash += parts.cashCentavos;
        bonus += parts.bonusCentavos;
        const bonusMoved = await deps.bonus?.onCasinoRound(tx, {
          userId: row.user_id,
          roundId: row.id,
          stakeCentavos: stakeCash + stakeBonus,
          wageringPercent: game.wagering_percent,
          placedAt: row.created_at,
        });
        if (bonusMoved) {
          const after = await ledger.playerAccounts(tx, row.user_id);
          cash = after.cash.availableCentavos;
          bonus = after.bonus.availableCentavos;
        }
      }
      balances = { cash, bonus };
    } else {
      let demo = await repo.demoBalance(tx, row.user_id, config.demoStartCentavos, at, { lock: true });
      if (increase > 0n) {
        // The deal's stake, a double or a split: as real play, none during a break or self-exclusion.
        await deps.stakeGuard?.assertNotExcluded(tx, row.user_id);
        const moved = await repo.moveDemoBalance(tx, row.user_id, -increase, at);
        if (moved === null) throw casinoErrors.insufficientDemoBalance(demo, increase);
        demo = moved;
      }
      if (settled && payout > 0n) demo = (await repo.moveDemoBalance(tx, row.user_id, payout, at))!;
      balances = { demo };
    }
    await repo.updateHand(tx, row.id, {
      status: settled ? 'settled' : 'open',
      stakeCentavos: stakeOfState(next),
      stakeCashCentavos: stakeCash,
      stakeBonusCentavos: stakeBonus,
      payoutCentavos: payout,
      outcome: handOutcome(next),
      state: next,
      steps,
      cashAfterCentavos: 'cash' in balances ? balances.cash : null,
      bonusAfterCentavos: 'bonus' in balances ? balances.bonus : null,
      demoAfterCentavos: 'demo' in balances ? balances.demo : null,
      now: at,
      expiresAt: settled ? null : new Date(at.getTime() + config.handTimeoutMs),
    });
    return balances;
  }

  const balanceView = (balances: { cash: bigint; bonus: bigint } | { demo: bigint }) =>
    'demo' in balances ? demoBalanceView(balances.demo) : realBalance(balances.cash, balances.bonus);

  async function currentView(q: Queryable, userId: bigint, game: repo.GameRow) {
    const row = await repo.openHand(q, userId, game.uuid);
    return row ? view(row, game, parseState(row.state)) : null;
  }

  /**
   * Continues a hand: one player move, or `auto` (the timeout). Null when it is no longer open.
   * `afterMoves` (the hand's `moves` the player saw): a move sent again after a lost answer finds the
   * hand past it and gets the hand as it is, instead of a second hit.
   */
  async function move(userId: bigint, roundId: bigint, game: repo.GameRow, input: HandMove, afterMoves?: number) {
    const result = await inLedgerTransaction(db, async (tx) => {
      const peek = await repo.roundById(tx, roundId);
      if (!peek || peek.user_id !== userId || peek.game_uuid !== game.uuid) throw casinoErrors.handNotFound();
      const wallets = peek.mode === 'real' ? await ledger.playerAccounts(tx, userId, { lock: true }) : null;
      const row = (await repo.roundById(tx, roundId, { lock: true }))!;
      const state = parseState(row.state);
      if (afterMoves !== undefined && movesOf(state) > afterMoves) {
        const balance = await balanceNow(tx, ledger, { userId, mode: row.mode }, { startCentavos: config.demoStartCentavos, at: now() });
        return { hand: view(row, game, state), balance, mode: row.mode, moved: false };
      }
      if (row.status !== 'open') {
        if (input.kind === 'auto') return null;
        throw casinoErrors.handNotFound();
      }
      if (input.kind === 'auto' && (row.expires_at === null || row.expires_at.getTime() > now().getTime())) return null;
      // The pair's own counter has moved on: this hand's stream is the nonce it was dealt with.
      const pair = { ...(await repo.seedPairById(tx, row.seed_pair_id!))!, nonce: row.nonce! };
      const next = apply(state, input, pair);
      const balances = await record(tx, row, game, stakeOfState(state), next, wallets);
      const updated = (await repo.roundById(tx, roundId))!;
      return { hand: view(updated, game, next), balance: balanceView(balances), mode: row.mode, moved: true };
    });
    if (result?.mode === 'real' && result.moved) deps.balanceChanged(userId);
    return result;
  }

  return {
    gameOf,

    /**
     * POST /games/{blackjack|video-poker}/hands. Sent again under the same `idempotencyKey` (its
     * answer was lost), it answers the hand the first one dealt — a hand a natural settled at the
     * deal included — instead of dealing and staking a second one.
     */
    async deal(userId: bigint, kind: HandGame, input: { mode: 'real' | 'demo'; stakeCentavos: bigint }, idempotencyKey: string | null = null) {
      const game = await gameOf(kind);
      const stake = Number(input.stakeCentavos);
      const result = await inLedgerTransaction(db, async (tx) => {
        const wallets = input.mode === 'real' ? await ledger.playerAccounts(tx, userId, { lock: true }) : null;
        const earlier = idempotencyKey === null ? null : await repo.roundByIdempotencyKey(tx, userId, idempotencyKey);
        if (earlier) {
          const sameDeal =
            earlier.game_uuid === game.uuid && earlier.mode === input.mode && canonical(earlier.bet) === canonical({ stake: reaisOf(input.stakeCentavos) });
          if (!sameDeal) throw casinoErrors.idempotencyKeyReused();
          const balance = await balanceNow(tx, ledger, { userId, mode: earlier.mode }, { startCentavos: config.demoStartCentavos, at: now() });
          return { hand: view(earlier, game, parseState(earlier.state)), balance, dealt: false };
        }
        // After the key's lookup: a retry of a hand already dealt is answered even if ops changed the game since.
        if (input.mode === 'demo' ? !game.demo_available : !game.real_available) throw casinoErrors.modeUnavailable(input.mode);
        if (input.stakeCentavos < game.min_stake_centavos || input.stakeCentavos > game.max_stake_centavos)
          throw casinoErrors.stakeOutOfRange(game.min_stake_centavos, game.max_stake_centavos);
        await repo.holdHands(tx, userId, game.uuid);
        const existing = await repo.openHand(tx, userId, game.uuid);
        if (existing) throw casinoErrors.handInProgress(view(existing, game, parseState(existing.state)));
        if (wallets) {
          await deps.stakeGuard?.beforeStake(tx, userId, input.stakeCentavos);
          plan(wallets, input.stakeCentavos);
        } else {
          const demo = await repo.demoBalance(tx, userId, config.demoStartCentavos, now(), { lock: true });
          if (demo < input.stakeCentavos) throw casinoErrors.insufficientDemoBalance(demo, input.stakeCentavos);
        }
        const pair = await fairness.take(tx, userId);
        const floats = floatsAt(pair, 0);
        const dealt: HandState =
          kind === 'blackjack'
            ? { engine: 'blackjack', round: blackjackDeal(stake, floats), reservations: [] }
            : { engine: 'videopoker', round: videoPokerDeal(stake, floats), reservations: [] };
        const at = now();
        const roundId = await repo.insertRound(tx, {
          userId,
          game,
          mode: input.mode,
          status: 'open',
          stakeCentavos: 0n,
          stakeCashCentavos: 0n,
          stakeBonusCentavos: 0n,
          payoutCentavos: 0n,
          bet: { stake: reaisOf(input.stakeCentavos) },
          outcome: null,
          state: null,
          seeds: { pairId: pair.id, serverSeedHash: pair.server_seed_hash, clientSeed: pair.client_seed, nonce: pair.nonce },
          freeSpinCampaignId: null,
          cashAfterCentavos: null,
          bonusAfterCentavos: null,
          demoAfterCentavos: null,
          now: at,
          expiresAt: null,
          idempotencyKey,
        });
        const row = { id: roundId, user_id: userId, mode: input.mode, steps: 0, stake_cash_centavos: 0n, stake_bonus_centavos: 0n, created_at: at };
        const balances = await record(tx, row, game, 0n, dealt, wallets);
        const stored = (await repo.roundById(tx, roundId))!;
        return { hand: view(stored, game, dealt), balance: balanceView(balances), dealt: true };
      });
      if (input.mode === 'real' && result.dealt) deps.balanceChanged(userId);
      return { hand: result.hand, balance: result.balance };
    },

    /** GET /games/{blackjack|video-poker}/hands/current: the hand in progress, or null. */
    async current(userId: bigint, kind: HandGame) {
      return currentView(db, userId, await gameOf(kind));
    },

    /** POST /games/blackjack/hands/:id/actions and /games/video-poker/hands/:id/draw */
    async act(userId: bigint, kind: HandGame, roundId: bigint, input: HandMove, afterMoves?: number) {
      const result = await move(userId, roundId, await gameOf(kind), input, afterMoves);
      if (!result) throw casinoErrors.handNotFound();
      return { hand: result.hand, balance: result.balance };
    },

    /** The timeout job: resolves hands whose time ran out; returns how many. */
    async resolveExpired(limit = 50): Promise<number> {
      const due = await db.query<{ id: bigint; user_id: bigint; game_uuid: string }>(
        `SELECT id, user_id, game_uuid::text AS game_uuid FROM casino_rounds
         WHERE status = 'open' AND expires_at IS NOT NULL AND expires_at <= $1 ORDER BY expires_at LIMIT $2`,
        [now(), limit],
      );
      let resolved = 0;
      for (const row of due.rows) {
        const game = (await repo.gameByUuidOrSlug(db, row.game_uuid))!;
        if ((await move(row.user_id, row.id, game, { kind: 'auto' })) !== null) resolved++;
      }
      return resolved;
    },
  };
}

export type Hands = ReturnType<typeof createHands>;

/** Replays a hand from its seeds and recorded moves (verification): equal to the stored state when honest. */
export function replayHand(stored: unknown, pair: { server_seed: string; client_seed: string; nonce: bigint }): boolean {
  const state = parseState(stored);
  const floats = (position: number) => createFairHasher(pair.server_seed).floats(pair.client_seed, Number(pair.nonce), position);
  if (state.engine === 'blackjack') {
    let round = blackjackDeal(state.round.baseStakeCentavos, floats(0));
    for (const action of state.round.actions) round = blackjackAct(round, action, floats(round.nextCard));
    return canonical(round) === canonical(state.round);
  }
  let round = videoPokerDeal(state.round.stakeCentavos, floats(0));
  if (state.round.held) round = videoPokerDraw(round, state.round.held);
  return canonical(round) === canonical(state.round);
}
