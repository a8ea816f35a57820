/**
 * Sign-up, login (with the 2FA step), logout, and password reset by emailed code (spec §4, §7).
 * Each use case is one transaction; a failure that must still be counted (a wrong code) is
 * decided inside the transaction and thrown after it commits. A password is checked outside any
 * transaction: its guess is counted first (`limiter.reserve`) and given back when right.
 */
import { randomBytes } from 'node:crypto';
import { ACCOUNT_TERMS } from '@palpite/shared/contract';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import type { RateLimiter, RateRule } from '../../http/rate-limit.ts';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from '../../crypto/passwords.ts';
import { hashToken, newToken } from '../../crypto/tokens.ts';
import type { SecretBox } from '../../crypto/secret-box.ts';
import { parseUserAgent } from '../../domain/identity/user-agent.ts';
import { recordForceLogout } from '../../auth/account-events.ts';
import { FAILED_TWO_FACTOR_PER_ACCOUNT, twoFactorCodeStep, wrongTwoFactorCode } from '../../auth/two-factor-attempts.ts';
import { checkCode, checkVerifiedCode, consumeCode, CODE_TTL_MINUTES, issueCode, markCodeVerified, type CodeCheck } from '../../auth/one-time-codes.ts';
import { endSession, endSessionsOf, insertSession, noSessionTokens, type RevokeSessionTokens } from '../../auth/sessions.ts';
import { useRecoveryCode } from '../../auth/recovery-codes.ts';
import { findUserByEmail, findUserById, insertUser, normaliseEmail, updatePasswordHash, type UserRow } from '../../auth/users.ts';
import { translate, type Language } from '../../i18n/messages.ts';
import { mailNotice } from '../../mail/notice.ts';
import { newDeviceLoginMail, passwordChangedMail, passwordResetMail, recoveryCodeUsedMail } from '../../mail/templates.ts';
import { isUnfamiliarDevice } from '../../auth/new-device.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Authenticated } from '../../auth/authenticator.ts';
import type { DeviceTokens } from '../../auth/device-tokens.ts';
import type { BonusEngine } from '../../bonus/index.ts';
import { inLedgerTransaction } from '../../ledger/index.ts';
import * as repo from './repo.ts';

export const LOGIN_CHALLENGE_TTL_MS = 5 * 60_000;
export const LOGIN_CHALLENGE_MAX_ATTEMPTS = 5;

/** The limits we chose; documented in docs/performance.md and the README. */
export const AUTH_RATE_RULES = {
  loginPerIp: { name: 'login-ip', limit: 30, windowMs: 10 * 60_000 },
  failedLoginPerAccount: { name: 'login-fail-account', limit: 20, windowMs: 60 * 60_000 },
  // A browser the account was used from (device token): its own budget, out of strangers' reach.
  failedLoginPerDevice: { name: 'login-fail-device', limit: 10, windowMs: 60 * 60_000 },
  twoFactorPerIp: { name: '2fa-ip', limit: 30, windowMs: 10 * 60_000 },
  failedTwoFactorPerAccount: FAILED_TWO_FACTOR_PER_ACCOUNT,
  forgotPerIp: { name: 'forgot-ip', limit: 10, windowMs: 60 * 60_000 },
  forgotPerAccount: { name: 'forgot-account', limit: 5, windowMs: 60 * 60_000 },
  codeCheckPerIp: { name: 'code-ip', limit: 30, windowMs: 10 * 60_000 },
  registerPerIp: { name: 'register-ip', limit: 10, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateRule>;

export interface AuthDeps {
  db: Database;
  limiter: RateLimiter;
  mailer: Mailer;
  secrets: SecretBox;
  deviceTokens: DeviceTokens;
  now: () => Date;
  /** The bonus engine: a sign-up's registration code must name an offer the new account can have now, which it claims. */
  bonus: Pick<BonusEngine, 'registrationOffer' | 'claimAtSignUp'>;
  /** The br profile: every account is opened with its holder's CPF (one account per CPF). */
  cpfRequired?: boolean;
  /** Revokes the realtime tokens of the sessions a call ends (after it commits). */
  revokeSessionTokens?: RevokeSessionTokens;
  log?: { warn: (detail: Record<string, unknown>, message: string) => void };
}

/** A field's message: 400 for what the form should have caught, 422 for a value already taken. */
function fieldError(field: string, key: string, message: string, status: 400 | 422 = 422): AppError {
  return new AppError({ status, key: 'validation.invalid', message, fieldErrors: { [field]: [key] } });
}

/** A sign-up's refusal naming every field at fault: an email or CPF taken, a registration code naming no open offer. */
function signUpRefused(taken: 'email' | 'cpf' | null, codeUnknown: boolean): AppError {
  const fieldErrors: Record<string, string[]> = {};
  if (taken !== null) fieldErrors[taken] = [taken === 'email' ? 'validation.emailTaken' : 'validation.cpfTaken'];
  if (codeUnknown) fieldErrors['registration_code'] = ['validation.registrationCodeUnknown'];
  return new AppError({ status: 422, key: 'validation.invalid', message: `sign-up refused: ${Object.keys(fieldErrors).join(', ')}`, fieldErrors });
}

export interface ClientContext {
  ip: string;
  userAgent: string;
  language: Language;
  /** The login call's device token (cookie), if the browser has one. */
  deviceToken?: string | null;
}

const invalidCredentials = () => new AppError({ status: 401, key: 'auth.invalidCredentials', message: 'invalid credentials' });
const wrongRecoveryCode = () =>
  new AppError({
    status: 422,
    key: 'auth.recoveryCodeInvalid',
    message: 'unknown or used recovery code',
    fieldErrors: { recovery_code: ['auth.recoveryCodeInvalid'] },
  });
const banned = () => new AppError({ status: 403, key: 'auth.banned', message: 'account banned' });
const closedForInactivity = () =>
  new AppError({
    status: 403,
    key: 'auth.accountClosed',
    message: 'account closed for inactivity',
    params: { days: ACCOUNT_TERMS.inactiveAccountClosedAfterDays },
  });

function codeFailure(check: Exclude<CodeCheck, { ok: true }>): AppError {
  switch (check.reason) {
    case 'missing':
      return new AppError({
        status: 422,
        key: 'auth.codeInvalidOrExpired',
        message: 'no live code',
        fieldErrors: { verification_code: ['auth.codeInvalidOrExpired'] },
      });
    case 'too-many-attempts':
      return new AppError({ status: 429, key: 'auth.tooManyAttempts', message: 'too many attempts; request a new code' });
    case 'wrong':
      return new AppError({ status: 422, key: 'auth.codeInvalid', message: 'wrong code', fieldErrors: { verification_code: ['auth.codeInvalid'] } });
  }
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('pt-BR') === b.trim().toLocaleLowerCase('pt-BR');

export function createAuthService(deps: AuthDeps) {
  const { db, limiter, now } = deps;
  const revokeSessionTokens = deps.revokeSessionTokens ?? noSessionTokens;

  /** A session for a completed login; a login from a device the account has not been used from is mailed to its owner. */
  async function openSession(user: UserRow, client: ClientContext, knownDeviceId: string | null): Promise<string> {
    const device = parseUserAgent(client.userAgent);
    const unfamiliar = await isUnfamiliarDevice(db, user.id, { deviceSignature: device.signature, ip: client.ip, knownDeviceId });
    const { token, hash } = newToken();
    await insertSession(db, {
      userId: user.id,
      tokenHash: hash,
      deviceSignature: device.signature,
      device: device.device,
      browser: device.browser,
      os: device.os,
      ip: client.ip,
      userAgent: client.userAgent,
      now: now(),
    });
    // Not awaited, and in the account's language (see loginWithRecoveryCode).
    const place = { browser: device.browser, os: device.os, ip: client.ip, at: now() };
    if (unfamiliar) void mailNotice(deps, user.id, newDeviceLoginMail(user.email, place, user.language), 'new device notice');
    return token;
  }

  /** What a device token is bound to: a new password or a change of 2FA voids every token issued before. */
  const securityStampOf = (user: UserRow) => `${user.password_hash}\n${user.two_factor_enabled_at?.getTime() ?? ''}`;

  /** The browser's device id when its device token is this account's and still valid. */
  function knownDevice(user: UserRow, client: ClientContext, nowMs: number): string | null {
    return deps.deviceTokens.deviceOf(normaliseEmail(user.email), securityStampOf(user), client.deviceToken ?? null, nowMs);
  }

  /** A fresh device token for a login just completed: the browser's known device id, or a new one. */
  function deviceTokenFor(user: UserRow, knownDeviceId: string | null, nowMs: number): string {
    return deps.deviceTokens.issue(normaliseEmail(user.email), securityStampOf(user), knownDeviceId ?? randomBytes(18).toString('base64url'), nowMs);
  }

  /**
   * The second step of a login: the temporary token's challenge, then `secondFactor` under the
   * player's row lock (null: wrong — counted per challenge and per account), then a session.
   */
  async function completeLoginStep<Passed>(
    temporaryToken: string | null,
    client: ClientContext,
    secondFactor: (tx: Queryable, user: UserRow) => Promise<Passed | null>,
    wrong: () => AppError,
  ): Promise<{ deviceToken: string; response: { access_token: string; message: string }; passed: Passed; user: UserRow }> {
    await limiter.consume(AUTH_RATE_RULES.twoFactorPerIp, client.ip);
    if (!temporaryToken) throw new AppError({ status: 401, key: 'auth.twoFactorExpired', message: 'missing temporary token' });
    const outcome = await db.transaction(async (tx) => {
      const challenge = await repo.findChallengeForUpdate(tx, hashToken(temporaryToken));
      if (!challenge || challenge.used_at !== null || challenge.expires_at <= now()) return { kind: 'expired' as const };
      if (challenge.attempts >= LOGIN_CHALLENGE_MAX_ATTEMPTS) return { kind: 'too-many' as const };
      const user = await findUserById(tx, challenge.user_id, true);
      // Per account too: a new login step must not buy a fresh set of guesses. Checked under the
      // user's row lock, so codes sent in parallel on several login steps are counted one by one.
      await limiter.check(AUTH_RATE_RULES.failedTwoFactorPerAccount, String(challenge.user_id));
      if (!user || user.two_factor_secret === null) return { kind: 'expired' as const };
      if (user.banned_at !== null) return { kind: 'banned' as const };
      if (user.closed_at !== null) return { kind: 'closed' as const };
      const passed = await secondFactor(tx, user);
      if (passed === null) {
        await repo.countChallengeAttempt(tx, challenge.id);
        await limiter.record(AUTH_RATE_RULES.failedTwoFactorPerAccount, String(challenge.user_id));
        return { kind: 'wrong' as const };
      }
      await repo.useChallenge(tx, challenge.id, now());
      return { kind: 'ok' as const, user, passed };
    });
    switch (outcome.kind) {
      case 'expired':
        throw new AppError({ status: 401, key: 'auth.twoFactorExpired', message: 'login challenge expired or unknown' });
      case 'too-many':
        // The login step is spent: no new code can be asked for here, only a new login.
        throw new AppError({ status: 429, key: 'auth.twoFactorTooManyAttempts', message: 'too many 2FA attempts; log in again' });
      case 'banned':
        throw banned();
      case 'closed':
        throw closedForInactivity();
      case 'wrong':
        throw wrong();
      case 'ok': {
        const knownDeviceId = knownDevice(outcome.user, client, now().getTime());
        return {
          deviceToken: deviceTokenFor(outcome.user, knownDeviceId, now().getTime()),
          response: { access_token: await openSession(outcome.user, client, knownDeviceId), message: translate('auth.loginSuccess', client.language) ?? '' },
          passed: outcome.passed,
          user: outcome.user,
        };
      }
    }
  }

  return {
    async register(
      input: { first_name: string; last_name: string; email: string; password: string; registration_code: string | null; cpf?: string | null },
      client: ClientContext,
    ) {
      await limiter.consume(AUTH_RATE_RULES.registerPerIp, client.ip);
      const cpf = input.cpf ?? null;
      if (deps.cpfRequired && cpf === null) throw fieldError('cpf', 'validation.cpfRequired', 'cpf required by the jurisdiction', 400);
      const passwordHash = await hashPassword(input.password);
      // One transaction: a sign-up refused for any field (an unknown code, an email or CPF taken) leaves no account behind.
      const id = await inLedgerTransaction(db, async (tx) => {
        const code = input.registration_code;
        const offer = code === null ? null : await deps.bonus.registrationOffer(tx, code);
        const inserted = await insertUser(tx, {
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          passwordHash,
          registrationCode: code,
          cpf,
          language: client.language,
        });
        const codeUnknown = code !== null && offer === null;
        if ('taken' in inserted || codeUnknown) throw signUpRefused('taken' in inserted ? inserted.taken : null, codeUnknown);
        // A code whose offer the new account cannot have is no open offer either: never an account without it and without a word.
        if (offer !== null && !(await deps.bonus.claimAtSignUp(tx, inserted.id, offer))) throw signUpRefused(null, true);
        return inserted.id;
      });
      return { id, message: translate('auth.registered', client.language) ?? 'registered' };
    },

    /**
     * The spec's answer, and the device token to give the browser once the login is complete
     * (`deviceToken`, null while the 2FA step is still to come; see device-tokens.ts).
     */
    async login(input: { email: string; password: string }, client: ClientContext) {
      const accountKey = normaliseEmail(input.email);
      await limiter.consume(AUTH_RATE_RULES.loginPerIp, client.ip);
      const nowMs = now().getTime();
      const found = await findUserByEmail(db, input.email);
      const deviceId = found ? knownDevice(found, client, nowMs) : null;
      // Counted before it is judged, so guesses sent in parallel are counted one by one; a right
      // password gives its count back.
      const attempt =
        deviceId === null
          ? await limiter.reserve(AUTH_RATE_RULES.failedLoginPerAccount, accountKey)
          : await limiter.reserve(AUTH_RATE_RULES.failedLoginPerDevice, `${accountKey}:${deviceId}`);
      const passwordOk = found ? await verifyPassword(input.password, found.password_hash) : (await burnPasswordCheck(input.password), false);
      if (!found || !passwordOk) throw invalidCredentials();
      await attempt.release();
      if (found.banned_at !== null) throw banned();
      if (found.closed_at !== null) throw closedForInactivity();
      let user = found;
      if (needsRehash(found.password_hash)) {
        user = { ...found, password_hash: await hashPassword(input.password) };
        await updatePasswordHash(db, user.id, user.password_hash, now());
      }

      if (user.two_factor_enabled_at !== null) {
        const { token, hash } = newToken();
        await repo.insertChallenge(db, user.id, hash, new Date(now().getTime() + LOGIN_CHALLENGE_TTL_MS));
        return {
          deviceToken: null,
          response: { requires_2fa: true, temporary_token: token, message: translate('auth.twoFactorRequired', client.language) ?? '' },
        };
      }
      return {
        deviceToken: deviceTokenFor(user, deviceId, nowMs),
        response: {
          requires_2fa: false,
          access_token: await openSession(user, client, deviceId),
          message: translate('auth.loginSuccess', client.language) ?? '',
        },
      };
    },

    /** The login step with the authenticator app's current code. */
    async loginWithTwoFactor(temporaryToken: string | null, code: string, client: ClientContext) {
      const { deviceToken, response } = await completeLoginStep(
        temporaryToken,
        client,
        async (tx, user) => {
          const step = twoFactorCodeStep(deps.secrets, user, code, now().getTime());
          if (step === null) return null;
          await tx.query('UPDATE users SET two_factor_last_step = $2 WHERE id = $1', [user.id, step]);
          return step;
        },
        wrongTwoFactorCode,
      );
      return { deviceToken, response };
    },

    /** The login step with one of the player's recovery codes (their phone is lost): each works once. */
    async loginWithRecoveryCode(temporaryToken: string | null, recoveryCode: string, client: ClientContext) {
      const {
        deviceToken,
        response,
        passed: left,
        user,
      } = await completeLoginStep(temporaryToken, client, (tx, player) => useRecoveryCode(tx, deps.secrets, player.id, recoveryCode, now()), wrongRecoveryCode);
      const message = translate('auth.recoveryCodeUsed', client.language, { count: left }) ?? response.message;
      // Not awaited: the login does not wait for a mail server (which may take seconds to answer).
      // In the account's language, not the login's: whoever logged in may not be the player. A failed mail does not undo the login.
      void mailNotice(deps, user.id, recoveryCodeUsedMail(user.email, left, user.language), 'recovery code notice');
      return { deviceToken, response: { ...response, message, recovery_codes_left: left } };
    },

    async logout(auth: Authenticated | null) {
      if (auth && (await endSession(db, auth.session.id, auth.user.id, 'logout', now()))) await revokeSessionTokens([auth.session.id]);
    },

    async forgotPassword(email: string, client: ClientContext) {
      await limiter.consume(AUTH_RATE_RULES.forgotPerIp, client.ip);
      const generic = { message: translate('auth.verificationSent', client.language) ?? '' };
      // Count per address whether or not it is registered, so the answer reveals nothing.
      const accountCount = await limiter.record(AUTH_RATE_RULES.forgotPerAccount, normaliseEmail(email));
      if (accountCount > AUTH_RATE_RULES.forgotPerAccount.limit) return generic;
      const user = await findUserByEmail(db, email);
      if (!user || user.banned_at !== null || user.closed_at !== null) return generic;
      const code = await db.transaction((tx) => issueCode(tx, user.id, 'password_reset', now()));
      try {
        // In the account's language, not the asker's: whoever asked may not be the player, who must still read it.
        await deps.mailer.send(passwordResetMail(user.email, code, CODE_TTL_MINUTES, user.language));
      } catch (error) {
        throw new AppError({ status: 502, key: 'auth.sendFailed', message: `sending the reset code failed: ${(error as Error).message}` });
      }
      return generic;
    },

    async verifyResetCode(input: { email: string; first_name: string; last_name: string; verification_code: string }, client: ClientContext) {
      await limiter.consume(AUTH_RATE_RULES.codeCheckPerIp, client.ip);
      const user = await findUserByEmail(db, input.email);
      if (!user || !sameName(user.first_name, input.first_name) || !sameName(user.last_name, input.last_name)) {
        throw new AppError({ status: 422, key: 'auth.userMismatch', message: 'user not found or names do not match' });
      }
      const check = await db.transaction(async (tx) => {
        const result = await checkCode(tx, user.id, 'password_reset', input.verification_code, now());
        if (result.ok) await markCodeVerified(tx, result.codeId, now());
        return result;
      });
      if (!check.ok) throw codeFailure(check);
      return { message: translate('auth.codeVerified', client.language) ?? '' };
    },

    async resetPassword(input: { email: string; password: string; token: string }, client: ClientContext) {
      await limiter.consume(AUTH_RATE_RULES.codeCheckPerIp, client.ip);
      const user = await findUserByEmail(db, input.email);
      // An unknown address gets what a registered one without a verified code gets, after the same
      // work (the hash, the transaction): this call takes only the email, and must not tell which
      // are registered (/forgot-password does not, /verify-code asks for the names too).
      const passwordHash = await hashPassword(input.password);
      let ended: bigint[] = [];
      const check = await db.transaction(async (tx): Promise<CodeCheck> => {
        if (!user) return { ok: false, reason: 'missing' };
        // Only a code that passed the verify step, names included, is looked at (spec §4: send,
        // verify, new password); a code still waiting for it keeps all of its guesses.
        const result = await checkVerifiedCode(tx, user.id, 'password_reset', input.token, now());
        if (!result.ok) return result;
        await consumeCode(tx, result.codeId, now());
        await updatePasswordHash(tx, user.id, passwordHash, now());
        ended = await endSessionsOf(tx, user.id, 'password_reset', now());
        if (ended.length > 0) await recordForceLogout(tx, user.id, 'password_reset', ended);
        return result;
      });
      if (!check.ok) throw codeFailure(check);
      // The player who asked knows; a player who did not learns it from their mailbox.
      if (user) void mailNotice(deps, user.id, passwordChangedMail(user.email, user.language), 'password change notice');
      return { message: translate('auth.passwordReset', client.language) ?? '' };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
