const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** JSON with object keys sorted: stored jsonb does not keep key order, so compare this way. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => byText(a, b)))
      : inner,
  );
}

/**
 * `canonical` with every array's items in one order too: for values whose arrays are multisets —
 * a bet's spots, a spot's numbers, keno picks — where the same bet may be sent in another order.
 */
export function canonicalUnordered(value: unknown): string {
  return canonical(sortArrays(value));
}

function sortArrays(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value
      .map(sortArrays)
      .map((item) => ({ item, key: canonical(item) }))
      .sort((a, b) => byText(a.key, b.key))
      .map(({ item }) => item);
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, inner]) => [key, sortArrays(inner)]));
  }
  return value;
}
