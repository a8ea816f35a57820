import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** One person's own ops token (`OPS_TOKENS`): what they do is logged under their name, whatever they claim. */
export interface OpsOperator {
  actor: string;
  token: string;
}

/** Who may call the ops endpoints: the team's shared token, operators' own tokens, or both. */
export interface OpsAccess {
  /** The operator a presented token belongs to, `shared` for the shared token, null for none. */
  identify(presented: string): { kind: 'operator'; actor: string } | { kind: 'shared' } | null;
  /** Whether a name belongs to an operator with a token of their own. */
  isOperator(actor: string): boolean;
}

/** A name as the audit log shows it: letters of any language, digits, spaces and . _ @ + ' - */
export const OPS_ACTOR_PATTERN = /^[\p{L}\p{M}\p{N}._@+' -]{1,80}$/u;

/**
 * The name the shared token's caller gives in `X-Ops-Actor`, percent-encoded UTF-8 where it is not
 * plain ASCII (a header carries no other text safely: the CLI encodes it). No header: `ops`. A name
 * that does not read is refused rather than logged as somebody else: two operators falling back to
 * the same name could then approve each other's withdrawal claims.
 */
function claimedActor(header: string | string[] | undefined): string {
  if (header === undefined) return 'ops';
  let actor: string | null = null;
  if (typeof header === 'string') {
    try {
      actor = decodeURIComponent(header).trim();
    } catch {
      actor = null;
    }
  }
  if (actor === null || !OPS_ACTOR_PATTERN.test(actor)) {
    throw new AppError({ status: 400, key: 'ops.actorInvalid', message: "X-Ops-Actor must be a name of 1 to 80 letters, digits, spaces or . _ @ + ' -" });
  }
  return actor;
}

const sameActor = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function createOpsAccess(options: { sharedToken: string | null; operators: readonly OpsOperator[] }): OpsAccess {
  const shared = options.sharedToken ? digest(options.sharedToken) : null;
  const operators = options.operators.map((operator) => ({ actor: operator.actor, digest: digest(operator.token) }));
  return {
    identify(presented) {
      const presentedDigest = digest(presented);
      // Every token is compared, so the time taken does not tell which one (if any) was close.
      let match: { kind: 'operator'; actor: string } | { kind: 'shared' } | null = null;
      for (const operator of operators) {
        if (timingSafeEqual(presentedDigest, operator.digest) && !match) match = { kind: 'operator', actor: operator.actor };
      }
      if (shared && timingSafeEqual(presentedDigest, shared) && !match) match = { kind: 'shared' };
      return match;
    },
    // Compared as a reader of the audit log would: `Alice` or `alice ` is still alice.
    isOperator: (actor) => operators.some((operator) => sameActor(operator.actor, actor)),
  };
}

/**
 * Ops endpoints (registry mutations, back-office actions) need an ops token as a Bearer token.
 * An operator's own token names the actor the audit log records; the shared token lets the caller
 * name itself in `X-Ops-Actor` (automation, the release CLI), so its log entries are only as
 * trustworthy as whoever holds it; it cannot take the name of an operator who has a token of their own.
 */
/** Whether the request carries a valid ops token (for answers that show ops more than the public). */
export function presentsOpsToken(request: FastifyRequest, access: OpsAccess): boolean {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') && access.identify(header.slice('Bearer '.length)) !== null;
}

export function requireOps(request: FastifyRequest, access: OpsAccess): { actor: string } {
  const header = request.headers.authorization ?? '';
  const presented = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  const holder = presented ? access.identify(presented) : null;
  if (!holder) throw new AppError({ status: 401, key: 'ops.unauthorized', message: 'a valid ops token is required' });
  if (holder.kind === 'operator') return { actor: holder.actor };
  const actor = claimedActor(request.headers['x-ops-actor']);
  if (access.isOperator(actor)) {
    throw new AppError({
      status: 403,
      key: 'ops.actorReserved',
      message: `${actor} has an ops token of their own: the shared token cannot act in their name`,
      params: { actor },
    });
  }
  return { actor };
}
