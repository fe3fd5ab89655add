import { useRef } from 'react';
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
import { formatDate } from '@/lib/format';

const columns: ColumnDef<TPatient, unknown>[] = [
  { id: 'mrn', header: 'MRN', accessorKey: 'mrn', size: 120 },
  {
    id: 'lastName',
    header: 'Name',
    cell: ({ row: { original: p } }) => (
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" fw={500}>
          {p.lastName}, {p.firstName}
          {p.middleName ? ` ${p.middleName}` : ''}
        </Text>
        {p.mergedIntoId && (
          <Badge size="xs" color="gray">
            merged
          </Badge>
        )}
      </Group>
    ),
  },
  {
    id: 'dob',
    header: 'Date of birth',
    accessorKey: 'dob',
    cell: (c) => formatDate(`${c.getValue() as string}T00:00:00`),
  },
  {
    id: 'sex',
    header: 'Sex',
    accessorKey: 'sex',
    enableSorting: false,
    cell: (c) => PATIENT_SEX_LABELS[c.getValue() as TPatientSex] ?? c.getValue(),
  },
  { id: 'phone', header: 'Phone', accessorKey: 'phone', enableSorting: false },
  { id: 'city', header: 'City', accessorKey: 'city', enableSorting: false },
];

const noFilters: Pick<TPatientListQuery, 'includeMerged'> = {};

/** Find a patient by name, MRN or date of birth ("smi 1980"); Alt+N registers a new one. */
export function PatientsPage() {
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
        title="Patients"
        subtitle="Search by name, MRN or date of birth: “smi 1980”, “smith john”, “M0000012”, “03/14/1980”."
        actions={<NewRecordButton onClick={() => void navigate({ to: '/patient/new' })}>New patient</NewRecordButton>}
      />
      <Stack>
        <ListToolbar
          list={list}
          prominent
          onEnter={() => list.rows[0] && open(list.rows[0])}
          search={{
            ref: search,
            'aria-label': 'Search patients',
            placeholder: 'Name, MRN or date of birth',
            rightSection: <Kbd size="xs">/</Kbd>,
            w: { base: '100%', sm: 420 },
          }}
        >
          <Checkbox
            label="Include merged records"
            checked={!!list.params.filters.includeMerged}
            onChange={(e) => list.setFilter('includeMerged', e.currentTarget.checked || undefined)}
          />
        </ListToolbar>
        {list.query.data?.totalCapped && (
          <Text size="sm" c="dimmed">
            More than {PATIENT_COUNT_CAP.toLocaleString()} patients match; add a name, year or MRN to narrow the search.
          </Text>
        )}
        <DataTable
          label="Patients"
          columns={columns}
          {...list.tableProps}
          onRowClick={open}
          getRowId={(p) => String(p.id)}
          isRowMuted={(p) => !!p.mergedIntoId}
          emptyText={list.params.q ? 'No patient matches. Alt+N registers a new one.' : 'No patients yet.'}
        />
      </Stack>
    </>
  );
}
