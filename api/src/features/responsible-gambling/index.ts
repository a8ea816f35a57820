/**
 * Responsible-gambling feature: the player's limits, reality check, break and self-exclusion calls
 * (routes.ts). The rules and their enforcement live in api/src/compliance, shared with auth,
 * payments, casino and bets.
 */
export { responsibleGamblingRoutes } from './routes.ts';
