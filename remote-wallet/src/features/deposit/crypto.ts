import type { CryptoAsset } from './api/deposit.ts';

/** Decimal places each asset is quoted with (as the API does). */
export const ASSET_DECIMALS: Record<CryptoAsset, number> = { BTC: 8, USDT: 6 };

/** `bitcoin-testnet` → `Bitcoin (testnet)`, `ethereum-sepolia` → `Ethereum (Sepolia)`. */
export function networkName(network: string): string {
  const [chain = network, ...rest] = network.split('-');
  const name = chain.charAt(0).toUpperCase() + chain.slice(1);
  if (rest.length === 0) return name;
  const variant = rest.join(' ');
  return `${name} (${variant === 'testnet' ? variant : variant.charAt(0).toUpperCase() + variant.slice(1)})`;
}

/** About how much of the asset `reais` buys at `rate` (reais per coin), in the asset's places. */
export function cryptoEstimate(reais: number, rate: number, asset: CryptoAsset, language: string): string {
  const decimals = ASSET_DECIMALS[asset];
  return new Intl.NumberFormat(language, { maximumFractionDigits: decimals }).format(rate > 0 ? reais / rate : 0);
}

/**
 * The exact amount the API quotes ("220.446429") in the page's number format ("220,446429" in
 * pt-BR, as the estimate before it): every place it has and no other, so the figure the player
 * reads is the one they copy. Text that is no plain decimal shows as it came.
 */
export function formatCryptoAmount(amount: string, language: string): string {
  if (!/^\d+(\.\d+)?$/.test(amount)) return amount;
  const places = amount.split('.')[1]?.length ?? 0;
  return new Intl.NumberFormat(language, { minimumFractionDigits: places, maximumFractionDigits: places }).format(amount as `${number}`);
}
