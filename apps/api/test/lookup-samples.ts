import { withNpiCheckDigit, type LookupField, type LookupList } from '@lab/domain';

/** Candidate values; the first one a field's (or code's) pattern accepts is used. Generic over the registry. */
const TEXT_POOL = [
  'Sample text',
  'TST-1',
  'Z99.9X9',
  '0001T',
  'C50.911',
  '88305',
  withNpiCheckDigit('123456789'),
  '41.8781',
];

export function sampleText(pattern?: { regex: string }, salt = ''): string {
  const re = pattern ? new RegExp(pattern.regex) : null;
  const found = TEXT_POOL.find((v) => !re || re.test(v));
  if (!found) throw new Error(`no sample matches ${pattern?.regex}`);
  return re ? found : `${found}${salt}`;
}

export function sampleCode(list: LookupList, salt: string): string {
  if (!list.codePattern) return `T-${salt}`;
  return sampleText(list.codePattern);
}

/** A valid value for a field; `refId` supplies the id of an entry of the referenced list. */
export function sampleValue(f: LookupField, refId: (ref: string) => number): unknown {
  switch (f.kind) {
    case 'boolean':
      return true;
    case 'integer':
      return 3;
    case 'money':
      return 12.5;
    case 'date':
      return '2030-01-31';
    case 'color':
      return '#123456';
    case 'enum':
      return f.options[0];
    case 'multienum':
      return [f.options[0]];
    case 'ref':
      return refId(f.ref);
    default:
      return sampleText(f.pattern);
  }
}
