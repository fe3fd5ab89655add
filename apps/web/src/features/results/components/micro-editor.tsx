import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Textarea } from '@mantine/core';
import { trailingMicrocode, type TLookupItem } from '@lab/domain';
import { findEntryByCode } from '../api/result-lookups';

export interface MicroEditorProps {
  partLetter: string;
  value: string;
  readOnly?: boolean;
  onChange(text: string): void;
  /** A microcode was expanded: the part's final diagnosis and the case's codes follow from it. */
  onMicrocode(entry: TLookupItem): void;
  /** Finds a microcode by its code (the Microcodes list); replaceable in tests. */
  findMicrocode?(code: string): Promise<TLookupItem | null>;
}

/**
 * The microscopic description. A microcode typed as `.bcc` and a space is replaced by its microscopic
 * text; the part's diagnosis and ICD-10 code come with it (onMicrocode).
 */
export function MicroEditor({ partLetter, value, readOnly, onChange, onMicrocode, findMicrocode }: MicroEditorProps) {
  const { t } = useTranslation('workspace');
  const latest = useRef(value);
  latest.current = value;
  const [note, setNote] = useState<string | null>(null);

  const expand = async (typed: string, caret: number) => {
    const found = trailingMicrocode(typed.slice(0, caret));
    if (!found) return;
    const token = `.${found.code}`;
    const entry = await (findMicrocode ?? ((c: string) => findEntryByCode('microcodes', c)))(found.code).catch(
      () => null,
    );
    if (!entry) {
      setNote(t('micro.none', { code: found.code.toUpperCase() }));
      return;
    }
    // The text may have moved on while the code was looked up: replace the code only where it still is.
    const now = latest.current;
    const at =
      now.slice(found.start, found.start + token.length) === token ? found.start : now.lastIndexOf(`${token} `);
    if (at < 0) return;
    const next = `${now.slice(0, at)}${String(entry.microText ?? '')}${now.slice(at + token.length)}`;
    latest.current = next;
    setNote(`${entry.code} — ${entry.name}`);
    onChange(next);
    onMicrocode(entry);
  };

  return (
    <Textarea
      dir="auto"
      label={t('change.microscopic', { letter: partLetter })}
      description={note ?? t('micro.hint')}
      autosize
      minRows={3}
      maxRows={14}
      value={value}
      readOnly={readOnly}
      onChange={(e) => {
        const text = e.currentTarget.value;
        const caret = e.currentTarget.selectionStart ?? text.length;
        latest.current = text;
        onChange(text);
        if (text.charAt(caret - 1) === ' ') void expand(text, caret);
      }}
      data-testid={`micro-${partLetter}`}
    />
  );
}
