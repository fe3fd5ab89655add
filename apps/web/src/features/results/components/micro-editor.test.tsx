import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TLookupItem } from '@lab/domain';
import { renderWithProviders } from '@/test/render';
import { MicroEditor } from './micro-editor';

const bcc: TLookupItem = {
  id: 9,
  code: 'BCC',
  name: 'Basal cell carcinoma',
  active: true,
  createdAt: '',
  updatedAt: '',
  microText: 'Nests of basaloid cells with peripheral palisading.',
  diagnosisText: 'BASAL CELL CARCINOMA, NODULAR TYPE.',
  icdCode: 'C44.91',
};

function Harness({ onMicrocode }: { onMicrocode(e: TLookupItem): void }) {
  const [text, setText] = useState('');
  return (
    <MicroEditor
      partLetter="A"
      value={text}
      onChange={setText}
      onMicrocode={onMicrocode}
      findMicrocode={async (code) => (code.toLowerCase() === 'bcc' ? bcc : null)}
    />
  );
}

const area = () => screen.getByRole('textbox', { name: 'Microscopic description A' }) as HTMLTextAreaElement;

describe('MicroEditor', () => {
  it('replaces a typed microcode and a space by its microscopic text and hands over the entry', async () => {
    const user = userEvent.setup({ delay: null });
    const onMicrocode = vi.fn();
    renderWithProviders(<Harness onMicrocode={onMicrocode} />);
    await user.type(area(), 'Sections show: .bcc ');
    await waitFor(() => expect(area().value).toBe(`Sections show: ${bcc.microText} `));
    expect(onMicrocode).toHaveBeenCalledWith(bcc);
    // Typing goes on after the expansion.
    await user.type(area(), 'Margins free.');
    expect(area().value).toBe(`Sections show: ${bcc.microText} Margins free.`);
  });

  it('leaves an unknown code as typed and says so', async () => {
    const user = userEvent.setup({ delay: null });
    const onMicrocode = vi.fn();
    renderWithProviders(<Harness onMicrocode={onMicrocode} />);
    await user.type(area(), '.zzz ');
    expect(await screen.findByText('No microcode ZZZ')).toBeInTheDocument();
    expect(area().value).toBe('.zzz ');
    expect(onMicrocode).not.toHaveBeenCalled();
  });

  it('does not expand a dot inside a word (a decimal, an abbreviation)', async () => {
    const user = userEvent.setup({ delay: null });
    const onMicrocode = vi.fn();
    renderWithProviders(<Harness onMicrocode={onMicrocode} />);
    await user.type(area(), 'measures 0.5 cm ');
    expect(area().value).toBe('measures 0.5 cm ');
    expect(onMicrocode).not.toHaveBeenCalled();
  });
});
