import { describe, expect, it } from 'vitest';
import { ZDocumentUploadFields, isPreviewable, safeDownloadName, sniffDocumentType } from './documents';

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
