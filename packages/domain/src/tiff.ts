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
export function tiffPage(width: number, height: number, color: (x: number, y: number) => [number, number, number]): TiffPage {
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rgb.set(color(x, y), (y * width + x) * 3);
  }
  return { width, height, rgb };
}
