/**
 * Numbers of Ably's realtime protocol, as the real `ably` client (2.x, protocol v6) reads them:
 * `node_modules/ably/src/common/lib/types/protocolmessagecommon.ts` is the authority.
 */

export const Action = {
  HEARTBEAT: 0,
  ACK: 1,
  NACK: 2,
  CONNECT: 3,
  CONNECTED: 4,
  DISCONNECT: 5,
  DISCONNECTED: 6,
  CLOSE: 7,
  CLOSED: 8,
  ERROR: 9,
  ATTACH: 10,
  ATTACHED: 11,
  DETACH: 12,
  DETACHED: 13,
  PRESENCE: 14,
  MESSAGE: 15,
  SYNC: 16,
  AUTH: 17,
} as const;

export const Flag = {
  HAS_PRESENCE: 1 << 0,
  HAS_BACKLOG: 1 << 1,
  RESUMED: 1 << 2,
  // Channel modes: asked for on ATTACH, granted (capability permitting) on ATTACHED.
  PRESENCE: 1 << 16,
  PUBLISH: 1 << 17,
  SUBSCRIBE: 1 << 18,
  PRESENCE_SUBSCRIBE: 1 << 19,
} as const;

/** The mode bits this server understands; others a client asks for are ignored. */
export const MODE_MASK = Flag.PRESENCE | Flag.PUBLISH | Flag.SUBSCRIBE | Flag.PRESENCE_SUBSCRIBE;

/**
 * Error codes the client acts on. 4014x are token errors: the client fetches a new token and
 * reconnects (resuming); other 401xx fail the connection for good.
 */
export const ErrorCode = {
  BAD_REQUEST: 40000,
  MAX_MESSAGE_SIZE_EXCEEDED: 40009,
  INVALID_CHANNEL_NAME: 40010,
  INCOMPATIBLE_CLIENT_ID: 40012,
  INVALID_CREDENTIALS: 40101,
  INCOMPATIBLE_CREDENTIALS: 40102,
  /** A revoked token (Ably's token revocation): the client asks its authCallback for another. */
  TOKEN_REVOKED: 40141,
  TOKEN_EXPIRED: 40142,
  INVALID_JWT: 40144,
  OPERATION_NOT_PERMITTED: 40160,
  /** Token revocation needs the key itself (Basic auth), not a token. */
  REVOCATION_NEEDS_KEY: 40162,
  NOT_FOUND: 40400,
  INTERNAL: 50000,
  DISCONNECTED: 80003,
  CONNECTION_NOT_RESUMABLE: 80008,
  CHANNEL_CONTINUITY_NOT_GUARANTEED: 90003,
  /** Ably's code for "maximum number of channels per connection exceeded" (HTTP status 400). */
  TOO_MANY_CHANNELS: 90010,
} as const;

/** 40140–40149: the client answers with a new token from its authCallback (ably's Auth.isTokenErr). */
export const isTokenError = (code: number) => code >= 40140 && code < 40150;
