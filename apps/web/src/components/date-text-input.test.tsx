import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { DateTextInput } from './date-text-input';

function Harness() {
  const form = useForm<{ dob: string }>({ defaultValues: { dob: '' } });
  const dob = useWatch({ control: form.control, name: 'dob' });
  return (
    <MantineProvider>
      <DateTextInput label="Date of birth" {...form.register('dob')} />
      <output data-testid="value">{dob}</output>
    </MantineProvider>
  );
}

describe('DateTextInput', () => {
  it('turns MM/DD/YYYY into YYYY-MM-DD on leaving the field and tells the form', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Date of birth');
    await userEvent.type(input, '3/4/1980');
    expect(screen.getByTestId('value')).toHaveTextContent('3/4/1980');
    await userEvent.tab();
    expect(input).toHaveValue('1980-03-04');
    expect(screen.getByTestId('value')).toHaveTextContent('1980-03-04');
  });

  it('leaves text that is not a date for validation to name', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Date of birth');
    await userEvent.type(input, '13/45/1980');
    await userEvent.tab();
    expect(input).toHaveValue('13/45/1980');
  });
});
