/**
 * Bonuses (issue 8): the engine other features call inside their transactions (engine.ts), the
 * reads behind the bonus routes (reads.ts) and the offers seeded at startup (offers.ts, seed.ts).
 * Not a feature: payments, casino, bets and withdrawals depend on it; it depends on none of them.
 */
export { createBonusEngine, type BonusEngine, type BonusEngineDeps } from './engine.ts';
export { bonusHistory, bonusSteps, currentBonus, HISTORY_STEPS, openOffers, promotions, type OfferView, type OfferViewer } from './reads.ts';
export { seedOffers } from './seed.ts';
export { WELCOME_CODE, OFFERS, PROMOTIONS } from './offers.ts';
export { bonusErrors } from './errors.ts';
export { offerCodeField } from './offer-code.ts';
