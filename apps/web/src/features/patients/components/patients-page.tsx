import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { useNavigate } from '@tanstack/react-router';
import { Badge, Checkbox, Group, Kbd, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import {
  PATIENT_COUNT_CAP,
  PATIENT_SEX_LABELS,
  PATIENT_SORT_FIELDS,
  type TPatient,
  type TPatientListQuery,
  type TPatientSex,
} from '@lab/domain';
import { patientListQuery } from '@/api/patients/list-patients';
import { DataTable, ListToolbar, NewRecordButton, useServerList } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { formatDate, formatNumber } from '@/lib/format';

const makeColumns = (t: TFunction<'patients'>): ColumnDef<TPatient, unknown>[] => [
  { id: 'mrn', header: t('list.mrn'), accessorKey: 'mrn', size: 120 },
  {
    id: 'lastName',
    header: t('list.name'),
    cell: ({ row: { original: p } }) => (
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" fw={500}>
          {p.lastName}, {p.firstName}
          {p.middleName ? ` ${p.middleName}` : ''}
        </Text>
        {p.mergedIntoId && (
          <Badge size="xs" color="gray">
            {t('merged')}
          </Badge>
        )}
      </Group>
    ),
  },
  {
    id: 'dob',
    header: t('list.dob'),
    accessorKey: 'dob',
    cell: (c) => formatDate(`${c.getValue() as string}T00:00:00`),
  },
  {
    id: 'sex',
    header: t('list.sex'),
    accessorKey: 'sex',
    enableSorting: false,
    cell: (c) =>
      t(`sexes.${c.getValue() as string}`, {
        defaultValue: PATIENT_SEX_LABELS[c.getValue() as TPatientSex] ?? c.getValue(),
      }),
  },
  { id: 'phone', header: t('list.phone'), accessorKey: 'phone', enableSorting: false },
  { id: 'city', header: t('list.city'), accessorKey: 'city', enableSorting: false },
];

const noFilters: Pick<TPatientListQuery, 'includeMerged'> = {};

/** Find a patient by name, MRN or date of birth ("smi 1980"); Alt+N registers a new one. */
export function PatientsPage() {
  const { t } = useTranslation('patients');
  const columns = useMemo(() => makeColumns(t), [t]);
  const navigate = useNavigate();
  const search = useRef<HTMLInputElement>(null);
  const list = useServerList({
    query: patientListQuery,
    filters: noFilters,
    sort: { fields: PATIENT_SORT_FIELDS },
  });
  const open = (p: TPatient) => void navigate({ to: `/patient/${p.id}` });
  // "/" only outside inputs (dates contain slashes).
  useHotkeys([['/', () => search.current?.focus()]]);

  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          <NewRecordButton onClick={() => void navigate({ to: '/patient/new' })}>{t('new.title')}</NewRecordButton>
        }
      />
      <Stack>
        <ListToolbar
          list={list}
          prominent
          onEnter={() => list.rows[0] && open(list.rows[0])}
          search={{
            ref: search,
            'aria-label': t('list.search'),
            placeholder: t('list.searchPlaceholder'),
            rightSection: <Kbd size="xs">/</Kbd>,
            w: { base: '100%', sm: 420 },
          }}
        >
          <Checkbox
            label={t('list.includeMerged')}
            checked={!!list.params.filters.includeMerged}
            onChange={(e) => list.setFilter('includeMerged', e.currentTarget.checked || undefined)}
          />
        </ListToolbar>
        {list.query.data?.totalCapped && (
          <Text size="sm" c="dimmed">
            {t('list.capped', { cap: formatNumber(PATIENT_COUNT_CAP) })}
          </Text>
        )}
        <DataTable
          label={t('list.title')}
          columns={columns}
          {...list.tableProps}
          onRowClick={open}
          getRowId={(p) => String(p.id)}
          isRowMuted={(p) => !!p.mergedIntoId}
          emptyText={list.params.q ? t('list.noMatch') : t('list.none')}
        />
      </Stack>
    </>
  );
}
