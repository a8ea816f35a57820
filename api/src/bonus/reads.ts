/**
 * What players see of bonuses: the offers open now, the promotions advertising them (texts in the
 * request's language, figures from the offer so a page never disagrees with the engine), the
 * player's current bonus with its wagering progress and what still holds its conversion back, and
 * the history with each bonus's latest steps (older ones page by page). Money in reais (2 places),
 * instants as ISO strings.
 */
import type { Queryable } from '../db/database.ts';
import { isOfferOpen, isPastExpiry, wageringPercent, type ClaimRefusal } from '../domain/bonus/index.ts';
import { reaisOf } from '../domain/money.ts';
import { AppError, errorBody } from '../http/errors.ts';
import { translate } from '../i18n/messages.ts';
import { toDefinition, type OfferRefusal } from './engine.ts';
import { bonusErrors, refusalText } from './errors.ts';
import * as repo from './repo.ts';

type Language = 'pt-BR' | 'en' | 'tr';
type Product = 'casino' | 'sports';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());
const reais = (centavos: bigint | null) => (centavos === null ? null : reaisOf(BigInt(centavos)));

export function offerView(row: repo.DefinitionRow, game: { uuid: string; name: string } | null) {
  return {
    code: row.code,
    kind: row.kind,
    product: row.product,
    percentage: row.percentage,
    max_bonus: reais(row.max_bonus_centavos),
    min_deposit: reais(row.min_deposit_centavos),
    wagering_multiple: Number(row.wagering_multiple),
    validity_days: row.validity_days,
    deposit_number: row.applicable_deposit_number,
    redemptions_per_player: row.redemptions_per_player,
    win_cap: reais(row.win_cap_centavos),
    free_spins: row.free_spins,
    free_spin_game: row.free_spins > 0 && game ? { uuid: game.uuid, slug: row.free_spins_game_slug, name: game.name } : null,
    free_spin_bet: reais(row.free_spin_bet_centavos),
    available_from: iso(row.available_from),
    available_until: iso(row.available_until),
  };
}

export type OfferView = ReturnType<typeof offerView>;

async function gamesBySlug(q: Queryable, slugs: readonly string[]): Promise<Map<string, { uuid: string; name: string }>> {
  if (slugs.length === 0) return new Map();
  const { rows } = await q.query<{ slug: string; uuid: string; name: string }>(
    'SELECT slug, uuid::text AS uuid, name FROM casino_games WHERE slug = ANY($1::text[])',
    [slugs],
  );
  return new Map(rows.map((row) => [row.slug, { uuid: row.uuid, name: row.name }]));
}

async function offerViews(q: Queryable, rows: readonly repo.DefinitionRow[]): Promise<Map<string, OfferView>> {
  const games = await gamesBySlug(
    q,
    rows.flatMap((row) => (row.free_spins_game_slug ? [row.free_spins_game_slug] : [])),
  );
  return new Map(rows.map((row) => [String(row.id), offerView(row, row.free_spins_game_slug ? (games.get(row.free_spins_game_slug) ?? null) : null)]));
}

/** Why the asking player could not take each offer now, by definition id (the bonus engine's `refusalsFor`). */
export type OfferRefusals = (definitions: readonly repo.DefinitionRow[]) => Promise<ReadonlyMap<string, OfferRefusal | null>>;

/**
 * An offer as shown to whoever asks: for a logged-in player, `unavailable` says why they could not
 * take it now (the claim's own refusal and its text; `player_excluded` with the break's or
 * self-exclusion's text and end); null for a visitor or when they can.
 */
type Unavailable = { reason: ClaimRefusal | 'player_excluded'; message_key: string; message: string; translation_params: Record<string, string | number> };
export type ShownOffer = OfferView & { unavailable: Unavailable | null };

function unavailableView(refusal: OfferRefusal, row: repo.DefinitionRow, { language, timeZone }: Pick<OfferViewer, 'language' | 'timeZone'>): Unavailable {
  if (refusal instanceof AppError) {
    const { message_key, message, translation_params } = errorBody(refusal, language, timeZone);
    return { reason: 'player_excluded', message_key, message, translation_params: translation_params ?? {} };
  }
  const { key, params } = refusalText(refusal, row.applicable_deposit_number);
  return { reason: refusal, message_key: key, message: translate(key, language, params) ?? key, translation_params: params };
}

async function shownOffers(q: Queryable, rows: readonly repo.DefinitionRow[], viewer: OfferViewer): Promise<Map<string, ShownOffer>> {
  const views = await offerViews(q, rows);
  const refused = viewer.refusals ? await viewer.refusals(rows) : new Map<string, OfferRefusal | null>();
  return new Map(
    rows.map((row) => {
      const id = String(row.id);
      const refusal = refused.get(id) ?? null;
      return [id, { ...views.get(id)!, unavailable: refusal ? unavailableView(refusal, row, viewer) : null }];
    }),
  );
}

/** Who asks and under which rules: why they could not take each offer (players only), and which offers the site's rules allow at all. */
export interface OfferViewer {
  refusals: OfferRefusals | null;
  language: Language;
  /** The viewer's time zone (`X-Time-Zone`), for the instants a refusal names. */
  timeZone: string;
  offeredHere: (row: repo.DefinitionRow) => boolean;
}

/** Offers a player can opt in to now (registration-code offers are given at sign-up only). */
export async function openOffers(q: Queryable, product: Product | null, at: Date, viewer: OfferViewer): Promise<ShownOffer[]> {
  const rows = (await repo.activeDefinitions(q, product)).filter(
    (row) => row.registration_code === null && viewer.offeredHere(row) && isOfferOpen(toDefinition(row), at.getTime()),
  );
  const views = await shownOffers(q, rows, viewer);
  return rows.map((row) => views.get(String(row.id))!);
}

interface PromotionRow {
  slug: string;
  product: Product;
  bonus_definition_id: bigint | null;
  starts_at: Date | null;
  ends_at: Date | null;
  title: string;
  summary: string;
  body: string;
}

/**
 * Promotions running now, in the viewer's language (pt-BR when a text is missing), each with its
 * offer as shown to the asking player; a promotion of an offer the site's rules never grant is left out.
 */
export async function promotions(q: Queryable, product: Product | null, at: Date, viewer: OfferViewer) {
  const { language } = viewer;
  const { rows } = await q.query<PromotionRow>(
    `SELECT p.slug, p.product, p.bonus_definition_id, p.starts_at, p.ends_at,
       COALESCE(t.title, d.title) AS title, COALESCE(t.summary, d.summary) AS summary, COALESCE(t.body, d.body) AS body
     FROM promotions p
     JOIN promotion_texts d ON d.promotion_id = p.id AND d.language = 'pt-BR'
     LEFT JOIN promotion_texts t ON t.promotion_id = p.id AND t.language = $2
     WHERE p.active AND ($1::text IS NULL OR p.product = $1) AND (p.starts_at IS NULL OR p.starts_at <= $3) AND (p.ends_at IS NULL OR p.ends_at > $3)
     ORDER BY p.product, p.sort_order, p.id`,
    [product, language, at],
  );
  const ids = [...new Set(rows.flatMap((row) => (row.bonus_definition_id === null ? [] : [row.bonus_definition_id])))];
  const definitions = (await Promise.all(ids.map((id) => repo.definitionById(q, id)))).filter((row): row is repo.DefinitionRow => row !== null);
  const views = await shownOffers(q, definitions, viewer);
  const withheld = new Set(definitions.filter((definition) => !viewer.offeredHere(definition)).map((definition) => String(definition.id)));
  return rows
    .filter((row) => row.bonus_definition_id === null || !withheld.has(String(row.bonus_definition_id)))
    .map((row) => ({
      slug: row.slug,
      product: row.product,
      title: row.title,
      summary: row.summary,
      body: row.body.split(/\n{2,}/).map((paragraph) => paragraph.trim()),
      starts_at: iso(row.starts_at),
      ends_at: iso(row.ends_at),
      offer: row.bonus_definition_id === null ? null : (views.get(String(row.bonus_definition_id)) ?? null),
    }));
}

async function campaignOf(q: Queryable, campaignId: bigint | null) {
  if (campaignId === null) return null;
  const { rows } = await q.query<{ quantity: number; used: number; status: string; total_win_centavos: bigint; game_name: string; game_uuid: string }>(
    `SELECT c.quantity, c.used, c.status, c.total_win_centavos, g.name AS game_name, c.game_uuid::text AS game_uuid
     FROM casino_free_spin_campaigns c JOIN casino_games g ON g.uuid = c.game_uuid WHERE c.id = $1`,
    [campaignId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    campaign_id: Number(campaignId),
    game: { uuid: row.game_uuid, name: row.game_name },
    quantity: row.quantity,
    left: row.status === 'active' ? row.quantity - row.used : 0,
    total_win: reaisOf(BigInt(row.total_win_centavos)),
  };
}

/**
 * What still holds back the conversion of an active bonus whose wagering is met, as the engine
 * waits for it (`settleIn`): its free spins left (each may win bonus money, which adds to the bonus
 * and to its wagering target) and bonus stakes reserved but not settled yet. Null when nothing
 * does, or before the wagering is met, or once past its expiry (it converts then regardless).
 */
async function conversionWait(q: Queryable, row: repo.PlayerBonusRow, at: Date) {
  if (row.status !== 'active' || row.wagered_centavos < row.wagering_target_centavos) return null;
  if (isPastExpiry({ expiresAtMs: row.expires_at?.getTime() ?? null }, at.getTime())) return null;
  const spinsLeft = row.free_spin_campaign_id === null ? 0 : await repo.campaignSpinsLeft(q, row.free_spin_campaign_id, at);
  const stakesOpen = (await repo.bonusPendingCentavos(q, row.user_id)) > 0n;
  return spinsLeft > 0 || stakesOpen ? { free_spins_left: spinsLeft, open_stakes: stakesOpen } : null;
}

async function bonusView(q: Queryable, row: repo.PlayerBonusRow, definitions: Map<string, OfferView>, at: Date) {
  return {
    id: Number(row.id),
    offer: definitions.get(String(row.definition_id)) ?? null,
    status: row.status,
    source: row.source,
    bonus_amount: reaisOf(row.bonus_centavos),
    wagering_target: reaisOf(row.wagering_target_centavos),
    wagered: reaisOf(row.wagered_centavos),
    wagering_remaining: reaisOf(row.wagering_target_centavos - row.wagered_centavos),
    wagering_percent: row.status === 'claimed' ? 0 : wageringPercent(row.wagered_centavos, row.wagering_target_centavos),
    conversion_waits_for: await conversionWait(q, row, at),
    converted: reaisOf(row.converted_centavos),
    forfeited: reaisOf(row.forfeited_centavos),
    win_cap: reais(row.win_cap_centavos),
    free_spins: await campaignOf(q, row.free_spin_campaign_id),
    claimed_at: iso(row.claimed_at),
    granted_at: iso(row.granted_at),
    expires_at: iso(row.expires_at),
    closed_at: iso(row.closed_at),
    close_reason: row.close_reason,
  };
}

async function definitionsFor(q: Queryable, rows: readonly repo.PlayerBonusRow[]): Promise<Map<string, OfferView>> {
  const ids = [...new Set(rows.map((row) => row.definition_id))];
  const definitions = (await Promise.all(ids.map((id) => repo.definitionById(q, id)))).filter((row): row is repo.DefinitionRow => row !== null);
  return offerViews(q, definitions);
}

/** The player's claimed or active bonus at `at`, or null. */
export async function currentBonus(q: Queryable, userId: bigint, at: Date) {
  const row = await repo.openBonusOf(q, userId);
  if (!row) return null;
  return bonusView(q, row, await definitionsFor(q, [row]), at);
}

/** Steps each bonus of the history carries: its latest; older ones are read page by page ({@link bonusSteps}). */
export const HISTORY_STEPS = 20;

function stepView(step: repo.BonusTransactionRow) {
  return {
    id: Number(step.id),
    kind: step.kind,
    amount: reaisOf(step.amount_centavos),
    wagered_after: reaisOf(step.wagered_after_centavos),
    source: step.source_ref,
    created_at: iso(step.created_at),
  };
}

/**
 * The player's bonuses, newest first, each with its latest {@link HISTORY_STEPS} steps (newest
 * first) and how many it has in all: a bonus wagered on thousands of bets would otherwise answer
 * thousands of rows.
 */
export async function bonusHistory(q: Queryable, userId: bigint, limit: number, at: Date) {
  const rows = await repo.bonusesOf(q, userId, limit);
  const definitions = await definitionsFor(q, rows);
  const ids = rows.map((row) => row.id);
  const steps = await repo.latestTransactionsOf(q, ids, HISTORY_STEPS);
  const totals = await repo.transactionCountsOf(q, ids);
  return Promise.all(
    rows.map(async (row) => ({
      ...(await bonusView(q, row, definitions, at)),
      transactions: steps.filter((step) => step.player_bonus_id === row.id).map(stepView),
      transactions_total: totals.get(String(row.id)) ?? 0,
    })),
  );
}

/**
 * A page of one of the player's bonuses' steps, newest first: up to `limit` older than the step
 * `before` (null: from the newest), and the `before` of the page after it (null at the oldest).
 * Another player's bonus is not found, as one that does not exist.
 */
export async function bonusSteps(q: Queryable, userId: bigint, bonusId: bigint, page: { before: bigint | null; limit: number }) {
  if (!(await repo.isBonusOf(q, userId, bonusId))) throw bonusErrors.bonusNotFound();
  // One more than asked tells whether an older page exists without counting them all.
  const rows = await repo.transactionsBefore(q, bonusId, page.before, page.limit + 1);
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return { data: shown.map(stepView), next_before: rows.length > page.limit && last ? Number(last.id) : null };
}
