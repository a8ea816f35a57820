import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { asPlayer, DESKTOP_CHROME, login, newPlayer, type PlayerInput } from '../../testing/players.ts';
import { detectImageType, inspectImage, MAX_IMAGE_SIDE, SMALLEST_IMAGE_BYTES } from './image-check.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

let registrations = 0;

/** Registers (each from an address of its own: sign-ups are limited per address) and logs in a player. */
async function signedUpPlayer(testApp: TestApp, overrides: Partial<PlayerInput> = {}) {
  const player = newPlayer(overrides);
  registrations += 1;
  const address = `198.51.100.${registrations}`;
  const registered = await testApp.app.inject({
    method: 'POST',
    url: `${testApp.prefix}/register`,
    headers: { 'user-agent': DESKTOP_CHROME },
    remoteAddress: address,
    payload: { ...player, password_confirmation: player.password, registration_code: '' },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.statusCode} ${registered.body}`);
  const token = await login(testApp, player, DESKTOP_CHROME, address);
  const me = await testApp.app.inject({ method: 'GET', url: `${testApp.prefix}/user`, headers: asPlayer(token) });
  return { player, token, id: (me.json() as { user: { id: number } }).user.id };
}

/** A PNG chunk: its length, type, data and the CRC of type and data. */
const chunk = (type: string, data: Buffer) => {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
};
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A real PNG (8-bit RGB) declaring `width`×`height`; its image data is one grey row, enough for the checks. */
function png(width = 2, height = 2) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(Math.min(height, 4) * (1 + Math.min(width, 4) * 3), 0x80);
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}
const PNG = png();

/** A marker segment: FF, its code, a 2-byte length (itself included) and its bytes. */
const segment = (code: number, body: Buffer) => Buffer.concat([Buffer.from([0xff, code, (body.length + 2) >> 8, (body.length + 2) & 0xff]), body]);
const EOI = Buffer.from([0xff, 0xd9]);
/** A phone's EXIF block carries a thumbnail: a whole JPEG, with its own end-of-image marker. */
const EXIF = segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0'), Buffer.from([0xff, 0xd8]), Buffer.alloc(20, 3), EOI]));
/** A baseline frame header (SOF0): precision, height, width, one component. */
const frame = (width: number, height: number, code = 0xc0) =>
  segment(code, Buffer.from([8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]));
const SCAN_HEADER = segment(0xda, Buffer.alloc(6, 1));
const jpeg = (width = 640, height = 480, code = 0xc0) =>
  Buffer.concat([Buffer.from([0xff, 0xd8]), segment(0xe0, Buffer.alloc(14, 7)), EXIF, frame(width, height, code), SCAN_HEADER, Buffer.alloc(100, 7), EOI]);
const JPEG = jpeg();

interface FilePart {
  name: string;
  type: string;
  content: Buffer;
  /** The form field's name, `file` unless told. */
  field?: string;
  /** The Content-Disposition parameters naming the file, `filename="<name>"` unless told. */
  filenameParam?: string;
}

const BOUNDARY = '----palpite-test-boundary';

function multipart(fields: Record<string, string>, file?: FilePart) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    const disposition = `form-data; name="${file.field ?? 'file'}"; ${file.filenameParam ?? `filename="${file.name}"`}`;
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

const post = (token: string, headers: Record<string, string>, payload: Buffer, language = 'en') =>
  t.app.inject({ method: 'POST', url: `${t.prefix}/user/documents`, headers: { ...asPlayer(token), ...headers, 'accept-language': language }, payload });

const upload = (token: string, kind: string, file?: FilePart) => {
  const body = multipart({ kind }, file);
  return post(token, body.headers, body.payload);
};
const ops = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${t.prefix}${url}`, headers: { authorization: `Bearer ${t.opsToken}`, ...headers } });
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

  it('names the key of its “sent for review” notice, as an error answer does, so the page can say it in another language', async () => {
    const { token } = await signedUpPlayer(t);
    const body = multipart({ kind: 'identity' }, { name: 'rg.png', type: 'image/png', content: PNG });
    const response = await post(token, body.headers, body.payload, 'pt-BR');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message_key: 'documents.uploaded',
      message: 'Documento enviado. Analisamos documentos em até 72 horas.',
    });
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

  it('tells an empty file, one too small to be an image and a damaged image apart: each 422 with its own message, nothing stored', async () => {
    const { token, id } = await signedUpPlayer(t);
    const cases: [Buffer, string, string, string, string][] = [
      [Buffer.alloc(0), 'documents.emptyFile', 'The file is empty. Choose the photo or scan again.', 'O arquivo está vazio.', 'Dosya boş.'],
      [
        Buffer.from('abc'),
        'documents.tooSmall',
        'The file is too small to be a photo or scan. If it is kept in the cloud, download it to this device first, then choose it again.',
        'O arquivo é pequeno demais',
        'olamayacak kadar küçük',
      ],
      [
        PNG.subarray(0, PNG.length - 5),
        'documents.unreadableImage',
        'The image could not be read: the file is damaged or incomplete. Take the photo again or choose another file.',
        'Não foi possível ler a imagem',
        'Görüntü okunamadı',
      ],
      [
        JPEG.subarray(0, 40),
        'documents.unreadableImage',
        'The image could not be read: the file is damaged or incomplete. Take the photo again or choose another file.',
        'Não foi possível ler a imagem',
        'Görüntü okunamadı',
      ],
    ];
    for (const [content, key, english, portuguese, turkish] of cases) {
      const body = multipart({ kind: 'identity' }, { name: 'rg.png', type: 'image/png', content });
      const refused = await post(token, body.headers, body.payload);
      expect(refused.statusCode, key).toBe(422);
      expect(refused.json()).toMatchObject({ message_key: key, message: english, errors: { file: [english] } });
      expect((await post(token, body.headers, body.payload, 'pt-BR')).json().message).toContain(portuguese);
      expect((await post(token, body.headers, body.payload, 'tr')).json().message).toContain(turkish);
    }
    expect(existsSync(join(t.config.uploadsDir, String(id))) ? readdirSync(join(t.config.uploadsDir, String(id))) : []).toHaveLength(0);
    expect((await t.db.query('SELECT 1 FROM identity_documents WHERE user_id = $1', [id])).rows).toHaveLength(0);
  });

  it('answers a tiny file sent with a second one 422 (one file at a time), and a form with more fields than it has 400: never “too large”', async () => {
    const { token } = await signedUpPlayer(t);
    const tiny = { name: 'a.png', type: 'image/png', content: Buffer.from('abc') };
    const single = multipart({ kind: 'identity' }, tiny);
    const filePart = single.payload.subarray(single.payload.indexOf(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"`));
    const twoFiles = Buffer.concat([single.payload.subarray(0, single.payload.length - `--${BOUNDARY}--\r\n`.length), filePart]);
    const second = await post(token, single.headers, twoFiles);
    expect(second.statusCode).toBe(422);
    expect(second.json()).toMatchObject({
      message_key: 'documents.oneFileOnly',
      message: 'Send one file at a time.',
      errors: { file: ['Send one file at a time.'] },
    });
    const manyFields = multipart({ kind: 'identity', a: '1', b: '2', c: '3', d: '4', e: '5' }, tiny);
    const fields = await post(token, manyFields.headers, manyFields.payload);
    expect(fields.statusCode).toBe(400);
    expect(fields.json().message_key).toBe('documents.malformedUpload');
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

  it('walks a PNG chunk by chunk to its end', () => {
    expect(inspectImage(PNG)).toEqual({ type: 'image/png', width: 2, height: 2 });
    // A signature and an IHDR followed by anything used to pass.
    expect(detectImageType(Buffer.concat([PNG_SIGNATURE, Buffer.from([0, 0, 0, 13]), Buffer.from('IHDR'), Buffer.alloc(40, 1)]))).toBeNull();
    // Cut off before its end chunk, or in the middle of one.
    expect(detectImageType(PNG.subarray(0, PNG.length - 12))).toBeNull();
    expect(detectImageType(PNG.subarray(0, PNG.length - 30))).toBeNull();
    // Bytes after the end chunk.
    expect(detectImageType(Buffer.concat([PNG, Buffer.from('<script>alert(1)</script>')]))).toBeNull();
    // A chunk claiming more bytes than the file has.
    const overlong = Buffer.from(PNG);
    overlong.writeUInt32BE(0x7fffffff, 8 + 25);
    expect(detectImageType(overlong)).toBeNull();
    // A damaged chunk (its CRC does not match), no image data, IHDR not first.
    const damaged = Buffer.from(PNG);
    damaged.writeUInt8(damaged.readUInt8(17) ^ 0xff, 17);
    expect(detectImageType(damaged)).toBeNull();
    const ihdr = PNG.subarray(8, 8 + 25);
    const end = PNG.subarray(PNG.length - 12);
    expect(detectImageType(Buffer.concat([PNG_SIGNATURE, ihdr, end]))).toBeNull();
    expect(detectImageType(Buffer.concat([PNG_SIGNATURE, chunk('tEXt', Buffer.from('a\0b')), PNG.subarray(8)]))).toBeNull();
    expect(detectImageType(png(0, 10))).toBeNull();
  });

  it('takes a JPEG as small as SMALLEST_IMAGE_BYTES, and none of its shorter beginnings', () => {
    const smallest = Buffer.concat([Buffer.from([0xff, 0xd8]), frame(1, 1).subarray(0, 9), Buffer.from([0xff, 0xda, 0x00, 0x02]), EOI]);
    smallest.writeUInt16BE(7, 4);
    expect(smallest).toHaveLength(SMALLEST_IMAGE_BYTES);
    expect(inspectImage(smallest)).toEqual({ type: 'image/jpeg', width: 1, height: 1 });
    for (let length = 0; length < SMALLEST_IMAGE_BYTES; length++) expect(inspectImage(smallest.subarray(0, length)), String(length)).toBeNull();
  });

  it("reads a JPEG's size from its frame header, which it must have", () => {
    expect(inspectImage(JPEG)).toEqual({ type: 'image/jpeg', width: 640, height: 480 });
    expect(inspectImage(jpeg(1200, 1600, 0xc2))).toEqual({ type: 'image/jpeg', width: 1200, height: 1600 });
    const noFrame = Buffer.concat([Buffer.from([0xff, 0xd8]), segment(0xe0, Buffer.alloc(14, 7)), SCAN_HEADER, Buffer.alloc(100, 7), EOI]);
    expect(detectImageType(noFrame)).toBeNull();
    expect(detectImageType(jpeg(0, 480))).toBeNull();
  });

  it("refuses images larger than the reviewer can open, in the player's language", async () => {
    const { token } = await signedUpPlayer(t);
    // A few kilobytes declaring 60000×60000: a decompression bomb for whoever opens it.
    for (const content of [png(60000, 60000), png(MAX_IMAGE_SIDE + 1, 10), jpeg(10, MAX_IMAGE_SIDE + 1)]) {
      const response = await upload(token, 'identity', { name: 'huge', type: 'image/png', content });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        message_key: 'documents.imageTooLarge',
        errors: { file: [`The image is too large: at most ${MAX_IMAGE_SIDE} pixels per side.`] },
      });
    }
    const body = multipart({ kind: 'identity' }, { name: 'huge.png', type: 'image/png', content: png(MAX_IMAGE_SIDE + 1, 10) });
    expect((await post(token, body.headers, body.payload, 'pt-BR')).json().message).toBe(
      `A imagem é grande demais: no máximo ${MAX_IMAGE_SIDE} pixels por lado.`,
    );
    expect((await upload(token, 'identity', { name: 'ok.png', type: 'image/png', content: png(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE) })).statusCode).toBe(201);
  });

  it("stores no text for a rejection without a reason: the player's view shows its own translated default", async () => {
    const { token } = await signedUpPlayer(t);
    const first = (await upload(token, 'identity', { name: 'a.png', type: 'image/png', content: PNG })).json().document;
    expect((await review(first.id, 'rejected')).json().document).toMatchObject({ status: 'rejected', rejection_reason: null });
    const second = (await upload(token, 'identity', { name: 'b.png', type: 'image/png', content: PNG })).json().document;
    expect((await review(second.id, 'rejected', '   ')).json().document).toMatchObject({ status: 'rejected', rejection_reason: null });
    const list = await t.app.inject({ method: 'GET', url: `${t.prefix}/user/documents`, headers: asPlayer(token) });
    expect(list.json().documents.map((document: { rejection_reason: string | null }) => document.rejection_reason)).toEqual([null, null]);
  });

  it('refuses a reason with a direction override or a control character: 400, the document still pending', async () => {
    const { token } = await signedUpPlayer(t);
    const document = (await upload(token, 'identity', { name: 'a.png', type: 'image/png', content: PNG })).json().document;
    // Shown to the player on the verification page, the override would make the reason read as something else.
    for (const reason of ['Foto \u202Eadaçoref', 'Foto \u2067borrada\u2069', 'Foto\u001b[31m borrada']) {
      const refused = await review(document.id, 'rejected', reason);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.reason).toEqual(['Este valor não é válido.']);
    }
    const list = await t.app.inject({ method: 'GET', url: `${t.prefix}/user/documents`, headers: asPlayer(token) });
    expect(list.json().documents).toMatchObject([{ id: document.id, status: 'pending', rejection_reason: null }]);

    // A reason may still run to a second line.
    const rejected = await review(document.id, 'rejected', 'Foto borrada.\nEnvie outra, com boa luz.');
    expect(rejected.json().document).toMatchObject({ status: 'rejected', rejection_reason: 'Foto borrada.\nEnvie outra, com boa luz.' });
  });
});

/** The document notifications a player received, with the count of their realtime events. */
async function reviewNotices(userId: number) {
  const rows = await t.db.query<{ translation_key: string; translation_params: Record<string, string>; message: string }>(
    `SELECT translation_key, translation_params, message FROM notifications WHERE user_id = $1 AND translation_key LIKE 'notifications.document%' ORDER BY id`,
    [userId],
  );
  const events = await t.db.query<{ count: string }>(`SELECT count(*) AS count FROM account_events WHERE user_id = $1 AND name = 'new-notification'`, [userId]);
  return {
    notices: rows.rows.map((row) => ({ key: row.translation_key, params: row.translation_params, message: row.message })),
    events: Number(events.rows[0]!.count),
  };
}

describe('the player hears of the review', () => {
  it('an approval notifies the player once, naming the document, on their realtime channel', async () => {
    const { token, id } = await signedUpPlayer(t);
    const document = (await upload(token, 'identity', { name: 'a.png', type: 'image/png', content: PNG })).json().document;
    expect((await reviewNotices(id)).notices).toEqual([]);
    expect((await review(document.id, 'approved')).statusCode).toBe(200);
    expect(await reviewNotices(id)).toEqual({
      notices: [
        {
          key: 'notifications.documentApproved',
          params: { context: 'identity' },
          message: 'Seu documento de identidade foi aprovado: sua identidade está verificada.',
        },
      ],
      events: 1,
    });
  });

  it('a rejection notifies the player once with the reason, or without one when none was given', async () => {
    const { token, id } = await signedUpPlayer(t);
    const address = (await upload(token, 'address', { name: 'a.png', type: 'image/png', content: PNG })).json().document;
    expect((await review(address.id, 'rejected', 'Foto borrada.')).statusCode).toBe(200);
    const payment = (await upload(token, 'payment', { name: 'b.png', type: 'image/png', content: PNG })).json().document;
    expect((await review(payment.id, 'rejected')).statusCode).toBe(200);
    expect(await reviewNotices(id)).toEqual({
      notices: [
        {
          key: 'notifications.documentRejected',
          params: { context: 'address', reason: 'Foto borrada.' },
          message: 'Seu comprovante de endereço foi recusado; você pode enviar outro em Minha conta → Verificação. Motivo: Foto borrada.',
        },
        {
          key: 'notifications.documentRejected',
          params: { context: 'payment_noReason' },
          message: 'Seu comprovante de pagamento foi recusado; você pode enviar outro em Minha conta → Verificação.',
        },
      ],
      events: 2,
    });
    const bell = await t.app.inject({ method: 'GET', url: `${t.prefix}/user/notifications`, headers: asPlayer(token) });
    expect(bell.statusCode).toBe(200);
    expect(JSON.stringify(bell.json())).toContain('notifications.documentRejected');
  });

  it('a refused review (already reviewed, unknown document) notifies no one', async () => {
    const { token, id } = await signedUpPlayer(t);
    const document = (await upload(token, 'identity', { name: 'a.png', type: 'image/png', content: PNG })).json().document;
    expect((await review(document.id, 'rejected', 'Foto borrada.')).statusCode).toBe(200);
    expect((await review(document.id, 'approved')).statusCode).toBe(409);
    expect((await review(document.id, 'rejected', 'De novo.')).statusCode).toBe(409);
    expect((await review(999_999_999, 'approved')).statusCode).toBe(404);
    const { notices, events } = await reviewNotices(id);
    expect(notices.map((notice) => notice.key)).toEqual(['notifications.documentRejected']);
    expect(events).toBe(1);
  });
});

describe('ops see the document they review', () => {
  it('lists a pending document with its player and a link to its file, and audits the read', async () => {
    const { token, id: userId } = await signedUpPlayer(t, { first_name: 'Joana', last_name: 'Pereira' });
    const document = (await upload(token, 'identity', { name: 'rg.png', type: 'image/png', content: PNG })).json().document;
    const response = await ops('/ops/documents', { 'x-ops-actor': 'maria' });
    expect(response.statusCode).toBe(200);
    // The queue shows the oldest 100; ops also see how many wait in all.
    const waiting = await t.db.query<{ count: string }>("SELECT count(*) FROM identity_documents WHERE status = 'pending'");
    expect(response.json().pending_total).toBe(Number(waiting.rows[0]!.count));
    expect(response.json().pending_total).toBeGreaterThan(0);
    const listed = response.json().documents.find((row: { id: number }) => row.id === document.id);
    expect(listed).toMatchObject({
      kind: 'identity',
      status: 'pending',
      mime_type: 'image/png',
      file_name: 'rg.png',
      user_id: userId,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      file_url: `${t.prefix}/ops/documents/${document.id}/file`,
      user: { id: userId, first_name: 'Joana', last_name: 'Pereira', email: expect.stringContaining('@example.com') },
    });
    const audit = await t.db.query<{ actor: string; detail: { ids: string[] } }>(
      "SELECT actor, detail FROM ops_audit_log WHERE action = 'document.list' ORDER BY id DESC LIMIT 1",
    );
    expect(audit.rows[0]).toMatchObject({ actor: 'maria' });
    expect(audit.rows[0]!.detail.ids).toContain(String(document.id));
    expect((await t.app.inject({ method: 'GET', url: `${t.prefix}/ops/documents`, headers: asPlayer(token) })).statusCode).toBe(401);
  });

  it('streams the stored file to ops only, as what it is, never cached or sniffed, and audits it', async () => {
    const { token, id: userId } = await signedUpPlayer(t);
    const pngDocument = (await upload(token, 'identity', { name: 'rg"; x=.png', type: 'image/png', content: PNG })).json().document;
    const jpegDocument = (await upload(token, 'address', { name: 'conta.jpg', type: 'image/jpeg', content: JPEG })).json().document;
    const response = await ops(`/ops/documents/${pngDocument.id}/file`, { 'x-ops-actor': 'maria' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PNG)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'content-disposition': `inline; filename="document-${pngDocument.id}.png"`,
    });
    const asJpeg = await ops(`/ops/documents/${jpegDocument.id}/file`);
    expect(asJpeg.headers['content-type']).toBe('image/jpeg');
    expect(asJpeg.headers['content-disposition']).toBe(`inline; filename="document-${jpegDocument.id}.jpg"`);
    expect(asJpeg.rawPayload.equals(JPEG)).toBe(true);
    const audit = await t.db.query<{ actor: string; detail: Record<string, string> }>(
      "SELECT actor, detail FROM ops_audit_log WHERE action = 'document.file.view' AND subject = $1",
      [`document:${pngDocument.id}`],
    );
    expect(audit.rows).toEqual([{ actor: 'maria', detail: { user_id: String(userId), kind: 'identity' } }]);
    const asPlayerResponse = await t.app.inject({ method: 'GET', url: `${t.prefix}/ops/documents/${pngDocument.id}/file`, headers: asPlayer(token) });
    expect(asPlayerResponse.statusCode).toBe(401);
    expect(asPlayerResponse.rawPayload.includes(PNG.subarray(0, 8))).toBe(false);
  });

  it('answers 404 for an unknown document or a missing file, and reads nothing outside the uploads', async () => {
    const unknown = await ops('/ops/documents/999999999/file', { 'accept-language': 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message_key: 'documents.notFound', message: 'Document not found.' });
    expect((await ops('/ops/documents/abc/file')).statusCode).toBe(400);
    expect((await ops('/ops/documents/..%2F..%2Fetc%2Fpasswd/file')).statusCode).toBe(400);

    const { token, id: userId } = await signedUpPlayer(t);
    const document = (await upload(token, 'identity', { name: 'a.png', type: 'image/png', content: PNG })).json().document;
    // A storage key that leads anywhere else (a tampered or corrupted row) is not followed.
    for (const key of ['../../../../../../etc/passwd', '/etc/passwd', `${userId}/../../secret.png`, `${userId}/sub/${randomUUID()}.png`]) {
      await t.db.query('UPDATE identity_documents SET storage_key = $2 WHERE id = $1', [document.id, key]);
      const response = await ops(`/ops/documents/${document.id}/file`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('root:');
    }
    const other = (await upload(token, 'address', { name: 'b.png', type: 'image/png', content: PNG })).json().document;
    rmSync(join(t.config.uploadsDir, String(userId)), { recursive: true, force: true });
    expect((await ops(`/ops/documents/${other.id}/file`)).statusCode).toBe(404);
    const audited = await t.db.query("SELECT 1 FROM ops_audit_log WHERE action = 'document.file.view' AND subject IN ($1, $2)", [
      `document:${document.id}`,
      `document:${other.id}`,
    ]);
    expect(audited.rows).toHaveLength(0);
  });
});

describe('uploads that go wrong', () => {
  it('serialises concurrent uploads of one kind: one is stored, the others are told it is pending', async () => {
    // Several rounds: the first requests on a fresh pool tend to arrive one after another.
    for (let round = 0; round < 3; round += 1) {
      const { token, id: userId } = await signedUpPlayer(t);
      const responses = await Promise.all(Array.from({ length: 8 }, () => upload(token, 'identity', { name: 'a.png', type: 'image/png', content: PNG })));
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
      for (const response of responses.filter((r) => r.statusCode === 409)) expect(response.json().message_key).toBe('documents.alreadyPending');
      const rows = await t.db.query('SELECT 1 FROM identity_documents WHERE user_id = $1', [userId]);
      expect(rows.rows).toHaveLength(1);
      expect(readdirSync(join(t.config.uploadsDir, String(userId)))).toHaveLength(1);
    }
  });

  it('answers malformed multipart with a translated 400', async () => {
    const { token } = await signedUpPlayer(t);
    const whole = multipart({ kind: 'identity' }, { name: 'a.png', type: 'image/png', content: PNG });
    const cases: [Record<string, string>, Buffer][] = [
      [{ 'content-type': 'multipart/form-data' }, whole.payload],
      [whole.headers, whole.payload.subarray(0, whole.payload.length - PNG.length / 2)],
      [whole.headers, Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nidentity`)],
    ];
    for (const [headers, payload] of cases) {
      const response = await post(token, headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message_key: 'documents.malformedUpload',
        message: 'The upload could not be read. Choose the file and send it again.',
      });
    }
    const inPortuguese = await post(token, { 'content-type': 'multipart/form-data' }, whole.payload, 'pt-BR');
    expect(inPortuguese.json().message).toBe('Não foi possível ler o envio. Escolha o arquivo e envie novamente.');
    const inTurkish = await post(token, { 'content-type': 'multipart/form-data' }, whole.payload, 'tr');
    expect(inTurkish.json().message).toBe('Yükleme okunamadı. Dosyayı seçip yeniden gönderin.');
  });

  it('strips control characters from the file name', async () => {
    const { token } = await signedUpPlayer(t);
    const named = await upload(token, 'identity', {
      name: '',
      type: 'image/png',
      content: PNG,
      filenameParam: "filename*=utf-8''a%00b%09%1F%7F%C2%85%E2%80%AEc.png",
    });
    expect(named.statusCode).toBe(201);
    expect(named.json().document.file_name).toBe('abc.png');
    const nameless = await upload(token, 'address', { name: '', type: 'image/png', content: PNG, filenameParam: "filename*=utf-8''%00%01%02" });
    expect(nameless.statusCode).toBe(201);
    expect(nameless.json().document.file_name).toBeNull();
  });

  it('reads and discards a file sent under another field name instead of hanging', { timeout: 20_000 }, async () => {
    const { token } = await signedUpPlayer(t);
    const big = Buffer.concat([PNG, Buffer.alloc(512 * 1024, 7)]);
    const response = await upload(token, 'identity', { name: 'a.png', type: 'image/png', content: big, field: 'document' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message_key).toBe('documents.missingFile');
  });
});
