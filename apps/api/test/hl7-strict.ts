import { HL7Message } from 'hl7v2';
import { dictionaries, type HL7Dictionary, type HL7FieldDefinition } from 'hl7v2-dictionary';

/**
 * A strict HL7 v2 check driven by the `hl7v2-dictionary` package (the field and data type definitions of the
 * version the message names, none written here): the `hl7v2` parser in strict mode (every value decodes as its
 * data type: dates, numbers, ids), the message structure (the dictionary's definition of the structure MSH-9.3
 * names, e.g. `ORU_R01` or `ACK`: every required segment and group there, nothing out of place; checked here,
 * as `buildStructureTree` of hl7v2 1.x finds no definition for an ACK and crashes), then every segment field by
 * field against the dictionary: known segment, required fields present, the formats of NM, SI, DT, DTM and TS values, no repetition where the field does not
 * repeat, no more components / sub-components than the data type has, no component in a primitive field, and
 * every field, component and sub-component within its maximum length. OBX-5 alone is exempt from the length
 * checks, its components too (its length depends on the value type: the standard leaves it open; a PDF in ED.5
 * is longer than 65536), and is checked as
 * the data type OBX-2 names.
 */
/** The formats of the primitive data types with one (HL7 v2.5.1 chapter 2A): numbers, sequence ids, dates, times. */
const DATE = '\\d{4}(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])?';
const FORMATS: Record<string, RegExp> = {
  NM: /^[+-]?(\d+(\.\d*)?|\.\d+)$/,
  SI: /^\d{1,4}$/,
  DT: new RegExp(`^\\d{4}((0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])?)?$`),
  DTM: new RegExp(`^${DATE}(([01]\\d|2[0-3])([0-5]\\d([0-5]\\d(\\.\\d{1,4})?)?)?)?([+-]\\d{4})?$`),
  TS: new RegExp(`^${DATE}(([01]\\d|2[0-3])([0-5]\\d([0-5]\\d(\\.\\d{1,4})?)?)?)?([+-]\\d{4})?$`),
};

type StructureDef = Record<string, { idx?: number; min?: number; max?: number; segments?: StructureDef }>;

/**
 * The message against its structure in the dictionary: MSH-9.3 (2.5 on), else MSH-9.1_MSH-9.2, else MSH-9.1
 * (`ACK`). Segments are matched in the definition's order, greedily, groups recursively (a group counts when it
 * takes at least one segment); a required segment or group that is missing, or a segment left over, is an error.
 */
function structureErrors(text: string, dict: HL7Dictionary): string[] {
  const names = text
    .split('\r')
    .filter(Boolean)
    .map((l) => l.slice(0, 3));
  const msh9 = (text.split('\r')[0]!.split('|')[8] ?? '').split('^');
  const messages = (dict as unknown as { messages?: Record<string, { segments?: StructureDef }> }).messages ?? {};
  const candidates = [msh9[2], `${msh9[0]}_${msh9[1]}`, msh9[0]].filter((x): x is string => !!x);
  const structure = candidates.find((c) => messages[c]?.segments);
  if (!structure) return [`MSH-9: no structure ${candidates.join(' / ')} in the ${dict.version ?? ''} dictionary`];
  if (msh9[2] && msh9[2] !== structure) return [`MSH-9.3: ${msh9[2]} is not a message structure`];
  const errors: string[] = [];
  const walk = (def: StructureDef, at: number, path: string, out: string[]): number => {
    let i = at;
    for (const [key, d] of Object.entries(def).sort(([, a], [, b]) => (a.idx ?? 0) - (b.idx ?? 0))) {
      const max = d.max || Infinity;
      let count = 0;
      while (count < max && i < names.length) {
        if (d.segments) {
          const inner: string[] = [];
          const next = walk(d.segments, i, `${path}.${key}`, inner);
          if (next === i) break;
          out.push(...inner);
          i = next;
        } else if (names[i] === key) i++;
        else break;
        count++;
      }
      if (count < (d.min ?? 0)) out.push(`structure: ${path}.${key} is required`);
    }
    return i;
  };
  const end = walk(messages[structure]!.segments!, 0, structure, errors);
  if (end < names.length) {
    errors.push(`structure: ${names[end]} (segment ${end + 1}) is not where ${structure} has a place for it`);
  }
  return errors;
}

export function hl7StrictErrors(text: string): string[] {
  const errors: string[] = [];
  let msg: HL7Message;
  try {
    msg = HL7Message.parse(text, { strict: true });
  } catch (e) {
    return [`parse: ${(e as Error).message}`];
  }
  const dict: HL7Dictionary | undefined = dictionaries[msg.version];
  if (!dict) return [`MSH-12: no dictionary for version ${msg.version}`];
  errors.push(...structureErrors(text, dict));
  const unescapedLength = (s: string) => s.replace(/\\[FSTRE]\\/g, 'x').replace(/\\\.br\\/g, 'x').length;
  const checkValue = (
    where: string,
    value: string,
    def: HL7FieldDefinition,
    depth: 0 | 1 | 2,
    exemptLength: boolean,
  ) => {
    if (!exemptLength && def.len && unescapedLength(value) > def.len)
      errors.push(`${where}: ${unescapedLength(value)} characters, at most ${def.len} (${def.type} ${def.desc ?? ''})`);
    const type = dict.types[def.type];
    const sep = depth === 0 ? '^' : '&';
    const parts = depth === 2 ? [value] : value.split(sep);
    if (!type?.fields || Object.keys(type.fields).length === 0) {
      const format = FORMATS[def.type];
      if (format && !format.test(value.replace(/\\[FSTRE]\\/g, '')))
        errors.push(`${where}: "${value}" is no ${def.type}`);
      if (depth < 2 && parts.length > 1) errors.push(`${where}: ${def.type} is primitive but holds "${sep}"`);
      if (depth === 0 && value.includes('&')) errors.push(`${where}: ${def.type} is primitive but holds "&"`);
      return;
    }
    const count = Object.keys(type.fields).length;
    if (parts.length > count) errors.push(`${where}: ${parts.length} parts, ${def.type} has ${count}`);
    parts.forEach((p, i) => {
      const sub = type.fields![String(i + 1)];
      if (!sub || p === '') return;
      checkValue(`${where}.${i + 1}`, p, sub, depth === 0 ? 1 : 2, exemptLength);
    });
  };
  for (const line of text.split('\r').filter(Boolean)) {
    const name = line.slice(0, 3);
    const def = dict.segments[name];
    if (!def) {
      errors.push(`${name}: unknown segment`);
      continue;
    }
    const raw = line.split('|');
    // MSH-1 is the separator itself: raw[1] is MSH-2.
    const value = (n: number) => (name === 'MSH' ? (n === 1 ? '|' : (raw[n - 1] ?? '')) : (raw[n] ?? ''));
    const last = name === 'MSH' ? raw.length : raw.length - 1;
    for (const [pos, f] of Object.entries(def.fields)) {
      if (f.opt === 'R' && value(Number(pos)) === '') errors.push(`${name}-${pos}: required (${f.desc ?? ''})`);
    }
    for (let n = name === 'MSH' ? 3 : 1; n <= last; n++) {
      const v = value(n);
      if (v === '') continue;
      const f = def.fields[String(n)];
      if (!f) {
        errors.push(`${name}-${n}: not a field of ${name}`);
        continue;
      }
      const reps = v.split('~');
      const max = f.rep === 'infinite' ? Infinity : (f.rep ?? 1);
      if (reps.length > max) errors.push(`${name}-${n}: ${reps.length} repetitions, at most ${max}`);
      // OBX-5 is VARIES: it is checked as the data type OBX-2 names. OBX-2 is read as at most 3 characters: the
      // 2.5.1 dictionary says 2, but table 0125 of the same version holds CWE and CNE.
      const obx5 = name === 'OBX' && n === 5;
      const field: HL7FieldDefinition = obx5
        ? { ...f, type: value(2) || f.type }
        : name === 'OBX' && n === 2
          ? { ...f, len: 3 }
          : f;
      if (obx5 && !dict.types[value(2)]) errors.push(`OBX-2: unknown value type ${value(2)}`);
      reps.forEach((r, i) => checkValue(`${name}-${n}${reps.length > 1 ? `[${i}]` : ''}`, r, field, 0, obx5));
    }
  }
  return errors;
}
