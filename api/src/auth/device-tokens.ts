/**
 * Device tokens (OWASP's "device cookie"): a browser that has logged in to an account carries a
 * token bound to that account, and its wrong passwords are counted in a budget of its own. Strangers
 * guessing at an account exhaust the shared budget and are refused, while its owner, on a browser
 * the account has been used from, can still log in.
 *
 * A token is `<device id>.<issued at, s>.<HMAC of account, security stamp, device and time>`: nothing
 * is stored, and it is worth nothing for another account, past its lifetime, or once the account's
 * security stamp changed (a new password, 2FA turned on or off). It is issued only once a login is
 * complete (after the 2FA step where there is one), so a stolen password alone does not buy any.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The cookie carrying the token (HttpOnly, sent only to the API). */
export const DEVICE_COOKIE = 'palpite_device';
export const DEVICE_TOKEN_TTL_MS = 180 * 24 * 60 * 60_000;

const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

export interface DeviceTokens {
  /** A token for this account (as its security stamp stands) on this device, issued at `nowMs`. */
  issue(accountKey: string, securityStamp: string, deviceId: string, nowMs: number): string;
  /** The device id when `token` was issued for this account and stamp and has not expired, else null. */
  deviceOf(accountKey: string, securityStamp: string, token: string | null, nowMs: number): string | null;
}

export function createDeviceTokens(secretKey: string): DeviceTokens {
  // A key of its own, so a token can never pass for another of the secret key's signatures.
  const key = createHmac('sha256', secretKey).update('palpite.auth.device-token').digest();
  const tag = (accountKey: string, securityStamp: string, deviceId: string, issuedAtSeconds: string) =>
    createHmac('sha256', key)
      .update(JSON.stringify([accountKey, securityStamp, deviceId, issuedAtSeconds]))
      .digest();

  return {
    issue(accountKey, securityStamp, deviceId, nowMs) {
      const issuedAtSeconds = String(Math.floor(nowMs / 1000));
      return `${deviceId}.${issuedAtSeconds}.${tag(accountKey, securityStamp, deviceId, issuedAtSeconds).toString('base64url')}`;
    },
    deviceOf(accountKey, securityStamp, token, nowMs) {
      const [deviceId, issuedAtSeconds, signature, ...rest] = (token ?? '').split('.');
      if (deviceId === undefined || issuedAtSeconds === undefined || signature === undefined || rest.length > 0) return null;
      if (!DEVICE_ID.test(deviceId) || !/^\d{1,12}$/.test(issuedAtSeconds)) return null;
      const ageMs = nowMs - Number(issuedAtSeconds) * 1000;
      if (ageMs < 0 || ageMs > DEVICE_TOKEN_TTL_MS) return null;
      const expected = tag(accountKey, securityStamp, deviceId, issuedAtSeconds);
      const given = Buffer.from(signature, 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
    },
  };
}

/** The named cookie's value in a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return null;
}

/** The Set-Cookie header giving the browser its token, sent back to the API's paths only. */
export function deviceCookieHeader(token: string, apiPath: string, secure: boolean): string {
  const attributes = [`Path=${apiPath}`, `Max-Age=${DEVICE_TOKEN_TTL_MS / 1000}`, 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])];
  return [`${DEVICE_COOKIE}=${token}`, ...attributes].join('; ');
}
