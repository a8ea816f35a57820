/**
 * Request schemas of the identity calls (spec §5, §7), shared by the front end's forms and the
 * API's validation so both apply the same rules. Messages are keys of the `common` catalogue,
 * translated on each side; `.min(1)` comes first so a blank field reports "required", and only that.
 */
import { z } from 'zod';
import { cpfDigits, isValidCpf } from './cpf.ts';
import { LANGUAGES } from '../i18n/languages.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const CODE_LENGTH = 6;
/**
 * Spec §5's basic pattern (something@something.something), with only the characters a mailbox
 * name or domain can hold unquoted: a comma, semicolon, bracket or quote would make a mail
 * library read "x,you@evil.example" as a list and send the account's codes to someone else.
 */
const ATOM = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';
export const EMAIL_PATTERN = new RegExp(`^${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})+$`, 'u');

/** Characters that show nothing (zero-width spaces, direction marks, controls): a name of only these is blank. */
const INVISIBLE = /[\p{Cf}\p{Cc}\s]/gu;
/**
 * Control characters (a bell, an escape, a line break) and the bidirectional overrides and isolates
 * that reorder the text around them: no name or address has them, and shown to ops or printed on
 * a document they make it read as something else.
 */
const UNPRINTABLE = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
/** Whether a text has none of those characters: the rule for every free text shown to players or to ops. */
export const isPrintable = (value: string) => !UNPRINTABLE.test(value);

/**
 * A field's checks after its "required" one pass a blank value, which has its one message already.
 * Not zod's `abort: true`: an aborted field also silences the object's own checks ("Passwords do
 * not match", "same password") whichever field was blank.
 */
const unlessBlank =
  (check: (value: string) => boolean, isBlank: (value: string) => boolean = (value) => value === '') =>
  (value: string) =>
    isBlank(value) || check(value);

const isBlankName = (value: string) => value.replace(INVISIBLE, '').length === 0;

const name = (requiredKey: string) =>
  z
    .string({ error: requiredKey })
    .trim()
    .refine((value) => !isBlankName(value), requiredKey)
    .max(60, 'validation.nameTooLong')
    .refine(unlessBlank(isPrintable, isBlankName), 'validation.fieldInvalid');

const place = (maxLength: number, tooLongKey: string) => z.string().trim().max(maxLength, tooLongKey).refine(isPrintable, 'validation.fieldInvalid').nullish();

/** The rule before 1.26.3 (something@something.something, no spaces): what an account may have been registered with. */
const LOOSE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The longest address a mail server takes (RFC 5321's path of 256, less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

const emailText = z.string({ error: 'validation.emailRequired' }).trim().min(1, 'validation.emailRequired').max(EMAIL_MAX_LENGTH, 'validation.emailInvalid');

/**
 * An address's pattern, checked only where the length checks passed: a blank address has its one
 * message already, and so has one over the length, which would otherwise say "invalid" twice.
 */
const matches = (pattern: RegExp) => (value: string) => value === '' || value.length > EMAIL_MAX_LENGTH || pattern.test(value);

/** A new account's email: only a plain mailbox (EMAIL_PATTERN). */
export const emailField = emailText.refine(matches(EMAIL_PATTERN), 'validation.emailInvalid');

/**
 * The email of an account that exists (the password-reset steps): spec §5's basic pattern, so an
 * account registered before the stricter rule can still reset its password; the mailer refuses
 * an address that would reach more than one mailbox.
 */
export const accountEmailField = emailText.refine(matches(LOOSE_EMAIL_PATTERN), 'validation.emailInvalid');

export const newPasswordField = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, 'validation.passwordRequired')
  .refine(
    unlessBlank((value) => value.length >= PASSWORD_MIN_LENGTH),
    'validation.passwordTooShort',
  )
  .max(PASSWORD_MAX_LENGTH, 'validation.passwordTooLong');

export const codeField = z
  .string({ error: 'validation.codeRequired' })
  .min(1, 'validation.codeRequired')
  .refine(
    unlessBlank((value) => /^\d{6}$/.test(value)),
    'validation.codeLength',
  );

const matchingPasswords = <T extends { password: string; password_confirmation: string }>(value: T) => value.password === value.password_confirmation;
const mismatch = { path: ['password_confirmation'], message: 'validation.passwordsDoNotMatch' };

export const registerRequest = z
  .object({
    first_name: name('validation.firstNameRequired'),
    last_name: name('validation.lastNameRequired'),
    email: emailField,
    password: newPasswordField,
    password_confirmation: z.string({ error: 'validation.passwordsDoNotMatch' }),
    registration_code: z
      .string()
      .trim()
      .max(40, 'validation.registrationCodeInvalid')
      .nullish()
      .transform((value) => (value ? value : null)),
    /** The player's CPF: asked (and required by the API) where the jurisdiction needs it; its 11 digits. */
    cpf: z
      .string({ error: 'validation.cpfInvalid' })
      .trim()
      .max(20, 'validation.cpfInvalid')
      .nullish()
      .transform((value) => (value ? cpfDigits(value) : null))
      .refine((value) => value === null || isValidCpf(value), 'validation.cpfInvalid'),
  })
  .refine(matchingPasswords, mismatch);

export const loginRequest = z.object({
  email: z.string({ error: 'validation.emailRequired' }).trim().min(1, 'validation.emailRequired').max(EMAIL_MAX_LENGTH, 'validation.emailInvalid'),
  password: z.string({ error: 'validation.passwordRequired' }).min(1, 'validation.passwordRequired').max(PASSWORD_MAX_LENGTH, 'validation.passwordTooLong'),
});

export const twoFactorLoginRequest = z.object({ code: codeField });

/** Crockford's base32 (no I, L, O or U): a code read aloud, off paper or typed is not misread. */
export const CROCKFORD_BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Recovery codes given at a time, and how few left make the site suggest new ones. */
export const RECOVERY_CODES = { count: 10, fewLeft: 2 } as const;

/** Eight characters of a recovery code as shown and stored: `XXXX-XXXX`. */
export const formatRecoveryCode = (characters: string) => `${characters.slice(0, 4)}-${characters.slice(4)}`;

/**
 * A 2FA recovery code as the player may type it — any case, with or without the hyphen or spaces,
 * O for 0 and I or L for 1 — normalised to its stored form `XXXX-XXXX`.
 */
export const recoveryCodeField = z
  .string({ error: 'validation.recoveryCodeRequired' })
  .max(40, 'validation.recoveryCodeInvalid')
  .transform((value) => value.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1'))
  .refine((value) => value.length > 0, 'validation.recoveryCodeRequired')
  .refine((value) => value.length === 8 && [...value].every((char) => CROCKFORD_BASE32.includes(char)), 'validation.recoveryCodeInvalid')
  .transform(formatRecoveryCode);

/** The login step with a recovery code instead of the authenticator's (POST /user/2fa/login/recovery). */
export const twoFactorRecoveryLoginRequest = z.object({ recovery_code: recoveryCodeField });

/**
 * The authenticator's current code and the account's password: turning 2FA on (a stolen session
 * alone cannot put another app on the account) and new recovery codes (POST /user/2fa/recovery-codes).
 */
export const codeAndPasswordRequest = z.object({ code: codeField, current_password: loginRequest.shape.password });

export const forgotPasswordRequest = z.object({ email: accountEmailField });

export const verifyCodeRequest = z.object({
  email: accountEmailField,
  first_name: name('validation.firstNameRequired'),
  last_name: name('validation.lastNameRequired'),
  verification_code: codeField,
});

export const resetPasswordRequest = z
  .object({
    email: accountEmailField,
    password: newPasswordField,
    password_confirmation: z.string({ error: 'validation.passwordsDoNotMatch' }),
    token: codeField,
  })
  .refine(matchingPasswords, mismatch);

export const changePasswordRequest = z
  .object({
    current_password: z
      .string({ error: 'validation.passwordRequired' })
      .min(1, 'validation.passwordRequired')
      .max(PASSWORD_MAX_LENGTH, 'validation.passwordTooLong'),
    password: newPasswordField,
    password_confirmation: z.string({ error: 'validation.passwordsDoNotMatch' }),
  })
  .refine(matchingPasswords, mismatch)
  // Two blank passwords are alike too, but a blank one has its "required" message already.
  .refine((value) => value.password === '' || value.password !== value.current_password, { path: ['password'], message: 'validation.samePassword' });

export const profileUpdateRequest = z
  .object({
    address: place(200, 'validation.addressTooLong'),
    city: place(100, 'validation.placeTooLong'),
    country: place(100, 'validation.placeTooLong'),
    birthdate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.birthdateInvalid')
      .nullish(),
    email_marketing: z.boolean({ error: 'validation.fieldInvalid' }).optional(),
    email: z.unknown().optional(),
  })
  .strict();

/** `PUT /user/language`: the language the player picked, kept on the account for the mail we send them. */
export const accountLanguageRequest = z.object({ language: z.enum(LANGUAGES, { error: 'validation.fieldInvalid' }) }).strict();

export const visitorTrackRequest = z.object({
  fingerprint: z.string().trim().min(1).max(128),
  userAgent: z.string().max(512).nullish(),
  language: z.string().max(35).nullish(),
  platform: z.string().max(64).nullish(),
  timezone: z.string().max(64).nullish(),
  screenWidth: z.number().int().min(0).max(20_000).nullish(),
  screenHeight: z.number().int().min(0).max(20_000).nullish(),
  referrer: z.string().max(2048).nullish(),
  url: z.string().max(2048).nullish(),
});

export type RegisterRequest = z.input<typeof registerRequest>;
export type LoginRequest = z.input<typeof loginRequest>;
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;
export type VerifyCodeRequest = z.input<typeof verifyCodeRequest>;
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequest>;
export type AccountLanguageRequest = z.input<typeof accountLanguageRequest>;
export type CodeAndPasswordRequest = z.input<typeof codeAndPasswordRequest>;
export type VisitorTrackRequest = z.input<typeof visitorTrackRequest>;

/** Login answer (spec §3 "Login response"). */
export interface LoginResponse {
  access_token?: string;
  requires_2fa: boolean;
  temporary_token?: string;
  message: string;
}

export const DOCUMENT_KINDS = ['identity', 'address', 'payment'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export type DocumentStatus = 'pending' | 'approved' | 'rejected';
