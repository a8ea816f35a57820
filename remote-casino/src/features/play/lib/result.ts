/** A settled round or hand from the player's side: what came back against what was staked. */

export type ResultKind = 'win' | 'push' | 'loss';

export interface RoundResult {
  kind: ResultKind;
  stakeReais: number;
  /** Everything paid back, stake included (the API's `payout` + `returned`). */
  paidReais: number;
  /** Paid minus staked, in reais (2 places). */
  netReais: number;
}

export function roundResult(stakeReais: number, payoutReais: number, returnedReais = 0): RoundResult {
  const stakeCentavos = Math.round(stakeReais * 100);
  const paidCentavos = Math.round(payoutReais * 100) + Math.round(returnedReais * 100);
  const netCentavos = paidCentavos - stakeCentavos;
  const kind: ResultKind = paidCentavos === 0 ? 'loss' : netCentavos === 0 ? 'push' : netCentavos > 0 ? 'win' : 'loss';
  return { kind, stakeReais: stakeCentavos / 100, paidReais: paidCentavos / 100, netReais: netCentavos / 100 };
}
