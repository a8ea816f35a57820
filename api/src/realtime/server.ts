/**
 * The realtime server on its own: `npm run realtime`. Configuration from the environment:
 *   REALTIME_PORT  (8081)         REALTIME_HOST (127.0.0.1; 0.0.0.0 in a container)
 *   ABLY_KEY       appId.keyId:secret — required in production; in development a key is generated
 *                  once into DATA_DIR, the same one the embedded API uses, so their tokens agree
 *   REDIS_URL      shared channels, history and sessions across instances
 * SIGTERM/SIGINT close gracefully: every client is told to reconnect and can resume elsewhere.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { resolveAblyKey } from './keys.ts';
import { consoleLogger, startRealtimeServer } from './server/index.ts';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  REALTIME_PORT: z.coerce.number().int().min(0).max(65_535).default(8081),
  REALTIME_HOST: z.string().default('127.0.0.1'),
  ABLY_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  REDIS_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  DATA_DIR: z.string().default(resolve(import.meta.dirname, '..', '..', '..', 'data')),
});

async function main(): Promise<void> {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) throw new Error(`invalid configuration: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.ABLY_KEY) throw new Error('invalid configuration: ABLY_KEY is required in production');
  mkdirSync(env.DATA_DIR, { recursive: true });
  const key = resolveAblyKey(env.ABLY_KEY, env.DATA_DIR);

  const server = await startRealtimeServer({
    port: env.REALTIME_PORT,
    host: env.REALTIME_HOST,
    keyName: key.keyName,
    keySecret: key.keySecret,
    redisUrl: env.REDIS_URL,
    logger: consoleLogger,
  });
  console.log(`[realtime] key ${key.keyName}, clients connect with { endpoint: '${env.REALTIME_HOST}', port: ${server.port}, tls: false }`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[realtime] ${signal}: closing`);
    const forced = setTimeout(() => process.exit(1), 10_000);
    forced.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[realtime] shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
