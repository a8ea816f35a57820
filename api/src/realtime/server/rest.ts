/**
 * The part of Ably's REST API the `ably` REST client needs to publish: `POST /channels/{name}/messages`
 * (Basic auth with the key, or a Bearer token), `GET /time`, and token revocation
 * (`POST /keys/{keyName}/revokeTokens`, revoke-tokens.ts). JSON only. Errors use Ably's
 * `{ error: { code, statusCode, message } }`, which the client turns into an ErrorInfo.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ErrorCode } from '../protocol/constants.ts';
import { errorInfo, type ErrorInfo } from '../protocol/messages.ts';
import type { ServerContext } from './context.ts';
import { authenticateAuthorizationHeader } from './credentials.ts';
import { preparePublish } from './publish.ts';
import { currentRevocationStatus, tokenRevoked } from './revocations.ts';
import { revokeTokens } from './revoke-tokens.ts';

const MAX_BODY_BYTES = 1024 * 1024;
const PUBLISH_PATH = /^\/channels\/([^/]+)\/messages$/;
const REVOKE_PATH = /^\/keys\/([^/]+)\/revokeTokens$/;

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, X-Ably-Version, Ably-Agent, X-Ably-Lib',
  'Access-Control-Max-Age': '86400',
};

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { ...CORS_HEADERS, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
  response.end(text);
}

function sendError(response: ServerResponse, error: ErrorInfo): void {
  sendJson(response, error.statusCode, { error });
}

class BodyTooLarge extends Error {}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function createRestHandler(context: ServerContext): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    handle(context, request, response).catch((error: unknown) => {
      context.options.logger.error({ err: String(error), url: request.url }, 'REST request failed');
      if (!response.headersSent) sendError(response, errorInfo(ErrorCode.INTERNAL, 500, 'internal error'));
      else response.destroy();
    });
  };
}

async function handle(context: ServerContext, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const { pathname } = new URL(request.url ?? '/', 'http://realtime.invalid');
  if (request.method === 'OPTIONS') {
    response.writeHead(204, CORS_HEADERS).end();
    return;
  }
  if (request.method === 'GET' && pathname === '/time') return sendJson(response, 200, [context.options.now()]);
  if (request.method === 'GET' && pathname === '/health') return sendJson(response, 200, { status: 'ok', serverId: context.options.serverId });
  const match = PUBLISH_PATH.exec(pathname);
  const revokeMatch = REVOKE_PATH.exec(pathname);
  if (request.method !== 'POST' || !(match?.[1] || revokeMatch?.[1])) {
    return sendError(response, errorInfo(ErrorCode.NOT_FOUND, 404, `no route for ${request.method} ${pathname}`));
  }

  const auth = authenticateAuthorizationHeader(request.headers.authorization, context.key, context.options.now());
  if (!auth.ok) return sendError(response, auth.error);
  if ((await currentRevocationStatus(context.revocations, auth.credentials, context.options.now)) === 'now') return sendError(response, tokenRevoked());
  if (!(request.headers['content-type'] ?? '').startsWith('application/json')) {
    return sendError(response, errorInfo(ErrorCode.BAD_REQUEST, 415, 'only JSON bodies are supported: set useBinaryProtocol to false'));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readBody(request));
  } catch (error) {
    if (error instanceof BodyTooLarge) return sendError(response, errorInfo(ErrorCode.MAX_MESSAGE_SIZE_EXCEEDED, 413, 'request body too large'));
    return sendError(response, errorInfo(ErrorCode.BAD_REQUEST, 400, 'invalid JSON body'));
  }
  if (revokeMatch?.[1]) {
    let keyName: string;
    try {
      keyName = decodeURIComponent(revokeMatch[1]);
    } catch {
      return sendError(response, errorInfo(ErrorCode.BAD_REQUEST, 400, 'invalid key name'));
    }
    const answer = await revokeTokens(context, keyName, auth.credentials, parsed);
    return answer.ok ? sendJson(response, 201, answer.body) : sendError(response, answer.error);
  }
  if (!match?.[1]) return sendError(response, errorInfo(ErrorCode.NOT_FOUND, 404, `no route for ${request.method} ${pathname}`));
  let channel: string;
  try {
    channel = decodeURIComponent(match[1]);
  } catch {
    return sendError(response, errorInfo(ErrorCode.INVALID_CHANNEL_NAME, 400, 'invalid channel name'));
  }
  const prepared = preparePublish({
    channel,
    messages: Array.isArray(parsed) ? parsed : [parsed],
    credentials: auth.credentials,
    id: randomBytes(9).toString('base64url'),
    timestamp: context.options.now(),
    maxMessageSize: context.options.maxMessageSize,
    idempotent: true,
  });
  if (!prepared.ok) return sendError(response, prepared.error);
  const serial = await context.broker.publish(prepared.event);
  // A duplicate of an idempotent retry is acknowledged like the original, without publishing again.
  sendJson(response, 201, { serials: prepared.event.messages.map((_, index) => (serial === null ? null : `${serial}:${index}`)) });
}
