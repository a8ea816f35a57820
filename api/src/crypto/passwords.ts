/**
 * Password hashing with argon2id (Node's built-in implementation) at OWASP's minimum
 * recommended parameters: 19 MiB of memory, 2 passes, 1 lane. Hashes are PHC strings, so the
 * parameters travel with each hash and can be raised later without breaking old ones.
 */
import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const argon2Async = promisify(argon2);

export const ARGON2_PARAMS = { memoryKiB: 19_456, passes: 2, parallelism: 1, tagLength: 32, saltLength: 16 } as const;

interface Parsed {
  memoryKiB: number;
  passes: number;
  parallelism: number;
  salt: Buffer;
  hash: Buffer;
}

async function derive(password: string, salt: Buffer, params: { memoryKiB: number; passes: number; parallelism: number; tagLength: number }): Promise<Buffer> {
  return argon2Async('argon2id', {
    message: Buffer.from(password.normalize('NFKC'), 'utf8'),
    nonce: salt,
    parallelism: params.parallelism,
    tagLength: params.tagLength,
    memory: params.memoryKiB,
    passes: params.passes,
  });
}

const b64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '');

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(ARGON2_PARAMS.saltLength);
  const hash = await derive(password, salt, ARGON2_PARAMS);
  return `$argon2id$v=19$m=${ARGON2_PARAMS.memoryKiB},t=${ARGON2_PARAMS.passes},p=${ARGON2_PARAMS.parallelism}$${b64(salt)}$${b64(hash)}`;
}

function parse(phc: string): Parsed | null {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(phc);
  if (!match) return null;
  return {
    memoryKiB: Number(match[1]),
    passes: Number(match[2]),
    parallelism: Number(match[3]),
    salt: Buffer.from(match[4]!, 'base64'),
    hash: Buffer.from(match[5]!, 'base64'),
  };
}

export async function verifyPassword(password: string, phc: string): Promise<boolean> {
  const parsed = parse(phc);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, { ...parsed, tagLength: parsed.hash.length });
  return timingSafeEqual(candidate, parsed.hash);
}

/** A hash made with weaker parameters than today's should be replaced at the next login. */
export function needsRehash(phc: string): boolean {
  const parsed = parse(phc);
  return !parsed || parsed.memoryKiB < ARGON2_PARAMS.memoryKiB || parsed.passes < ARGON2_PARAMS.passes;
}

let dummyHash: Promise<string> | null = null;
/** Spend the same time on an unknown email as on a wrong password, so timing reveals nothing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummyHash);
}
