/**
 * Outgoing mail. With SMTP_URL set it is sent through nodemailer; otherwise (the embedded
 * default) it is written to the `mail_outbox` table, where a developer — and the tests — can
 * read it through the ops endpoint.
 *
 * Send only after the transaction that made the mail true has committed: a mail cannot be taken
 * back, so one sent from inside a transaction that then fails tells the player of something that
 * did not happen. Sent after, a failure leaves at worst an unsent code, which the next request
 * replaces.
 */
import nodemailer from 'nodemailer';
import type { Queryable } from '../db/database.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

const SMTP_CONNECT_TIMEOUT_MS = 10_000;
const SMTP_SOCKET_TIMEOUT_MS = 20_000;

/**
 * The SMTP URL with short timeouts unless it sets its own (nodemailer reads them from the query;
 * its defaults run to minutes, and a code is mailed while the player's request waits).
 */
export function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const defaults = { connectionTimeout: SMTP_CONNECT_TIMEOUT_MS, greetingTimeout: SMTP_CONNECT_TIMEOUT_MS, socketTimeout: SMTP_SOCKET_TIMEOUT_MS };
  for (const [name, ms] of Object.entries(defaults)) if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  return url.toString();
}

/** Characters with which nodemailer reads an address as a list, a group, a display name or a comment. */
const LIST_OR_GROUP = /[\s,;<>()":[\]\\]/;

/**
 * The one mailbox a mail may go to. An address stored before the email rule refused commas and
 * brackets would be read by nodemailer as a list ("x,you@evil.example"), sending the account's
 * codes to a stranger; such a mail is refused instead. An older address that is merely unusual
 * ("ana..souza@example.com") is still one mailbox, and gets its mail.
 */
function checkedRecipient(address: string): string {
  if (LIST_OR_GROUP.test(address) || address.split('@').length !== 2) throw new Error('refusing to mail an address that is not one plain mailbox');
  return address;
}

export function createMailer(options: { smtpUrl: string | undefined; from: string; db: Queryable }): Mailer {
  const { db } = options;
  if (!options.smtpUrl) {
    return {
      kind: 'outbox',
      async send(mail) {
        await db.query('INSERT INTO mail_outbox (to_address, subject, body_text) VALUES ($1, $2, $3)', [checkedRecipient(mail.to), mail.subject, mail.text]);
      },
    };
  }
  const transport = nodemailer.createTransport(withTimeouts(options.smtpUrl));
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from: options.from, to: checkedRecipient(mail.to), subject: mail.subject, text: mail.text });
    },
  };
}

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

export async function readOutbox(db: Queryable, to: string | undefined, limit = 20): Promise<OutboxMail[]> {
  const result = await db.query<{ id: bigint; to_address: string; subject: string; body_text: string; created_at: Date }>(
    `SELECT id, to_address, subject, body_text, created_at FROM mail_outbox WHERE ($1::text IS NULL OR lower(to_address) = lower($1::text)) ORDER BY id DESC LIMIT $2`,
    [to ?? null, limit],
  );
  return result.rows.map((row) => ({
    id: Number(row.id),
    to: row.to_address,
    subject: row.subject,
    text: row.body_text,
    created_at: row.created_at.toISOString(),
  }));
}
