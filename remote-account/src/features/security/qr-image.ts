/** An SVG document as our API renders it: optional XML prolog, then `<svg`. */
const SVG_START = /^\s*(<\?xml[^>]*\?>\s*)?<svg[\s>]/i;

/**
 * The QR code of the 2FA setup as an `<img>` source. An SVG shown through `<img>` cannot run
 * scripts or load anything, so the markup is never injected into the page; anything that does
 * not look like a plain SVG document (or carries a script) is refused and the caller falls back
 * to the secret typed by hand.
 */
export function qrImageSource(svg: string): string | null {
  if (!SVG_START.test(svg) || /<script/i.test(svg)) return null;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.trim())}`;
}

/** `JBSWY3DPEHPK3PXP` → `JBSW Y3DP EHPK 3PXP`: easier to read and type by hand. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** Only an `otpauth://` link opens the authenticator app; anything else is not offered. */
export function isOtpauthUri(uri: string): boolean {
  return /^otpauth:\/\/totp\//i.test(uri);
}
