/** Free-spin campaigns as the seamless wallet spends them: one module for both (api/src/free-spins). */
export * from '../../free-spins/campaigns.ts';
