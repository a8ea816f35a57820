/** SQL for player accounts. */
import { formatCpf } from '@palpite/shared/contract';
import type { Queryable } from '../db/database.ts';
import type { Language } from '../i18n/languages.ts';

export interface UserRow {
  id: bigint;
  first_name: string;
  last_name: string;
  username: string | null;
  email: string;
  email_normalized: string;
  password_hash: string;
  avatar: string | null;
  frontend_id: number;
  banned_at: Date | null;
  banned_reason: string | null;
  /** Closed for inactivity (migration 015): login refused until support reopens it. */
  closed_at: Date | null;
  email_verified_at: Date | null;
  two_factor_secret: string | null;
  two_factor_pending_secret: string | null;
  two_factor_enabled_at: Date | null;
  two_factor_last_step: bigint | null;
  address: string | null;
  city: string | null;
  country: string | null;
  birthdate: string | null;
  email_marketing: boolean;
  registration_code: string | null;
  /** 11 digits, or null (asked only under the br profile). */
  cpf: string | null;
  /** What we write to them in when they are not on the page (migration 027). */
  language: Language;
  created_at: Date;
}

const USER_FIELDS = [
  'id',
  'first_name',
  'last_name',
  'username',
  'email',
  'email_normalized',
  'password_hash',
  'avatar',
  'frontend_id',
  'banned_at',
  'banned_reason',
  'closed_at',
  'email_verified_at',
  'two_factor_secret',
  'two_factor_pending_secret',
  'two_factor_enabled_at',
  'two_factor_last_step',
  'address',
  'city',
  'country',
  'birthdate',
  'email_marketing',
  'registration_code',
  'cpf',
  'language',
  'created_at',
] as const;

/** The select list of a `UserRow` from `users` under `alias` (a date of birth as YYYY-MM-DD text). */
export function userColumns(alias = 'users'): string {
  return USER_FIELDS.map((field) => (field === 'birthdate' ? `to_char(${alias}.birthdate, 'YYYY-MM-DD') AS birthdate` : `${alias}.${field}`)).join(', ');
}

const USER_COLUMNS = userColumns();

/** Emails compare case-insensitively and without surrounding spaces. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserById(db: Queryable, id: bigint, forUpdate = false): Promise<UserRow | null> {
  const result = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return result.rows[0] ?? null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const result = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE email_normalized = $1`, [normaliseEmail(email)]);
  return result.rows[0] ?? null;
}

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  registrationCode: string | null;
  /** 11 digits. */
  cpf?: string | null;
  language: Language;
}

/**
 * The new account's id, or which unique field is taken: the unique indexes decide, so two
 * sign-ups with one email (or one CPF) cannot both win.
 */
export async function insertUser(db: Queryable, user: NewUser): Promise<{ id: bigint } | { taken: 'email' | 'cpf' }> {
  const result = await db.query<{ id: bigint }>(
    `INSERT INTO users (first_name, last_name, email, email_normalized, password_hash, registration_code, cpf, language)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING id`,
    [user.firstName, user.lastName, user.email.trim(), normaliseEmail(user.email), user.passwordHash, user.registrationCode, user.cpf ?? null, user.language],
  );
  const id = result.rows[0]?.id;
  if (id !== undefined) return { id };
  return { taken: (await findUserByEmail(db, user.email)) ? 'email' : 'cpf' };
}

export async function updateLanguage(db: Queryable, userId: bigint, language: Language, now: Date): Promise<void> {
  await db.query('UPDATE users SET language = $2, updated_at = $3 WHERE id = $1', [userId, language, now]);
}

export async function updatePasswordHash(db: Queryable, userId: bigint, passwordHash: string, now: Date): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, password_changed_at = $3, updated_at = $3 WHERE id = $1', [userId, passwordHash, now]);
}

/** Public shape of a player (spec §3 "User"); balances come from the wallet. */
export interface UserView {
  id: number;
  first_name: string;
  last_name: string;
  username: string | null;
  email: string;
  avatar: string | null;
  frontend_id: number;
  banned: boolean;
  two_factor_enabled: boolean;
  email_verified: boolean;
  address: string | null;
  city: string | null;
  country: string | null;
  birthdate: string | null;
  email_marketing: boolean;
  /** `000.000.000-00`, or null when none is on file. */
  cpf: string | null;
  language: Language;
  created_at: string;
}

export function userView(user: UserRow): UserView {
  return {
    id: Number(user.id),
    first_name: user.first_name,
    last_name: user.last_name,
    username: user.username,
    email: user.email,
    avatar: user.avatar,
    frontend_id: user.frontend_id,
    banned: user.banned_at !== null,
    two_factor_enabled: user.two_factor_enabled_at !== null,
    email_verified: user.email_verified_at !== null,
    address: user.address,
    city: user.city,
    country: user.country,
    birthdate: user.birthdate,
    email_marketing: user.email_marketing,
    cpf: user.cpf === null ? null : formatCpf(user.cpf),
    language: user.language,
    created_at: user.created_at.toISOString(),
  };
}
