import { forwardRef, useMemo, useState } from 'react';
import { Loader, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCaseSearch } from './api/search-cases';
import { usePatientSearch } from './api/search-patients';
import { formatDate } from '@/lib/format';

export type AttachKind = 'patient' | 'case';

export interface AttachTarget {
  kind: AttachKind;
  id: number | null;
  label?: string;
}

interface Props {
  value: AttachTarget;
  onChange(value: AttachTarget): void;
  error?: string;
  autoFocus?: boolean;
}

/** Choose what a document belongs to: a patient (by name, MRN or date of birth) or a case (by number). */
export const AttachTargetPicker = forwardRef<HTMLInputElement, Props>(function AttachTargetPicker(
  { value, onChange, error, autoFocus },
  ref,
) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 200);
  const patients = usePatientSearch(value.kind === 'patient' ? q : '');
  const cases = useCaseSearch(value.kind === 'case' ? q : '');
  const active = value.kind === 'patient' ? patients : cases;

  const data = useMemo(() => {
    const opts =
      value.kind === 'patient'
        ? (patients.data?.data ?? []).map((p) => ({
            value: String(p.id),
            label: `${p.lastName}, ${p.firstName} · MRN ${p.mrn} · born ${formatDate(p.dob)}`,
          }))
        : (cases.data?.data ?? []).map((c) => ({
            value: String(c.id),
            label: c.patientName ? `${c.caseNumber} · ${c.patientName}` : c.caseNumber,
          }));
    if (value.id && value.label && !opts.some((o) => o.value === String(value.id))) {
      opts.unshift({ value: String(value.id), label: value.label });
    }
    return opts;
  }, [value, patients.data, cases.data]);

  return (
    <Stack gap={6}>
      <SegmentedControl
        size="xs"
        w="fit-content"
        aria-label="Attach to"
        data={[
          { value: 'patient', label: 'Patient' },
          { value: 'case', label: 'Case' },
        ]}
        value={value.kind}
        onChange={(k) => {
          setSearch('');
          onChange({ kind: k as AttachKind, id: null });
        }}
      />
      <Select
        ref={ref}
        autoFocus={autoFocus}
        // Focus alone (autofocus on /documents) must not open the list over the fields below: typing or a click does.
        openOnFocus={false}
        label={value.kind === 'patient' ? 'Patient' : 'Case'}
        placeholder={value.kind === 'patient' ? 'Name, MRN or date of birth' : 'Case number, e.g. S26-00042'}
        searchable
        clearable
        withAsterisk
        aria-required
        data={data}
        value={value.id ? String(value.id) : null}
        onChange={(v, opt) => onChange({ kind: value.kind, id: v ? Number(v) : null, label: opt?.label })}
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        nothingFoundMessage={
          !q
            ? 'Type to search'
            : active.isFetching
              ? 'Searching…'
              : active.isError
                ? 'Search is unavailable'
                : 'No match'
        }
        rightSection={active.isFetching ? <Loader size={14} /> : undefined}
        error={error}
      />
      {!error && (
        <Text size="xs" c="dimmed">
          {value.kind === 'patient'
            ? 'The document goes to the patient record.'
            : 'The document goes to the case and its patient.'}
        </Text>
      )}
    </Stack>
  );
});
