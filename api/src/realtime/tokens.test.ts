import { describe, expect, it } from 'vitest';
import { parseCapability } from './capabilities.ts';
import { signAblyJwt, verifyAblyJwt } from './jwt.ts';
import { parseAblyKey } from './keys.ts';
import { mintPlayerToken, mintVisitorToken, sessionRevocationKey } from './tokens.ts';

const key = { keyName: 'appId.keyId', keySecret: 'the-secret' };
const at = Date.UTC(2030, 0, 1, 12, 0, 0);
const decode = (segment: string | undefined) => JSON.parse(Buffer.from(segment ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

describe('Ably JWT minting', () => {
  it('mints a player token Ably accepts: kid, iat/exp in seconds, capability as a JSON string, clientId', () => {
    const details = mintPlayerToken(key, 42n, 3600, { now: () => at });
    const [header, claims] = details.token.split('.');
    expect(decode(header)).toEqual({ typ: 'JWT', alg: 'HS256', kid: 'appId.keyId' });
    expect(decode(claims)).toEqual({
      iat: at / 1000,
      exp: at / 1000 + 3600,
      'x-ably-capability': '{"public:*":["subscribe"],"private:user.42":["subscribe"]}',
      'x-ably-clientId': '42',
    });
    expect(details).toMatchObject({ keyName: 'appId.keyId', issued: at, expires: at + 3_600_000, clientId: '42', expires_in: 3600 });
    expect(parseCapability(details.capability)).toEqual({ 'public:*': ['subscribe'], 'private:user.42': ['subscribe'] });
  });

  it('names the player’s session as the token’s revocation key, so ending the session can revoke it', () => {
    const details = mintPlayerToken(key, 42n, 600, { sessionId: 9n, now: () => at });
    expect(decode(details.token.split('.')[1])).toMatchObject({ 'x-ably-clientId': '42', 'x-ably-revocation-key': sessionRevocationKey(9n) });
    expect(verifyAblyJwt(details.token, key, at)).toMatchObject({ ok: true, claims: { 'x-ably-revocation-key': 'session.9' } });
  });

  it('mints an anonymous visitor token for the public channels only', () => {
    const details = mintVisitorToken(key, 600, () => at);
    expect(details.clientId).toBeUndefined();
    expect(decode(details.token.split('.')[1])).not.toHaveProperty('x-ably-clientId');
    expect(details.capability).toBe('{"public:*":["subscribe"]}');
  });

  it('verifies its own tokens and rejects expired, forged, foreign and unsigned ones', () => {
    const { token } = mintPlayerToken(key, 1, 60, { now: () => at });
    expect(verifyAblyJwt(token, key, at + 1_000)).toMatchObject({ ok: true, claims: { 'x-ably-clientId': '1' } });
    expect(verifyAblyJwt(token, key, at + 60_000)).toMatchObject({ ok: false, reason: 'expired' });
    expect(verifyAblyJwt(token, { ...key, keySecret: 'other' }, at)).toMatchObject({ ok: false, reason: 'signature' });
    expect(verifyAblyJwt(token, { ...key, keyName: 'appId.other' }, at)).toMatchObject({ ok: false, reason: 'signature' });
    const [header, claims] = token.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...decode(claims), 'x-ably-clientId': '2' })).toString('base64url')}.${token.split('.')[2]}`;
    expect(verifyAblyJwt(tampered, key, at)).toMatchObject({ ok: false, reason: 'signature' });
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', kid: key.keyName })).toString('base64url')}.${claims}.`;
    expect(verifyAblyJwt(none, key, at)).toMatchObject({ ok: false, reason: 'malformed' });
    expect(verifyAblyJwt('not-a-jwt', key, at)).toMatchObject({ ok: false, reason: 'malformed' });
    const objectCapability = signAblyJwt({ iat: 1, exp: 2e9, 'x-ably-capability': {} as unknown as string }, key);
    expect(verifyAblyJwt(objectCapability, key, at)).toMatchObject({ ok: false, reason: 'malformed' });
  });

  it('reads ABLY_KEY as appId.keyId:secret', () => {
    expect(parseAblyKey('app.key:s3cr:et')).toEqual({ keyName: 'app.key', keySecret: 's3cr:et' });
    expect(() => parseAblyKey('no-secret')).toThrow(/appId.keyId:secret/);
  });
});
