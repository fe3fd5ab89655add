import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeTiff, tiffPage } from '@lab/domain';
import { TIFF_FIELD_TYPES, tiffSizedAs } from '@lab/domain/tiff-crafted';
import { patients } from '../src/db/schema/index';
import { createTestApp, type TestContext } from './helper';
import { multipart, MULTIPART_HEADERS } from './multipart';

/** Uploads and downloads hold against hostile files and names. */
let t: TestContext;
let patientId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [p] = await t.database.db.select({ id: patients.id }).from(patients).limit(1);
  patientId = p!.id;
});
afterAll(() => t.close());

const upload = (fields: Record<string, string | number>, name: string, data: Buffer | Uint8Array) =>
  t.as('admin', {
    method: 'POST',
    url: '/api/documents',
    headers: MULTIPART_HEADERS,
    payload: multipart({ category: 'other', patientId, ...fields }, { field: 'file', name, data: Buffer.from(data) }),
  });

const view = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);
function patchTiff(edit: (b: Uint8Array, ifd: number, entries: number) => void): Uint8Array {
  const b = encodeTiff([tiffPage(2, 2, () => [7, 7, 7])]);
  const ifd = view(b).getUint32(4, true);
  edit(b, ifd, view(b).getUint16(ifd, true));
  return b;
}

describe('TIFF uploads are checked before anyone decodes them', () => {
  it('refuses a TIFF whose directory points to itself', async () => {
    const loop = patchTiff((b, ifd, n) => view(b).setUint32(ifd + 2 + n * 12, ifd, true));
    const res = await upload({ title: 'Loop' }, 'loop.tif', loop);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.file).toMatch(/point back/);
  });

  it('refuses a TIFF that claims 16000 × 16000 pixels', async () => {
    const huge = patchTiff((b, ifd, n) => {
      for (let k = 0; k < n; k++) {
        const at = ifd + 2 + k * 12;
        const tag = view(b).getUint16(at, true);
        if (tag === 256 || tag === 257) view(b).setUint32(at + 8, 16000, true);
      }
    });
    const res = await upload({ title: 'Huge' }, 'huge.tif', huge);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.file).toMatch(/too large to show/);
  });

  it.each(TIFF_FIELD_TYPES)(
    'refuses a second page of 20000 × 20000 whose size is stored as %s, in a document and a mail attachment',
    async (name, type) => {
      const huge = tiffSizedAs(type, 20000);
      const res = await upload({ title: `Huge ${name}` }, 'huge.tif', huge);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields.file).toMatch(/20000 × 20000 pixels is too large to show/);
      const mail = await t.as('staff', {
        method: 'POST',
        url: '/api/email/attachments',
        headers: MULTIPART_HEADERS,
        payload: multipart({}, { field: 'file', name: 'huge.tif', data: Buffer.from(huge) }),
      });
      expect(mail.statusCode, mail.body).toBe(400);
      expect(mail.json().fields.file).toMatch(/too large to show/);
      // The same file with a small second page is taken: the type itself is not what is refused.
      const small = await upload({ title: `Small ${name}` }, 'small.tif', tiffSizedAs(type, 30));
      expect(small.statusCode, small.body).toBe(201);
    },
  );

  it('still takes a sound TIFF', async () => {
    const res = await upload({ title: 'Sound slide' }, 'slide.tif', encodeTiff([tiffPage(4, 4, () => [1, 2, 3])]));
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('upload fields and download names', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

  it('refuses a NUL character in the title or the file name, naming the field', async () => {
    const title = await upload({ title: 'a\u0000b' }, 'a.pdf', PDF);
    expect(title.statusCode).toBe(400);
    expect(title.json().fields).toHaveProperty('title');
    const name = await upload({ title: 'Named' }, 'a\u0000b.pdf', PDF);
    expect(name.statusCode).toBe(400);
    expect(name.json().fields).toHaveProperty('file');
  });

  it('saves a download under a safe name with the extension of the stored type', async () => {
    const res = await upload({ title: 'Invoice' }, 'invoice\u202Efdp.exe', PDF);
    expect(res.statusCode, res.body).toBe(201);
    const file = await t.as('admin', { url: `/api/documents/${res.json().id as number}/file?download=1` });
    expect(file.statusCode).toBe(200);
    const disposition = String(file.headers['content-disposition']);
    expect(disposition).toContain('filename="invoicefdp.pdf"');
    expect(disposition).not.toMatch(/%E2%80%AE|\.exe/i);
  });
});
