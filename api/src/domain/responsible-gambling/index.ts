/**
 * Responsible gambling (pure): deposit and loss limits with the cool-down on loosening
 * (limits.ts), breaks and self-exclusion (exclusion.ts) and the age check (age.ts). The
 * compliance module (api/src/compliance) stores them and enforces them at the API.
 */
export * from './limits.ts';
export * from './exclusion.ts';
export * from './age.ts';
