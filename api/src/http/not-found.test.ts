import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let apiOnly: TestApp;
let withSite: TestApp;
beforeAll(async () => {
  [apiOnly, withSite] = await Promise.all([createTestApp(), createTestApp({ env: { SERVE_FRONTEND: 'true' } })]);
});
afterAll(async () => {
  await Promise.all([apiOnly.close(), withSite.close()]);
});

describe('a path nobody serves', () => {
  it('answers 404 in the caller’s language, whether or not the API also serves the site', async () => {
    for (const [t, url] of [
      [apiOnly, `${apiOnly.prefix}/no-such-call`],
      [withSite, `${withSite.prefix}/no-such-call`],
      [withSite, '/mfe/casino/9.9.9/remoteEntry.js'],
    ] as const) {
      const answer = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'tr' } });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json(), url).toMatchObject({ success: false, message_key: 'http.notFound', message: expect.not.stringMatching(/^not found$/) });
    }
  });
});
