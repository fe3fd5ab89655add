/** "policyNumber" → "policy number". */
const words = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();

function scalar(v: unknown): string {
  if (v === null || v === undefined || v === '') return '∅';
  if (Array.isArray(v)) return v.length ? v.map(scalar).join(', ') : '∅';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/**
 * An audit row's old or new value as people read it. The trail stores JSON; an object becomes
 * "key: value" pairs, and a reference (`payerId`) gives way to its name when the row carries one
 * (`payerName`, `payerLabel` or `payer`). Text that is not JSON is shown as it is.
 */
export function formatAuditValue(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '∅';
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return value;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return scalar(parsed);
  const obj = parsed as Record<string, unknown>;
  const parts: string[] = [];
  for (const [key, v] of Object.entries(obj)) {
    const ref = /^(.+)Id$/.exec(key)?.[1];
    if (ref && [`${ref}Name`, `${ref}Label`, ref].some((k) => k in obj)) continue;
    const named = /^(.+)(Name|Label)$/.exec(key)?.[1];
    const label = named && `${named}Id` in obj ? named : key;
    parts.push(`${words(label)}: ${scalar(v)}`);
  }
  return parts.length ? parts.join(' · ') : '∅';
}
