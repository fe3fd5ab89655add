import { useTranslation } from 'react-i18next';
import { Code, Text } from '@mantine/core';
import { formatNumber } from '@/lib/format';
import classes from './message-body.module.css';

export interface Hl7Segment {
  name: string;
  fields: string[];
}

// MLLP framing (0x0B … 0x1C 0x0D), dropped when a body still carries it.
const START_BLOCK = new RegExp(`^${String.fromCharCode(0x0b)}`);
const END_BLOCK = new RegExp(`${String.fromCharCode(0x1c)}\r?$`);

/**
 * An HL7 v2 message as segments: one per line (CR, LF or both), the name first, then its fields split on the field
 * separator MSH-1 names (`|` when there is no MSH). MSH-1 itself is the separator, so MSH's first field is
 * MSH-2 (the encoding characters), as the standard counts them.
 */
export function parseHl7(body: string): Hl7Segment[] {
  const lines = body
    .replace(START_BLOCK, '')
    .replace(END_BLOCK, '')
    .split(/\r\n|\r|\n/)
    .filter((l) => l.trim() !== '');
  const msh = lines.find((l) => l.startsWith('MSH'));
  const sep = msh && msh.length > 3 ? msh[3]! : '|';
  return lines.map((line) => {
    const [name = '', ...fields] = line.split(sep);
    return { name, fields };
  });
}

/** FHIR JSON indented two spaces; a body that is not JSON is shown as it came. */
export function formatJson(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** Fields longer than this (an embedded PDF in OBX-5) are cut in the view, their length said. */
export const LONG_FIELD = 1000;
export const shownField = (f: string, characters = (n: number) => `${formatNumber(n)} characters`) =>
  f.length > LONG_FIELD ? `${f.slice(0, 120)}… (${characters(f.length)})` : f;

/** The raw message, pretty-printed: HL7 one segment a line (name bold, fields separated visibly); FHIR as JSON. */
export function MessageBody({ body, protocol, label }: { body: string; protocol: string; label: string }) {
  const { t } = useTranslation('interfaces');
  const characters = (n: number) => t('characters', { count: n, n: formatNumber(n) });
  if (protocol === 'fhir' || body.trimStart().startsWith('{')) {
    return (
      <Code block className={classes.block} aria-label={label} tabIndex={0}>
        {formatJson(body)}
      </Code>
    );
  }
  const segments = parseHl7(body);
  if (segments.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('empty')}
      </Text>
    );
  return (
    <Code block className={classes.block} aria-label={label} tabIndex={0}>
      {segments.map((s, i) => (
        <span key={i} className={classes.segment} data-testid="hl7-segment">
          <strong className={classes.name}>{s.name}</strong>
          {s.fields.map((f, j) => (
            <span key={j}>
              <span className={classes.sep} aria-hidden>
                |
              </span>
              <span title={`${s.name}-${s.name === 'MSH' ? j + 2 : j + 1}`}>{shownField(f, characters)}</span>
            </span>
          ))}
        </span>
      ))}
    </Code>
  );
}
