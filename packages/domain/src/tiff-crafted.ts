import { encodeTiff, tiffPage } from './tiff';

/**
 * Hostile TIFFs for the tests of the upload check (checkTiff), the upload routes and the viewer: not part of the
 * package's index, imported as `@lab/domain/tiff-crafted`.
 */

/** The numeric field types the viewer's decoder (utif) reads, and ASCII, which it hands on as text. */
export const TIFF_FIELD_TYPES = [
  ['SHORT', 3],
  ['LONG', 4],
  ['SSHORT', 8],
  ['SLONG', 9],
  ['RATIONAL', 5],
  ['SRATIONAL', 10],
  ['FLOAT', 11],
  ['DOUBLE', 12],
  ['ASCII', 2],
] as const;

export type TiffFieldType = (typeof TIFF_FIELD_TYPES)[number][1];

/** How many values of the type utif reads from the entry itself; more, and always for 5, 10, 11, 12, at the offset. */
const INLINE: Partial<Record<TiffFieldType, number>> = { 2: 4, 3: 2, 8: 2, 4: 1, 9: 1 };

/**
 * A two-page TIFF (the first page 1 × 1) whose second page's width and height are both `value`, written as the field
 * `type`: inline when utif reads it there, else in a block appended to the file (a RATIONAL as 2·value / 2, an
 * SRATIONAL as −2·value / −2, ASCII as the decimal text). 20000 makes a file of about 1.3 kB that asks the viewer
 * for 20000 × 20000 pixels.
 */
export function tiffSizedAs(type: TiffFieldType, value: number): Uint8Array {
  const base = encodeTiff([tiffPage(1, 1, () => [0, 0, 0]), tiffPage(1, 1, () => [0, 0, 0])]);
  const b = new Uint8Array(base.length + 64);
  b.set(base);
  const v = new DataView(b.buffer);
  const first = v.getUint32(4, true);
  const second = v.getUint32(first + 2 + v.getUint16(first, true) * 12, true);
  for (let k = 0; k < v.getUint16(second, true); k++) {
    const at = second + 2 + k * 12;
    const tag = v.getUint16(at, true);
    if (tag !== 256 && tag !== 257) continue;
    const text = `${value}\u0000`;
    const count = type === 2 ? text.length : 1;
    const block = base.length + (tag === 256 ? 0 : 32);
    const dest = count <= (INLINE[type] ?? 0) ? at + 8 : block;
    v.setUint16(at + 2, type, true);
    v.setUint32(at + 4, count, true);
    v.setUint32(at + 8, dest === block ? block : 0, true);
    if (type === 2) [...text].forEach((c, i) => v.setUint8(dest + i, c.charCodeAt(0)));
    if (type === 3) v.setUint16(dest, value, true);
    if (type === 4) v.setUint32(dest, value, true);
    if (type === 8) v.setInt16(dest, value, true);
    if (type === 9) v.setInt32(dest, value, true);
    if (type === 5) {
      v.setUint32(dest, value * 2, true);
      v.setUint32(dest + 4, 2, true);
    }
    if (type === 10) {
      v.setInt32(dest, -value * 2, true);
      v.setInt32(dest + 4, -2, true);
    }
    if (type === 11) v.setFloat32(dest, value, true);
    if (type === 12) v.setFloat64(dest, value, true);
  }
  return b;
}
