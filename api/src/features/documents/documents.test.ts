import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { asPlayer, signedUpPlayer } from '../../testing/players.ts';
import { detectImageType } from './image-check.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.from('IHDR'), Buffer.alloc(40, 1)]);
/** A marker segment: FF, its code, a 2-byte length (itself included) and its bytes. */
const segment = (code: number, body: Buffer) => Buffer.concat([Buffer.from([0xff, code, (body.length + 2) >> 8, (body.length + 2) & 0xff]), body]);
const EOI = Buffer.from([0xff, 0xd9]);
/** A phone's EXIF block carries a thumbnail: a whole JPEG, with its own end-of-image marker. */
const EXIF = segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0'), Buffer.from([0xff, 0xd8]), Buffer.alloc(20, 3), EOI]));
const SCAN_HEADER = segment(0xda, Buffer.alloc(6, 1));
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8]), segment(0xe0, Buffer.alloc(14, 7)), EXIF, SCAN_HEADER, Buffer.alloc(100, 7), EOI]);

function multipart(fields: Record<string, string>, file?: { name: string; type: string; content: Buffer }) {
  const boundary = '----palpite-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (token: string, kind: string, file?: { name: string; type: string; content: Buffer }) => {
  const body = multipart({ kind }, file);
  return t.app.inject({
    method: 'POST',
    url: `${t.prefix}/user/documents`,
    headers: { ...asPlayer(token), ...body.headers, 'accept-language': 'en' },
    payload: body.payload,
  });
};
const review = (id: number, decision: 'approved' | 'rejected', reason?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${t.prefix}/ops/documents/${id}/review`,
    headers: { authorization: `Bearer ${t.opsToken}` },
    payload: { decision, reason },
  });

describe('identity verification documents', () => {
  it('accepts a PNG or JPEG, stores it outside the web root, pending review', async () => {
    const { token, id } = await signedUpPlayer(t);
    const response = await upload(token, 'identity', { name: 'rg.png', type: 'image/png', content: PNG });
    expect(response.statusCode).toBe(201);
    expect(response.json().document).toMatchObject({ kind: 'identity', status: 'pending', mime_type: 'image/png' });
    expect(readdirSync(join(t.config.uploadsDir, String(id)))).toHaveLength(1);
    expect(t.config.uploadsDir.startsWith(t.config.mfeDir)).toBe(false);
    expect((await upload(token, 'address', { name: 'conta.jpg', type: 'image/jpeg', content: JPEG })).statusCode).toBe(201);
  });

  it('judges by content, not by name: a renamed text file is refused', async () => {
    const { token, id } = await signedUpPlayer(t);
    const response = await upload(token, 'identity', { name: 'passport.png', type: 'image/png', content: Buffer.from('this is not an image at all') });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file[0]).toBe('Upload a JPEG or PNG image.');
    expect(existsSync(join(t.config.uploadsDir, String(id))) ? readdirSync(join(t.config.uploadsDir, String(id))) : []).toHaveLength(0);
  });

  it('refuses files over 2 MB', async () => {
    const { token } = await signedUpPlayer(t);
    const big = Buffer.concat([JPEG.subarray(0, 4), Buffer.alloc(2 * 1024 * 1024 + 10), Buffer.from([0xff, 0xd9])]);
    const response = await upload(token, 'identity', { name: 'big.jpg', type: 'image/jpeg', content: big });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The file is larger than 2 MB.');
  });

  it('needs a known kind and a file', async () => {
    const { token } = await signedUpPlayer(t);
    expect((await upload(token, 'selfie', { name: 'a.png', type: 'image/png', content: PNG })).statusCode).toBe(400);
    expect((await upload(token, 'identity')).statusCode).toBe(422);
  });

  it('goes pending → rejected → re-upload → approved, and approval verifies the identity', async () => {
    const { token } = await signedUpPlayer(t);
    const first = (await upload(token, 'identity', { name: 'a.png', type: 'image/png', content: PNG })).json().document;
    expect((await upload(token, 'identity', { name: 'b.png', type: 'image/png', content: PNG })).json().message_key).toBe('documents.alreadyPending');
    expect((await review(first.id, 'rejected', 'blurred photo')).json().document).toMatchObject({ status: 'rejected', rejection_reason: 'blurred photo' });
    expect((await review(first.id, 'approved')).statusCode).toBe(409);

    const second = (await upload(token, 'identity', { name: 'c.png', type: 'image/png', content: PNG })).json().document;
    expect((await review(second.id, 'approved')).statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: `${t.prefix}/user`, headers: asPlayer(token) });
    expect(me.json().user.identity_verified).toBe(true);
    const list = await t.app.inject({ method: 'GET', url: `${t.prefix}/user/documents`, headers: asPlayer(token) });
    expect(list.json().documents.map((document: { status: string }) => document.status)).toEqual(['approved', 'rejected']);
    expect((await upload(token, 'identity', { name: 'd.png', type: 'image/png', content: PNG })).json().message_key).toBe('documents.alreadyApproved');
  });

  it('shows a player only their own documents; review needs the ops token', async () => {
    const alice = await signedUpPlayer(t);
    const bob = await signedUpPlayer(t);
    const document = (await upload(alice.token, 'payment', { name: 'card.png', type: 'image/png', content: PNG })).json().document;
    const bobs = await t.app.inject({ method: 'GET', url: `${t.prefix}/user/documents`, headers: asPlayer(bob.token) });
    expect(bobs.json().documents).toEqual([]);
    const asBob = await t.app.inject({
      method: 'POST',
      url: `${t.prefix}/ops/documents/${document.id}/review`,
      headers: asPlayer(bob.token),
      payload: { decision: 'approved' },
    });
    expect(asBob.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${t.prefix}/user/documents` })).statusCode).toBe(401);
  });

  it('recognises real image signatures', () => {
    expect(detectImageType(PNG)).toBe('image/png');
    expect(detectImageType(JPEG)).toBe('image/jpeg');
    expect(detectImageType(Buffer.from('GIF89a'))).toBeNull();
    expect(detectImageType(JPEG.subarray(0, 50))).toBeNull();
    // A phone's photo with data after its end-of-image marker (a motion photo's video) is a JPEG.
    expect(detectImageType(Buffer.concat([JPEG, Buffer.from('....ftypmp42'), Buffer.alloc(4096, 1)]))).toBe('image/jpeg');
    // Cut off in its image data: the thumbnail's end-of-image marker in the EXIF block does not count.
    expect(detectImageType(JPEG.subarray(0, JPEG.length - 40))).toBeNull();
  });
});
