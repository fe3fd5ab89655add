import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { lookupDef, type LookupField, type TLookupItem } from '@lab/domain';
import { formatDate } from '@/lib/format';
import { renderWithProviders } from '@/test/render';
import { LookupFieldCell } from './lookup-field-cell';

const entry = { id: 1, code: 'L1', name: 'Lot 1', active: true, createdAt: '', updatedAt: '' };
const field = (name: string): LookupField => lookupDef('probelots').fields.find((f) => f.name === name)!;

describe('LookupFieldCell', () => {
  it('marks an expired entry on its expiry field only', () => {
    const row: TLookupItem = { ...entry, expiryDate: '2020-01-31', receivedDate: '2019-06-01', expired: true };
    renderWithProviders(
      <>
        <div data-testid="expiry">
          <LookupFieldCell f={field('expiryDate')} row={row} />
        </div>
        <div data-testid="received">
          <LookupFieldCell f={field('receivedDate')} row={row} />
        </div>
      </>,
    );
    expect(screen.getByTestId('expiry')).toHaveTextContent(`${formatDate('2020-01-31T00:00:00')}Expired`);
    expect(screen.getByTestId('received')).not.toHaveTextContent('Expired');
  });

  it('does not mark an entry that has not expired', () => {
    renderWithProviders(
      <LookupFieldCell f={field('expiryDate')} row={{ ...entry, expiryDate: '2999-01-31', expired: false }} />,
    );
    expect(screen.queryByText('Expired')).not.toBeInTheDocument();
  });
});
