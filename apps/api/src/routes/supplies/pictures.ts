import { crc32, deflateSync } from 'node:zlib';

/**
 * Product pictures drawn in code (docs/supplies.md#pictures): a small rasteriser (rounded rectangles, ellipses,
 * polygons, 3×3 supersampled) and a PNG encoder over node:zlib, so the catalogue ships with recognisable pictures
 * and no image files or new packages. An item without an uploaded picture is drawn from its kind and colour.
 */

export const PICTURE_KINDS = [
  'jar',
  'vial',
  'slide',
  'cassette',
  'bag',
  'form',
  'box',
  'swab',
  'cup',
  'glove',
  'tube',
  'label',
] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];

type Rgb = readonly [number, number, number];
type Shape = (x: number, y: number) => boolean;

const SIZE = 240;
const SUB = [1 / 6, 1 / 2, 5 / 6];

class Canvas {
  readonly px = new Float32Array(SIZE * SIZE * 3);
  constructor(bg: Rgb) {
    for (let i = 0; i < SIZE * SIZE; i++) this.px.set(bg, i * 3);
  }
  /** Paints `color` where `shape` holds, blending each pixel by how much of it the shape covers. */
  fill(shape: Shape, color: Rgb, box: [number, number, number, number] = [0, 0, SIZE, SIZE]) {
    const [x0, y0, x1, y1] = box.map((v) => Math.max(0, Math.min(SIZE, Math.round(v)))) as [
      number,
      number,
      number,
      number,
    ];
    for (let y = Math.max(0, y0 - 1); y < Math.min(SIZE, y1 + 1); y++) {
      for (let x = Math.max(0, x0 - 1); x < Math.min(SIZE, x1 + 1); x++) {
        let hit = 0;
        for (const sy of SUB) for (const sx of SUB) if (shape(x + sx, y + sy)) hit++;
        if (!hit) continue;
        const a = hit / 9;
        const i = (y * SIZE + x) * 3;
        for (let c = 0; c < 3; c++) this.px[i + c] = this.px[i + c]! * (1 - a) + color[c]! * a;
      }
    }
  }
  rrect(x: number, y: number, w: number, h: number, r: number, color: Rgb) {
    const rr = Math.min(r, w / 2, h / 2);
    this.fill(
      (px, py) => {
        if (px < x || px > x + w || py < y || py > y + h) return false;
        const cx = Math.max(x + rr, Math.min(x + w - rr, px));
        const cy = Math.max(y + rr, Math.min(y + h - rr, py));
        return (px - cx) ** 2 + (py - cy) ** 2 <= rr * rr;
      },
      color,
      [x, y, x + w, y + h],
    );
  }
  ellipse(cx: number, cy: number, rx: number, ry: number, color: Rgb) {
    this.fill((px, py) => ((px - cx) / rx) ** 2 + ((py - cy) / ry) ** 2 <= 1, color, [
      cx - rx,
      cy - ry,
      cx + rx,
      cy + ry,
    ]);
  }
  poly(points: Array<[number, number]>, color: Rgb) {
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    this.fill(
      (px, py) => {
        let inside = false;
        for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
          const [xi, yi] = points[i]!;
          const [xj, yj] = points[j]!;
          if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
        }
        return inside;
      },
      color,
      [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
    );
  }
  line(x0: number, y0: number, x1: number, y1: number, width: number, color: Rgb) {
    const dx = x1 - x0;
    const dy = y1 - y0;
    const len2 = dx * dx + dy * dy || 1;
    const half = width / 2;
    this.fill(
      (px, py) => {
        const t = Math.max(0, Math.min(1, ((px - x0) * dx + (py - y0) * dy) / len2));
        return (px - (x0 + t * dx)) ** 2 + (py - (y0 + t * dy)) ** 2 <= half * half;
      },
      color,
      [Math.min(x0, x1) - half, Math.min(y0, y1) - half, Math.max(x0, x1) + half, Math.max(y0, y1) + half],
    );
  }
  png(): Buffer {
    const raw = Buffer.alloc(SIZE * (SIZE * 3 + 1));
    for (let y = 0; y < SIZE; y++) {
      raw[y * (SIZE * 3 + 1)] = 0;
      for (let x = 0; x < SIZE * 3; x++) raw[y * (SIZE * 3 + 1) + 1 + x] = Math.round(this.px[y * SIZE * 3 + x]!);
    }
    const chunk = (type: string, data: Buffer) => {
      const len = Buffer.alloc(4);
      len.writeUInt32BE(data.length);
      const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body) >>> 0);
      return Buffer.concat([len, body, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(SIZE, 0);
    ihdr.writeUInt32BE(SIZE, 4);
    ihdr[8] = 8; // bit depth
    ihdr[9] = 2; // truecolour RGB
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

const WHITE: Rgb = [255, 255, 255];
const OUTLINE: Rgb = [120, 130, 145];
const CLEAR: Rgb = [226, 236, 244];
const PAPER: Rgb = [250, 250, 246];
const INK: Rgb = [90, 100, 115];
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/** Named accent colours for the catalogue (lids, caps, bags, labels). */
export const ACCENTS = {
  red: [214, 48, 49],
  blue: [41, 98, 255],
  green: [46, 160, 67],
  yellow: [245, 190, 30],
  orange: [240, 120, 30],
  purple: [130, 80, 200],
  teal: [20, 150, 150],
  grey: [120, 120, 130],
  white: [245, 245, 245],
  black: [40, 40, 45],
  pink: [230, 90, 150],
  brown: [160, 110, 60],
} as const satisfies Record<string, Rgb>;
export type Accent = keyof typeof ACCENTS;

function draw(c: Canvas, kind: PictureKind, accent: Rgb) {
  const shade = mix(accent, [0, 0, 0], 0.25);
  switch (kind) {
    case 'jar': {
      c.rrect(62, 78, 116, 132, 14, OUTLINE);
      c.rrect(65, 81, 110, 126, 12, CLEAR);
      c.rrect(65, 140, 110, 67, 10, [206, 224, 236]); // the formalin
      c.rrect(74, 116, 92, 44, 4, WHITE);
      c.rrect(80, 126, 56, 6, 3, INK);
      c.rrect(80, 140, 40, 6, 3, INK);
      c.rrect(54, 40, 132, 44, 10, shade);
      c.rrect(56, 42, 128, 34, 9, accent);
      for (let x = 68; x < 180; x += 12) c.rrect(x, 46, 4, 26, 2, shade);
      break;
    }
    case 'vial': {
      c.rrect(84, 74, 72, 140, 12, OUTLINE);
      c.rrect(87, 77, 66, 134, 10, CLEAR);
      c.rrect(87, 150, 66, 61, 8, [214, 226, 240]);
      c.rrect(90, 110, 60, 52, 3, WHITE);
      c.rrect(96, 120, 40, 5, 2, INK);
      c.rrect(96, 132, 30, 5, 2, INK);
      c.rrect(78, 26, 84, 52, 10, shade);
      c.rrect(80, 28, 80, 44, 9, accent);
      break;
    }
    case 'tube': {
      c.rrect(100, 50, 40, 164, 20, OUTLINE);
      c.rrect(103, 53, 34, 158, 17, CLEAR);
      c.rrect(103, 150, 34, 61, 17, mix(accent, WHITE, 0.5));
      c.rrect(104, 100, 32, 40, 2, WHITE);
      c.rrect(94, 22, 52, 42, 8, accent);
      c.rrect(94, 54, 52, 8, 2, shade);
      break;
    }
    case 'slide': {
      c.poly(
        [
          [40, 130],
          [180, 70],
          [206, 120],
          [66, 180],
        ],
        OUTLINE,
      );
      c.poly(
        [
          [43, 130],
          [180, 74],
          [203, 120],
          [67, 176],
        ],
        CLEAR,
      );
      c.poly(
        [
          [43, 130],
          [82, 114],
          [105, 160],
          [67, 176],
        ],
        accent,
      );
      c.ellipse(150, 112, 22, 14, [200, 120, 180]);
      c.poly(
        [
          [34, 100],
          [174, 40],
          [200, 90],
          [60, 150],
        ],
        OUTLINE,
      );
      c.poly(
        [
          [37, 100],
          [174, 44],
          [197, 90],
          [61, 146],
        ],
        [236, 244, 250],
      );
      c.poly(
        [
          [37, 100],
          [76, 84],
          [99, 130],
          [61, 146],
        ],
        accent,
      );
      c.ellipse(142, 84, 24, 15, [190, 110, 170]);
      break;
    }
    case 'cassette': {
      c.rrect(44, 56, 152, 128, 10, shade);
      c.rrect(48, 60, 144, 120, 8, accent);
      c.rrect(48, 60, 36, 120, 6, mix(accent, WHITE, 0.35)); // the writing edge
      for (let y = 76; y < 170; y += 16) c.rrect(98, y, 80, 7, 3, shade);
      c.rrect(54, 80, 24, 5, 2, INK);
      c.rrect(54, 92, 18, 5, 2, INK);
      break;
    }
    case 'bag': {
      c.rrect(52, 40, 136, 176, 8, OUTLINE);
      c.rrect(55, 43, 130, 170, 6, CLEAR);
      c.rrect(55, 58, 130, 8, 2, accent);
      c.rrect(55, 72, 130, 4, 2, shade);
      c.rrect(70, 140, 100, 60, 4, mix(accent, WHITE, 0.7));
      // The biohazard mark, in three circles.
      for (const [dx, dy] of [
        [0, -14],
        [-12, 8],
        [12, 8],
      ] as const)
        c.ellipse(120 + dx, 110 + dy, 12, 12, accent);
      c.ellipse(120, 102, 5, 5, CLEAR);
      c.ellipse(120, 110, 6, 6, mix(accent, WHITE, 0.3));
      c.rrect(80, 156, 60, 6, 3, INK);
      c.rrect(80, 170, 44, 6, 3, INK);
      break;
    }
    case 'form': {
      c.rrect(66, 36, 120, 170, 4, OUTLINE);
      c.rrect(69, 39, 114, 164, 3, [236, 236, 230]);
      c.rrect(56, 46, 120, 170, 4, OUTLINE);
      c.rrect(59, 49, 114, 164, 3, PAPER);
      c.rrect(59, 49, 114, 26, 3, accent);
      for (let y = 90; y < 200; y += 16) {
        c.rrect(70, y, 10, 10, 2, OUTLINE);
        c.rrect(72, y + 2, 6, 6, 1, PAPER);
        c.rrect(86, y + 2, 74 - ((y / 16) % 3) * 12, 5, 2, INK);
      }
      c.rrect(50, 40, 8, 180, 3, shade);
      break;
    }
    case 'box': {
      c.poly(
        [
          [40, 90],
          [120, 60],
          [200, 90],
          [120, 120],
        ],
        mix(accent, WHITE, 0.35),
      );
      c.poly(
        [
          [40, 90],
          [120, 120],
          [120, 210],
          [40, 176],
        ],
        accent,
      );
      c.poly(
        [
          [200, 90],
          [120, 120],
          [120, 210],
          [200, 176],
        ],
        shade,
      );
      c.poly(
        [
          [74, 77],
          [154, 107],
          [154, 124],
          [74, 94],
        ],
        [230, 200, 150],
      );
      c.poly(
        [
          [150, 130],
          [190, 114],
          [190, 140],
          [150, 156],
        ],
        WHITE,
      );
      break;
    }
    case 'swab': {
      c.rrect(84, 40, 34, 176, 14, OUTLINE);
      c.rrect(87, 43, 28, 170, 12, CLEAR);
      c.rrect(87, 170, 28, 43, 12, mix(accent, WHITE, 0.4));
      c.rrect(80, 26, 42, 28, 6, accent);
      c.line(150, 60, 150, 200, 5, [230, 230, 225]);
      c.line(150, 60, 150, 200, 3, WHITE);
      c.ellipse(150, 194, 9, 16, [250, 250, 250]);
      c.ellipse(150, 194, 7, 14, [240, 236, 224]);
      c.rrect(140, 40, 20, 26, 5, accent);
      break;
    }
    case 'cup': {
      c.poly(
        [
          [62, 70],
          [178, 70],
          [166, 208],
          [74, 208],
        ],
        OUTLINE,
      );
      c.poly(
        [
          [66, 74],
          [174, 74],
          [163, 204],
          [77, 204],
        ],
        CLEAR,
      );
      c.poly(
        [
          [70, 130],
          [170, 130],
          [163, 204],
          [77, 204],
        ],
        [245, 225, 120],
      );
      c.rrect(84, 140, 72, 40, 3, WHITE);
      c.rrect(90, 150, 50, 5, 2, INK);
      c.rrect(90, 162, 36, 5, 2, INK);
      c.rrect(54, 42, 132, 34, 8, shade);
      c.rrect(56, 44, 128, 26, 7, accent);
      break;
    }
    case 'glove': {
      const g = mix(accent, WHITE, 0.15);
      c.rrect(76, 110, 92, 104, 30, g);
      for (const [x, top] of [
        [78, 52],
        [100, 38],
        [122, 40],
        [144, 58],
      ] as const)
        c.rrect(x, top, 20, 110 - top + 20, 10, g);
      c.poly(
        [
          [80, 150],
          [44, 112],
          [58, 100],
          [96, 130],
        ],
        g,
      );
      c.rrect(80, 196, 84, 18, 6, shade);
      break;
    }
    case 'label': {
      c.ellipse(120, 128, 78, 78, shade);
      c.ellipse(120, 128, 74, 74, accent);
      c.ellipse(120, 128, 30, 30, WHITE);
      c.rrect(120, 54, 90, 60, 4, OUTLINE);
      c.rrect(122, 56, 86, 56, 3, PAPER);
      for (let x = 130; x < 200; x += 6) c.rrect(x, 64, x % 12 ? 2 : 4, 30, 0, INK);
      break;
    }
  }
}

/** A product picture (240 × 240 PNG) of this kind in this accent colour. */
export function drawSupplyPicture(kind: PictureKind, accent: Accent = 'blue'): Buffer {
  const canvas = new Canvas([244, 246, 250]);
  draw(canvas, kind, ACCENTS[accent]);
  return canvas.png();
}

/** The kind drawn for an item of a category, when the item has no picture of its own. */
export const CATEGORY_PICTURE: Record<string, PictureKind> = {
  containers: 'jar',
  cytology: 'vial',
  histology: 'cassette',
  microbiology: 'swab',
  collection: 'cup',
  forms: 'form',
  shipping: 'box',
  safety: 'glove',
};
