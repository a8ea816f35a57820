/** Free-spin campaigns as the casino spends them: one module for both (api/src/free-spins). */
export * from '../../free-spins/campaigns.ts';
