/**
 * The realtime pieces the API process needs, from its configuration: the signing key, the
 * publisher (local server or Ably's cloud), the notifier that delivers balance changes and
 * account events through it, and the revocation of an ended session's tokens.
 */
import type { RevokeSessionTokens } from '../auth/sessions.ts';
import type { RealtimeConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createLedger } from '../ledger/index.ts';
import { createNotifier, createRecordingPublisher, type Notifier, type NotifierLog } from '../notify/notifier.ts';
import { formatAblyKey, resolveAblyKey, type AblyKey } from './keys.ts';
import { createRealtimePublisher, type RealtimePublisher } from './publisher.ts';
import { sessionRevocationKey } from './tokens.ts';

export interface RealtimeDeps {
  ablyKey: AblyKey;
  publisher: {
    publishToUser(userId: bigint | number | string, name: string, data: unknown): Promise<void>;
    publishPublic(channel: `public:${string}`, name: string, data: unknown): Promise<void>;
  };
  notifier: Notifier;
  /** Called whenever sessions end (logout, ended by the player or ops, password, 2FA reset, ban, break). */
  revokeSessionTokens: RevokeSessionTokens;
}

/** Revokes the tokens minted for the sessions (their revocation key); a failure is logged, never thrown. */
export function sessionTokenRevoker(publisher: Pick<RealtimePublisher, 'revokeTokens'>, log: NotifierLog): RevokeSessionTokens {
  return async (sessionIds) => {
    if (sessionIds.length === 0) return;
    try {
      await publisher.revokeTokens(sessionIds.map((sessionId) => sessionRevocationKey(sessionId)));
    } catch (error) {
      log.warn({ err: (error as Error).message, sessionIds: sessionIds.map(String) }, 'realtime tokens of ended sessions not revoked');
    }
  };
}

export function realtimeDeps(config: { realtime: RealtimeConfig; dataDir: string }, db: Database, log: NotifierLog): RealtimeDeps {
  const ablyKey = resolveAblyKey(config.realtime.ablyKey, config.dataDir);
  const { realtime } = config;
  const rest = createRealtimePublisher(
    realtime.mode === 'ably'
      ? { key: formatAblyKey(ablyKey) }
      : { key: formatAblyKey(ablyKey), endpoint: realtime.mode === 'embedded' ? 'localhost' : realtime.host, port: realtime.port },
  );
  const publisher: RealtimeDeps['publisher'] = {
    publishToUser: (userId, name, data) => rest.publishToUser(userId, name as 'force-logout', data as { reason: string }),
    publishPublic: (channel, name, data) => rest.publishPublic(channel, name, data),
  };
  const revokeSessionTokens = sessionTokenRevoker(rest, log);
  return {
    ablyKey,
    publisher,
    notifier: createNotifier({ db, ledger: createLedger(), publisher, log, revokeSessionTokens }),
    revokeSessionTokens,
  };
}

/** For tests and tools: a real notifier over a publisher that only records. */
export function recordingRealtimeDeps(db: Database, ablyKey: AblyKey) {
  const recorder = createRecordingPublisher();
  const publicMessages: Array<{ channel: string; name: string; data?: unknown }> = [];
  const publisher: RealtimeDeps['publisher'] & { published: typeof recorder.published; publicMessages: typeof publicMessages } = {
    published: recorder.published,
    publicMessages,
    publishToUser: recorder.publishToUser,
    async publishPublic(channel, name, data) {
      publicMessages.push({ channel, name, data });
    },
  };
  /** Sessions whose tokens the app revoked; `forwardTo` sends the revocations on to a real realtime server. */
  const sessionRevocations: { sessionIds: string[]; forwardTo: RevokeSessionTokens | null } = { sessionIds: [], forwardTo: null };
  const revokeSessionTokens: RevokeSessionTokens = async (sessionIds) => {
    sessionRevocations.sessionIds.push(...sessionIds.map(String));
    await sessionRevocations.forwardTo?.(sessionIds);
  };
  return {
    ablyKey,
    publisher,
    notifier: createNotifier({ db, ledger: createLedger(), publisher, log: { warn: () => undefined }, revokeSessionTokens }),
    revokeSessionTokens,
    sessionRevocations,
  };
}
