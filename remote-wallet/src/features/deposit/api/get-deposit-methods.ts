import { api } from '@palpite/shared';
import type { DepositMethod, ProcessingTime } from '../../../lib/payment-methods.ts';
import { useResource } from '../../../lib/use-resource.ts';
import type { CryptoAsset } from './deposit.ts';

export interface CryptoAssetInfo {
  asset: CryptoAsset;
  network: string;
  /** Reais per whole coin. */
  rate: number;
}

/** One deposit method with its limits (reais) and how long it takes to credit. */
export interface DepositMethodInfo {
  method: DepositMethod;
  min: number;
  max: number;
  processing: ProcessingTime;
  enabled: boolean;
  assets?: CryptoAssetInfo[];
}

/** `GET /wallet/deposit-methods`: the eight methods, in the order to offer them. */
export async function getDepositMethods(): Promise<DepositMethodInfo[]> {
  const { methods } = await api.get('wallet/deposit-methods').json<{ methods: DepositMethodInfo[] }>();
  return methods;
}

export function useDepositMethods() {
  return useResource(getDepositMethods);
}
