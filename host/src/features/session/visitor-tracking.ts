/**
 * Start-up visitor tracking (spec §3, §4): a fingerprint of the browser plus what the spec
 * lists, sent fire-and-forget; failures are only logged.
 */
import { api } from '@palpite/shared';

async function fingerprint(parts: readonly string[]): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(parts.join('|')));
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function trackVisit(): Promise<void> {
  try {
    const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const payload = {
      userAgent: navigator.userAgent,
      language: navigator.language,
      platform: (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform,
      timezone,
      screenWidth: screen.width,
      screenHeight: screen.height,
      referrer: document.referrer,
      url: location.href,
    };
    const id = await fingerprint([
      payload.userAgent,
      payload.language,
      payload.platform,
      timezone,
      `${screen.width}x${screen.height}`,
      String(screen.colorDepth),
    ]);
    await api.post('visitor-track', { json: { fingerprint: id, ...payload } });
  } catch (error) {
    console.info('[palpite] visitor tracking failed', error);
  }
}
