/**
 * Live casino: shared tables (roulette, baccarat) where everyone bets on the same round during a
 * betting window (15 s), then the result is drawn and shown (5 s), then the next round opens. The
 * timetable is a pure function of the clock (api/src/domain/casino-live), so rounds need no
 * coordination to exist: any node creates the current round's row on demand (insert … on
 * conflict do nothing). The scheduler — a tick every second on every node, doing its work only
 * while it holds a transaction-scoped advisory lock, so one node at a time — announces each
 * round once (`round-open` with the server seed's hash) and settles each closed round once
 * (`round-result` with the revealed seed); both flags are conditional updates, so a round is never
 * announced or settled twice even across nodes. Messages are published after the commit on
 * `public:live-casino.{table}`.
 *
 * A bet (real money through the ledger, or demo play money) is taken only while its round is open
 * and the clock is inside the window; the round row is read FOR SHARE, so a settlement waits for
 * bets being placed and then sees them. Lock order: round row, then the player's wallets. The
 * table's limits hold per round (live-limits.ts): a bet is checked with the player's earlier bets
 * on the round in its mode, read under that mode's wallet lock, so requests sent at once are
 * checked one after the other.
 */
import { randomBytes } from 'node:crypto';
import { canonicalUnordered } from '../../db/canonical-json.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { cardName } from '../../domain/casino/fair/cards.ts';
import {
  type LiveBets,
  type LiveResult,
  type LiveTableDefinition,
  LIVE_TABLES,
  findLiveTable,
  liveResult,
  momentAt,
  roundNumberAt,
  roundSeeds,
  roundWindow,
  settleLiveBets,
  totalStakeCentavos,
} from '../../domain/casino-live/index.ts';
import { reaisOf } from '../../domain/money.ts';
import { inLedgerTransaction, splitStake, type Ledger, type TransferRequest } from '../../ledger/index.ts';
import type { CasinoConfig } from './config.ts';
import { betView } from './engines.ts';
import { casinoErrors } from './errors.ts';
import { liveBetRefusal, roundLimitRefusal } from './live-limits.ts';
import { balanceNow, returnRequests, takeStake, type StakeGuard } from './money.ts';
import * as repo from './repo.ts';
import { demoBalanceView, gameImage, realBalance } from './view.ts';

/** Advisory lock of the live-table scheduler (the migration lock is 7201116). */
export const LIVE_SCHEDULER_LOCK = 7_201_917;
/**
 * Settled rounds nobody bet on are kept this long, then deleted (a table plays a round every
 * 20 s: about 4,300 a day each). Rounds with bets stay: they are the players' history.
 */
export const EMPTY_ROUND_RETENTION_MS = 7 * 24 * 3_600_000;
const PRUNE_BATCH = 500;

export type PublishPublic = (channel: `public:${string}`, name: string, data: Record<string, unknown>) => Promise<void>;

export interface LiveDeps {
  db: Database;
  ledger: Ledger;
  config: CasinoConfig;
  now: () => Date;
  publish: PublishPublic;
  balanceChanged: (userId: bigint) => void;
  log: { warn(details: object, message: string): void };
  /** Responsible gambling: no real bet while excluded or past a loss limit. */
  stakeGuard?: StakeGuard;
}

interface LiveRoundRow {
  id: bigint;
  table_id: string;
  round_number: bigint;
  opens_at: Date;
  closes_at: Date;
  status: 'open' | 'settled';
  server_seed_hash: string;
  server_seed: string | null;
  client_seed: string;
  nonce: bigint;
  result: LiveResult | null;
  settled_at: Date | null;
}

interface LiveBetRow {
  id: bigint;
  round_id: bigint;
  user_id: bigint;
  mode: 'real' | 'demo';
  bets: LiveBets;
  stake_centavos: bigint;
  stake_cash_centavos: bigint;
  stake_bonus_centavos: bigint;
  payout_centavos: bigint | null;
  status: 'open' | 'settled';
  created_at: Date;
  settled_at: Date | null;
}

const ROUND_COLUMNS = 'id, table_id, round_number, opens_at, closes_at, status, server_seed_hash, server_seed, client_seed, nonce, result, settled_at';
const BET_COLUMNS =
  'id, round_id, user_id, mode, bets, stake_centavos, stake_cash_centavos, stake_bonus_centavos, payout_centavos, status, created_at, settled_at';

export function channelOf(tableId: string): `public:${string}` {
  return `public:live-casino.${tableId}`;
}

/** A result as clients show it (cards by name). */
export function resultView(result: LiveResult | null): Record<string, unknown> | null {
  if (result === null) return null;
  if (result.kind === 'roulette') return { pocket: result.pocket, color: result.color };
  return {
    player_cards: result.playerCards.map(cardName),
    banker_cards: result.bankerCards.map(cardName),
    player_total: result.playerTotal,
    banker_total: result.bankerTotal,
    result: result.result,
  };
}

function betsView(bets: LiveBets) {
  return bets.kind === 'roulette' ? betView({ engine: 'roulette.european', bets: [...bets.bets] }) : betView({ engine: 'baccarat', bets: [...bets.bets] });
}

export function createLive(deps: LiveDeps) {
  const { db, ledger, config, now } = deps;
  const masters = new Map<string, string>();
  let tablesReady: Promise<void> | null = null;

  function ensureTables(): Promise<void> {
    tablesReady ??= (async () => {
      for (const table of LIVE_TABLES) {
        await db.query('INSERT INTO casino_live_tables (id, game_uuid, master_seed, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING', [
          table.id,
          table.gameUuid,
          randomBytes(32).toString('hex'),
          now(),
        ]);
      }
      const rows = await db.query<{ id: string; master_seed: string }>('SELECT id, master_seed FROM casino_live_tables');
      for (const row of rows.rows) masters.set(row.id, row.master_seed);
    })().catch((error: unknown) => {
      tablesReady = null;
      throw error;
    });
    return tablesReady;
  }

  function requireTable(id: string): LiveTableDefinition {
    const table = findLiveTable(id);
    if (!table) throw casinoErrors.tableNotFound();
    return table;
  }

  /** The row of round `n` of `table`, created if missing (any node may, the timetable is fixed). */
  async function ensureRound(q: Queryable, table: LiveTableDefinition, n: number): Promise<LiveRoundRow> {
    await ensureTables();
    const window = roundWindow(config.live, n);
    const seeds = roundSeeds(masters.get(table.id)!, table.id, n);
    await q.query(
      `INSERT INTO casino_live_rounds (table_id, round_number, opens_at, closes_at, status, server_seed_hash, client_seed, nonce)
       VALUES ($1, $2, $3, $4, 'open', $5, $6, $7) ON CONFLICT (table_id, round_number) DO NOTHING`,
      [table.id, n, new Date(window.opensAtMs), new Date(window.closesAtMs), seeds.serverSeedHash, seeds.clientSeed, seeds.nonce],
    );
    return (await q.query<LiveRoundRow>(`SELECT ${ROUND_COLUMNS} FROM casino_live_rounds WHERE table_id = $1 AND round_number = $2`, [table.id, n])).rows[0]!;
  }

  function roundView(row: LiveRoundRow) {
    const window = roundWindow(config.live, Number(row.round_number));
    return {
      round_id: Number(row.id),
      round_number: Number(row.round_number),
      opens_at: row.opens_at.toISOString(),
      closes_at: row.closes_at.toISOString(),
      next_opens_at: new Date(window.nextOpensAtMs).toISOString(),
      status: row.status,
      server_seed_hash: row.server_seed_hash,
      server_seed: row.server_seed,
      client_seed: row.client_seed,
      nonce: Number(row.nonce),
      result: resultView(row.result),
      settled_at: row.settled_at?.toISOString() ?? null,
    };
  }

  function betRowView(row: LiveBetRow, tableId: string) {
    return {
      id: Number(row.id),
      round_id: Number(row.round_id),
      table_id: tableId,
      mode: row.mode,
      bets: betsView(row.bets),
      stake: reaisOf(row.stake_centavos),
      stake_cash: reaisOf(row.stake_cash_centavos),
      stake_bonus: reaisOf(row.stake_bonus_centavos),
      payout: row.payout_centavos === null ? null : reaisOf(row.payout_centavos),
      status: row.status,
      created_at: row.created_at.toISOString(),
      settled_at: row.settled_at?.toISOString() ?? null,
    };
  }

  /** The bet an Idempotency-Key placed before (the key is held until the transaction ends), with the balance as it is now. */
  async function earlierBet(
    tx: Queryable,
    userId: bigint,
    tableId: string,
    input: { roundId: bigint; mode: 'real' | 'demo'; bets: LiveBets },
    idempotencyKey: string,
  ) {
    await repo.holdPlayKey(tx, 'live-bet', userId, idempotencyKey);
    const rows = await tx.query<LiveBetRow & { table_id: string }>(
      `SELECT ${BET_COLUMNS}, (SELECT r.table_id FROM casino_live_rounds r WHERE r.id = round_id) AS table_id
       FROM casino_live_bets WHERE user_id = $1 AND idempotency_key = $2`,
      [userId, idempotencyKey],
    );
    const bet = rows.rows[0];
    if (!bet) return null;
    // The same spots in another order are the same bet; another spot for the same total is not.
    const sameRequest =
      bet.table_id === tableId && bet.round_id === input.roundId && bet.mode === input.mode && canonicalUnordered(bet.bets) === canonicalUnordered(input.bets);
    if (!sameRequest) throw casinoErrors.idempotencyKeyReused();
    const balance = await balanceNow(tx, ledger, { userId, mode: input.mode }, { startCentavos: config.demoStartCentavos, at: now() });
    return { bet: betRowView(bet, tableId), balance };
  }

  /**
   * The table's limits over all of the player's bets of `mode` on the round, this one's included.
   * Called holding that mode's wallet lock: the player's other bets on the round are committed, or
   * wait for this one, so requests sent at once are checked one after the other.
   */
  async function assertRoundLimits(
    tx: Queryable,
    bet: { roundId: bigint; userId: bigint; mode: 'real' | 'demo'; bets: LiveBets; tableMaxCentavos: bigint },
  ): Promise<void> {
    const placed = await tx.query<{ bets: LiveBets }>(`SELECT bets FROM casino_live_bets WHERE round_id = $1 AND user_id = $2 AND mode = $3 ORDER BY id`, [
      bet.roundId,
      bet.userId,
      bet.mode,
    ]);
    const refusal = roundLimitRefusal(
      placed.rows.map((row) => row.bets),
      bet.bets,
      Number(bet.tableMaxCentavos),
    );
    if (refusal) throw refusal;
  }

  async function history(tableId: string, limit: number) {
    const rows = await db.query<LiveRoundRow>(
      `SELECT ${ROUND_COLUMNS} FROM casino_live_rounds WHERE table_id = $1 AND status = 'settled' ORDER BY round_number DESC LIMIT $2`,
      [tableId, limit],
    );
    return rows.rows.map(roundView);
  }

  async function tableView(table: LiveTableDefinition, historyLimit: number) {
    const at = now();
    const moment = momentAt(config.live, at.getTime());
    const current = await ensureRound(db, table, moment.round.roundNumber);
    const game = await repo.gameByUuidOrSlug(db, table.gameUuid);
    return {
      id: table.id,
      name: table.name,
      kind: table.kind,
      game_uuid: table.gameUuid,
      image: gameImage(table.gameUuid),
      min_stake: game ? reaisOf(game.min_stake_centavos) : null,
      max_stake: game ? reaisOf(game.max_stake_centavos) : null,
      channel: channelOf(table.id),
      phase: moment.phase,
      ms_left: moment.msLeft,
      betting_ms: config.live.bettingMs,
      result_ms: config.live.resultMs,
      server_time: at.toISOString(),
      current_round: roundView(current),
      history: await history(table.id, historyLimit),
    };
  }

  /** Settles one closed round in `tx`; null if it is not (or no longer) due. */
  async function settleRound(tx: Queryable, roundId: bigint, at: Date) {
    const peek = await tx.query<LiveRoundRow>(`SELECT ${ROUND_COLUMNS} FROM casino_live_rounds WHERE id = $1`, [roundId]);
    const row = peek.rows[0];
    if (!row) return null;
    const table = findLiveTable(row.table_id)!;
    await ensureTables();
    const seeds = roundSeeds(masters.get(table.id)!, table.id, Number(row.round_number));
    const result = liveResult(table.kind, seeds);
    const settled = await tx.query<LiveRoundRow>(
      `UPDATE casino_live_rounds SET status = 'settled', server_seed = $2, result = $3, settled_at = $4
       WHERE id = $1 AND status = 'open' AND closes_at <= $4 RETURNING ${ROUND_COLUMNS}`,
      [roundId, seeds.serverSeed, JSON.stringify(result), at],
    );
    const round = settled.rows[0];
    if (!round) return null;
    const bets = await tx.query<LiveBetRow>(`SELECT ${BET_COLUMNS} FROM casino_live_bets WHERE round_id = $1 AND status = 'open' ORDER BY id`, [roundId]);
    const game = (await repo.gameByUuidOrSlug(tx, table.gameUuid))!;
    const winners: bigint[] = [];
    const wins: TransferRequest[] = [];
    for (const bet of bets.rows) {
      const { totalReturnCentavos } = settleLiveBets(bet.bets, result);
      const payout = BigInt(totalReturnCentavos);
      if (bet.mode === 'real') {
        wins.push(
          ...returnRequests({
            userId: bet.user_id,
            amountCentavos: payout,
            id: `live:${bet.id}:win`,
            // Winnings go back in the proportions the stake came from (bonus money stays bonus).
            stake: { cashCentavos: bet.stake_cash_centavos, bonusCentavos: bet.stake_bonus_centavos },
            metadata: { gameName: game.name, gameUuid: game.uuid, liveBetId: String(bet.id), liveRoundId: String(roundId) },
          }),
        );
        if (payout > 0n) winners.push(bet.user_id);
      } else if (payout > 0n) {
        await repo.demoBalance(tx, bet.user_id, config.demoStartCentavos, at, { lock: true });
        await repo.moveDemoBalance(tx, bet.user_id, payout, at);
      }
      await tx.query(`UPDATE casino_live_bets SET status = 'settled', payout_centavos = $2, settled_at = $3 WHERE id = $1`, [bet.id, payout, at]);
    }
    // All the round's wins at once: the ledger locks every account in its global order first.
    if (wins.length > 0) await ledger.transferMany(tx, wins);
    return { table, round, bets: bets.rows.length, winners };
  }

  return {
    ensureTables,

    async tables() {
      return { data: await Promise.all(LIVE_TABLES.map((table) => tableView(table, 10))), server_time: now().toISOString() };
    },

    async table(id: string, userId: bigint | null) {
      const table = requireTable(id);
      const view = await tableView(table, 50);
      let myBets: ReturnType<typeof betRowView>[] = [];
      if (userId !== null) {
        const rows = await db.query<LiveBetRow>(
          `SELECT ${BET_COLUMNS.split(', ')
            .map((column) => `b.${column}`)
            .join(', ')} FROM casino_live_bets b JOIN casino_live_rounds r ON r.id = b.round_id
           WHERE b.user_id = $1 AND r.table_id = $2 ORDER BY b.id DESC LIMIT 20`,
          [userId, table.id],
        );
        myBets = rows.rows.map((row) => betRowView(row, table.id));
      }
      return { table: { ...view, my_bets: myBets } };
    },

    /** POST /live-casino/tables/:id/bets; a retry under the same `idempotencyKey` answers the bet the first request placed. */
    async placeBet(userId: bigint, tableId: string, input: { roundId: bigint; mode: 'real' | 'demo'; bets: LiveBets }, idempotencyKey: string | null = null) {
      const table = requireTable(tableId);
      const game = (await repo.gameByUuidOrSlug(db, table.gameUuid))!;
      const stake = BigInt(totalStakeCentavos(input.bets));
      await ensureTables();
      const result = await inLedgerTransaction(db, async (tx) => {
        const at = now();
        // Before every check: a bet placed just before the window closed (or before ops changed the game) is answered, not refused.
        const earlier = idempotencyKey === null ? null : await earlierBet(tx, userId, table.id, input, idempotencyKey);
        if (earlier) return { ...earlier, replayed: true };
        if (input.mode === 'demo' ? !game.demo_available : !game.real_available) throw casinoErrors.modeUnavailable(input.mode);
        // A break or self-exclusion before the table's own refusals (demo play too): "betting closed, next round at…"
        // would invite the player back. A real stake is checked again under the wallet lock below.
        await deps.stakeGuard?.assertNotExcluded(tx, userId);
        // The table's roulette layouts are the in-house game's (layoutProblems): the same per-spot limits, the same refusals.
        const refusal = liveBetRefusal(table.kind, input.bets);
        if (refusal) throw refusal;
        if (stake < game.min_stake_centavos || stake > game.max_stake_centavos)
          throw casinoErrors.stakeOutOfRange(game.min_stake_centavos, game.max_stake_centavos);
        // Make sure the current round exists (the scheduler may not have ticked yet).
        await ensureRound(tx, table, roundNumberAt(config.live, at.getTime()));
        const rows = await tx.query<LiveRoundRow>(`SELECT ${ROUND_COLUMNS} FROM casino_live_rounds WHERE id = $1 AND table_id = $2 FOR SHARE`, [
          input.roundId,
          table.id,
        ]);
        const round = rows.rows[0];
        if (!round || round.status !== 'open' || at.getTime() < round.opens_at.getTime() || at.getTime() >= round.closes_at.getTime()) {
          const moment = momentAt(config.live, at.getTime());
          throw casinoErrors.bettingClosed({
            round_number: moment.round.roundNumber,
            phase: moment.phase,
            closes_at: new Date(moment.round.closesAtMs).toISOString(),
            next_opens_at: new Date(moment.round.nextOpensAtMs).toISOString(),
          });
        }
        let cashAfter = 0n;
        let bonusAfter = 0n;
        let demoAfter = 0n;
        let split = { cashCentavos: 0n, bonusCentavos: 0n };
        const wallets = input.mode === 'real' ? await ledger.playerAccounts(tx, userId, { lock: true }) : null;
        // Play money has a wallet of its own to lock (real bets leave it alone).
        const demoCentavos = wallets ? 0n : await repo.demoBalance(tx, userId, config.demoStartCentavos, at, { lock: true });
        await assertRoundLimits(tx, { roundId: round.id, userId, mode: input.mode, bets: input.bets, tableMaxCentavos: game.max_stake_centavos });
        if (wallets) {
          // Before the balance, as slots and blackjack: a player on a break is told about the break, not about their balance.
          await deps.stakeGuard?.beforeStake(tx, userId, stake);
          const planned = splitStake(wallets.cash.availableCentavos, wallets.bonus.availableCentavos, stake);
          if (!planned.ok) throw casinoErrors.insufficientBalance(wallets.cash.availableCentavos, wallets.bonus.availableCentavos, stake);
          split = planned;
          cashAfter = wallets.cash.availableCentavos - planned.cashCentavos;
          bonusAfter = wallets.bonus.availableCentavos - planned.bonusCentavos;
        } else {
          if (demoCentavos < stake) throw casinoErrors.insufficientDemoBalance(demoCentavos, stake);
          demoAfter = (await repo.moveDemoBalance(tx, userId, -stake, at))!;
        }
        const inserted = await tx.query<LiveBetRow>(
          `INSERT INTO casino_live_bets (round_id, user_id, mode, bets, stake_centavos, stake_cash_centavos, stake_bonus_centavos, status, created_at, idempotency_key)
           VALUES ($1, $2, $3, $4, $5, $6, $7, 'open', $8, $9) RETURNING ${BET_COLUMNS}`,
          [round.id, userId, input.mode, JSON.stringify(input.bets), stake, split.cashCentavos, split.bonusCentavos, at, idempotencyKey],
        );
        const bet = inserted.rows[0]!;
        if (wallets) {
          await takeStake(ledger, tx, {
            userId,
            wallets,
            stakeCentavos: stake,
            idPrefix: `live:${bet.id}:bet`,
            metadata: { gameName: game.name, gameUuid: game.uuid, liveBetId: String(bet.id), liveRoundId: String(round.id) },
          });
        }
        return { bet: betRowView(bet, table.id), balance: wallets ? realBalance(cashAfter, bonusAfter) : demoBalanceView(demoAfter), replayed: false };
      });
      if (input.mode === 'real' && !result.replayed) deps.balanceChanged(userId);
      return { bet: result.bet, balance: result.balance };
    },

    /**
     * One scheduler pass: announce the current rounds, settle the closed ones. Returns what it
     * did; `skipped` when another node holds the scheduler lock.
     */
    async tick(): Promise<{ skipped: boolean; opened: number; settled: number; pruned: number }> {
      await ensureTables();
      // A last-moment bet waits on a wallet this pass settles while holding the next round: PostgreSQL
      // may abort either as a deadlock. The bet retries; so does the pass, whose messages and winners
      // are those of the attempt that committed.
      const { outcome, messages, winners } = await inLedgerTransaction(db, async (tx) => {
        const messages: { channel: `public:${string}`; name: string; data: Record<string, unknown> }[] = [];
        const winners = new Set<bigint>();
        const lock = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [LIVE_SCHEDULER_LOCK]);
        if (!lock.rows[0]?.locked) return { outcome: { skipped: true, opened: 0, settled: 0, pruned: 0 }, messages, winners };
        const at = now();
        let opened = 0;
        for (const table of LIVE_TABLES) {
          const current = await ensureRound(tx, table, roundNumberAt(config.live, at.getTime()));
          const announced = await tx.query<{ id: bigint }>(
            `UPDATE casino_live_rounds SET open_announced_at = $2 WHERE id = $1 AND open_announced_at IS NULL AND closes_at > $2 RETURNING id`,
            [current.id, at],
          );
          if (announced.rowCount > 0) {
            opened++;
            messages.push({
              channel: channelOf(table.id),
              name: 'round-open',
              data: {
                tableId: table.id,
                roundId: Number(current.id),
                roundNumber: Number(current.round_number),
                opensAt: current.opens_at.toISOString(),
                closesAt: current.closes_at.toISOString(),
                serverSeedHash: current.server_seed_hash,
              },
            });
          }
        }
        const due = await tx.query<{ id: bigint }>(`SELECT id FROM casino_live_rounds WHERE status = 'open' AND closes_at <= $1 ORDER BY closes_at LIMIT 50`, [
          at,
        ]);
        let settled = 0;
        for (const { id } of due.rows) {
          const done = await settleRound(tx, id, at);
          if (!done) continue;
          settled++;
          for (const userId of done.winners) winners.add(userId);
          messages.push({
            channel: channelOf(done.table.id),
            name: 'round-result',
            data: {
              tableId: done.table.id,
              roundId: Number(done.round.id),
              roundNumber: Number(done.round.round_number),
              result: resultView(done.round.result),
              serverSeed: done.round.server_seed,
              serverSeedHash: done.round.server_seed_hash,
              clientSeed: done.round.client_seed,
              nonce: Number(done.round.nonce),
              bets: done.bets,
            },
          });
        }
        const pruned = await tx.query(
          `DELETE FROM casino_live_rounds WHERE id IN (
             SELECT r.id FROM casino_live_rounds r
             WHERE r.status = 'settled' AND r.settled_at < $1 AND NOT EXISTS (SELECT 1 FROM casino_live_bets b WHERE b.round_id = r.id)
             ORDER BY r.id LIMIT ${PRUNE_BATCH})`,
          [new Date(at.getTime() - EMPTY_ROUND_RETENTION_MS)],
        );
        return { outcome: { skipped: false, opened, settled, pruned: pruned.rowCount }, messages, winners };
      });
      for (const message of messages) {
        try {
          await deps.publish(message.channel, message.name, message.data);
        } catch (error) {
          deps.log.warn({ err: (error as Error).message, channel: message.channel, name: message.name }, 'live casino message not published');
        }
      }
      for (const userId of winners) deps.balanceChanged(userId);
      return outcome;
    },
  };
}

export type Live = ReturnType<typeof createLive>;
