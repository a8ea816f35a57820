import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { KeyValueStore } from '../../kv/kv.ts';

/** Liveness and readiness in one: 200 when the database (and Redis, if configured) answer. */
export function healthRoutes(app: FastifyInstance, deps: { db: Database; kv: KeyValueStore }): void {
  app.get('/health', async (_request, reply) => {
    const [database, kv] = await Promise.all([
      deps.db.query('SELECT 1').then(
        () => 'ok' as const,
        () => 'down' as const,
      ),
      deps.kv.ping(),
    ]);
    const healthy = database === 'ok' && kv !== 'down';
    reply.header('Cache-Control', 'no-store');
    return reply.code(healthy ? 200 : 503).send({ status: healthy ? 'ok' : 'degraded', database, [deps.kv.kind]: kv });
  });
}
