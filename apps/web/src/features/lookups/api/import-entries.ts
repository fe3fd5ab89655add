import { ZImportReport, type TImportReport } from '@lab/domain';
import { ApiError } from '@/lib/api-client';
import { session } from '@/lib/session';
import { i18n } from '@/lib/i18n';

/**
 * Sends a CSV file to `/api/lookups/<key>/import` (dry run: preview and per-row errors). XMLHttpRequest,
 * because fetch reports no upload progress. A refused import (400) still answers its report.
 */
export function importEntries(
  key: string,
  file: Blob,
  opts: { dryRun: boolean; fileName: string; onProgress?(fraction: number): void },
): Promise<TImportReport> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const qs = new URLSearchParams({ dryRun: opts.dryRun ? '1' : '0', fileName: opts.fileName });
    xhr.open('POST', `/api/lookups/${key}/import?${qs.toString()}`);
    xhr.setRequestHeader('content-type', 'text/csv');
    const token = session.token();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, i18n.t('import.connectionFailed', { ns: 'lookups' })));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON */
      }
      const report = ZImportReport.safeParse(body);
      if (report.success) return resolve(report.data);
      const err = (body ?? {}) as { error?: string; fields?: Record<string, string> };
      reject(new ApiError(xhr.status, err.error ?? 'Something went wrong', err.fields ?? {}));
    };
    xhr.send(file);
  });
}
