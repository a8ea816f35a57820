/**
 * The logged-in player's account: details, profile, password, email verification and 2FA.
 */
import { randomBytes } from 'node:crypto';
import { ACCOUNT_TERMS, BRAZIL_TIME_ZONE, RECOVERY_CODES } from '@palpite/shared/contract';
import QRCode from 'qrcode';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import type { RateLimiter, RateRule } from '../../http/rate-limit.ts';
import { hashPassword, verifyPassword } from '../../crypto/passwords.ts';
import type { SecretBox } from '../../crypto/secret-box.ts';
import { base32Encode } from '../../domain/identity/base32.ts';
import { otpauthUri, verifyTotp } from '../../domain/identity/totp.ts';
import { recordForceLogout } from '../../auth/account-events.ts';
import type { Authenticated } from '../../auth/authenticator.ts';
import { checkCode, consumeCode, CODE_TTL_MINUTES, issueCode } from '../../auth/one-time-codes.ts';
import { endSessionsOf, touchSession } from '../../auth/sessions.ts';
import { findUserById, updateLanguage, updatePasswordHash, userView, type UserRow } from '../../auth/users.ts';
import { successNotice, type Language } from '../../i18n/messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { mailNotice } from '../../mail/notice.ts';
import { emailVerificationMail, passwordChangedMail, twoFactorDisabledMail } from '../../mail/templates.ts';
import { checkAge } from '../../domain/responsible-gambling/age.ts';
import { FAILED_TWO_FACTOR_PER_ACCOUNT, twoFactorCodeStep, wrongTwoFactorCode } from '../../auth/two-factor-attempts.ts';
import { remainingRecoveryCodes, replaceRecoveryCodes, retireRecoveryCodes } from '../../auth/recovery-codes.ts';

export const TOTP_ISSUER = 'Palpite';

export interface BalanceReader {
  /** Cash and bonus balances in centavos. */
  balancesOf(userId: bigint): Promise<{ cashCentavos: bigint; bonusCentavos: bigint }>;
}

export interface ExclusionReader {
  /** `ends_at` null: an indefinite self-exclusion; null when none is in force. */
  exclusionView(userId: bigint): Promise<{ kind: 'break' | 'self_exclusion'; starts_at: string; ends_at: string | null } | null>;
}

/** Wrong answers a logged-in player may give to the checks that guard the account, per account. */
const SENSITIVE_CHECK_RULES = {
  wrongPassword: { name: 'password-check-fail-account', limit: 10, windowMs: 60 * 60_000 },
  // The login's 2FA step's own rule: one budget of wrong codes per account, wherever they are typed.
  wrongTwoFactorCode: FAILED_TWO_FACTOR_PER_ACCOUNT,
} as const satisfies Record<string, RateRule>;

export interface UsersDeps {
  db: Database;
  limiter: RateLimiter;
  mailer: Mailer;
  secrets: SecretBox;
  balances: BalanceReader;
  /** Responsible gambling (api/src/compliance): the break or self-exclusion in force, which the page shows up front. */
  exclusions: ExclusionReader;
  now: () => Date;
  log?: { warn: (detail: Record<string, unknown>, message: string) => void };
}

const reais = (centavos: bigint) => Number(centavos) / 100;

export function createUsersService(deps: UsersDeps) {
  const { db, now } = deps;

  /** A stolen session must not buy unlimited guesses at the password (a hit would lock the owner out). */
  async function requireCurrentPassword(user: UserRow, currentPassword: string): Promise<void> {
    const attempt = await deps.limiter.reserve(SENSITIVE_CHECK_RULES.wrongPassword, String(user.id));
    if (await verifyPassword(currentPassword, user.password_hash)) return attempt.release();
    throw new AppError({
      status: 422,
      key: 'auth.changePasswordFailed',
      message: 'current password is wrong',
      fieldErrors: { current_password: ['auth.wrongPassword'] },
    });
  }

  function requireTwoFactor(user: UserRow): void {
    if (user.two_factor_enabled_at === null || user.two_factor_secret === null)
      throw new AppError({ status: 409, key: 'auth.twoFactorNotEnabled', message: '2FA not enabled' });
  }

  /**
   * The same budget of wrong codes as the login step: a stolen session cannot guess its way past
   * 2FA. Answers the code's time step, which the caller records so the code cannot serve twice.
   */
  async function requireTwoFactorCode(user: UserRow, code: string): Promise<number> {
    // Counted before it is judged (given back when right), so codes sent in parallel count one by one.
    const attempt = await deps.limiter.reserve(SENSITIVE_CHECK_RULES.wrongTwoFactorCode, String(user.id));
    const step = twoFactorCodeStep(deps.secrets, user, code, now().getTime());
    if (step === null) throw wrongTwoFactorCode();
    await attempt.release();
    return step;
  }

  /**
   * Spends the authenticator's time step under the player's lock: 2FA turned off meanwhile, or
   * the same code used by another request (a login, another change) at the same time, refuses.
   */
  async function spendTwoFactorStep(tx: Queryable, userId: bigint, step: number): Promise<void> {
    const current = (await findUserById(tx, userId, true))!;
    requireTwoFactor(current);
    if (current.two_factor_last_step !== null && Number(current.two_factor_last_step) >= step) throw wrongTwoFactorCode();
    await tx.query('UPDATE users SET two_factor_last_step = $2 WHERE id = $1', [userId, step]);
  }

  /** Not awaited by the caller's answer; a failed mail is logged, the change stands. */
  return {
    async details(user: UserRow) {
      const { cashCentavos, bonusCentavos } = await deps.balances.balancesOf(user.id);
      const identityApproved = await db.query("SELECT 1 FROM identity_documents WHERE user_id = $1 AND kind = 'identity' AND status = 'approved'", [user.id]);
      return {
        ...userView(user),
        identity_verified: identityApproved.rowCount > 0,
        balance: reais(cashCentavos),
        bonus_balance: reais(bonusCentavos),
        exclusion: await deps.exclusions.exclusionView(user.id),
      };
    },

    async recordActivity(auth: Authenticated) {
      await touchSession(db, auth.session.id, now());
    },

    async updateProfile(
      user: UserRow,
      input: { address?: string | null; city?: string | null; country?: string | null; birthdate?: string | null; email_marketing?: boolean; email?: unknown },
      language: Language,
    ) {
      if (input.email !== undefined && input.email !== user.email) {
        throw new AppError({
          status: 422,
          key: 'validation.emailImmutable',
          message: 'the registered email cannot change',
          fieldErrors: { email: ['validation.emailImmutable'] },
        });
      }
      if (input.birthdate) {
        // The terms' age (ACCOUNT_TERMS), on the São Paulo calendar: not a UTC birthday three hours early.
        const age = checkAge(input.birthdate, now().getTime(), ACCOUNT_TERMS.minimumAgeYears, BRAZIL_TIME_ZONE);
        if (!age.ok && age.reason === 'under_age')
          throw new AppError({ status: 422, key: 'validation.underage', message: 'under age', fieldErrors: { birthdate: ['validation.underage'] } });
        // An impossible date is a malformed field like any other the profile refuses: 400, "Profile update failed."
        if (!age.ok)
          throw new AppError({
            status: 400,
            key: 'auth.profileUpdateFailed',
            message: 'bad birthdate',
            fieldErrors: { birthdate: ['validation.birthdateInvalid'] },
          });
      }
      const next = {
        address: input.address === undefined ? user.address : input.address || null,
        city: input.city === undefined ? user.city : input.city || null,
        country: input.country === undefined ? user.country : input.country || null,
        birthdate: input.birthdate === undefined ? user.birthdate : input.birthdate || null,
        email_marketing: input.email_marketing ?? user.email_marketing,
      };
      await db.query('UPDATE users SET address = $2, city = $3, country = $4, birthdate = $5, email_marketing = $6, updated_at = $7 WHERE id = $1', [
        user.id,
        next.address,
        next.city,
        next.country,
        next.birthdate,
        next.email_marketing,
        now(),
      ]);
      const updated = await findUserById(db, user.id);
      return { ...successNotice('auth.profileUpdated', language), user: userView(updated!) };
    },

    /** Ends every session, this one included: the player logs in again with the new password. */
    /** The language the player picked on the page, for what we send them when they are not on it. */
    async setLanguage(user: UserRow, language: Language) {
      if (language !== user.language) await updateLanguage(db, user.id, language, now());
      return { language };
    },

    async changePassword(user: UserRow, input: { current_password: string; password: string }, language: Language) {
      await requireCurrentPassword(user, input.current_password);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await updatePasswordHash(tx, user.id, passwordHash, now());
        const ended = await endSessionsOf(tx, user.id, 'password_changed', now());
        if (ended.length > 0) await recordForceLogout(tx, user.id, 'password_changed', ended);
      });
      // If it was not the player (a session left open somewhere), they learn it from their mailbox.
      void mailNotice(deps, user.id, passwordChangedMail(user.email, user.language), 'password change notice');
      return { ...successNotice('auth.passwordChanged', language), logged_out: true };
    },

    async sendEmailCode(user: UserRow, language: Language) {
      if (user.email_verified_at !== null) throw new AppError({ status: 409, key: 'auth.emailAlreadyVerified', message: 'email already verified' });
      await deps.limiter.consume({ name: 'email-code', limit: 5, windowMs: 60 * 60_000 }, String(user.id));
      const code = await db.transaction((tx) => issueCode(tx, user.id, 'email_verification', now()));
      try {
        await deps.mailer.send(emailVerificationMail(user.email, code, CODE_TTL_MINUTES, language));
      } catch (error) {
        throw new AppError({ status: 502, key: 'auth.sendFailed', message: `sending the verification code failed: ${(error as Error).message}` });
      }
      return successNotice('auth.emailCodeSent', language);
    },

    async verifyEmail(user: UserRow, code: string, language: Language) {
      if (user.email_verified_at !== null) return successNotice('auth.emailAlreadyVerified', language);
      const check = await db.transaction(async (tx) => {
        const result = await checkCode(tx, user.id, 'email_verification', code, now());
        if (result.ok) {
          await consumeCode(tx, result.codeId, now());
          await tx.query('UPDATE users SET email_verified_at = $2, updated_at = $2 WHERE id = $1', [user.id, now()]);
        }
        return result;
      });
      if (!check.ok) {
        if (check.reason === 'too-many-attempts') throw new AppError({ status: 429, key: 'auth.tooManyAttempts', message: 'too many attempts' });
        const key = check.reason === 'missing' ? 'auth.codeInvalidOrExpired' : 'auth.codeInvalid';
        throw new AppError({ status: 422, key, message: 'email code rejected', fieldErrors: { code: [key] } });
      }
      return successNotice('auth.emailVerified', language);
    },

    /** A fresh secret, shown once as text, otpauth URI and QR code; 2FA is on only after enable. */
    async setupTwoFactor(user: UserRow) {
      if (user.two_factor_enabled_at !== null) throw new AppError({ status: 409, key: 'auth.twoFactorAlreadyEnabled', message: '2FA already enabled' });
      const secret = base32Encode(randomBytes(20));
      await db.query('UPDATE users SET two_factor_pending_secret = $2, updated_at = $3 WHERE id = $1', [user.id, deps.secrets.seal(secret), now()]);
      const uri = otpauthUri({ secretBase32: secret, accountName: user.email, issuer: TOTP_ISSUER });
      return { secret, otpauth_uri: uri, qr_svg: await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
    },

    /** Needs the password too: a stolen session must not put the thief's app between the owner and the account. */
    async enableTwoFactor(user: UserRow, input: { code: string; current_password: string }, language: Language) {
      if (user.two_factor_enabled_at !== null) throw new AppError({ status: 409, key: 'auth.twoFactorAlreadyEnabled', message: '2FA already enabled' });
      if (user.two_factor_pending_secret === null) throw new AppError({ status: 409, key: 'auth.twoFactorNoSetup', message: 'no 2FA setup in progress' });
      await requireCurrentPassword(user, input.current_password);
      const code = input.code;
      const secret = deps.secrets.open(user.two_factor_pending_secret);
      const step = verifyTotp(secret, code, now().getTime(), null);
      if (step === null) throw wrongTwoFactorCode();
      const recoveryCodes = await db.transaction(async (tx) => {
        const enabled = await tx.query(
          `UPDATE users SET two_factor_secret = two_factor_pending_secret, two_factor_pending_secret = NULL, two_factor_enabled_at = $2, two_factor_last_step = $3, updated_at = $2
           WHERE id = $1 AND two_factor_enabled_at IS NULL`,
          [user.id, now(), step],
        );
        if (enabled.rowCount === 0) throw new AppError({ status: 409, key: 'auth.twoFactorAlreadyEnabled', message: '2FA already enabled' });
        return replaceRecoveryCodes(tx, deps.secrets, user.id, now());
      });
      return { ...successNotice('auth.twoFactorEnabled', language), two_factor_enabled: true, recovery_codes: recoveryCodes };
    },

    async recoveryCodesLeft(user: UserRow) {
      requireTwoFactor(user);
      return { remaining: await remainingRecoveryCodes(db, user.id), total: RECOVERY_CODES.count };
    },

    /** A new set of recovery codes, the old one retired: proven by the password and the authenticator, as for turning 2FA off. */
    async newRecoveryCodes(user: UserRow, input: { code: string; current_password: string }, language: Language) {
      requireTwoFactor(user);
      await requireCurrentPassword(user, input.current_password);
      const step = await requireTwoFactorCode(user, input.code);
      const recoveryCodes = await db.transaction(async (tx) => {
        await spendTwoFactorStep(tx, user.id, step);
        return replaceRecoveryCodes(tx, deps.secrets, user.id, now());
      });
      return { ...successNotice('auth.recoveryCodesGenerated', language), recovery_codes: recoveryCodes };
    },

    /**
     * Needs the password and a code not used before (as new recovery codes do): a stolen session,
     * even one that saw a code go by, cannot take 2FA off. The owner is told by mail.
     */
    async disableTwoFactor(user: UserRow, input: { code: string; current_password: string }, language: Language) {
      requireTwoFactor(user);
      await requireCurrentPassword(user, input.current_password);
      const step = await requireTwoFactorCode(user, input.code);
      await db.transaction(async (tx) => {
        await spendTwoFactorStep(tx, user.id, step);
        await tx.query(
          'UPDATE users SET two_factor_secret = NULL, two_factor_pending_secret = NULL, two_factor_enabled_at = NULL, two_factor_last_step = NULL, updated_at = $2 WHERE id = $1',
          [user.id, now()],
        );
        await retireRecoveryCodes(tx, user.id, now());
      });
      void mailNotice(deps, user.id, twoFactorDisabledMail(user.email, user.language), 'two-factor off notice');
      return { ...successNotice('auth.twoFactorDisabled', language), two_factor_enabled: false };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
