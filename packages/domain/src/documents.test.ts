import { describe, expect, it } from 'vitest';
import { ZDocumentUploadFields, isPreviewable, safeDownloadName, sniffDocumentType, storedFileName } from './documents';

const bytes = (...b: number[]) => Uint8Array.from(b);

describe('sniffDocumentType', () => {
  it('recognises the accepted types by their first bytes', () => {
    expect(sniffDocumentType(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffDocumentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffDocumentType(bytes(0xff, 0xd8, 0xff, 0xdb))).toBe('image/jpeg');
    expect(sniffDocumentType(bytes(0x49, 0x49, 0x2a, 0x00))).toBe('image/tiff');
    expect(sniffDocumentType(bytes(0x4d, 0x4d, 0x00, 0x2a))).toBe('image/tiff');
  });

  it('refuses everything else, including short and empty heads', () => {
    expect(sniffDocumentType(new TextEncoder().encode('MZ\x90\x00'))).toBeNull();
    expect(sniffDocumentType(new TextEncoder().encode('hello %PDF'))).toBeNull();
    expect(sniffDocumentType(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(sniffDocumentType(bytes())).toBeNull();
  });

  it('previews every accepted type, TIFF included, and nothing else', () => {
    expect(isPreviewable('application/pdf')).toBe(true);
    expect(isPreviewable('image/tiff')).toBe(true);
    expect(isPreviewable('application/octet-stream')).toBe(false);
  });
});

describe('upload fields', () => {
  it('needs a patient or a case', () => {
    const r = ZDocumentUploadFields.safeParse({ title: 'x', category: 'report' });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({
      path: ['patientId'],
      message: 'Attach the document to a patient or a case',
    });
    expect(ZDocumentUploadFields.safeParse({ title: 'x', category: 'report', caseId: '3' }).data?.caseId).toBe(3);
  });
});

describe('safeDownloadName', () => {
  it('drops bidi overrides and control characters and takes the extension of the stored type', () => {
    expect(safeDownloadName('invoice\u202Efdp.exe', 'application/pdf')).toBe('invoicefdp.pdf');
    expect(safeDownloadName('scan\u0000\r\n.tif', 'image/tiff')).toBe('scan.tif');
    expect(safeDownloadName('photo.exe', 'image/png')).toBe('photo.png');
    expect(safeDownloadName('../../etc/passwd', 'application/pdf')).toBe('_.._etc_passwd.pdf');
    expect(safeDownloadName('\u2066\u2069', 'image/jpeg')).toBe('document.jpg');
    expect(safeDownloadName('Befund Müller.pdf', 'application/pdf')).toBe('Befund Müller.pdf');
  });
});

describe('storedFileName', () => {
  it('drops direction, control and invisible characters and keeps the rest of the name', () => {
    expect(storedFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    for (const c of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
      '\u200B',
      '\uFEFF',
      '\u0000',
      '\r',
      '\n',
      '\u0085',
      '\u2028',
    ]) {
      expect(storedFileName(`scan${c}.pdf`), c.codePointAt(0)!.toString(16)).toBe('scan.pdf');
    }
    expect(storedFileName('Biopsie de Zoë — 2026.pdf')).toBe('Biopsie de Zoë — 2026.pdf');
  });

  it('keeps only the last part of a path, one space for a run, at most 255 characters, and `file` when empty', () => {
    expect(storedFileName('C:\\fakepath\\req.pdf')).toBe('req.pdf');
    expect(storedFileName('../../etc/passwd')).toBe('passwd');
    expect(storedFileName('  a \t  b .pdf ')).toBe('a b .pdf');
    expect(Array.from(storedFileName(`${'é'.repeat(300)}.pdf`))).toHaveLength(255);
    expect(storedFileName('\u202E\u200B')).toBe('file');
    expect(storedFileName('dir/')).toBe('file');
  });
});
