/** A client seed is 1 to 64 characters (UTF-16 units) without control characters: the API's rule. Pure. */
export const CLIENT_SEED_MAX_LENGTH = 64;

// eslint-disable-next-line no-control-regex -- the rule is precisely about control characters
const CONTROL = /[\u0000-\u001f\u007f]/;

export function isValidClientSeed(value: string): boolean {
  return value.length >= 1 && value.length <= CLIENT_SEED_MAX_LENGTH && !CONTROL.test(value);
}
