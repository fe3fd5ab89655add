import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-client';
import { uploadForm } from './upload';

/** A stand-in XMLHttpRequest that reports progress and answers what the test says. */
class FakeXhr {
  static next: { status: number; body: string } = { status: 201, body: '{}' };
  static last: FakeXhr | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: unknown) {
    this.body = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    this.status = FakeXhr.next.status;
    this.responseText = FakeXhr.next.body;
    this.onload?.();
  }
  abort() {
    this.onabort?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('uploadForm', () => {
  it('reports progress and parses the answer with the schema', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.next = { status: 201, body: JSON.stringify({ id: 7 }) };
    const progress: number[] = [];
    const out = await uploadForm('/api/documents', new FormData(), {
      schema: z.object({ id: z.number() }),
      onProgress: (p) => progress.push(p),
    });
    expect(out).toEqual({ id: 7 });
    expect(progress).toEqual([0.5, 1]);
    expect(FakeXhr.last!.method).toBe('POST');
  });

  it('turns an error answer into an ApiError with its fields', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.next = {
      status: 415,
      body: JSON.stringify({
        error: 'file: Only PDF, PNG, JPEG or TIFF files are accepted',
        fields: { file: 'Only PDF, PNG, JPEG or TIFF files are accepted' },
      }),
    };
    const err = await uploadForm('/api/documents', new FormData(), { schema: z.unknown() }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(415);
    expect((err as ApiError).fields.file).toBe('Only PDF, PNG, JPEG or TIFF files are accepted');
  });

  it('says the upload was too large when a proxy answers 413 without JSON', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.next = { status: 413, body: '' };
    const err = await uploadForm('/api/documents', new FormData(), { schema: z.unknown() }).catch((e: unknown) => e);
    expect((err as ApiError).message).toBe('The file is too large');
  });
});
