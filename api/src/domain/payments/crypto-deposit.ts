/**
 * Crypto deposits (spec §4, §5, §9): the player sends an exact amount of an asset to a single-use
 * address valid for 30 minutes; its value in BRL at the quoted rate is what is credited and must
 * reach the method's minimum. Rates are integer centavos per whole coin; amounts are integer
 * smallest units (satoshi, micro-USDT), so every conversion is exact integer arithmetic.
 */
import { formatUnits } from '../money.ts';

export const CRYPTO_ASSETS = ['BTC', 'USDT'] as const;
export type CryptoAsset = (typeof CRYPTO_ASSETS)[number];

export interface CryptoAssetInfo {
  asset: CryptoAsset;
  /** Places of the smallest unit. */
  decimals: number;
  /** The sandbox network: test networks, so a sandbox address is never a mainnet one. */
  network: string;
}

export const CRYPTO_ASSET_INFO: Readonly<Record<CryptoAsset, CryptoAssetInfo>> = {
  BTC: { asset: 'BTC', decimals: 8, network: 'bitcoin-testnet' },
  USDT: { asset: 'USDT', decimals: 6, network: 'ethereum-sepolia' },
};

function ceilDiv(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}

/**
 * Units to send for `amountCentavos` at `rateCentavos` per coin, rounded up to the smallest unit,
 * so that their value (rounded down to the centavo) is never below the amount asked for.
 */
export function unitsForCentavos(amountCentavos: bigint, rateCentavos: bigint, decimals: number): bigint {
  return ceilDiv(amountCentavos * 10n ** BigInt(decimals), rateCentavos);
}

/** The BRL value of `units`, rounded down to the centavo (never credit more than was sent). */
export function centavosForUnits(units: bigint, rateCentavos: bigint, decimals: number): bigint {
  return (units * rateCentavos) / 10n ** BigInt(decimals);
}

export function formatCryptoAmount(units: bigint, asset: CryptoAsset): string {
  return formatUnits(units, CRYPTO_ASSET_INFO[asset].decimals);
}

// BIP-173 bech32 (the checksum of native SegWit addresses).
const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function polymod(values: readonly number[]): number {
  let checksum = 1;
  for (const value of values) {
    const top = checksum >>> 25;
    checksum = ((checksum & 0x1ffffff) << 5) ^ value;
    for (let bit = 0; bit < 5; bit++) if ((top >>> bit) & 1) checksum ^= BECH32_GENERATOR[bit]!;
  }
  return checksum;
}

function expandHrp(hrp: string): number[] {
  const codes = [...hrp].map((character) => character.charCodeAt(0));
  return [...codes.map((code) => code >> 5), 0, ...codes.map((code) => code & 31)];
}

function toFiveBits(bytes: Uint8Array): number[] {
  const out: number[] = [];
  let accumulator = 0;
  let bits = 0;
  for (const byte of bytes) {
    accumulator = (accumulator << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out.push((accumulator >> bits) & 31);
    }
  }
  if (bits > 0) out.push((accumulator << (5 - bits)) & 31);
  return out;
}

/** A bech32 string of `hrp` and 5-bit `data`, checksum included. */
export function bech32Encode(hrp: string, data: readonly number[]): string {
  const mod = polymod([...expandHrp(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ 1;
  const checksum = [0, 1, 2, 3, 4, 5].map((index) => (mod >>> (5 * (5 - index))) & 31);
  return `${hrp}1${[...data, ...checksum].map((value) => BECH32_CHARSET[value]).join('')}`;
}

/** True when `address` is a bech32 string of `hrp` with a valid checksum. */
export function hasValidBech32Checksum(address: string, hrp: string): boolean {
  const lower = address.toLowerCase();
  if (lower !== address && address.toUpperCase() !== address) return false;
  const separator = lower.lastIndexOf('1');
  if (lower.slice(0, separator) !== hrp || lower.length - separator - 1 < 6) return false;
  const data = [...lower.slice(separator + 1)].map((character) => BECH32_CHARSET.indexOf(character));
  if (data.includes(-1)) return false;
  return polymod([...expandHrp(hrp), ...data]) === 1;
}

/** A native SegWit (P2WPKH, witness version 0) address for a 20-byte key hash. */
export function segwitAddress(hrp: 'bc' | 'tb', program: Uint8Array): string {
  if (program.length !== 20) throw new Error('a P2WPKH program is 20 bytes');
  return bech32Encode(hrp, [0, ...toFiveBits(program)]);
}

/**
 * A sandbox deposit address from 20 random bytes: a Bitcoin testnet address (`tb1q…`) or an
 * Ethereum address (`0x…`, lowercase, which EIP-55 accepts without a checksum).
 */
export function sandboxAddress(asset: CryptoAsset, randomBytes: Uint8Array): string {
  if (randomBytes.length !== 20) throw new Error('an address needs 20 random bytes');
  if (asset === 'BTC') return segwitAddress('tb', randomBytes);
  return `0x${Buffer.from(randomBytes).toString('hex')}`;
}

/** What a wallet app scans: a BIP-21 URI with the amount for Bitcoin; the address for a token. */
export function paymentUri(asset: CryptoAsset, address: string, units: bigint): string {
  return asset === 'BTC' ? `bitcoin:${address}?amount=${formatCryptoAmount(units, 'BTC')}` : address;
}
