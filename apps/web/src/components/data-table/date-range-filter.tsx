import { useMemo } from 'react';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';

type Base = Omit<DatePickerInputProps<'range'>, 'type' | 'value' | 'onChange'>;

/** A list's from–to filter (YYYY-MM-DD, either end open); cleared: any date. */
export function DateRangeFilter({
  from,
  to,
  onChange,
  ...rest
}: Base & { from: string | undefined; to: string | undefined; onChange(range: { from?: string; to?: string }): void }) {
  const value = useMemo<[string | null, string | null]>(() => [from ?? null, to ?? null], [from, to]);
  return (
    <DatePickerInput
      type="range"
      clearable
      {...rest}
      value={value}
      onChange={(v) => onChange({ from: v[0] ?? undefined, to: v[1] ?? undefined })}
    />
  );
}
