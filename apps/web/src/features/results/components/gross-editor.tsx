import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { Select, Stack, Text, Textarea } from '@mantine/core';
import { nextBlank, templateBlanks, type TLookupItem } from '@lab/domain';

/** The blank before the selection (wrapping to the last), for Shift+Tab. */
function previousBlank(text: string, before: number): { start: number; end: number } | null {
  const blanks = templateBlanks(text);
  if (blanks.length === 0) return null;
  return [...blanks].reverse().find((b) => b.end <= before) ?? blanks[blanks.length - 1]!;
}

export interface GrossEditorProps {
  partLetter: string;
  value: string;
  templateId: number | null;
  templates: TLookupItem[];
  readOnly?: boolean;
  onChange(text: string, templateId?: number | null): void;
}

/**
 * The gross description: a Gross Description template puts its text in, and Tab walks its `[blanks]`
 * (selected, so typing replaces one); Shift+Tab walks back. With no blank left Tab moves focus on.
 */
export function GrossEditor({ partLetter, value, templateId, templates, readOnly, onChange }: GrossEditorProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  const pendingSelection = useRef<{ start: number; end: number } | null>(null);

  // A selection asked for with a new text is set once that text is in the textarea.
  useLayoutEffect(() => {
    const sel = pendingSelection.current;
    if (!sel || !area.current) return;
    pendingSelection.current = null;
    area.current.focus();
    area.current.setSelectionRange(sel.start, sel.end);
  }, [value]);

  const pickTemplate = (id: string | null) => {
    const t = templates.find((x) => String(x.id) === id);
    if (!t) return onChange(value, null);
    const templateText = String(t.templateText ?? '');
    const el = area.current;
    // Inserted where the cursor is (at the end when the field has not been used), on a line of its own.
    const at = el && document.activeElement === el ? el.selectionStart : value.length;
    const before = value.slice(0, at);
    const sep = before && !before.endsWith('\n') ? '\n' : '';
    const next = `${before}${sep}${templateText}${value.slice(at)}`;
    const first = nextBlank(next, before.length + sep.length);
    pendingSelection.current = first ?? {
      start: before.length + sep.length + templateText.length,
      end: before.length + sep.length + templateText.length,
    };
    onChange(next, t.id);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Tab' || e.altKey || e.ctrlKey || e.metaKey) return;
    const el = e.currentTarget;
    const text = el.value;
    const target = e.shiftKey
      ? previousBlank(text, el.selectionStart)
      : nextBlank(text, el.selectionEnd > el.selectionStart ? el.selectionEnd : el.selectionStart);
    if (!target) return; // no blank left: Tab moves focus as usual
    e.preventDefault();
    el.setSelectionRange(target.start, target.end);
  };

  const blanksLeft = templateBlanks(value).length;
  return (
    <Stack gap={6}>
      {!readOnly && (
        <Select
          label="Gross template"
          placeholder="Pick a template"
          searchable
          clearable
          data={templates.map((t) => ({ value: String(t.id), label: `${t.code} — ${t.name}` }))}
          value={templateId ? String(templateId) : null}
          onChange={pickTemplate}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <Textarea
        dir="auto"
        ref={area}
        label={`Gross description ${partLetter}`}
        autosize
        minRows={3}
        maxRows={14}
        value={value}
        readOnly={readOnly}
        onChange={(e) => onChange(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        description={
          blanksLeft > 0
            ? `${blanksLeft} blank${blanksLeft === 1 ? '' : 's'} to fill — Tab goes to the next, Shift+Tab back`
            : undefined
        }
        data-testid={`gross-${partLetter}`}
      />
      {blanksLeft === 0 && value === '' && !readOnly && (
        <Text size="xs" c="dimmed">
          Pick a template, or write the description.
        </Text>
      )}
    </Stack>
  );
}
