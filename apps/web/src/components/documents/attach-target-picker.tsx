import { forwardRef, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('documents');
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
            label: t('attach.patientOption', {
              last: p.lastName,
              first: p.firstName,
              mrn: p.mrn,
              dob: formatDate(p.dob),
            }),
          }))
        : (cases.data?.data ?? []).map((c) => ({
            value: String(c.id),
            label: c.patientName ? `${c.caseNumber} · ${c.patientName}` : c.caseNumber,
          }));
    if (value.id && value.label && !opts.some((o) => o.value === String(value.id))) {
      opts.unshift({ value: String(value.id), label: value.label });
    }
    return opts;
  }, [value, patients.data, cases.data, t]);

  return (
    <Stack gap={6}>
      <SegmentedControl
        size="xs"
        w="fit-content"
        aria-label={t('attach.to')}
        data={[
          { value: 'patient', label: t('attach.patient') },
          { value: 'case', label: t('attach.case') },
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
        label={value.kind === 'patient' ? t('attach.patient') : t('attach.case')}
        placeholder={value.kind === 'patient' ? t('attach.patientPlaceholder') : t('attach.casePlaceholder')}
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
            ? t('attach.typeToSearch')
            : active.isFetching
              ? t('attach.searching')
              : active.isError
                ? t('attach.unavailable')
                : t('attach.noMatch')
        }
        rightSection={active.isFetching ? <Loader size={14} /> : undefined}
        error={error}
      />
      {!error && (
        <Text size="xs" c="dimmed">
          {value.kind === 'patient' ? t('attach.toPatient') : t('attach.toCase')}
        </Text>
      )}
    </Stack>
  );
});
