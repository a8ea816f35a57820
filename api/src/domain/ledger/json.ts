/**
 * Metadata is stored as jsonb, which forgets key order; equality here ignores key order too, so
 * "same content" means the same thing in the model and in the database.
 */
import type { JsonValue, Metadata } from './types.ts';

/** Serialised metadata larger than this is refused: it is context, not a document store. */
export const MAX_METADATA_CHARS = 8_192;
const MAX_DEPTH = 8;

/** Deep equality of JSON values, ignoring object key order. */
export function sameJson(a: JsonValue, b: JsonValue): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameJson(item, b[index] as JsonValue));
  }
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key] as JsonValue, b[key] as JsonValue));
}

/** Why `value` cannot be stored as metadata, or null when it can. */
export function metadataProblem(value: unknown): string | null {
  if (!isPlainObject(value)) return 'must be a JSON object';
  const problem = jsonProblem(value, 0);
  if (problem) return problem;
  return JSON.stringify(value).length > MAX_METADATA_CHARS ? `must serialise to at most ${MAX_METADATA_CHARS} characters` : null;
}

/** A deep copy, so later changes to the caller's object cannot alter what the ledger recorded. */
export function copyMetadata(metadata: Metadata): Metadata {
  return JSON.parse(JSON.stringify(metadata)) as Metadata;
}

function jsonProblem(value: unknown, depth: number): string | null {
  if (depth > MAX_DEPTH) return `must nest at most ${MAX_DEPTH} levels`;
  if (value === null || typeof value === 'boolean') return null;
  // PostgreSQL text cannot hold NUL, so jsonb would reject it later with a less helpful error.
  if (typeof value === 'string') return value.includes('\u0000') ? 'must not contain NUL characters' : null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : 'numbers must be finite';
  if (Array.isArray(value)) return firstProblem(value, depth);
  if (isPlainObject(value)) {
    if (Object.keys(value).some((key) => key.includes('\u0000'))) return 'keys must not contain NUL characters';
    return firstProblem(Object.values(value), depth);
  }
  return 'must contain only JSON values';
}

function firstProblem(values: unknown[], depth: number): string | null {
  for (const item of values) {
    const problem = jsonProblem(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
