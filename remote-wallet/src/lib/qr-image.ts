/** An SVG document as our API renders it: optional XML prolog, then `<svg`. */
const SVG_START = /^\s*(<\?xml[^>]*\?>\s*)?<svg[\s>]/i;

/**
 * A QR code from the API (Pix charge, crypto address) as an `<img>` source. An SVG shown through
 * `<img>` cannot run scripts or load anything, so the markup is never injected into the page;
 * anything that does not look like a plain SVG document (or carries a script) is refused and
 * the caller shows the code to copy instead.
 */
export function qrImageSource(svg: string | null | undefined): string | null {
  if (typeof svg !== 'string' || !SVG_START.test(svg) || /<script/i.test(svg)) return null;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.trim())}`;
}
