import { inflateSync } from 'node:zlib';

/**
 * The text drawn on each page of a PDF made by pdfkit, for tests: content streams are inflated and the strings of
 * their Tj / TJ operators decoded, in the font chosen before them (Tf): through the font's ToUnicode map for an
 * embedded font (the Unicode fonts of lib/pdf.ts), as WinAnsi for a standard one. Each BT…ET block becomes one
 * line (a line in several scripts is one block per script run); a right-to-left run reads in drawing order, that
 * is reversed. No system tool (pdftotext) is needed, so `npm test` runs on a bare machine.
 */
export function pdfText(pdf: Buffer): string {
  return pdfTextLines(pdf)
    .map((l) => l.text)
    .join('\n');
}

/**
 * The same text line by line with where it is: the page (the content streams in the order of the file, which
 * is the pages' order in pdfkit's documents) and the distance of the line's baseline from the top of a Letter page.
 */
export function pdfTextLines(pdf: Buffer): { page: number; top: number; text: string }[] {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: Buffer | null }>();
  const objRe = /(\d+) 0 obj\s*/g;
  for (let m = objRe.exec(raw); m; m = objRe.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endobj', start);
    const body = raw.slice(start, end);
    const s = /stream\r?\n/.exec(body);
    let stream: Buffer | null = null;
    if (s) {
      const from = start + s.index + s[0].length;
      const bytes = pdf.subarray(from, raw.indexOf('endstream', from));
      try {
        stream = /\/FlateDecode/.test(body.slice(0, s.index)) ? inflateSync(bytes) : bytes;
      } catch {
        stream = null; // an image that is not deflated text
      }
    }
    objects.set(m[1]!, { dict: s ? body.slice(0, s.index) : body, stream });
  }
  // The fonts by resource name (pdfkit names them F1, F2… once per document) and their ToUnicode maps.
  const cmaps = new Map<string, Map<string, string>>();
  for (const res of raw.matchAll(/\/Font\s*<<([^>]*)>>/g))
    for (const [, name, num] of res[1]!.matchAll(/\/(\S+)\s+(\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(num!)?.dict ?? '');
      const stream = toUnicode && objects.get(toUnicode[1]!)?.stream;
      if (stream) cmaps.set(name!, parseCmap(stream.toString('latin1')));
    }

  const lines: { page: number; top: number; text: string }[] = [];
  let cmap: Map<string, string> | undefined;
  let page = 0;
  for (const { dict, stream } of objects.values()) {
    if (!stream || /\/Subtype|\/Type\s*\/(XObject|Metadata)|\/Length1/.test(dict)) continue;
    const content = stream.toString('latin1');
    if (!content.includes('BT')) continue;
    page += 1;
    for (const block of content.match(/BT[^]*?ET/g) ?? []) {
      const y = /1 0 0 1 [\d.-]+ ([\d.-]+) Tm/.exec(block);
      const parts: string[] = [];
      const ops = /\/(\S+)\s+[\d.]+\s+Tf|(\[[^\]]*\]\s*TJ|<[0-9a-fA-F\s]*>\s*Tj|\((?:\\.|[^\\)])*\)\s*Tj)/g;
      for (const op of block.matchAll(ops)) {
        if (op[1]) {
          cmap = cmaps.get(op[1]);
          continue;
        }
        for (const s of op[2]!.match(/<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)/g) ?? []) parts.push(decodeString(s, cmap));
      }
      if (parts.length) lines.push({ page, top: 792 - Number(y?.[1] ?? 0), text: parts.join('') });
    }
  }
  return lines;
}

/** A ToUnicode CMap's bfrange (pdfkit writes arrays) and bfchar entries: 4-hex-digit code → text. */
function parseCmap(text: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => {
    const units = hex.replace(/\s/g, '').match(/.{4}/g) ?? [];
    return String.fromCharCode(...units.map((u) => parseInt(u, 16)));
  };
  for (const [, body] of text.matchAll(/beginbfrange([^]*?)endbfrange/g))
    for (const [, lo, , list, dst] of body!.matchAll(/<(\w+)>\s*<(\w+)>\s*(?:\[([^\]]*)\]|<([\w\s]+)>)/g)) {
      const start = parseInt(lo!, 16);
      const targets = list ? [...list.matchAll(/<([\w\s]+)>/g)].map((t) => utf16(t[1]!)) : [utf16(dst!)];
      targets.forEach((t, i) => map.set((start + i).toString(16).padStart(4, '0'), t));
    }
  for (const [, body] of text.matchAll(/beginbfchar([^]*?)endbfchar/g))
    for (const [, code, dst] of body!.matchAll(/<(\w+)>\s*<([\w\s]+)>/g)) map.set(code!.toLowerCase(), utf16(dst!));
  return map;
}

function decodeString(s: string, cmap: Map<string, string> | undefined): string {
  if (s.startsWith('<')) {
    const hex = s.slice(1, -1).replace(/\s/g, '');
    if (cmap) return (hex.match(/.{4}/g) ?? []).map((code) => cmap.get(code.toLowerCase()) ?? '\ufffd').join('');
    return Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex').toString('latin1');
  }
  return s
    .slice(1, -1)
    .replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, c: string) =>
      /^[0-7]+$/.test(c)
        ? String.fromCharCode(parseInt(c, 8))
        : (({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[c] ?? c),
    );
}
