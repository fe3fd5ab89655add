import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TLookupItem } from '@lab/domain';
import { renderWithProviders } from '@/test/render';
import { GrossEditor } from './gross-editor';

const punch: TLookupItem = {
  id: 3,
  code: 'GR-PUNCH',
  name: 'Skin punch',
  active: true,
  createdAt: '',
  updatedAt: '',
  templateText: 'A [size] mm punch to a depth of [depth] cm in [cassette].',
};

function Harness({ initial = '' }: { initial?: string }) {
  const [text, setText] = useState(initial);
  const [templateId, setTemplateId] = useState<number | null>(null);
  return (
    <>
      <GrossEditor
        partLetter="A"
        value={text}
        templateId={templateId}
        templates={[punch]}
        onChange={(t, id) => {
          setText(t);
          if (id !== undefined) setTemplateId(id);
        }}
      />
      <button type="button">after</button>
    </>
  );
}

const area = () => screen.getByRole('textbox', { name: 'Gross description A' }) as HTMLTextAreaElement;

describe('GrossEditor', () => {
  it('inserts a template, selects its first blank, and Tab walks the blanks so typing replaces each', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('combobox', { name: 'Gross template' }));
    await user.click(await screen.findByRole('option', { name: /GR-PUNCH/, hidden: true }));
    expect(area().value).toBe(punch.templateText);
    expect(area()).toHaveFocus();
    expect(area().value.slice(area().selectionStart, area().selectionEnd)).toBe('[size]');

    await user.keyboard('4');
    await user.keyboard('{Tab}');
    expect(area().value.slice(area().selectionStart, area().selectionEnd)).toBe('[depth]');
    await user.keyboard('0.3');
    await user.keyboard('{Tab}');
    await user.keyboard('A1');
    expect(area().value).toBe('A 4 mm punch to a depth of 0.3 cm in A1.');

    // No blank left: Tab leaves the textarea as usual.
    await user.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
  });

  it('Shift+Tab goes back to the previous blank; from the first one it leaves the field (no wrap)', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Harness initial="Shave [length] x [width] cm." />);
    await user.click(area());
    area().setSelectionRange(0, 0);
    await user.keyboard('{Tab}');
    expect(area().value.slice(area().selectionStart, area().selectionEnd)).toBe('[length]');
    await user.keyboard('{Tab}');
    expect(area().value.slice(area().selectionStart, area().selectionEnd)).toBe('[width]');
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(area().value.slice(area().selectionStart, area().selectionEnd)).toBe('[length]');
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(area()).not.toHaveFocus();
  });

  it('is no keyboard trap: Tab from the last unfilled blank leaves, and Escape always leaves (WCAG 2.1.2)', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Harness initial="Shave [length] x [width] cm." />);
    await user.click(area());
    area().setSelectionRange(0, 0);
    await user.keyboard('{Tab}');
    await user.keyboard('{Tab}');
    expect(area().value.slice(area().selectionStart, area().selectionEnd)).toBe('[width]');
    // Both blanks still unfilled: Tab from the last one moves on instead of cycling back to the first.
    await user.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();

    await user.click(area());
    area().setSelectionRange(0, 0);
    await user.keyboard('{Tab}');
    expect(area().value.slice(area().selectionStart, area().selectionEnd)).toBe('[length]');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
    expect(area().value).toBe('Shave [length] x [width] cm.');
  });
});
