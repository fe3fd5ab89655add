import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { KeyHint } from './key-hint';

describe('KeyHint', () => {
  it('reads left to right inside a right-to-left page ("Ctrl+Enter", not "Enter+Ctrl")', () => {
    renderWithProviders(
      <div dir="rtl">
        <KeyHint>Ctrl+Enter</KeyHint> saves
      </div>,
    );
    const kbd = screen.getByText('Ctrl+Enter');
    expect(kbd.tagName).toBe('KBD');
    expect(kbd).toHaveAttribute('dir', 'ltr');
    expect(kbd.style.unicodeBidi).toBe('isolate');
  });
});
