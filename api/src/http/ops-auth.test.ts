import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedUpPlayer } from '../testing/players.ts';
import { createOpsAccess } from './ops-auth.ts';

const ANA_TOKEN = 'ana-token-0123456789abcdefghij';
const BRUNO_TOKEN = 'bruno-token-0123456789abcdefghi';

describe('OPS_TOKENS configuration', () => {
  const production = { NODE_ENV: 'production', SECRET_KEY: 's'.repeat(40), ABLY_KEY: 'app.key:secret' };

  it('reads operators as name:token, tokens with any characters after the first colon', () => {
    const config = loadConfig({ OPS_TOKENS: `ana.ops : ${ANA_TOKEN}, bruno@palpite:${BRUNO_TOKEN}:=` });
    expect(config.opsOperators).toEqual([
      { actor: 'ana.ops', token: ANA_TOKEN },
      { actor: 'bruno@palpite', token: `${BRUNO_TOKEN}:=` },
    ]);
    expect(loadConfig({}).opsOperators).toEqual([]);
  });

  it.each([
    ['a short token', `ana:short`, "ana's token must be at least 24 characters"],
    ['no token', 'ana', "ana's token must be at least 24 characters"],
    ['a name with a space', `ana maria:${ANA_TOKEN}`, 'each entry is name:token'],
    ['a name twice', `ana:${ANA_TOKEN},ana:${BRUNO_TOKEN}`, 'an operator is named twice'],
    ['a shared token', `ana:${ANA_TOKEN},bruno:${ANA_TOKEN}`, 'two operators share a token'],
    ['a token no header can carry', `ana:${ANA_TOKEN}\u00e7`, "ana's token must be visible ASCII characters"],
  ])('refuses %s with a message naming the variable', (_case, value, message) => {
    expect(() => loadConfig({ OPS_TOKENS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ OPS_TOKENS: value })).toThrow(`OPS_TOKENS: ${message}`);
  });

  it("refuses an operator's token that is also the shared token", () => {
    expect(() => loadConfig({ OPS_TOKEN: ANA_TOKEN, OPS_TOKENS: `ana:${ANA_TOKEN}` })).toThrow('is the shared OPS_TOKEN');
  });

  it('production needs the shared token or operators of its own, and accepts operators alone', () => {
    expect(() => loadConfig(production)).toThrow('OPS_TOKEN or OPS_TOKENS is required in production');
    expect(loadConfig({ ...production, OPS_TOKENS: `ana:${ANA_TOKEN}` }).opsToken).toBeUndefined();
  });
});

describe('ops access', () => {
  it('tells operators from the shared token and refuses the rest, including an absent shared token', () => {
    const access = createOpsAccess({ sharedToken: 'shared-token-0123456789abcdef', operators: [{ actor: 'ana', token: ANA_TOKEN }] });
    expect(access.identify(ANA_TOKEN)).toEqual({ kind: 'operator', actor: 'ana' });
    expect(access.identify('shared-token-0123456789abcdef')).toEqual({ kind: 'shared' });
    expect(access.identify(BRUNO_TOKEN)).toBeNull();
    expect(access.identify('')).toBeNull();
    const operatorsOnly = createOpsAccess({ sharedToken: null, operators: [{ actor: 'ana', token: ANA_TOKEN }] });
    expect(operatorsOnly.identify('null')).toBeNull();
    expect(operatorsOnly.identify(ANA_TOKEN)).toEqual({ kind: 'operator', actor: 'ana' });
  });
});

describe('who the audit log names', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { OPS_TOKENS: `ana.ops:${ANA_TOKEN},bruno:${BRUNO_TOKEN}` } });
  });
  afterAll(async () => {
    await t.close();
  });

  const ban = (userId: number, token: string, claimedActor: string) =>
    t.app.inject({
      method: 'POST',
      url: `${t.prefix}/ops/users/${userId}/ban`,
      headers: { authorization: `Bearer ${token}`, 'x-ops-actor': claimedActor, 'accept-language': 'en' },
      payload: { reason: 'fraud' },
    });
  const auditedActors = async (userId: number) =>
    (await t.db.query<{ actor: string }>('SELECT actor FROM ops_audit_log WHERE subject = $1 ORDER BY id', [`user:${userId}`])).rows.map((row) => row.actor);

  it("an operator's own token names them, whoever X-Ops-Actor claims", async () => {
    const { id } = await signedUpPlayer(t);
    expect((await ban(id, ANA_TOKEN, 'bruno')).statusCode).toBe(200);
    expect(await auditedActors(id)).toEqual(['ana.ops']);
  });

  it('the shared token still lets the caller name itself (automation, the release CLI)', async () => {
    const { id } = await signedUpPlayer(t);
    expect((await ban(id, t.opsToken, 'release-bot')).statusCode).toBe(200);
    expect(await auditedActors(id)).toEqual(['release-bot']);
  });

  it('the shared token’s caller may be named in any language (percent-encoded UTF-8); a name that does not read is refused, not logged as "ops"', async () => {
    const { id } = await signedUpPlayer(t);
    expect((await ban(id, t.opsToken, encodeURIComponent('João Silva'))).statusCode).toBe(200);
    expect((await ban(id, t.opsToken, encodeURIComponent('ana+ops@palpite.com.br'))).statusCode).toBe(200);
    expect(await auditedActors(id)).toEqual(['João Silva', 'ana+ops@palpite.com.br']);
    for (const name of ['', '   ', '%E0%A4%A', 'x'.repeat(81), 'drop;table', '<b>']) {
      const refused = await ban(id, t.opsToken, name);
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json(), name).toMatchObject({ success: false, message_key: 'ops.actorInvalid' });
    }
    expect(await auditedActors(id)).toHaveLength(2);
  });

  it('the shared token cannot act in the name of an operator who has a token of their own', async () => {
    const { id } = await signedUpPlayer(t);
    for (const name of ['ana.ops', 'Ana.Ops', 'ana.ops ', ' ana.ops']) {
      const refused = await ban(id, t.opsToken, name);
      expect(refused.statusCode, name).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, message_key: 'ops.actorReserved' });
    }
    expect(await auditedActors(id)).toEqual([]);
  });

  it('an unknown token is refused and changes nothing', async () => {
    const { id } = await signedUpPlayer(t);
    const refused = await ban(id, `${ANA_TOKEN}x`, 'ana.ops');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ success: false, message_key: 'ops.unauthorized' });
    expect(await auditedActors(id)).toEqual([]);
    // In the caller's language, as every answer.
    const turkish = await t.app.inject({ method: 'GET', url: `${t.prefix}/ops/withdrawals`, headers: { 'accept-language': 'tr' } });
    expect(turkish.json()).toMatchObject({ message_key: 'ops.unauthorized', message: 'Geçerli bir operasyon belirteci gerekli.' });
    expect((await t.db.query('SELECT 1 FROM users WHERE id = $1 AND banned_at IS NOT NULL', [id])).rowCount).toBe(0);
  });
});
