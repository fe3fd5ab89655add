import { useTranslation } from 'react-i18next';
import { Select, type SelectProps } from '@mantine/core';
import { LookupSelect } from '@/components/lookup-select';
import {
  CASE_STATUSES,
  CASE_STATUS_LABELS,
  CASE_TYPES,
  CASE_TYPE_LABELS,
  PRIORITIES,
  type TCaseStatus,
  type TCaseType,
  type TPriority,
} from '@lab/domain';

type Base = Omit<SelectProps, 'data' | 'value' | 'onChange'>;

const isStatus = (v: string | null): v is TCaseStatus => CASE_STATUSES.some((s) => s === v);
const isType = (v: string | null): v is TCaseType => CASE_TYPES.some((t) => t === v);

/** A case list's Status filter (cleared: any status). */
export function CaseStatusFilter({
  value,
  onChange,
  ...rest
}: Base & { value: TCaseStatus | undefined; onChange(v: TCaseStatus | undefined): void }) {
  const { t } = useTranslation(['shared', 'common']);
  const statusOptions = CASE_STATUSES.map((s) => ({
    value: s,
    label: t(`common:caseStatus.${s}`, { defaultValue: CASE_STATUS_LABELS[s] }),
  }));
  return (
    <Select
      label={t('filters.status')}
      clearable
      {...rest}
      data={statusOptions}
      value={value ?? null}
      onChange={(v) => onChange(isStatus(v) ? v : undefined)}
    />
  );
}

/** A case list's Type filter: the letter and its name (cleared: any type). */
export function CaseTypeFilter({
  value,
  onChange,
  ...rest
}: Base & { value: TCaseType | undefined; onChange(v: TCaseType | undefined): void }) {
  const { t } = useTranslation('shared');
  const typeOptions = CASE_TYPES.map((type) => ({
    value: type,
    label: t('filters.typeOption', {
      type,
      name: t(`caseTypes.${type}`, { defaultValue: CASE_TYPE_LABELS[type] }),
    }),
  }));
  return (
    <Select
      label={t('filters.type')}
      clearable
      {...rest}
      data={typeOptions}
      value={value ?? null}
      onChange={(v) => onChange(isType(v) ? v : undefined)}
    />
  );
}

/** A case list's Priority filter, STAT first (cleared: any priority). */
export function PriorityFilter({
  value,
  onChange,
  ...rest
}: Base & { value: TPriority | undefined; onChange(v: TPriority | undefined): void }) {
  const { t } = useTranslation(['shared', 'common']);
  const priorityOptions = [
    { value: 'stat', label: t('common:priority.stat') },
    { value: 'routine', label: t('common:priority.routine') },
  ];
  return (
    <Select
      label={t('filters.priority')}
      clearable
      {...rest}
      data={priorityOptions}
      value={value ?? null}
      onChange={(v) => onChange(PRIORITIES.find((p) => p === v))}
    />
  );
}

/** The submitting facility a list is narrowed to (cleared: every facility). */
export function FacilityFilter({
  value,
  onChange,
  ...rest
}: Base & { value: number | undefined; onChange(id: number | undefined): void }) {
  const { t } = useTranslation('shared');
  return (
    <LookupSelect
      list="submittingfacilities"
      label={t('filters.facility')}
      {...rest}
      value={value}
      onChange={(id) => onChange(id ?? undefined)}
    />
  );
}
