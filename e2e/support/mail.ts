/** The embedded mail outbox, read through the ops endpoint (the e2e server has no SMTP). */
import { API_BASE, OPS_TOKEN } from './env.ts';

export async function lastCodeMailedTo(email: string, timeoutMs = 10_000, apiBase = API_BASE): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${apiBase}/ops/mail-outbox?to=${encodeURIComponent(email)}&limit=1`, { headers: { Authorization: `Bearer ${OPS_TOKEN}` } });
    const { mails } = (await response.json()) as { mails: Array<{ text: string }> };
    const code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
