/**
 * Sportsbook bets (pure): which market and selection a bet detail names (markets.ts), the slip's
 * maths and acceptance checks (slip.ts), and how a bet settles from its selections' results
 * (settlement.ts), what a feed's settlement instructions decide for a leg (feed-instructions.ts),
 * and which recorded decisions a feed's rollback or late cancel reopens (rollbacks.ts).
 * The feature (api/src/features/bets) reads the facts and applies the decisions.
 */
export * from './markets.ts';
export * from './slip.ts';
export * from './settlement.ts';
export * from './feed-instructions.ts';
export * from './rollbacks.ts';
