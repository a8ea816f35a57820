/**
 * One client connection over one socket, from CONNECTED until it ends. How it ends decides what
 * survives: a lost socket or a server-initiated DISCONNECTED leaves a session the client can resume
 * for connectionStateTtl; CLOSE, a fatal ERROR or a takeover by a resume leave nothing.
 */
import { randomBytes } from 'node:crypto';
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import { canAttach, grantedModes } from '../capabilities.ts';
import { Action, ErrorCode, isTokenError } from '../protocol/constants.ts';
import { errorInfo, parseInbound, type ErrorInfo, type InboundMessage } from '../protocol/messages.ts';
import { attachChannel, detachChannel } from './attach.ts';
import type { Attachment, Subscriber } from './attachment.ts';
import { track, type ServerContext } from './context.ts';
import { authenticateToken, type Credentials } from './credentials.ts';
import { refusePresence, startClientPublish } from './client-publish.ts';
import { currentRevocationStatus, revocationStatus, tokenRevoked, type Revocation } from './revocations.ts';
import type { SessionRecord } from './sessions.ts';

/** setTimeout's ceiling (~24.8 days); longer waits are re-armed. */
const MAX_TIMER_MS = 2 ** 31 - 1;
const TEXT = { binary: false } as const;

export interface ConnectionInit {
  /** The TCP socket under the WebSocket: fan-out writes to it are corked per tick. */
  transport: Duplex;
  id: string;
  credentials: Credentials;
  nextMsgSerial: number;
  /** Continues a previous connection (same id) rather than starting afresh. */
  resumed: boolean;
  echo: boolean;
  /** Browsers cannot see WebSocket pings, so they ask for protocol HEARTBEATs. */
  protocolHeartbeats: boolean;
  /** Milliseconds: a revocation of the token takes effect then (revoked with a re-auth margin). */
  revokesAt?: number | null;
}

export const newConnectionId = () => randomBytes(8).toString('base64url');
const newConnectionKey = () => randomBytes(18).toString('base64url');

export class Connection implements Subscriber {
  readonly id: string;
  readonly key = newConnectionKey();
  readonly echo: boolean;
  readonly resumed: boolean;
  credentials: Credentials;
  nextMsgSerial: number;
  state: 'open' | 'ended' = 'open';
  readonly attachments = new Map<string, Attachment>();
  readonly context: ServerContext;
  private readonly socket: WebSocket;
  private readonly transport: Duplex;
  private readonly protocolHeartbeats: boolean;
  private lastReceivedAt: number;
  /** The ACK/NACK chain of this connection's publishes. */
  private answers: Promise<void> = Promise.resolve();
  /** Token renewal: the pending AUTH request, then the expiry deadline. */
  private authTimer: NodeJS.Timeout | undefined;
  /** When a revocation of the current token takes effect, if one is pending. */
  private revokesAt: number | null;

  constructor(context: ServerContext, socket: WebSocket, init: ConnectionInit) {
    this.context = context;
    this.socket = socket;
    this.transport = init.transport;
    this.id = init.id;
    this.credentials = init.credentials;
    this.nextMsgSerial = init.nextMsgSerial;
    this.resumed = init.resumed;
    this.echo = init.echo;
    this.protocolHeartbeats = init.protocolHeartbeats;
    this.revokesAt = init.revokesAt ?? null;
    this.lastReceivedAt = context.options.now();
  }

  get clientId(): string | null {
    return this.credentials.clientId;
  }

  /** Registers the connection and greets the client; `error` tells it a resume was impossible. */
  start(error?: ErrorInfo): void {
    this.context.live.set(this.key, this);
    this.sendJson(this.connectedMessage(error));
    this.scheduleExpiry();
  }

  snapshot(): SessionRecord {
    return { connectionId: this.id, clientId: this.clientId, nextMsgSerial: this.nextMsgSerial };
  }

  handleFrame(text: string): void {
    if (this.state !== 'open') return;
    this.lastReceivedAt = this.context.options.now();
    const message = parseInbound(text);
    if (!message) {
      this.fail(errorInfo(ErrorCode.BAD_REQUEST, 400, 'malformed protocol message (this server speaks JSON: useBinaryProtocol must be false)'));
      return;
    }
    switch (message.action) {
      case Action.HEARTBEAT:
        this.sendJson(message.id === undefined ? { action: Action.HEARTBEAT } : { action: Action.HEARTBEAT, id: message.id });
        break;
      case Action.ATTACH:
        void attachChannel(this, message);
        break;
      case Action.DETACH:
        detachChannel(this, message);
        break;
      case Action.MESSAGE:
      case Action.PRESENCE: {
        const answer = message.action === Action.MESSAGE ? startClientPublish(this, message) : Promise.resolve(refusePresence(this, message));
        // Answers leave one after the other, in msgSerial order, whatever order the publishes finish in.
        this.answers = this.answers
          .then(async () => {
            const frame = await answer;
            if (frame) this.sendJson(frame);
          })
          .catch((error: unknown) => this.context.options.logger.error({ err: String(error) }, 'publish crashed'));
        break;
      }
      case Action.AUTH:
        this.reauthenticate(message).catch((error: unknown) => {
          // The revocation lookup failed (Redis): the client reconnects, resumes and tries again.
          this.context.options.logger.warn({ err: String(error), connectionId: this.id }, 'token renewal check failed');
          this.disconnect(errorInfo(ErrorCode.DISCONNECTED, 503, 'token renewal could not be checked'));
        });
        break;
      case Action.CLOSE:
        this.sendJson({ action: Action.CLOSED });
        this.finish(false);
        this.socket.close();
        break;
      case Action.DISCONNECT:
        this.lost();
        this.socket.close();
        break;
      default:
      // Other actions (SYNC, OBJECT…) belong to features this server does not offer.
    }
  }

  sendJson(message: object): void {
    if (this.state === 'open') this.socket.send(JSON.stringify(message), TEXT);
  }

  /**
   * A MESSAGE already framed for WebSocket, shared by every subscriber, written straight to the TCP
   * socket. Safe because permessage-deflate is off: `ws` then writes its own frames (ACKs, pings)
   * synchronously too, so frames never interleave, and we stop once it has begun closing.
   * A subscriber that cannot keep up is cut off; it resumes and catches up from the history.
   */
  sendFrame(frame: Buffer): void {
    if (this.state !== 'open' || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > this.context.options.maxBufferedBytes) {
      this.context.options.logger.warn({ connectionId: this.id }, 'subscriber too slow: disconnected');
      this.lost();
      this.socket.terminate();
      return;
    }
    this.context.coalescer.hold(this.transport);
    this.transport.write(frame);
  }

  /** Called on every pong: the client is alive. */
  touch(): void {
    this.lastReceivedAt = this.context.options.now();
  }

  /**
   * Periodic keep-alive (every half maxIdleInterval): a WebSocket ping (Node clients count it as
   * activity, and its pong proves the client alive) and, for browsers, a protocol HEARTBEAT.
   */
  tick(now: number): void {
    if (this.state !== 'open') return;
    if (now - this.lastReceivedAt > Math.max(2 * this.context.options.maxIdleIntervalMs, 5_000)) {
      this.lost();
      this.socket.terminate();
      return;
    }
    if (this.protocolHeartbeats) this.sendJson({ action: Action.HEARTBEAT });
    this.socket.ping();
  }

  /** Server-initiated DISCONNECTED: the client reconnects at once and resumes (token expiry, shutdown, drain). */
  disconnect(error: ErrorInfo): void {
    if (this.state !== 'open') return;
    this.sendJson({ action: Action.DISCONNECTED, error });
    this.lost();
    this.socket.close();
  }

  /**
   * A token revocation was announced: a connection whose token it covers is disconnected with 40141
   * (the client asks its authCallback for a new token, which an ended session does not get), or, with
   * a re-auth margin, asked to renew and disconnected then if it still holds the revoked token.
   */
  revoked(revocationKey: string, revocation: Revocation): void {
    if (this.state !== 'open' || this.credentials.revocationKey !== revocationKey) return;
    const status = revocationStatus(this.credentials, revocation, this.context.options.now());
    if (status === 'none') return;
    if (status === 'now') {
      this.disconnect(tokenRevoked());
      return;
    }
    this.revokesAt = Math.min(status, this.revokesAt ?? status);
    // Ably's hint: renew now, within the margin.
    this.scheduleExpiry(true);
  }

  /** The socket is gone (or going): keep the session for a resume. */
  lost(): void {
    this.finish(true);
  }

  /** A resume took this connection over on a new socket: end quietly, leaving no session behind. */
  supersede(): void {
    this.finish(false);
    this.socket.terminate();
  }

  /** A fatal, connection-level ERROR: the client will not reconnect by itself. */
  fail(error: ErrorInfo): void {
    if (this.state !== 'open') return;
    this.sendJson({ action: Action.ERROR, error });
    this.finish(false);
    this.socket.close();
  }

  private finish(resumable: boolean): void {
    if (this.state !== 'open') return;
    this.state = 'ended';
    clearTimeout(this.authTimer);
    for (const attachment of this.attachments.values()) {
      attachment.detach();
      this.context.registry.remove(attachment);
    }
    this.attachments.clear();
    // Only if the map still points at this connection: a takeover may already have replaced it.
    if (this.context.live.get(this.key) === this) this.context.live.delete(this.key);
    if (resumable) track(this.context, this.context.sessions.save(this.key, this.snapshot(), this.context.options.connectionStateTtlMs), 'session save');
  }

  private connectedMessage(error?: ErrorInfo): object {
    const { options } = this.context;
    return {
      action: Action.CONNECTED,
      connectionId: this.id,
      connectionDetails: {
        connectionKey: this.key,
        ...(this.clientId === null ? {} : { clientId: this.clientId }),
        maxIdleInterval: options.maxIdleIntervalMs,
        connectionStateTtl: options.connectionStateTtlMs,
        maxMessageSize: options.maxMessageSize,
        serverId: options.serverId,
      },
      ...(error ? { error } : {}),
    };
  }

  /**
   * Asks for a new token (AUTH) ahead of expiry, and disconnects with 40142 at expiry if none came:
   * the client then fetches a token and resumes, so nothing is lost either way. A pending revocation
   * is an earlier end of the same kind, answered with 40141. `renewNow`: ask for the new token at once.
   */
  private scheduleExpiry(renewNow = false): void {
    clearTimeout(this.authTimer);
    const tokenExpiresAt = this.credentials.expiresAt;
    const revoked = this.revokesAt !== null && (tokenExpiresAt === null || this.revokesAt < tokenExpiresAt);
    const expiresAt = revoked ? this.revokesAt : tokenExpiresAt;
    if (expiresAt === null) return;
    const { options } = this.context;
    const remaining = expiresAt - options.now();
    if (remaining > MAX_TIMER_MS) {
      this.authTimer = setTimeout(() => this.scheduleExpiry(), MAX_TIMER_MS).unref();
      return;
    }
    // One timer at a time (thousands of connections): first the AUTH request, then the deadline.
    const lead = Math.min(options.authRenewLeadMs, remaining / 2);
    this.authTimer = setTimeout(
      () => {
        this.sendJson({ action: Action.AUTH });
        const deadline = () => this.disconnect(revoked ? tokenRevoked() : errorInfo(ErrorCode.TOKEN_EXPIRED, 401, 'token expired'));
        this.authTimer = setTimeout(deadline, Math.max(0, expiresAt - options.now())).unref();
      },
      renewNow ? 0 : Math.max(0, remaining - lead),
    ).unref();
  }

  /** AUTH from the client: new token in place, same connection; answered with CONNECTED. A revoked token is refused (40141). */
  private async reauthenticate(message: InboundMessage): Promise<void> {
    if (!message.accessToken) {
      this.fail(errorInfo(ErrorCode.BAD_REQUEST, 400, 'AUTH without an access token'));
      return;
    }
    const result = authenticateToken(message.accessToken, this.context.key, this.context.options.now(), this.clientId ?? undefined);
    if (!result.ok) {
      // A token problem is recoverable (the client fetches another and resumes); anything else is not.
      if (isTokenError(result.error.code)) this.disconnect(result.error);
      else this.fail(result.error);
      return;
    }
    if (result.credentials.clientId !== this.clientId) {
      this.fail(errorInfo(ErrorCode.INCOMPATIBLE_CREDENTIALS, 401, 'the clientId cannot change when re-authenticating'));
      return;
    }
    const revocation = await currentRevocationStatus(this.context.revocations, result.credentials, this.context.options.now);
    if (this.state !== 'open') return;
    if (revocation === 'now') {
      this.disconnect(tokenRevoked());
      return;
    }
    this.credentials = result.credentials;
    this.revokesAt = revocation === 'none' ? null : revocation;
    this.scheduleExpiry();
    // A narrower capability takes effect at once on the channels already attached.
    for (const attachment of [...this.attachments.values()]) {
      const allowed = grantedModes(this.credentials.capability, attachment.channel);
      if (canAttach(this.credentials.capability, attachment.channel)) {
        attachment.modes = attachment.requestedModes === 0 ? allowed : attachment.requestedModes & allowed;
        continue;
      }
      detachChannel(this, { action: Action.DETACH, channel: attachment.channel }, false);
      this.sendJson({
        action: Action.ERROR,
        channel: attachment.channel,
        error: errorInfo(ErrorCode.OPERATION_NOT_PERMITTED, 401, `the new token does not permit ${attachment.channel}`),
      });
    }
    this.sendJson(this.connectedMessage());
  }
}
