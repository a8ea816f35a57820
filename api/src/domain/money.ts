/**
 * Amounts as the API speaks them (decimal reais, at most 2 places) and as the ledger keeps them
 * (integer centavos). Parsing goes through the decimal text, never through floating-point
 * arithmetic: `150.5` is read as the characters "150.5", so 0.1 + 0.2 style drift cannot happen.
 */

// Up to 12 digits of reais: far above any limit, far below where anything could overflow.
const REAIS = /^(\d{1,12})(?:[.,](\d{1,2}))?$/;

/**
 * Centavos of a positive amount in reais given as a JSON number (`150.5`) or a string
 * (`"150.50"`, or `"150,50"` as Brazilians type it); null when it is not a plain decimal, has more
 * than 2 places, or is not above 0. No thousands separators: `1.500` would be ambiguous.
 * A JSON number is read through its shortest decimal form (`String(150.5)` is "150.5"), which is
 * the literal the client wrote for any amount with fewer than 16 significant digits.
 */
export function parseReais(value: unknown): bigint | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  const match = REAIS.exec(text);
  if (!match) return null;
  const centavos = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return centavos > 0n ? centavos : null;
}

/**
 * Reais as a JSON number with at most 2 places (15050n → 150.5). Exact for every amount below
 * 2^53 centavos: the division yields the double nearest to the 2-place decimal, which prints as it.
 */
export function reaisOf(centavos: bigint): number {
  return Number(centavos) / 100;
}

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `R$ 1.234,50`: money is shown in pt-BR format whatever the interface language (spec §1). */
export function formatBrl(centavos: bigint): string {
  return BRL.format(reaisOf(centavos));
}

/** Smallest units of a decimal amount with at most `decimals` places ("0.0005", 8 → 50000n); null if not one. */
export function parseUnits(text: string, decimals: number): bigint | null {
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  return BigInt(match[1]!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** The decimal text of an amount in smallest units (50000n, 8 → "0.0005"), without trailing zeros. */
export function formatUnits(units: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const whole = units / scale;
  const fraction = (units % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** `x × multiple`, rounded up to the centavo; the multiple is read to two decimals (2.5 → 250/100). */
export function timesMultiple(centavos: bigint, multiple: number): bigint {
  const hundredths = BigInt(Math.round(multiple * 100));
  const product = centavos * hundredths;
  return product / 100n + (product % 100n > 0n ? 1n : 0n);
}

export function minBigint(first: bigint, ...rest: bigint[]): bigint {
  return rest.reduce((low, value) => (value < low ? value : low), first);
}

export function maxBigint(first: bigint, ...rest: bigint[]): bigint {
  return rest.reduce((high, value) => (value > high ? value : high), first);
}
