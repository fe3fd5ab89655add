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

/** Bytes per value of each field type the viewer's decoder (utif) reads; it skips any other type. */
const VALUE_BYTES: Readonly<Record<number, number>> = {
  1: 1,
  2: 1,
  3: 2,
  4: 4,
  5: 8,
  7: 1,
  8: 2,
  9: 4,
  10: 8,
  11: 4,
  12: 8,
};
/**
 * How many values utif reads from an entry's own 4-byte value field; with more it reads at the offset that field
 * holds. RATIONAL, SRATIONAL, FLOAT and DOUBLE it always reads at the offset (even one FLOAT, which TIFF puts inline).
 */
const INLINE_MAX: Readonly<Record<number, number>> = { 1: 4, 2: 4, 7: 4, 3: 2, 8: 2, 4: 1, 9: 1 };
/** Tags whose values utif follows to more directories: SubIFDs, the EXIF directory, DNG private data, MakerNote. */
const SUB_IFD = 330;
const EXIF_IFD = 34665;
const DNG_PRIVATE = 50740;
const MAKER_NOTE = 37500;
/** Directories inside directories (SubIFDs, EXIF, maker notes) go no deeper than this. */
const TIFF_MAX_DEPTH = 4;

class TiffRefused extends Error {}
const refuse = (reason: string): never => {
  throw new TiffRefused(reason);
};
const outside = () => refuse('The TIFF is damaged: a page lies outside the file');

/**
 * Walks every directory the viewer's decoder (utif's `decode`) reads, the way it reads it, so what is checked is what
 * the decoder will see: the chain of pages, and the directories their SubIFDs, EXIF, DNG private data and maker note
 * point to (a Nikon maker note holds a TIFF of its own, walked as one).
 */
class TiffWalk {
  private readonly view: DataView;
  private readonly seen = new Set<number>();
  /** The image pages of the main chain, in order: what the viewer shows. */
  readonly pages: Array<{ width: number; height: number }> = [];

  constructor(
    private readonly bytes: Uint8Array,
    private readonly le: boolean,
    private readonly maxPixels: number,
    private readonly counter: { directories: number },
    private readonly depth: number,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  private u16 = (at: number) => (at >= 0 && at + 2 <= this.bytes.length ? this.view.getUint16(at, this.le) : outside());
  private u32 = (at: number) => (at >= 0 && at + 4 <= this.bytes.length ? this.view.getUint32(at, this.le) : outside());

  /** The main chain from `first`, as utif's decode follows it. */
  chain(first: number): void {
    let ifd = first;
    for (;;) {
      const next = this.directory(ifd, this.depth, true);
      ifd = this.u32(next);
      if (ifd === 0) return;
    }
  }

  /** A directory another one points to (SubIFDs, EXIF, DNG private data, maker note). */
  private nested(ifd: number, depth: number): void {
    if (depth > TIFF_MAX_DEPTH) refuse('The TIFF is damaged: its directories nest too deep');
    this.directory(ifd, depth, false);
  }

  /** One directory: its entries, its size, the directories it points to; returns where its "next" offset is. */
  private directory(ifd: number, depth: number, page: boolean): number {
    if (this.seen.has(ifd)) refuse('The TIFF is damaged: its pages point back at each other');
    if (++this.counter.directories > TIFF_MAX_PAGES) refuse(`The TIFF has more than ${TIFF_MAX_PAGES} pages`);
    this.seen.add(ifd);
    if (ifd < 8) outside();
    const count = this.u16(ifd);
    const end = ifd + 2 + count * 12;
    if (end + (page ? 4 : 0) > this.bytes.length) outside();
    const widths: number[] = [];
    const heights: number[] = [];
    for (let k = 0; k < count; k++) {
      const at = ifd + 2 + k * 12;
      const tag = this.u16(at);
      const type = this.u16(at + 2);
      const num = this.u32(at + 4);
      const raw = this.u32(at + 8);
      const size = VALUE_BYTES[type];
      const sized = tag === 256 || tag === 257;
      const followed = tag === SUB_IFD || tag === EXIF_IFD || tag === DNG_PRIVATE || tag === MAKER_NOTE;
      if (size === undefined) {
        // utif reads no value of a type it does not know: the tag is then an empty list, no size at all.
        if (sized) refuse('The TIFF is damaged: a page size has a type the viewer cannot read');
        continue;
      }
      const start = num <= (INLINE_MAX[type] ?? 0) ? at + 8 : raw;
      // Every value utif reads must be in the file: a count of four billion would keep it reading for minutes.
      // One FLOAT (4 bytes) TIFF stores inline and utif reads at an offset: harmless garbage unless it is a size.
      if (num > 0 && start + num * size > this.bytes.length && (num * size > 4 || sized || followed)) outside();
      if (sized) (tag === 256 ? widths : heights).push(this.firstValue(type, start, num));
      if (tag === SUB_IFD || tag === EXIF_IFD) {
        if (type === 2) refuse('The TIFF is damaged: a directory offset is text');
        for (let j = 0; j < num; j++) {
          const off = this.read(type, start + j * size);
          if (!Number.isInteger(off)) outside();
          this.nested(off, depth + 1);
        }
      } else if (tag === DNG_PRIVATE) {
        // utif takes an offset from the first four values (as bytes) and follows it when a directory seems to start
        // there (fewer than 300 entries).
        const b = type === 2 ? [] : this.values(type, start, Math.min(num, 4));
        const byte = (i: number) => (Number.isFinite(b[i]) ? Math.trunc(b[i]!) : 0) & 0xff;
        const off = this.le
          ? (byte(0) | (byte(1) << 8) | (byte(2) << 16) | (byte(3) << 24)) >>> 0
          : ((byte(0) << 24) | (byte(1) << 16) | (byte(2) << 8) | byte(3)) >>> 0;
        if (off + 2 <= this.bytes.length && this.u16(off) < 300) this.nested(off, depth + 1);
      } else if (tag === MAKER_NOTE) {
        const bytewise = type === 1 || type === 7;
        const nikon = bytewise && num >= 5 && String.fromCharCode(...this.bytes.subarray(start, start + 5)) === 'Nikon';
        if (nikon) {
          // utif decodes what follows "Nikon" and 5 more bytes as a TIFF of its own (offsets start at 0 there).
          if (depth + 1 > TIFF_MAX_DEPTH) refuse('The TIFF is damaged: its directories nest too deep');
          const inner = this.bytes.slice(start + 10, start + num);
          if (inner.length < 8) outside();
          const innerLe = inner[0] === 0x49 && inner[1] === 0x49;
          new TiffWalk(inner, innerLe, this.maxPixels, this.counter, depth + 1).chain(
            new DataView(inner.buffer).getUint32(4, innerLe),
          );
        } else if (raw + 2 <= this.bytes.length && this.u16(raw) < 300) {
          // Otherwise utif reads a directory at the raw value field when one seems to start there.
          this.nested(raw, depth + 1);
        }
      }
    }
    if (widths.length || heights.length) {
      if (!widths.length || !heights.length) refuse('The TIFF is damaged: a page has no size');
      for (const v of [...widths, ...heights]) {
        if (!Number.isInteger(v) || v < 1) refuse('The TIFF is damaged: a page size is not a whole number of pixels');
      }
      // utif takes the last of a repeated tag: the largest of them is checked.
      const width = Math.max(...widths);
      const height = Math.max(...heights);
      if (width * height > this.maxPixels) {
        refuse(
          `A TIFF page of ${width} × ${height} pixels is too large to show (at most ${this.maxPixels / 1e6} megapixels)`,
        );
      }
      if (page) this.pages.push({ width, height });
    }
    return end;
  }

  /** The values of an entry as utif reads them (`num` of them, the caller has checked they lie in the file). */
  private values(type: number, start: number, num: number): number[] {
    const out: number[] = [];
    for (let j = 0; j < num; j++) out.push(this.read(type, start + j * VALUE_BYTES[type]!));
    return out;
  }

  /** One value of a numeric type at `at`. */
  private read(type: number, at: number): number {
    const v = this.view;
    const le = this.le;
    switch (type) {
      case 1:
      case 7:
        return v.getUint8(at);
      case 3:
        return v.getUint16(at, le);
      case 4:
        return v.getUint32(at, le);
      case 5:
        return v.getUint32(at, le) / v.getUint32(at + 4, le);
      case 8:
        return v.getInt16(at, le);
      case 9:
        return v.getInt32(at, le);
      case 10:
        return v.getInt32(at, le) / v.getInt32(at + 4, le);
      case 11:
        return v.getFloat32(at, le);
      case 12:
        return v.getFloat64(at, le);
      default:
        return NaN;
    }
  }

  /** The first value, which is what utif takes for a width or height; an ASCII one is a number to JavaScript. */
  private firstValue(type: number, start: number, num: number): number {
    if (num === 0) return NaN;
    if (type === 2) {
      // utif keeps ASCII text below 128 as a string, which arithmetic turns into a number ("20000" * 3).
      if (this.bytes[start]! >= 128) return this.bytes[start]!;
      return Number(String.fromCharCode(...this.bytes.subarray(start, start + num - 1)));
    }
    return this.read(type, start);
  }
}

/**
 * Checks a TIFF's structure before anyone decodes it, reading it as the viewer's decoder (utif) does: every directory
 * it reads (the pages, and the SubIFD, EXIF, DNG and maker note directories they point to), no directory reached twice
 * (a 186-byte file whose directory points to itself made the viewer loop until it ran out of memory), at most
 * TIFF_MAX_PAGES directories, every value the decoder reads inside the file, and each page's width and height, in
 * whichever of the types the decoder reads (SHORT, LONG, SSHORT, SLONG, RATIONAL, SRATIONAL, FLOAT, DOUBLE, even
 * ASCII), whole numbers whose product is at most `maxPixels` (a page of 20000 × 20000 stored as SLONG made the viewer
 * allocate 2 GB).
 */
export function checkTiff(bytes: Uint8Array, maxPixels = TIFF_MAX_PIXELS): TiffCheck {
  if (bytes.length < 8) return { ok: false, reason: 'The TIFF is cut short' };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const order = view.getUint16(0, false);
  if (order !== 0x4949 && order !== 0x4d4d) return { ok: false, reason: 'The file is not a TIFF' };
  const le = order === 0x4949;
  if (view.getUint16(2, le) !== 42) return { ok: false, reason: 'The file is not a baseline TIFF' };
  const first = view.getUint32(4, le);
  if (first === 0) return { ok: false, reason: 'The TIFF holds no image' };
  const walk = new TiffWalk(bytes, le, maxPixels, { directories: 0 }, 0);
  try {
    walk.chain(first);
  } catch (err) {
    if (err instanceof TiffRefused) return { ok: false, reason: err.message };
    throw err;
  }
  if (!walk.pages.length) return { ok: false, reason: 'The TIFF holds no image' };
  return { ok: true, pages: walk.pages };
}
