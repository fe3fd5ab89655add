import { inflateSync } from 'node:zlib';

/**
 * The text drawn on each page of a PDF made by pdfkit with its standard fonts, for tests: content streams are
 * inflated and the strings of their Tj / TJ operators decoded (hex or literal, WinAnsi). Each BT…ET block
 * becomes one line. No system tool (pdftotext) is needed, so `npm test` runs on a bare machine.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  const streamRe = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let m = streamRe.exec(raw); m; m = streamRe.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    const body = pdf.subarray(start, end);
    let content: string;
    try {
      content = (/\/FlateDecode/.test(m[1]!) ? inflateSync(body) : body).toString('latin1');
    } catch {
      continue; // an image or font stream that is not text
    }
    for (const block of content.match(/BT[^]*?ET/g) ?? []) {
      const parts: string[] = [];
      for (const op of block.match(/(\[[^\]]*\]\s*TJ|<[0-9a-fA-F\s]*>\s*Tj|\((?:\\.|[^\\)])*\)\s*Tj)/g) ?? []) {
        for (const s of op.match(/<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)/g) ?? []) parts.push(decodeString(s));
      }
      if (parts.length) lines.push(parts.join(''));
    }
  }
  return lines.join('\n');
}

function decodeString(s: string): string {
  if (s.startsWith('<')) {
    const hex = s.slice(1, -1).replace(/\s/g, '');
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
