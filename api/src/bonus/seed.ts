/**
 * Writes the site's offers and promotions (offers.ts) at startup: offers by code are brought up to
 * date, promotions only added when their slug is missing so an edited page is left alone.
 */
import type { Database } from '../db/database.ts';
import { OFFERS, PROMOTIONS } from './offers.ts';
import * as repo from './repo.ts';

export async function seedOffers(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const ids = new Map<string, bigint>();
    for (const offer of OFFERS) ids.set(offer.code, await repo.upsertDefinition(tx, offer));
    for (const promotion of PROMOTIONS) {
      const { rows } = await tx.query<{ id: bigint }>(
        `INSERT INTO promotions (slug, product, bonus_definition_id, sort_order) VALUES ($1, $2, $3, $4)
         ON CONFLICT (slug) DO NOTHING RETURNING id`,
        [promotion.slug, promotion.product, ids.get(promotion.offerCode) ?? null, promotion.sortOrder],
      );
      const id = rows[0]?.id;
      if (id === undefined) continue;
      for (const [language, text] of Object.entries(promotion.texts)) {
        await tx.query('INSERT INTO promotion_texts (promotion_id, language, title, summary, body) VALUES ($1, $2, $3, $4, $5)', [
          id,
          language,
          text.title,
          text.summary,
          text.body,
        ]);
      }
    }
  });
}
