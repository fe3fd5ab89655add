import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { ApiError } from '@/lib/api-client';
import { RecordPending } from './record-pending';

const failed = (status: number, message: string, code: ApiError['code']) =>
  new ApiError(status, message, {}, undefined, code);

describe('RecordPending', () => {
  it.each([
    [failed(404, 'Case not found', 'not_found'), 'No such case.'],
    [failed(403, 'Nope', 'forbidden'), 'You are not allowed to see this record.'],
    [failed(500, 'The database is down', 'internal'), 'The database is down'],
  ])('says why from the code, not the message (%s)', (error, said) => {
    renderWithProviders(<RecordPending error={error} title="Case not available" notFound="No such case." />);
    expect(screen.getByRole('alert')).toHaveTextContent(`Case not available${said}`);
  });

  it('shows a loader while there is no error', () => {
    renderWithProviders(<RecordPending error={null} title="Case not available" />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
