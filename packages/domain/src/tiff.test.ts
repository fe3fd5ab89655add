import { describe, expect, it } from 'vitest';
import { checkTiff, encodeTiff, tiffPage, TIFF_MAX_PIXELS } from './tiff';
import { sniffDocumentType } from './documents';
import { TIFF_FIELD_TYPES, tiffSizedAs as sizedAs } from './tiff-crafted';

const u16 = (b: Uint8Array, at: number) => new DataView(b.buffer, b.byteOffset).getUint16(at, true);
const u32 = (b: Uint8Array, at: number) => new DataView(b.buffer, b.byteOffset).getUint32(at, true);

/** Reads a tag of the IFD at `ifd` (the value field of a one-value entry). */
function tag(b: Uint8Array, ifd: number, id: number): number | undefined {
  for (let k = 0; k < u16(b, ifd); k++) {
    const at = ifd + 2 + k * 12;
    if (u16(b, at) === id) return u16(b, at + 2) === 3 && u32(b, at + 4) === 1 ? u16(b, at + 8) : u32(b, at + 8);
  }
  return undefined;
}

describe('encodeTiff', () => {
  it('writes a little-endian TIFF the upload accepts', () => {
    const tiff = encodeTiff([tiffPage(2, 2, () => [1, 2, 3])]);
    expect(sniffDocumentType(tiff.subarray(0, 16))).toBe('image/tiff');
  });

  it('chains the pages and puts each page’s pixels where its strip offset says', () => {
    const red = tiffPage(3, 2, () => [255, 0, 0]);
    const blue = tiffPage(5, 1, (x) => [0, 0, x * 10]);
    const tiff = encodeTiff([red, blue]);
    const first = u32(tiff, 4);
    expect(tag(tiff, first, 256)).toBe(3);
    expect(tag(tiff, first, 257)).toBe(2);
    const second = u32(tiff, first + 2 + u16(tiff, first) * 12);
    expect(second % 2).toBe(0);
    expect(tag(tiff, second, 256)).toBe(5);
    expect(u32(tiff, second + 2 + u16(tiff, second) * 12)).toBe(0);
    const strip = tag(tiff, second, 273)!;
    expect([...tiff.subarray(strip, strip + tag(tiff, second, 279)!)]).toEqual([...blue.rgb]);
    expect([...tiff.subarray(tag(tiff, first, 273)!, tag(tiff, first, 273)! + 3)]).toEqual([255, 0, 0]);
  });

  it('refuses pixels that do not fit the size', () => {
    expect(() => encodeTiff([{ width: 2, height: 2, rgb: new Uint8Array(5) }])).toThrow();
    expect(() => encodeTiff([])).toThrow();
  });
});

/** A one-page TIFF whose directory's "next" points back at itself, as in the attack (186 bytes). */
function selfLoopTiff(): Uint8Array {
  const b = encodeTiff([tiffPage(2, 2, () => [9, 9, 9])]);
  const ifd = u32(b, 4);
  new DataView(b.buffer).setUint32(ifd + 2 + u16(b, ifd) * 12, ifd, true);
  return b;
}

describe('checkTiff', () => {
  it('accepts what encodeTiff writes, page by page', () => {
    const b = encodeTiff([tiffPage(3, 2, () => [1, 2, 3]), tiffPage(4, 5, () => [4, 5, 6])]);
    expect(checkTiff(b)).toEqual({
      ok: true,
      pages: [
        { width: 3, height: 2 },
        { width: 4, height: 5 },
      ],
    });
  });

  it('refuses a directory that points to itself or back to an earlier page', () => {
    const loop = selfLoopTiff();
    expect(loop.length).toBeLessThan(200);
    expect(checkTiff(loop)).toMatchObject({ ok: false, reason: expect.stringMatching(/point back/) });
    const two = encodeTiff([tiffPage(1, 1, () => [0, 0, 0]), tiffPage(1, 1, () => [0, 0, 0])]);
    const first = u32(two, 4);
    const second = u32(two, first + 2 + u16(two, first) * 12);
    new DataView(two.buffer).setUint32(second + 2 + u16(two, second) * 12, first, true);
    expect(checkTiff(two).ok).toBe(false);
  });

  it('refuses a page that claims more pixels than can be shown, and directories outside the file', () => {
    const b = encodeTiff([tiffPage(2, 2, () => [0, 0, 0])]);
    const ifd = u32(b, 4);
    const v = new DataView(b.buffer);
    for (let k = 0; k < u16(b, ifd); k++) {
      const at = ifd + 2 + k * 12;
      if (u16(b, at) === 256 || u16(b, at) === 257) v.setUint32(at + 8, 16000, true);
    }
    expect(16000 * 16000).toBeGreaterThan(TIFF_MAX_PIXELS);
    expect(checkTiff(b)).toMatchObject({ ok: false, reason: expect.stringMatching(/16000 × 16000/) });
    const outside = encodeTiff([tiffPage(1, 1, () => [0, 0, 0])]);
    new DataView(outside.buffer).setUint32(4, 1_000_000, true);
    expect(checkTiff(outside).ok).toBe(false);
    expect(checkTiff(Uint8Array.from([0x49, 0x49, 0x2a, 0x00])).ok).toBe(false);
  });
});

describe('checkTiff reads a page size in every type the viewer’s decoder reads', () => {
  const TYPES = TIFF_FIELD_TYPES;

  it.each(TYPES)('takes a small second page stored as %s', (_name, type) => {
    expect(checkTiff(sizedAs(type, 30))).toEqual({
      ok: true,
      pages: [
        { width: 1, height: 1 },
        { width: 30, height: 30 },
      ],
    });
  });

  it.each(TYPES)('refuses a second page of 20000 × 20000 stored as %s', (_name, type) => {
    // SSHORT holds at most 32767: 20000 fits.
    expect(checkTiff(sizedAs(type, 20000))).toEqual({
      ok: false,
      reason: 'A TIFF page of 20000 × 20000 pixels is too large to show (at most 100 megapixels)',
    });
  });

  it('refuses sizes that are not whole numbers of pixels: negative, fractional, a zero denominator', () => {
    expect(checkTiff(sizedAs(9, -5))).toMatchObject({ ok: false, reason: expect.stringMatching(/whole number/) });
    expect(checkTiff(sizedAs(11, 20.5))).toMatchObject({ ok: false, reason: expect.stringMatching(/whole number/) });
    const zero = sizedAs(5, 10);
    const first = u32(zero, 4);
    const second = u32(zero, first + 2 + u16(zero, first) * 12);
    const entry = second + 2 + 0 * 12; // ImageWidth is the first entry
    expect(u16(zero, entry)).toBe(256);
    new DataView(zero.buffer).setUint32(u32(zero, entry + 8) + 4, 0, true);
    expect(checkTiff(zero)).toMatchObject({ ok: false, reason: expect.stringMatching(/whole number/) });
  });

  it('checks the largest of a size repeated in a page (the decoder takes the last)', () => {
    const b = sizedAs(3, 30);
    // PlanarConfiguration (the last entry) becomes a second ImageWidth, LONG 20000; ImageLength becomes 20000.
    const first = u32(b, 4);
    const second = u32(b, first + 2 + u16(b, first) * 12);
    const last = second + 2 + (u16(b, second) - 1) * 12;
    const v = new DataView(b.buffer);
    v.setUint16(last, 256, true);
    v.setUint16(last + 2, 4, true);
    v.setUint32(last + 4, 1, true);
    v.setUint32(last + 8, 20000, true);
    v.setUint16(second + 2 + 1 * 12 + 8, 20000, true);
    expect(checkTiff(b)).toMatchObject({ ok: false, reason: expect.stringMatching(/20000 × 20000/) });
  });

  it('refuses a field whose values would lie outside the file (a count that keeps the decoder reading)', () => {
    const b = encodeTiff([tiffPage(1, 1, () => [0, 0, 0])]);
    const ifd = u32(b, 4);
    // BitsPerSample (third entry): four billion SHORTs.
    new DataView(b.buffer).setUint32(ifd + 2 + 2 * 12 + 4, 0xffffffff, true);
    expect(checkTiff(b)).toMatchObject({ ok: false, reason: expect.stringMatching(/outside the file/) });
  });

  /** A one-page TIFF (2 × 2) whose last entry becomes `tag` = LONG `value`, with room for a directory after it. */
  function pointing(tag: number, build: (b: Uint8Array, v: DataView, room: number) => number): Uint8Array {
    const base = encodeTiff([tiffPage(2, 2, () => [0, 0, 0])]);
    const b = new Uint8Array(base.length + 80);
    b.set(base);
    const v = new DataView(b.buffer);
    const ifd = u32(b, 4);
    const last = ifd + 2 + (u16(b, ifd) - 1) * 12;
    const value = build(b, v, base.length);
    v.setUint16(last, tag, true);
    v.setUint16(last + 2, 4, true);
    v.setUint32(last + 4, 1, true);
    v.setUint32(last + 8, value, true);
    return b;
  }
  /** A two-entry directory at `at`: ImageWidth and ImageLength, both LONG `size`. */
  function sizeDirectory(v: DataView, at: number, size: number) {
    v.setUint16(at, 2, true);
    [256, 257].forEach((tag, k) => {
      v.setUint16(at + 2 + k * 12, tag, true);
      v.setUint16(at + 4 + k * 12, 4, true);
      v.setUint32(at + 6 + k * 12, 1, true);
      v.setUint32(at + 10 + k * 12, size, true);
    });
  }

  it('checks the directories a page points to: SubIFDs and EXIF', () => {
    for (const tag of [330, 34665]) {
      const small = pointing(tag, (_b, v, room) => (sizeDirectory(v, room, 8), room));
      expect(checkTiff(small)).toEqual({ ok: true, pages: [{ width: 2, height: 2 }] });
      const huge = pointing(tag, (_b, v, room) => (sizeDirectory(v, room, 20000), room));
      expect(checkTiff(huge)).toMatchObject({ ok: false, reason: expect.stringMatching(/20000 × 20000/) });
      const back = pointing(tag, (b) => u32(b, 4));
      expect(checkTiff(back)).toMatchObject({ ok: false, reason: expect.stringMatching(/point back/) });
    }
  });
});
