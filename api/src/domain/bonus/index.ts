/**
 * Bonuses (pure): definitions and grants (types.ts), whether an offer may be claimed and what a
 * deposit earns (grant.ts), how stakes count towards wagering (wagering.ts), and what an active
 * bonus does next — expire, convert within the win cap, end once its money is gone —
 * (lifecycle.ts). The bonus module (api/src/bonus) reads the facts and moves the money through the
 * ledger.
 */
export * from './types.ts';
export * from './grant.ts';
export * from './wagering.ts';
export * from './lifecycle.ts';
