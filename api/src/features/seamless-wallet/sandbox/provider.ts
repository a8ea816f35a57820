/**
 * The sandbox external provider "Sertão Gaming", standing where a real aggregator stands: it runs
 * its own game ("Sol do Sertão", its own maths and random numbers) and moves the player's money
 * only by calling our seamless-wallet endpoints, signed with its secret, exactly as a real
 * aggregator would (in process, through `inject`, so the production path is what the site, the
 * tests and the e2e suite exercise).
 *
 * Its sessions are stateless signed tokens (player, game, mode, and the play money of a demo
 * session), so any API node can serve any session.
 */
import { createHmac, randomInt as cryptoRandomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { signatureHeader } from '../../../domain/payments/webhook-signature.ts';
import { money, SEAMLESS_SIGNATURE_HEADER, type Answer, type SeamlessAction } from '../protocol.ts';
import { spin, type SertaoSpin } from './game.ts';

export const SANDBOX_PROVIDER = 'sertao-gaming';
/** Play money a demo session starts with (R$ 1.000,00). */
const DEMO_START_CENTAVOS = 100_000;
const SESSION_TTL_MS = 4 * 3_600_000;

export interface SandboxProviderDeps {
  app: FastifyInstance;
  /** The API prefix (`/api/palpite`). */
  prefix: string;
  secret: () => string;
  now: () => Date;
  /** The provider's RNG: a uniform integer in [0, n). */
  randomInt?: (n: number) => number;
}

interface Session {
  /** Player id (ours), game uuid, mode, demo balance in centavos, expiry (ms), nickname. */
  p: string;
  g: string;
  m: 'real' | 'demo';
  d: number;
  e: number;
  n: string;
}

export interface SpinResult {
  session: string;
  spin: SertaoSpin | null;
  stake: string;
  win: string;
  balance: string;
  mode: 'real' | 'demo';
  free_spin: { campaign_id: number; quantity_left: number } | null;
  free_spins: unknown[];
  error: { code: string; message: string } | null;
}

export class SandboxProviderError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'SandboxProviderError';
    this.code = code;
  }
}

export function createSandboxProvider(deps: SandboxProviderDeps) {
  const randomInt = deps.randomInt ?? ((n: number) => cryptoRandomInt(n));
  const sessionKey = () => createHmac('sha256', deps.secret()).update('sandbox-provider-sessions').digest();

  function signSession(session: Session): string {
    const body = Buffer.from(JSON.stringify(session)).toString('base64url');
    return `${body}.${createHmac('sha256', sessionKey()).update(body).digest('base64url')}`;
  }

  function openSession(token: string): Session {
    const [body = '', mac = ''] = token.split('.');
    const expected = createHmac('sha256', sessionKey()).update(body).digest();
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new SandboxProviderError('SESSION_INVALID', 'the game session is not valid');
    const session = JSON.parse(Buffer.from(body, 'base64url').toString()) as Session;
    if (session.e <= deps.now().getTime()) throw new SandboxProviderError('SESSION_EXPIRED', 'the game session has expired');
    return session;
  }

  /** A signed call to our seamless wallet; `options` let tests tamper with it. */
  async function call(action: SeamlessAction, body: Record<string, unknown>, options: { timestampSeconds?: number; secret?: string; rawBody?: string } = {}) {
    const raw = options.rawBody ?? JSON.stringify(body);
    const timestamp = options.timestampSeconds ?? Math.floor(deps.now().getTime() / 1000);
    const response = await deps.app.inject({
      method: 'POST',
      url: `${deps.prefix}/seamless/${SANDBOX_PROVIDER}/${action}`,
      headers: { 'content-type': 'application/json', [SEAMLESS_SIGNATURE_HEADER]: signatureHeader(options.secret ?? deps.secret(), timestamp, raw) },
      payload: raw,
    });
    const retryAfterSeconds = Number(response.headers['retry-after'] ?? 1) || 1;
    return { status: response.statusCode, body: response.json() as Answer, raw: response.body, retryAfterSeconds };
  }

  /**
   * Retries a money call with the same transaction id until it is answered (idempotent on our
   * side); a 429 (the provider's calls in flight) is sent again after its Retry-After, as a real
   * aggregator does.
   */
  async function settle(action: SeamlessAction, body: Record<string, unknown>): Promise<Answer> {
    let last: { status: number; body: Answer; retryAfterSeconds: number } | null = null;
    for (let attempt = 0; attempt < 3; attempt++) {
      const waitSeconds = last?.status === 429 ? Math.min(last.retryAfterSeconds, 2) : 0;
      if (waitSeconds > 0) await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000));
      last = await call(action, body);
      if (last.status < 500 && last.status !== 429) return last.body;
    }
    throw new SandboxProviderError('WALLET_UNAVAILABLE', `the casino wallet did not answer (${last?.status})`);
  }

  return {
    call,

    /** The launch: exchanges the casino's launch token for a game session. */
    async start(launchToken: string) {
      const answer = await settle('authenticate', { token: launchToken });
      if (answer.status !== 'OK') throw new SandboxProviderError(String(answer.code), String(answer.message));
      const mode: 'real' | 'demo' = answer.mode === 'demo' ? 'demo' : 'real';
      const session: Session = {
        p: String(answer.player_id),
        g: String(answer.game_uuid),
        m: mode,
        d: DEMO_START_CENTAVOS,
        e: deps.now().getTime() + SESSION_TTL_MS,
        n: String(answer.nickname ?? ''),
      };
      return {
        session: signSession(session),
        player: { id: session.p, nickname: session.n },
        mode: mode as 'real' | 'demo',
        game_uuid: session.g,
        balance: mode === 'demo' ? money(BigInt(session.d)) : String(answer.balance),
        free_spins: mode === 'demo' ? [] : ((answer.free_spins as unknown[]) ?? []),
      };
    },

    /**
     * One spin. Real mode: a free spin if the player has one for this game (bet 0 with the
     * campaign), else a bet of `stakeCentavos`; then the outcome; then the win (0 included), which
     * closes the round. Demo mode never calls the wallet.
     */
    async spin(sessionToken: string, stakeCentavos: number): Promise<SpinResult> {
      const session = openSession(sessionToken);
      if (session.m === 'demo') {
        if (session.d < stakeCentavos) {
          return {
            session: sessionToken,
            spin: null,
            stake: money(BigInt(stakeCentavos)),
            win: '0.00',
            balance: money(BigInt(session.d)),
            mode: 'demo',
            free_spin: null,
            free_spins: [],
            error: { code: 'INSUFFICIENT_FUNDS', message: 'not enough play money' },
          };
        }
        const outcome = spin(stakeCentavos, randomInt);
        const next = { ...session, d: session.d - stakeCentavos + outcome.payoutCentavos };
        return {
          session: signSession(next),
          spin: outcome,
          stake: money(BigInt(stakeCentavos)),
          win: money(BigInt(outcome.payoutCentavos)),
          balance: money(BigInt(next.d)),
          mode: 'demo',
          free_spin: null,
          free_spins: [],
          error: null,
        };
      }
      const before = await settle('balance', { player_id: session.p, game_uuid: session.g });
      const campaigns = (before.free_spins as { campaign_id: number; bet_value: string; quantity_left: number }[] | undefined) ?? [];
      const campaign = campaigns[0] ?? null;
      const roundId = `sr-${randomUUID()}`;
      const betAmount = campaign ? 0 : stakeCentavos;
      const bet = await settle('bet', {
        transaction_id: `bet-${randomUUID()}`,
        player_id: session.p,
        game_uuid: session.g,
        round_id: roundId,
        amount: money(BigInt(betAmount)),
        ...(campaign ? { free_spin_campaign_id: campaign.campaign_id } : {}),
      });
      if (bet.status !== 'OK') {
        return {
          session: sessionToken,
          spin: null,
          stake: money(BigInt(betAmount)),
          win: '0.00',
          balance: String(bet.balance ?? before.balance),
          mode: 'real',
          free_spin: null,
          free_spins: campaigns,
          error: { code: String(bet.code), message: String(bet.message) },
        };
      }
      const played = campaign ? Math.round(Number(campaign.bet_value) * 100) : stakeCentavos;
      const outcome = spin(played, randomInt);
      const win = await settle('win', {
        transaction_id: `win-${randomUUID()}`,
        player_id: session.p,
        game_uuid: session.g,
        round_id: roundId,
        amount: money(BigInt(outcome.payoutCentavos)),
      });
      const after = await settle('balance', { player_id: session.p, game_uuid: session.g });
      return {
        session: sessionToken,
        spin: outcome,
        stake: money(BigInt(betAmount)),
        win: money(BigInt(outcome.payoutCentavos)),
        balance: String(win.balance ?? after.balance),
        mode: 'real',
        free_spin: campaign ? { campaign_id: campaign.campaign_id, quantity_left: campaign.quantity_left - 1 } : null,
        free_spins: (after.free_spins as unknown[]) ?? [],
        error: win.status === 'OK' ? null : { code: String(win.code), message: String(win.message) },
      };
    },

    /** The provider awards free spins from its back office (our freespins/create). */
    async awardFreeSpins(input: {
      playerId: string;
      gameUuid: string;
      quantity: number;
      betValue: string;
      validFrom: Date;
      validUntil: Date;
      campaignId?: string;
    }) {
      return settle('freespins/create', {
        transaction_id: `fs-create-${randomUUID()}`,
        campaign_id: input.campaignId ?? `camp-${randomUUID()}`,
        player_id: input.playerId,
        game_uuid: input.gameUuid,
        quantity: input.quantity,
        bet_value: input.betValue,
        valid_from: input.validFrom.toISOString(),
        valid_until: input.validUntil.toISOString(),
      });
    },

    async cancelFreeSpins(campaignId: string, reason?: string) {
      return settle('freespins/cancel', { transaction_id: `fs-cancel-${randomUUID()}`, campaign_id: campaignId, ...(reason ? { reason } : {}) });
    },
  };
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
