import { toCsv } from '@lab/domain';
import type { DemoCase } from './lab-data';

/** The columns of a case list's CSV (header, then how each row fills it). */
export const CASE_CSV_COLUMNS: Array<[string, (c: DemoCase) => unknown]> = [
  ['caseNumber', (c) => c.caseNumber],
  ['patient', (c) => c.patient],
  ['source', (c) => c.source],
  ['test', (c) => c.test],
  ['status', (c) => c.status],
  ['priority', (c) => c.priority],
  ['received', (c) => c.received],
];

/** The CSV of `cases`, through the portal's own writer (RFC 4180, formula guard). */
export const casesCsv = (cases: readonly DemoCase[]) =>
  toCsv(
    CASE_CSV_COLUMNS.map(([h]) => h),
    cases.map((c) => CASE_CSV_COLUMNS.map(([, get]) => get(c))),
  );

/** Saves `text` as a file the way the browser downloads an export. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
