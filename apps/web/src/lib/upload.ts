import type { z } from 'zod';
import { ApiError, readErrorBody } from './api-client';
import { session } from './session';

export interface UploadOptions<S extends z.ZodType> {
  /** Called with the share sent so far, 0 to 1. */
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
  schema: S;
}

/**
 * POSTs a multipart form with upload progress. fetch() cannot report upload progress, so this uses
 * XMLHttpRequest; errors arrive as ApiError like every other call.
 */
export function uploadForm<S extends z.ZodType>(
  path: string,
  form: FormData,
  opts: UploadOptions<S>,
): Promise<z.infer<S>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('accept', 'application/json');
    const token = session.token();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = { error: xhr.responseText };
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        opts.onProgress?.(1);
        try {
          resolve(opts.schema.parse(data));
        } catch (e) {
          reject(e instanceof Error ? e : new Error(String(e)));
        }
        return;
      }
      const err = readErrorBody(data, xhr.status, xhr.status === 413 ? 'The file is too large' : 'The upload failed');
      reject(new ApiError(xhr.status, err.message, err.fields, data, err.code));
    };
    xhr.onerror = () => reject(new ApiError(0, 'The connection was lost; nothing was stored'));
    xhr.onabort = () => reject(new ApiError(0, 'Upload cancelled'));
    opts.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
