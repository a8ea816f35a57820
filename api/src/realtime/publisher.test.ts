import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createRealtimePublisher } from './publisher.ts';

type Answer = 'reset' | { status: number; body: unknown };

/** An HTTP server standing in for the realtime REST endpoint: answers each request with the next of `answers`. */
async function fakeEndpoint(answers: Answer[]) {
  const bodies: unknown[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const answer = answers.shift() ?? { status: 201, body: {} };
    if (answer === 'reset') {
      request.socket.destroy();
      return;
    }
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      bodies.push(JSON.parse(text));
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { port, bodies, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('realtime publisher', () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  async function publisherFor(answers: Answer[]) {
    const endpoint = await fakeEndpoint(answers);
    closers.push(endpoint.close);
    return { endpoint, publisher: createRealtimePublisher({ key: 'app.key:secret', endpoint: 'localhost', port: endpoint.port }) };
  }

  it('retries a publish whose connection was reset, with the same message id so it is delivered once', async () => {
    const { endpoint, publisher } = await publisherFor(['reset']);
    await publisher.publishPublic('public:sports.live', 'odds', { matchId: 7 });
    expect(endpoint.bodies).toHaveLength(1);
    const [sent] = endpoint.bodies as { id: string; name: string }[][];
    expect(sent![0]).toMatchObject({ name: 'odds', id: expect.stringMatching(/^[\w-]{16}:0$/) });

    const again = await publisherFor(['reset']);
    await again.publisher.publishToUser(5n, 'balance-updated', { newBalance: 10 });
    await again.publisher.publishToUser(5n, 'balance-updated', { newBalance: 11 });
    const ids = (again.endpoint.bodies as { id: string }[][]).map((messages) => messages[0]!.id);
    expect(new Set(ids).size).toBe(2);
  });

  it('sends the retry with the first attempt’s id when the server failed with a 5xx', async () => {
    const { endpoint, publisher } = await publisherFor([{ status: 503, body: { error: { code: 50300, statusCode: 503, message: 'busy' } } }]);
    await publisher.publishPublic('public:general', 'announcement', { text: 'oi' });
    const [first, second] = endpoint.bodies as { id: string }[][];
    expect(second![0]!.id).toBe(first![0]!.id);
  });

  it('does not retry a refusal (4xx) and gives up after one retry', async () => {
    const refused = await publisherFor([{ status: 401, body: { error: { code: 40160, statusCode: 401, message: 'not permitted' } } }]);
    await expect(refused.publisher.publishPublic('public:general', 'announcement', { text: 'oi' })).rejects.toMatchObject({ statusCode: 401 });
    expect(refused.endpoint.bodies).toHaveLength(1);

    const down = await publisherFor(['reset', 'reset']);
    await expect(down.publisher.publishPublic('public:general', 'announcement', { text: 'oi' })).rejects.toThrow();
  });
});
