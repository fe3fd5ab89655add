/**
 * HL7 v2 read and written as text (docs/interfaces.md): the delimiters come from MSH-1/MSH-2, segments end at CR,
 * LF or CRLF (real engines send all three), escapes are undone on read and done on write. Pure: the MLLP listener
 * and the tests share it.
 */

export interface Hl7Delimiters {
  field: string;
  component: string;
  repetition: string;
  escape: string;
  subcomponent: string;
}

export const DEFAULT_DELIMITERS: Hl7Delimiters = {
  field: '|',
  component: '^',
  repetition: '~',
  escape: '\\',
  subcomponent: '&',
};

/** One segment: its name and its fields, each field a list of repetitions, each a list of components (raw text). */
export interface Hl7Segment {
  name: string;
  /** fields[n] is field n (MSH-1 is the field separator itself, so MSH's fields line up with the standard). */
  fields: string[];
}

export interface Hl7Message {
  delimiters: Hl7Delimiters;
  segments: Hl7Segment[];
}

export class Hl7ParseError extends Error {}

/** Splits a message into segments and fields; throws Hl7ParseError when it is not HL7 v2 at all. */
export function parseHl7(text: string): Hl7Message {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((l) => l.replace(/^\s+/, ''))
    .filter((l) => l.length > 0);
  const first = lines[0];
  if (!first || !first.startsWith('MSH') || first.length < 8)
    throw new Hl7ParseError('the message does not begin with MSH');
  const field = first[3]!;
  const enc = first.slice(4, 8);
  if (/[A-Za-z0-9]/.test(field) || new Set([field, ...enc.slice(0, 4)]).size < 5) {
    throw new Hl7ParseError('MSH-1/MSH-2 do not declare five distinct delimiters');
  }
  const delimiters: Hl7Delimiters = {
    field,
    component: enc[0]!,
    repetition: enc[1]!,
    escape: enc[2]!,
    subcomponent: enc[3]!,
  };
  const segments: Hl7Segment[] = lines.map((line, i) => {
    const parts = line.split(field);
    const name = parts[0]!;
    if (!/^[A-Z][A-Z0-9]{2}$/.test(name))
      throw new Hl7ParseError(`segment ${i + 1} has no valid name ("${name.slice(0, 10)}")`);
    // MSH-1 is the separator between "MSH" and MSH-2; elsewhere field n follows the n-th separator.
    const fields = name === 'MSH' ? ['MSH', field, ...parts.slice(1)] : parts;
    return { name, fields };
  });
  return { delimiters, segments };
}

/** Undoes HL7 escapes (\F\ \S\ \T\ \R\ \E\ \.br\ \Xhh\) in a leaf value. */
export function unescapeHl7(value: string, d: Hl7Delimiters = DEFAULT_DELIMITERS): string {
  if (!value.includes(d.escape)) return value;
  const e = d.escape.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return value.replace(new RegExp(`${e}([^${e}]*)${e}`, 'g'), (_all, seq: string) => {
    switch (seq) {
      case 'F':
        return d.field;
      case 'S':
        return d.component;
      case 'T':
        return d.subcomponent;
      case 'R':
        return d.repetition;
      case 'E':
        return d.escape;
      case '.br':
        return '\n';
      default:
        if (/^X([0-9A-Fa-f]{2})+$/.test(seq)) {
          return (seq.slice(1).match(/../g) ?? []).map((h) => String.fromCharCode(parseInt(h, 16))).join('');
        }
        return '';
    }
  });
}

/** Escapes a value for writing into a message. */
export function escapeHl7(value: string, d: Hl7Delimiters = DEFAULT_DELIMITERS): string {
  let out = '';
  for (const c of value) {
    if (c === d.escape) out += `${d.escape}E${d.escape}`;
    else if (c === d.field) out += `${d.escape}F${d.escape}`;
    else if (c === d.component) out += `${d.escape}S${d.escape}`;
    else if (c === d.subcomponent) out += `${d.escape}T${d.escape}`;
    else if (c === d.repetition) out += `${d.escape}R${d.escape}`;
    else if (c === '\r' || c === '\n') out += `${d.escape}.br${d.escape}`;
    else out += c;
  }
  return out;
}

/** A read view of one segment: `get(3)` is field 3's first repetition's first component, unescaped. */
export interface Hl7Reader {
  segment: Hl7Segment;
  /** The raw text of field n (every repetition). */
  raw(field: number): string;
  /** The repetitions of field n, each split into components (raw). */
  repetitions(field: number): string[][];
  /** Field n, repetition r (0-based), component c (1-based), subcomponent s (1-based), unescaped and trimmed. */
  get(field: number, component?: number, subcomponent?: number, repetition?: number): string;
}

export function readSegment(segment: Hl7Segment, d: Hl7Delimiters): Hl7Reader {
  const raw = (field: number) => (segment.name === 'MSH' && field <= 2 ? '' : (segment.fields[field] ?? ''));
  const repetitions = (field: number) => {
    const text = raw(field);
    return text === '' ? [] : text.split(d.repetition).map((r) => r.split(d.component));
  };
  return {
    segment,
    raw,
    repetitions,
    get(field, component = 1, subcomponent = 1, repetition = 0) {
      if (segment.name === 'MSH' && field === 1) return d.field;
      const rep = repetitions(field)[repetition];
      const comp = rep?.[component - 1] ?? '';
      const sub = comp.split(d.subcomponent)[subcomponent - 1] ?? '';
      return unescapeHl7(sub, d).trim();
    },
  };
}

/**
 * An HL7 timestamp (DTM/TS: YYYY[MM[DD[HH[MM[SS[.S]]]]]][+/-ZZZZ]) as a calendar day, or null if it is not one.
 * Only the day is kept: dates of birth and collection days.
 */
export function hl7Day(ts: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(ts.trim());
  if (!m) return null;
  const [, y, mo, d] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d)) {
    return null;
  }
  return `${y}-${mo}-${d}`;
}

/** An HL7 timestamp with at least minutes as an ISO instant (no zone: taken as UTC), or null. */
export function hl7Instant(ts: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?(?:\.\d+)?([+-]\d{4})?$/.exec(ts.trim());
  if (!m || !hl7Day(ts)) return null;
  const [, y, mo, d, h, mi, s = '00', zone] = m;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  const offset = zone ? `${zone.slice(0, 3)}:${zone.slice(3)}` : 'Z';
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${offset}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * A collection time (OBR-7, SPM-17) as an ISO instant: a timestamp to the minute or second (hl7Instant), a day
 * alone (midnight UTC) or a day and hour; null when it is none of these or not on the calendar
 * (`20261131250000`), so the caller answers AE rather than dropping it.
 */
export function hl7CollectionTime(ts: string): string | null {
  const v = ts.trim();
  if (/^\d{8}$/.test(v)) return hl7Day(v) ? `${hl7Day(v)}T00:00:00.000Z` : null;
  if (/^\d{10}([+-]\d{4})?$/.test(v)) return hl7Instant(`${v.slice(0, 10)}00${v.slice(10)}`);
  return hl7Instant(v);
}

/** Now as an HL7 timestamp (YYYYMMDDHHMMSS, UTC with +0000). */
export function hl7Now(now: Date): string {
  const iso = now.toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}+0000`;
}
