/**
 * A minimal baseline TIFF writer: uncompressed 8-bit RGB, one strip per page, little-endian, any number of
 * pages. Enough for demo documents and tests; real scans come from the lab's scanners.
 */
export interface TiffPage {
  width: number;
  height: number;
  /** width × height × 3 bytes, row by row. */
  rgb: Uint8Array;
}

const TAGS = 10;
const IFD_BYTES = 2 + TAGS * 12 + 4;

export function encodeTiff(pages: readonly TiffPage[]): Uint8Array {
  if (!pages.length) throw new Error('a TIFF needs at least one page');
  // Layout: header, then per page its IFD, its BitsPerSample values (3 × 2 bytes) and its pixels.
  const sizes = pages.map((p) => {
    if (p.rgb.length !== p.width * p.height * 3) throw new Error('rgb must hold width × height × 3 bytes');
    return IFD_BYTES + 6 + p.rgb.length + (p.rgb.length % 2); // keep the next IFD on a word boundary
  });
  const out = new Uint8Array(8 + sizes.reduce((a, b) => a + b, 0));
  const view = new DataView(out.buffer);
  out.set([0x49, 0x49, 0x2a, 0x00]);
  let ifd = 8;
  view.setUint32(4, ifd, true);
  pages.forEach((p, i) => {
    const bits = ifd + IFD_BYTES;
    const pixels = bits + 6;
    const entries: [tag: number, type: number, count: number, value: number][] = [
      [256, 4, 1, p.width], // ImageWidth
      [257, 4, 1, p.height], // ImageLength
      [258, 3, 3, bits], // BitsPerSample 8,8,8 (stored after the IFD)
      [259, 3, 1, 1], // Compression: none
      [262, 3, 1, 2], // PhotometricInterpretation: RGB
      [273, 4, 1, pixels], // StripOffsets
      [277, 3, 1, 3], // SamplesPerPixel
      [278, 4, 1, p.height], // RowsPerStrip
      [279, 4, 1, p.rgb.length], // StripByteCounts
      [284, 3, 1, 1], // PlanarConfiguration: chunky
    ];
    view.setUint16(ifd, TAGS, true);
    entries.forEach(([tag, type, count, value], k) => {
      const at = ifd + 2 + k * 12;
      view.setUint16(at, tag, true);
      view.setUint16(at + 2, type, true);
      view.setUint32(at + 4, count, true);
      if (type === 3 && count === 1) view.setUint16(at + 8, value, true);
      else view.setUint32(at + 8, value, true);
    });
    const next = ifd + sizes[i]!;
    view.setUint32(ifd + 2 + TAGS * 12, i < pages.length - 1 ? next : 0, true);
    for (let s = 0; s < 3; s++) view.setUint16(bits + s * 2, 8, true);
    out.set(p.rgb, pixels);
    ifd = next;
  });
  return out;
}

/** A page filled by a function of the pixel position, e.g. a test pattern. */
export function tiffPage(
  width: number,
  height: number,
  color: (x: number, y: number) => [number, number, number],
): TiffPage {
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rgb.set(color(x, y), (y * width + x) * 3);
  }
  return { width, height, rgb };
}

/** The most pixels one TIFF page may have to be shown (decoded as RGBA in a browser tab: 100 MP ≈ 400 MB). */
export const TIFF_MAX_PIXELS = 100_000_000;
/** More pages than any scan the lab keeps; also bounds the walk of a hostile file. */
export const TIFF_MAX_PAGES = 1000;

export type TiffCheck = { ok: true; pages: Array<{ width: number; height: number }> } | { ok: false; reason: string };

/**
 * Checks a TIFF's structure before anyone decodes it: every directory inside the file, no directory reached twice
 * (a 186-byte file whose directory points to itself made the viewer loop until it ran out of memory), at most
 * TIFF_MAX_PAGES pages, and each image page with a width and height whose product is at most `maxPixels`.
 */
export function checkTiff(bytes: Uint8Array, maxPixels = TIFF_MAX_PIXELS): TiffCheck {
  if (bytes.length < 8) return { ok: false, reason: 'The TIFF is cut short' };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const order = view.getUint16(0, false);
  if (order !== 0x4949 && order !== 0x4d4d) return { ok: false, reason: 'The file is not a TIFF' };
  const le = order === 0x4949;
  if (view.getUint16(2, le) !== 42) return { ok: false, reason: 'The file is not a baseline TIFF' };
  const seen = new Set<number>();
  const pages: Array<{ width: number; height: number }> = [];
  let ifd = view.getUint32(4, le);
  if (ifd === 0) return { ok: false, reason: 'The TIFF holds no image' };
  while (ifd !== 0) {
    if (seen.has(ifd)) return { ok: false, reason: 'The TIFF is damaged: its pages point back at each other' };
    if (seen.size >= TIFF_MAX_PAGES) return { ok: false, reason: `The TIFF has more than ${TIFF_MAX_PAGES} pages` };
    seen.add(ifd);
    if (ifd < 8 || ifd + 2 > bytes.length)
      return { ok: false, reason: 'The TIFF is damaged: a page lies outside the file' };
    const count = view.getUint16(ifd, le);
    const end = ifd + 2 + count * 12;
    if (end + 4 > bytes.length) return { ok: false, reason: 'The TIFF is damaged: a page lies outside the file' };
    let width = 0;
    let height = 0;
    for (let k = 0; k < count; k++) {
      const at = ifd + 2 + k * 12;
      const tag = view.getUint16(at, le);
      if (tag !== 256 && tag !== 257) continue;
      const type = view.getUint16(at + 2, le);
      const value = type === 3 ? view.getUint16(at + 8, le) : type === 4 ? view.getUint32(at + 8, le) : 0;
      if (tag === 256) width = value;
      else height = value;
    }
    if (width > 0 || height > 0) {
      if (!width || !height) return { ok: false, reason: 'The TIFF is damaged: a page has no size' };
      if (width * height > maxPixels) {
        return {
          ok: false,
          reason: `A TIFF page of ${width} × ${height} pixels is too large to show (at most ${maxPixels / 1e6} megapixels)`,
        };
      }
      pages.push({ width, height });
    }
    ifd = view.getUint32(end, le);
  }
  if (!pages.length) return { ok: false, reason: 'The TIFF holds no image' };
  return { ok: true, pages };
}
