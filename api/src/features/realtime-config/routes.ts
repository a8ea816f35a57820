import type { FastifyInstance } from 'fastify';
import type { RealtimeClientConfig } from '../../realtime/client-config.ts';

/** Where the browser opens its realtime connection (the local server or Ably's cloud). */
export function realtimeConfigRoutes(app: FastifyInstance, clientConfig: RealtimeClientConfig): void {
  app.get('/realtime/config', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return clientConfig;
  });
}
