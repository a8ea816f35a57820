/**
 * Starts the API: validated config, database (PostgreSQL or embedded PGlite) with migrations,
 * Redis or memory store, then listens. SIGTERM/SIGINT finish in-flight requests and close
 * connections before exiting.
 */
import { mkdirSync } from 'node:fs';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import { createMemoryStore, createRedisStore } from './kv/kv.ts';
import { OPS_TOKEN_FILE, resolveLocalSecret, SECRET_KEY_FILE } from './local-secrets.ts';
import { startRealtimeServer } from './realtime/index.ts';
import { realtimeDeps } from './realtime/wiring.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  mkdirSync(config.mfeDir, { recursive: true });

  const db = await openDatabase(config);
  await migrate(db);
  const kv = config.redisUrl ? createRedisStore(config.redisUrl) : createMemoryStore();
  // Production with operators' own tokens only has no shared token; elsewhere the release CLI reads the generated one.
  const opsToken = config.opsToken ?? (config.nodeEnv === 'production' ? null : resolveLocalSecret(undefined, config.dataDir, OPS_TOKEN_FILE));
  const secretKey = resolveLocalSecret(config.secretKey, config.dataDir, SECRET_KEY_FILE);
  const realtime = realtimeDeps(config, db, console);
  // Embedded default: the realtime server runs in this process, on its own port.
  const realtimeServer =
    config.realtime.mode === 'embedded'
      ? await startRealtimeServer({
          port: config.realtime.port,
          host: config.host,
          ...realtime.ablyKey,
          ...(config.redisUrl ? { redisUrl: config.redisUrl } : {}),
        })
      : null;
  const app = await buildApp({ config, db, kv, opsToken, secretKey, ...realtime });
  const stopRelay = realtime.notifier.startRelay();
  app.addHook('onClose', async () => {
    stopRelay();
    await realtimeServer?.close();
    await Promise.all([db.close(), kv.close()]);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forced = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    forced.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { database: db.kind, kv: kv.kind, product: config.product },
    `Palpite is up on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
