import { describe, expect, it } from 'vitest';
import { cookieValue, createDeviceTokens, DEVICE_TOKEN_TTL_MS, deviceCookieHeader } from './device-tokens.ts';

const NOW_MS = Date.parse('2026-11-29T12:00:00Z');
const DEVICE = 'k3vQ9x2mP0aB7cD1eF4gH6';
const STAMP = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA\n';
const tokens = createDeviceTokens('test secret key');

describe('device tokens', () => {
  it('name their device for the account they were issued for, for 180 days', () => {
    const token = tokens.issue('ana@example.com', STAMP, DEVICE, NOW_MS);
    expect(tokens.deviceOf('ana@example.com', STAMP, token, NOW_MS)).toBe(DEVICE);
    expect(tokens.deviceOf('ana@example.com', STAMP, token, NOW_MS + DEVICE_TOKEN_TTL_MS)).toBe(DEVICE);
    expect(tokens.deviceOf('ana@example.com', STAMP, token, NOW_MS + DEVICE_TOKEN_TTL_MS + 1_000)).toBeNull();
  });

  it('are worth nothing for another account, once its security stamp changed, under another key, or altered', () => {
    const token = tokens.issue('ana@example.com', STAMP, DEVICE, NOW_MS);
    expect(tokens.deviceOf('bia@example.com', STAMP, token, NOW_MS)).toBeNull();
    expect(tokens.deviceOf('ana@example.com', `${STAMP}1764417600000`, token, NOW_MS)).toBeNull();
    expect(createDeviceTokens('another key').deviceOf('ana@example.com', STAMP, token, NOW_MS)).toBeNull();
    const [device, issuedAt, signature] = token.split('.') as [string, string, string];
    expect(tokens.deviceOf('ana@example.com', STAMP, `${device.replace('k', 'j')}.${issuedAt}.${signature}`, NOW_MS)).toBeNull();
    expect(tokens.deviceOf('ana@example.com', STAMP, `${device}.${Number(issuedAt) + 86_400}.${signature}`, NOW_MS + 86_400_000)).toBeNull();
    expect(tokens.deviceOf('ana@example.com', STAMP, `${device}.${issuedAt}.${signature.slice(1)}`, NOW_MS)).toBeNull();
  });

  it('refuses what is not a token, and one issued in the future', () => {
    for (const garbage of [null, '', 'x', 'a.b.c', `${DEVICE}.1.2.3`, `short.${NOW_MS / 1000}.abc`])
      expect(tokens.deviceOf('ana@example.com', STAMP, garbage, NOW_MS)).toBeNull();
    expect(tokens.deviceOf('ana@example.com', STAMP, tokens.issue('ana@example.com', STAMP, DEVICE, NOW_MS + 60_000), NOW_MS)).toBeNull();
  });
});

describe('the device cookie', () => {
  it('is read from a Cookie header among others', () => {
    expect(cookieValue('a=1; palpite_device=abc.1.xyz; b=2', 'palpite_device')).toBe('abc.1.xyz');
    expect(cookieValue('palpite_device_old=1', 'palpite_device')).toBeNull();
    expect(cookieValue(undefined, 'palpite_device')).toBeNull();
  });

  it('is HttpOnly, SameSite=Strict, sent only to the API, and Secure over HTTPS', () => {
    expect(deviceCookieHeader('t', '/api/palpite', false)).toBe('palpite_device=t; Path=/api/palpite; Max-Age=15552000; HttpOnly; SameSite=Strict');
    expect(deviceCookieHeader('t', '/api/palpite', true)).toMatch(/; Secure$/);
  });
});
