/**
 * What the rest of the API uses from the realtime module:
 * - `startRealtimeServer` — the local Ably-compatible server (embedded or standalone);
 * - `realtimeRoutes` — GET /auth/ably-subscribe and /auth/ably-subscribe-public;
 * - `createRealtimePublisher` — server-side publishing through the `ably` REST client;
 * - `resolveAblyKey` — ABLY_KEY, or the development key kept in DATA_DIR.
 */
export { startRealtimeServer, type RealtimeServer, type RealtimeServerOptions, type RealtimeLogger } from './server/index.ts';
export { realtimeRoutes, type RealtimeRoutesDeps } from './routes.ts';
export { createRealtimePublisher, restClientOptions, type PublisherConfig, type RealtimePublisher, type UserEvents, type PublicChannel } from './publisher.ts';
export { formatAblyKey, parseAblyKey, resolveAblyKey, type AblyKey } from './keys.ts';
export { mintAblyToken, mintPlayerToken, mintVisitorToken, playerCapability, visitorCapability, userChannel, type AblyTokenResponse } from './tokens.ts';
