/** The file name of a `Content-Disposition: attachment; filename="…"` header (RFC 6266, with `filename*`). */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return sanitise(decodeURIComponent(extended[1].trim())) || fallback;
    } catch {
      // a malformed escape: fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = plain?.[1] ?? plain?.[2]?.trim();
  return name ? sanitise(name) || fallback : fallback;
}

/** No folders in a downloaded file's name. */
function sanitise(name: string): string {
  return name.replace(/[/\\]/g, '_').trim();
}
