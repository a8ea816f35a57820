/**
 * Sends the player to a provider's checkout. Only http(s) addresses (or paths on this site) are
 * followed: a `javascript:` or `data:` URL in an answer would run in our page.
 */
export function safeCheckoutUrl(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export function goToCheckout(url: string): boolean {
  const safe = safeCheckoutUrl(url);
  if (safe) window.location.assign(safe);
  return safe !== null;
}
