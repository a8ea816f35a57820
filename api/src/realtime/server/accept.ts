/**
 * A new WebSocket: check the connect parameters and credentials, resume the previous connection
 * when `resume=`/`recover=` names one, then hand the socket to its Connection. The server speaks
 * first: CONNECTED, or ERROR (4014x for token problems, which the client answers with a new token).
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { RawData, WebSocket } from 'ws';
import { Action, ErrorCode } from '../protocol/constants.ts';
import { errorInfo, type ErrorInfo } from '../protocol/messages.ts';
import { Connection, newConnectionId } from './connection.ts';
import { track, type ServerContext } from './context.ts';
import { authenticateConnectParams } from './credentials.ts';
import { currentRevocationStatus, tokenRevoked } from './revocations.ts';
import type { SessionRecord } from './sessions.ts';

const rawText = (data: RawData): string => (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as Buffer)).toString('utf8');

function refuse(socket: WebSocket, error: ErrorInfo): void {
  socket.send(JSON.stringify({ action: Action.ERROR, error }));
  socket.close();
}

export async function acceptSocket(context: ServerContext, socket: WebSocket, transport: Duplex, request: IncomingMessage): Promise<void> {
  const params = new URL(request.url ?? '/', 'http://realtime.invalid').searchParams;
  // Frames that arrive while a resume is looked up (in Redis) are kept and handled in order after.
  const early: RawData[] = [];
  let closed = false;
  const keepEarly = (data: RawData) => early.push(data);
  socket.on('message', keepEarly);
  socket.once('close', () => {
    closed = true;
  });
  socket.on('error', (error) => context.options.logger.warn({ err: error.message }, 'socket error'));

  if (params.get('format') === 'msgpack') {
    refuse(socket, errorInfo(ErrorCode.BAD_REQUEST, 400, 'msgpack is not supported: set useBinaryProtocol to false'));
    return;
  }
  const auth = authenticateConnectParams(params, context.key, context.options.now());
  if (!auth.ok) {
    refuse(socket, auth.error);
    return;
  }
  let revocation: Awaited<ReturnType<typeof currentRevocationStatus>>;
  try {
    revocation = await currentRevocationStatus(context.revocations, auth.credentials, context.options.now);
  } catch (error) {
    // Not knowing whether the token was revoked, do not let it in; the client retries shortly.
    context.options.logger.warn({ err: String(error) }, 'revocation lookup failed');
    socket.send(JSON.stringify({ action: Action.DISCONNECTED, error: errorInfo(ErrorCode.DISCONNECTED, 503, 'token could not be checked') }));
    socket.close();
    return;
  }
  if (revocation === 'now') {
    // A 4014x: the client asks its authCallback for a new token, which an ended session does not get.
    refuse(socket, tokenRevoked());
    return;
  }

  // Authenticated first, so that a token error (the client retries with a new token) keeps the session.
  const resumeKey = params.get('resume') ?? params.get('recover');
  let session: SessionRecord | null = null;
  let resumeError: ErrorInfo | undefined;
  if (resumeKey) {
    const clientIdDiffers = errorInfo(ErrorCode.CONNECTION_NOT_RESUMABLE, 400, 'unable to resume: the clientId differs');
    const live = context.live.get(resumeKey);
    if (live) {
      // The old socket is still open (its close not yet seen, or half-open): this one takes over,
      // but only as the same client. Checked first, so that someone else's token cannot end it.
      if (live.clientId === auth.credentials.clientId) {
        session = live.snapshot();
        live.supersede();
      } else {
        resumeError = clientIdDiffers;
      }
    } else {
      const claimed = await context.sessions.claim(resumeKey).catch((error: unknown) => {
        context.options.logger.warn({ err: String(error) }, 'session lookup failed');
        return null;
      });
      if (claimed && claimed.clientId !== auth.credentials.clientId) {
        // Claiming took the record: put it back for its own client's resume.
        track(context, context.sessions.save(resumeKey, claimed, context.options.connectionStateTtlMs), 'session save');
        resumeError = clientIdDiffers;
      } else {
        session = claimed;
      }
    }
    if (!session && !resumeError) resumeError = errorInfo(ErrorCode.CONNECTION_NOT_RESUMABLE, 400, 'unable to resume: connection expired or unknown');
  }
  if (closed) {
    // The client gave up while we looked: put the session back for its next attempt.
    if (resumeKey && session) track(context, context.sessions.save(resumeKey, session, context.options.connectionStateTtlMs), 'session save');
    return;
  }

  const connection = new Connection(context, socket, {
    transport,
    id: session?.connectionId ?? newConnectionId(),
    credentials: auth.credentials,
    nextMsgSerial: session?.nextMsgSerial ?? 0,
    resumed: session !== null,
    echo: params.get('echo') !== 'false',
    protocolHeartbeats: params.get('heartbeats') === 'true',
    revokesAt: revocation === 'none' ? null : revocation,
  });
  socket.off('message', keepEarly);
  socket.on('message', (data, isBinary) => {
    if (isBinary) connection.fail(errorInfo(ErrorCode.BAD_REQUEST, 400, 'binary frames (msgpack) are not supported'));
    else connection.handleFrame(rawText(data));
  });
  socket.on('pong', () => connection.touch());
  // This socket's close only ends this Connection object; a resume elsewhere has its own.
  socket.on('close', () => connection.lost());
  connection.start(resumeError);
  for (const data of early) connection.handleFrame(rawText(data));
}
