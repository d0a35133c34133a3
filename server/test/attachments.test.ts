import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { tinyPng } from './support/question-fixtures.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { GRADING_WORKERS: '0' } });
  await t.createUser('teacher-progc', 'Teacher', [t.ids.programming]);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function upload(bytes: Buffer, fileName = 'plot.png', username = 'teacher', courseId = t.ids.databases) {
  const session = await t.sessionFor(username);
  return t.app.inject({
    method: 'POST',
    url: `/api/courses/${courseId}/attachments?fileName=${encodeURIComponent(fileName)}`,
    payload: bytes,
    headers: { ...session.headers(), 'content-type': 'application/octet-stream' },
  });
}

async function download(attachmentId: number, username = 'teacher') {
  const session = await t.sessionFor(username);
  return t.app.inject({ method: 'GET', url: `/api/attachments/${attachmentId}`, headers: session.headers() });
}

const withHeader = (signature: number[], length = 64) => Buffer.concat([Buffer.from(signature), Buffer.alloc(length, 7)]);

describe('uploadAttachment', () => {
  test('a PNG is stored and returned with the markdown that shows it', async () => {
    const res = await upload(tinyPng, 'plot [v2].png');
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toEqual({
      id: expect.any(Number),
      fileName: 'plot [v2].png',
      mediaType: 'image/png',
      byteSize: tinyPng.length,
      markdown: `![plot \\[v2\\].png](attachment:${data.id})`,
    });
  });

  test.each([
    ['JPEG', [0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
    ['GIF', [...Buffer.from('GIF89a')], 'image/gif'],
    ['WebP', [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBPVP8 ')], 'image/webp'],
  ])('a %s file is recognised by its first bytes, whatever its name', async (_name, signature, mediaType) => {
    const res = await upload(withHeader(signature as number[]), 'named-wrongly.txt');
    expect(res.statusCode).toBe(201);
    expect(res.json().data.mediaType).toBe(mediaType);
  });

  test('an identical file of the course is reused; another course gets its own', async () => {
    const bytes = withHeader([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 100);
    const first = (await upload(bytes, 'a.png')).json().data;
    const again = await upload(bytes, 'b.png');
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(first.id);
    const elsewhere = (await upload(bytes, 'a.png', 'admin', t.ids.programming)).json().data;
    expect(elsewhere.id).not.toBe(first.id);
  });

  test.each([
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['HTML', Buffer.from('<!doctype html><html></html>')],
    ['a PDF', Buffer.from('%PDF-1.7\n')],
    ['an empty file', Buffer.alloc(0)],
  ])('%s is refused with 400 UNSUPPORTED_MEDIA_TYPE', async (_name, bytes) => {
    const res = await upload(bytes, 'picture.png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.stringContaining('PNG, JPEG, GIF and WebP') });
  });

  test('more than 5 MB is 413', async () => {
    const res = await upload(withHeader([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 5 * 1024 * 1024));
    expect(res.statusCode).toBe(413);
  });

  test('a JSON body is not a file', async () => {
    const session = await t.sessionFor('teacher');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/courses/${t.ids.databases}/attachments?fileName=x.png`,
      payload: { data: 'x' },
      headers: session.headers(),
    });
    expect(res.statusCode).toBe(415);
  });

  test('only staff of the course may upload', async () => {
    expect((await upload(tinyPng, 'x.png', 'teacher-progc')).statusCode).toBe(404);
    expect((await upload(tinyPng, 'x.png', 'admin', 999_999)).statusCode).toBe(404);
  });
});

describe('getAttachment', () => {
  test('the bytes with the stored type, inline, not sniffed, privately cached', async () => {
    const id = (await upload(tinyPng, 'dot.png')).json().data.id;
    const res = await download(id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(tinyPng)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=3600',
    });
  });

  // A student may load the images of their started exam instances (exam-taking.test.ts); no other.
  test('a teacher of another course, or a student whose exam does not show it, gets the 404 of an unknown id', async () => {
    const id = (await upload(tinyPng, 'dot.png')).json().data.id;
    const other = await download(id, 'teacher-progc');
    expect([other.statusCode, other.json()]).toEqual([404, (await download(999_999)).json()]);
    expect([(await download(id, 'student')).statusCode, (await download(id, 'student')).json()]).toEqual([404, (await download(999_999)).json()]);
    expect((await download(id, 'admin')).statusCode).toBe(200);
    expect((await download(999_999)).statusCode).toBe(404);
  });
});
