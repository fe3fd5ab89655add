import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Select, Stack, Text, Textarea } from '@mantine/core';
import { nextBlank, templateBlanks, type TLookupItem } from '@lab/domain';

/** The blank after the selection, or null at the last one (no wrap: Tab then leaves the field, WCAG 2.1.2). */
function followingBlank(text: string, from: number): { start: number; end: number } | null {
  return templateBlanks(text).find((b) => b.start >= from) ?? null;
}

/** The blank before the selection, or null at the first one (Shift+Tab then leaves the field). */
function previousBlank(text: string, before: number): { start: number; end: number } | null {
  return [...templateBlanks(text)].reverse().find((b) => b.end <= before) ?? null;
}

/** The control after (or before) `el` in the page's Tab order, for Escape to leave the field by. */
function tabNeighbour(el: HTMLElement, step: 1 | -1): HTMLElement | null {
  const all = [
    ...document.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((x) => x.tabIndex >= 0 && !x.closest('[inert], [hidden], [aria-hidden="true"]'));
  const i = all.indexOf(el);
  return i < 0 ? null : (all[i + step] ?? null);
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
 * (selected, so typing replaces one); Shift+Tab walks back. No keyboard trap (docs/accessibility.md#keyboard): Tab
 * from the last blank and Shift+Tab from the first leave the field as usual, and Escape always leaves it.
 */
export function GrossEditor({ partLetter, value, templateId, templates, readOnly, onChange }: GrossEditorProps) {
  const { t } = useTranslation('workspace');
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
    const picked = templates.find((x) => String(x.id) === id);
    if (!picked) return onChange(value, null);
    const templateText = String(picked.templateText ?? '');
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
    onChange(next, picked.id);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const el = e.currentTarget;
    if (e.key === 'Escape') {
      const out = tabNeighbour(el, e.shiftKey ? -1 : 1);
      if (out) {
        e.preventDefault();
        out.focus();
      }
      return;
    }
    if (e.key !== 'Tab') return;
    const text = el.value;
    const target = e.shiftKey
      ? previousBlank(text, el.selectionStart)
      : followingBlank(text, el.selectionEnd > el.selectionStart ? el.selectionEnd : el.selectionStart);
    if (!target) return; // past the last blank (or before the first): Tab moves focus as usual
    e.preventDefault();
    el.setSelectionRange(target.start, target.end);
  };

  const blanksLeft = templateBlanks(value).length;
  return (
    <Stack gap={6}>
      {!readOnly && (
        <Select
          label={t('gross.template')}
          placeholder={t('gross.pick')}
          searchable
          clearable
          data={templates.map((x) => ({ value: String(x.id), label: `${x.code} — ${x.name}` }))}
          value={templateId ? String(templateId) : null}
          onChange={pickTemplate}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <Textarea
        dir="auto"
        ref={area}
        label={t('change.gross', { letter: partLetter })}
        autosize
        minRows={3}
        maxRows={14}
        value={value}
        readOnly={readOnly}
        onChange={(e) => onChange(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        description={blanksLeft > 0 ? t('gross.blanks', { count: blanksLeft }) : undefined}
        data-testid={`gross-${partLetter}`}
      />
      {blanksLeft === 0 && value === '' && !readOnly && (
        <Text size="xs" c="dimmed">
          {t('gross.empty')}
        </Text>
      )}
    </Stack>
  );
}
