import { describe, expect, it } from 'vitest';
import { checkTiff, encodeTiff, tiffPage, TIFF_MAX_PIXELS } from './tiff';
import { sniffDocumentType } from './documents';

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
