/**
 * The casino's use cases: the catalogue (lists, popular picks, search, providers, details),
 * favourites and recently played, single-step rounds (slots, roulette, dice, keno, baccarat) in
 * real and demo mode, free-spin campaigns, and game recall with verification. Each real round is
 * ONE transaction: lock the wallets, take the stake (cash first, then bonus), take the nonce, play
 * the engine on the provably-fair stream, store the round, pay the return. Multi-step hands are in
 * hands.ts, live tables in live.ts.
 *
 * Fails with (errors.ts): casino.errors.gameNotFound 404, wrongPlayStyle 409, demoUnavailable /
 * realUnavailable 403, invalidBet / spotStakeOutOfRange / spotRepeated / picksCount / picksOutOfRange /
 * picksRepeated / targetOutOfRange / stakeOutOfRange 400 (engines.ts `betRefusal`), insufficientBalance /
 * insufficientDemoBalance 422, roundNotFound 404, campaignNotFound 404, campaignInvalid 422,
 * campaignAlreadyCancelled 409, idempotencyKeyReused 409 (routes: idempotencyKeyInvalid 400).
 */
import type { Database, Queryable } from '../../db/database.ts';
import { foldAccents } from '../../db/text-search.ts';
import { createFairHasher } from '../../domain/casino/fair/stream.ts';
import { inLedgerTransaction, splitStake, type Ledger } from '../../ledger/index.ts';
import type { Language } from '../../i18n/messages.ts';
import type { CasinoConfig } from './config.ts';
import type { Fairness } from './fairness.ts';
import { type EngineBet, betRefusal, betView, isSingleEngine, parseStoredBet, playSingle, stakeOf, withStake } from './engines.ts';
import { casinoErrors } from './errors.ts';
import * as freeSpins from './free-spins.ts';
import { returnParts, returnRequests, stakeRequests, type CasinoBonusHooks, type StakeGuard } from './money.ts';
import * as repo from './repo.ts';
import { canonical, canonicalUnordered } from '../../db/canonical-json.ts';
import { replayHand } from './hands.ts';
import { demoBalanceView, gameDetailsView, gameView, realBalance, roundFairness, roundView } from './view.ts';

export interface CasinoServiceDeps {
  db: Database;
  ledger: Ledger;
  config: CasinoConfig;
  now: () => Date;
  fairness: Fairness;
  balanceChanged: (userId: bigint) => void;
  bonus?: CasinoBonusHooks;
  stakeGuard?: StakeGuard;
  /** Shuffles the popular picks (tests may fix it). */
  random?: () => number;
}

export type Mode = 'real' | 'demo';

export function createCasinoService(deps: CasinoServiceDeps) {
  const { db, ledger, config, now, fairness } = deps;
  const random = deps.random ?? Math.random;
  const games = (rows: repo.GameRow[]) => rows.map((row) => gameView(row, now(), config.newForDays));

  async function requireGame(key: string): Promise<repo.GameRow> {
    const game = await repo.gameByUuidOrSlug(db, key);
    if (!game) throw casinoErrors.gameNotFound();
    return game;
  }

  /** Verification of a round once its seeds are revealed: replaying it gives the stored outcome. */
  function verify(round: repo.RoundRow, game: repo.GameRow | undefined, pair: repo.SeedPairRow | null): boolean | null {
    if (!pair || pair.status !== 'revealed' || !game?.engine || round.nonce === null) return null;
    try {
      if (game.play_style === 'hand') return round.state ? replayHand(round.state, { ...pair, nonce: round.nonce }) : null;
      if (!isSingleEngine(game.engine)) return null;
      const bet = parseStoredBet(game.engine, round.bet);
      const replayed = playSingle(bet, createFairHasher(pair.server_seed).floats(round.client_seed!, Number(round.nonce)));
      return canonical(replayed.outcome) === canonical(round.outcome) && BigInt(replayed.payoutCentavos) === round.payout_centavos;
    } catch {
      return false;
    }
  }

  async function viewRounds(rows: repo.RoundRow[]) {
    const gameRows = new Map((await repo.gamesByUuid(db, [...new Set(rows.map((row) => row.game_uuid))])).map((game) => [game.uuid, game]));
    const pairs = new Map<string, repo.SeedPairRow | null>();
    for (const id of new Set(rows.map((row) => row.seed_pair_id).filter((id): id is bigint => id !== null)))
      pairs.set(String(id), await repo.seedPairById(db, id));
    return rows.map((row) => {
      const game = gameRows.get(row.game_uuid);
      const pair = row.seed_pair_id === null ? null : (pairs.get(String(row.seed_pair_id)) ?? null);
      return roundView(row, game, roundFairness(row, pair, verify(row, game, pair)));
    });
  }

  /** A slot's free spin stored the campaign's stake, which was all its bet: any stake sent matches it. */
  function isSameBet(row: repo.RoundRow, bet: EngineBet): boolean {
    return row.bet.free_spin === true || canonicalUnordered(row.bet) === canonicalUnordered(betView(bet));
  }

  /**
   * The play an Idempotency-Key made before (the key is held until the transaction ends, so the
   * same key sent twice at once plays once): its round, with the free spins as they stand now.
   */
  async function earlierPlay(tx: Queryable, userId: bigint, game: repo.GameRow, mode: Mode, bet: EngineBet, idempotencyKey: string | null) {
    const row = idempotencyKey === null ? null : await repo.roundByIdempotencyKey(tx, userId, idempotencyKey);
    if (!row) return null;
    if (row.game_uuid !== game.uuid || row.mode !== mode || !isSameBet(row, bet)) throw casinoErrors.idempotencyKeyReused();
    const campaign = row.free_spin_campaign_id === null ? null : await freeSpins.campaignById(tx, row.free_spin_campaign_id);
    const view = campaign ? freeSpins.campaignView(campaign, now()) : null;
    const freeSpin = view ? { campaign_id: view.id, quantity_left: view.quantity_left, total_win: view.total_win } : null;
    return { row, freeSpin };
  }

  async function playReal(
    userId: bigint,
    game: repo.GameRow,
    bet: EngineBet,
    idempotencyKey: string | null,
    check: (played: EngineBet, freeSpin: boolean) => void,
  ) {
    const at = now();
    const result = await inLedgerTransaction(db, async (tx) => {
      const wallets = await ledger.playerAccounts(tx, userId, { lock: true });
      const earlier = await earlierPlay(tx, userId, game, 'real', bet, idempotencyKey);
      if (earlier) return { ...earlier, balance: realBalance(wallets.cash.availableCentavos, wallets.bonus.availableCentavos), moved: false };
      const campaign = game.game_type === 'slots' ? await freeSpins.claimUsableCampaign(tx, userId, game.uuid, at) : null;
      // A free spin is played at its campaign's bet value, whatever stake the request carried.
      const played = campaign ? withStake(bet, Number(campaign.bet_value_centavos)) : bet;
      check(played, campaign !== null);
      const stake = campaign ? 0n : BigInt(stakeOf(bet));
      await deps.stakeGuard?.beforeStake(tx, userId, stake);
      const cash = wallets.cash.availableCentavos;
      const bonus = wallets.bonus.availableCentavos;
      let split = { cashCentavos: 0n, bonusCentavos: 0n };
      if (stake > 0n) {
        const planned = splitStake(cash, bonus, stake);
        if (!planned.ok) throw casinoErrors.insufficientBalance(cash, bonus, stake);
        split = planned;
      }
      const pair = await fairness.take(tx, userId);
      const outcome = playSingle(played, createFairHasher(pair.server_seed).floats(pair.client_seed, Number(pair.nonce)));
      const payout = BigInt(outcome.payoutCentavos);
      const bonusSpin = campaign?.source === 'bonus';
      const returned = returnParts({ amountCentavos: payout, stake: split, bonusSpin });
      let cashAfter = cash - split.cashCentavos + returned.cashCentavos;
      let bonusAfter = bonus - split.bonusCentavos + returned.bonusCentavos;
      const roundId = await repo.insertRound(tx, {
        userId,
        game,
        mode: 'real',
        status: 'settled',
        stakeCentavos: stake,
        stakeCashCentavos: split.cashCentavos,
        stakeBonusCentavos: split.bonusCentavos,
        payoutCentavos: payout,
        bet: campaign ? { ...betView(played), free_spin: true } : betView(bet),
        outcome: outcome.outcome,
        state: null,
        seeds: { pairId: pair.id, serverSeedHash: pair.server_seed_hash, clientSeed: pair.client_seed, nonce: pair.nonce },
        freeSpinCampaignId: campaign?.id ?? null,
        cashAfterCentavos: cashAfter,
        bonusAfterCentavos: bonusAfter,
        demoAfterCentavos: null,
        now: at,
        expiresAt: null,
        idempotencyKey,
      });
      const metadata = { gameName: game.name, gameUuid: game.uuid, roundId: String(roundId), ...(campaign ? { freeSpinCampaignId: String(campaign.id) } : {}) };
      const transfers = [
        ...stakeRequests({ userId, split, idPrefix: `casino:${roundId}:bet:0`, metadata }),
        ...returnRequests({ userId, amountCentavos: payout, id: `casino:${roundId}:win`, metadata, stake: split, bonusSpin }),
      ];
      // Several transfers in one call: the ledger locks the house shards in its global order first
      // (two rounds touching the same shards in opposite orders would deadlock); one goes straight.
      if (transfers.length === 1) await ledger.transfer(tx, transfers[0]!);
      else if (transfers.length > 1) await ledger.transferMany(tx, transfers);
      let freeSpin: { campaign_id: number; quantity_left: number; total_win: number } | null = null;
      if (campaign) {
        const left = await freeSpins.useSpin(tx, campaign.id);
        await freeSpins.addWin(tx, campaign.id, payout);
        freeSpin = { campaign_id: Number(campaign.id), quantity_left: left, total_win: Number(campaign.total_win_centavos + payout) / 100 };
        if (bonusSpin) await deps.bonus?.onBonusSpinWin(tx, { userId, campaignId: campaign.id, winCentavos: payout, sourceRef: `casino_round:${roundId}` });
      }
      if (await deps.bonus?.onCasinoRound(tx, { userId, roundId, stakeCentavos: stake, wageringPercent: game.wagering_percent })) {
        const after = await ledger.playerAccounts(tx, userId);
        cashAfter = after.cash.availableCentavos;
        bonusAfter = after.bonus.availableCentavos;
      }
      const row = (await repo.roundById(tx, roundId))!;
      return { row, balance: realBalance(cashAfter, bonusAfter), freeSpin, moved: stake > 0n || payout > 0n };
    });
    if (result.moved) deps.balanceChanged(userId);
    return result;
  }

  async function playDemo(
    userId: bigint,
    game: repo.GameRow,
    bet: EngineBet,
    idempotencyKey: string | null,
    check: (played: EngineBet, freeSpin: boolean) => void,
  ) {
    const at = now();
    return inLedgerTransaction(db, async (tx) => {
      const stake = BigInt(stakeOf(bet));
      const demo = await repo.demoBalance(tx, userId, config.demoStartCentavos, at, { lock: true });
      const earlier = await earlierPlay(tx, userId, game, 'demo', bet, idempotencyKey);
      if (earlier) return { ...earlier, balance: demoBalanceView(demo) };
      await deps.stakeGuard?.assertNotExcluded(tx, userId);
      check(bet, false);
      if (demo < stake) throw casinoErrors.insufficientDemoBalance(demo, stake);
      const pair = await fairness.take(tx, userId);
      const outcome = playSingle(bet, createFairHasher(pair.server_seed).floats(pair.client_seed, Number(pair.nonce)));
      const payout = BigInt(outcome.payoutCentavos);
      const after = (await repo.moveDemoBalance(tx, userId, payout - stake, at))!;
      const roundId = await repo.insertRound(tx, {
        userId,
        game,
        mode: 'demo',
        status: 'settled',
        stakeCentavos: stake,
        stakeCashCentavos: 0n,
        stakeBonusCentavos: 0n,
        payoutCentavos: payout,
        bet: betView(bet),
        outcome: outcome.outcome,
        state: null,
        seeds: { pairId: pair.id, serverSeedHash: pair.server_seed_hash, clientSeed: pair.client_seed, nonce: pair.nonce },
        freeSpinCampaignId: null,
        cashAfterCentavos: null,
        bonusAfterCentavos: null,
        demoAfterCentavos: after,
        now: at,
        expiresAt: null,
        idempotencyKey,
      });
      const row = (await repo.roundById(tx, roundId))!;
      return { row, balance: demoBalanceView(after), freeSpin: null };
    });
  }

  return {
    requireGame,

    /** GET /games?random=true&per_page=n: n random games among the most popular. */
    async randomPopular(perPage: number) {
      const pool = await repo.popularGames(db, Math.max(config.popularPool, perPage));
      for (let i = pool.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      }
      return { data: games(pool.slice(0, perPage)) };
    },

    /** GET /games?search=…: name or provider contains the text, accents ignored; blank text finds nothing (spec §5). */
    async search(text: string, perPage: number) {
      const folded = foldAccents(text.trim());
      if (folded === '') return { data: [] };
      return { data: games(await repo.searchGames(db, folded, perPage)) };
    },

    /** GET /games?category=&provider=&page=&per_page=&sort= */
    async list(query: { category: string | null; provider: string | null; page: number; perPage: number; sort: repo.GameSort }) {
      const { rows, total } = await repo.listGames(db, {
        category: query.category,
        provider: query.provider,
        sort: query.sort,
        limit: query.perPage,
        offset: (query.page - 1) * query.perPage,
      });
      return { data: games(rows), meta: { page: query.page, per_page: query.perPage, total, last_page: Math.max(1, Math.ceil(total / query.perPage)) } };
    },

    async providers() {
      return {
        data: (await repo.providers(db)).map((row) => ({ slug: row.slug, name: row.name, kind: row.kind, games_count: Number(row.games_count) })),
      };
    },

    async details(key: string, language: Language) {
      return { game: gameDetailsView(await requireGame(key), now(), language, config.newForDays) };
    },

    async favourites(userId: bigint) {
      return { data: games(await repo.favourites(db, userId)) };
    },

    async setFavourite(userId: bigint, key: string, favourite: boolean) {
      const game = await requireGame(key);
      if (favourite) await repo.addFavourite(db, userId, game.uuid, now());
      else await repo.removeFavourite(db, userId, game.uuid);
      return { game_uuid: game.uuid, favourite };
    },

    async recent(userId: bigint, limit: number) {
      const rows = await repo.recentGames(db, userId, limit);
      return { data: rows.map((row) => ({ ...gameView(row, now(), config.newForDays), last_played_at: row.last_played_at.toISOString() })) };
    },

    /** POST /games/:uuid/play; a retry under the same `idempotencyKey` answers the round the first request played. */
    async play(userId: bigint, game: repo.GameRow, mode: Mode, bet: EngineBet, idempotencyKey: string | null = null, options: { freeSpinOnly?: boolean } = {}) {
      if (game.play_style !== 'single' || !isSingleEngine(game.engine)) throw casinoErrors.wrongPlayStyle(game.play_style);
      // After the key's lookup: a retry of a round already played is answered even if ops changed the game since.
      const check = (played: EngineBet, freeSpin: boolean) => {
        if (mode === 'demo' ? !game.demo_available : !game.real_available) throw casinoErrors.modeUnavailable(mode);
        // A press of "Free spin" is never played for money: its campaign may have ended meanwhile.
        if (options.freeSpinOnly && !freeSpin) throw casinoErrors.freeSpinUnavailable();
        const refusal = betRefusal(played);
        if (refusal) throw refusal;
        const stake = BigInt(stakeOf(played));
        if (stake < game.min_stake_centavos || stake > game.max_stake_centavos)
          throw casinoErrors.stakeOutOfRange(game.min_stake_centavos, game.max_stake_centavos);
      };
      const result = mode === 'real' ? await playReal(userId, game, bet, idempotencyKey, check) : await playDemo(userId, game, bet, idempotencyKey, check);
      const [round] = await viewRounds([result.row]);
      return { round: round!, balance: result.balance, free_spin: result.freeSpin };
    },

    async demoBalance(userId: bigint) {
      return { balance: demoBalanceView(await repo.demoBalance(db, userId, config.demoStartCentavos, now())).demo };
    },

    /**
     * Refused while a demo hand is open: its stake left the old balance and its payout would land on
     * the fresh one, so a reset mid-hand would let the demo balance grow past its start. The wallet's
     * lock orders the check against a hand being dealt or settled.
     */
    async resetDemoBalance(userId: bigint) {
      const balance = await db.transaction(async (tx) => {
        await repo.demoBalance(tx, userId, config.demoStartCentavos, now(), { lock: true });
        if (await repo.hasOpenHands(tx, userId, 'demo')) throw casinoErrors.demoResetBlocked();
        return repo.resetDemoBalance(tx, userId, config.demoStartCentavos, now());
      });
      return { balance: demoBalanceView(balance).demo };
    },

    /** GET /user/games/rounds?game=&limit=&cursor= (cursor: the last id of the previous page). */
    async rounds(userId: bigint, query: { game: string | null; limit: number; cursor: bigint | null }) {
      const gameUuid = query.game === null ? null : (await requireGame(query.game)).uuid;
      const rows = await repo.playerRounds(db, userId, { gameUuid, limit: query.limit + 1, beforeId: query.cursor });
      const page = rows.slice(0, query.limit);
      return { data: await viewRounds(page), next_cursor: rows.length > query.limit ? String(page[page.length - 1]!.id) : null };
    },

    async round(userId: bigint, id: bigint) {
      const row = await repo.roundById(db, id);
      if (!row || row.user_id !== userId) throw casinoErrors.roundNotFound();
      const [round] = await viewRounds([row]);
      return { round: round! };
    },

    // ------------------------------------------------------------ free spins

    async createCampaign(input: {
      userId: bigint;
      game: string;
      quantity: number;
      betValueCentavos: bigint | null;
      validFrom: Date;
      validUntil: Date;
      actor: string;
    }) {
      const game = await repo.gameByUuidOrSlug(db, input.game);
      if (!game) throw casinoErrors.campaignInvalid('game_not_found');
      return db.transaction(async (tx) => {
        const campaign: freeSpins.NewCampaign = {
          userId: input.userId,
          gameUuid: game.uuid,
          quantity: input.quantity,
          betValueCentavos: input.betValueCentavos ?? game.min_stake_centavos * 5n,
          validFrom: input.validFrom,
          validUntil: input.validUntil,
          source: 'ops',
          providerSlug: null,
          externalId: null,
          createdBy: input.actor,
          now: now(),
        };
        const problem = (await freeSpins.campaignProblem(tx, campaign)) ?? (await deps.bonus?.freeSpinsRefusal(tx, campaign.userId)) ?? null;
        if (problem) throw casinoErrors.campaignInvalid(problem);
        const id = await freeSpins.insertCampaign(tx, campaign);
        return { campaign: freeSpins.campaignView((await freeSpins.campaignById(tx, id))!, now()) };
      });
    },

    async cancelCampaign(id: bigint, actor: string, reason: string | null) {
      return db.transaction(async (tx) => {
        const campaign = await freeSpins.campaignById(tx, id, { lock: true });
        if (!campaign) throw casinoErrors.campaignNotFound();
        if (campaign.status === 'cancelled') throw casinoErrors.campaignAlreadyCancelled();
        await freeSpins.cancelCampaign(tx, id, actor, reason, now());
        return { campaign: freeSpins.campaignView((await freeSpins.campaignById(tx, id))!, now()) };
      });
    },

    async playerCampaigns(userId: bigint) {
      return { data: (await freeSpins.playerCampaigns(db, userId)).map((row) => freeSpins.campaignView(row, now())) };
    },
  };
}

export type CasinoService = ReturnType<typeof createCasinoService>;
