import { toCsv } from '@lab/domain';

/** Today as YYYY-MM-DD in local time, for file names. */
export function today(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * Saves rows as a CSV file (RFC 4180, formula cells guarded, see packages/domain/src/csv.ts) through the browser's
 * download, with a byte-order mark so a spreadsheet reads accents right.
 */
export function downloadCsv(fileName: string, header: readonly string[], rows: readonly (readonly unknown[])[]) {
  const blob = new Blob(['\ufeff', toCsv(header, rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked after the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
