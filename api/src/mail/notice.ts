/**
 * A security notice mailed to the player after a change to their account (a password, two-step
 * verification): the change is done and committed whatever becomes of the mail, so a mail that
 * fails is logged, never thrown.
 */
import type { Mail, Mailer } from './mailer.ts';

export interface NoticeDeps {
  mailer: Mailer;
  log?: { warn: (detail: Record<string, unknown>, message: string) => void } | undefined;
}

export async function mailNotice(deps: NoticeDeps, userId: bigint, mail: Mail, what: string): Promise<void> {
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    deps.log?.warn({ err: (error as Error).message, userId: String(userId) }, `${what} not mailed`);
  }
}
