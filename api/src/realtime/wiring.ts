/**
 * The realtime pieces the API process needs, from its configuration: the signing key, the
 * publisher (local server or Ably's cloud) and the notifier that delivers balance changes and
 * account events through it.
 */
import type { RealtimeConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createLedger } from '../ledger/index.ts';
import { createNotifier, createRecordingPublisher, type Notifier, type NotifierLog } from '../notify/notifier.ts';
import { formatAblyKey, resolveAblyKey, type AblyKey } from './keys.ts';
import { createRealtimePublisher } from './publisher.ts';

export interface RealtimeDeps {
  ablyKey: AblyKey;
  publisher: {
    publishToUser(userId: bigint | number | string, name: string, data: unknown): Promise<void>;
    publishPublic(channel: `public:${string}`, name: string, data: unknown): Promise<void>;
  };
  notifier: Notifier;
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
  return { ablyKey, publisher, notifier: createNotifier({ db, ledger: createLedger(), publisher, log }) };
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
  return { ablyKey, publisher, notifier: createNotifier({ db, ledger: createLedger(), publisher, log: { warn: () => undefined } }) };
}
