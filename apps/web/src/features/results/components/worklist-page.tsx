import { useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { Box, Group, Kbd, Pagination, Paper, Select, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { WORKLIST_SORT_FIELDS, ZWorklistQuery, type TWorklistQuery, type TWorklistRow } from '@lab/domain';
import {
  CaseNumberText,
  CaseStatusFilter,
  CaseTypeFilter,
  DataTable,
  FacilityFilter,
  ListError,
  ListToolbar,
  patientColumn,
  receivedColumn,
  useServerList,
} from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { worklistQuery } from '../api/get-worklist';
import { formatDecimal } from '@/lib/format';
import { useLookupList } from '../api/result-lookups';
import { CriticalMark, StatBadge, StatusBadge } from './result-badges';
import classes from './results.module.css';

/** The rows the arrow keys walk: the table's, or the cards at phone width. */
const ROWS = 'tbody tr[tabindex], [data-worklist-row]';

type WorklistFilters = Pick<TWorklistQuery, 'status' | 'caseType' | 'pathologist' | 'facilityId'>;
/** Filters given in the address (the dashboard's work queues link here with theirs); anything invalid is ignored. */
const ZAddressFilters = ZWorklistQuery.pick({ status: true, caseType: true, pathologist: true }).partial();
function addressFilters(search: unknown): WorklistFilters {
  const parsed = ZAddressFilters.safeParse(search ?? {});
  return parsed.success ? parsed.data : {};
}

/** Red past the target, orange in its last quarter. */
const ageColor = (r: TWorklistRow) =>
  r.overdue ? 'red' : r.ageWorkingDays >= r.targetWorkingDays * 0.75 ? 'orange' : undefined;

/** The columns, their headers in the language shown. */
const makeColumns = (t: TFunction<'workspace'>): ColumnDef<TWorklistRow, unknown>[] => [
  {
    id: 'caseNumber',
    header: t('cases:list.case'),
    accessorKey: 'caseNumber',
    cell: ({ row }) => (
      <Group gap={6} wrap="nowrap">
        <CaseNumberText>{row.original.caseNumber}</CaseNumberText>
        {row.original.isCritical && <CriticalMark />}
        {row.original.hasDraft && (
          <Tooltip label={t('worklist.draftSaved')}>
            <IconPencil size={14} aria-label={t('worklist.draft')} role="img" opacity={0.6} />
          </Tooltip>
        )}
      </Group>
    ),
  },
  {
    id: 'priority',
    header: t('cases:order.priority'),
    enableSorting: false,
    size: 70,
    cell: ({ row }) => (row.original.priority === 'stat' ? <StatBadge /> : null),
  },
  {
    id: 'status',
    header: t('cases:list.status'),
    accessorKey: 'status',
    size: 140,
    cell: ({ row }) => <StatusBadge status={row.original.status} />,
  },
  patientColumn(),
  { id: 'facilityName', header: t('cases:page.facility'), accessorKey: 'facilityName', enableSorting: false },
  { id: 'pathologistName', header: t('cases:page.pathologist'), accessorKey: 'pathologistName', enableSorting: false },
  receivedColumn(140),
  {
    id: 'age',
    header: t('worklist.age'),
    enableSorting: false,
    size: 80,
    cell: ({ row }) => (
      <Tooltip label={t('worklist.target', { count: row.original.targetWorkingDays })}>
        <Text
          size="sm"
          fw={row.original.overdue ? 700 : undefined}
          c={ageColor(row.original)}
          data-overdue={row.original.overdue || undefined}
        >
          {t('worklist.days', { age: formatDecimal(row.original.ageWorkingDays) })}
        </Text>
      </Tooltip>
    ),
  },
];

/** At phone width: one card per case (number, marks, status, patient, age) instead of a wide table. */
function WorklistCards({ rows, onOpen }: { rows: TWorklistRow[]; onOpen(r: TWorklistRow): void }) {
  const { t } = useTranslation('workspace');
  return (
    <Stack gap="xs" component="ul" aria-label={t('worklist.label')} m={0} p={0} style={{ listStyle: 'none' }}>
      {rows.map((r) => (
        <li key={r.id}>
          <UnstyledButton onClick={() => onOpen(r)} data-worklist-row className={classes.card}>
            <Paper withBorder p="sm">
              <Group justify="space-between" wrap="nowrap">
                <Group gap={6} wrap="nowrap">
                  <Text fw={700} ff="monospace">
                    {r.caseNumber}
                  </Text>
                  {r.priority === 'stat' && <StatBadge />}
                  {r.isCritical && <CriticalMark />}
                </Group>
                <Text size="sm" fw={r.overdue ? 700 : undefined} c={ageColor(r)}>
                  {t('worklist.days', { age: formatDecimal(r.ageWorkingDays) })}
                </Text>
              </Group>
              <Group justify="space-between" wrap="nowrap" mt={4}>
                <Text size="sm" truncate>
                  {r.patientName}
                </Text>
                <StatusBadge status={r.status} />
              </Group>
            </Paper>
          </UnstyledButton>
        </li>
      ))}
      {rows.length === 0 && (
        <Text component="li" c="dimmed" ta="center" py="lg">
          {t('worklist.empty')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * `/results`: the diagnosis worklist, STAT first then the oldest (the server orders). A pathologist starts on
 * their own cases. Arrow keys move between rows, Enter opens the workspace.
 */
export function WorklistPage() {
  const { t } = useTranslation('workspace');
  const columns = useMemo(() => makeColumns(t), [t]);
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  const initialSearch = useRouterState({ select: (st) => st.location.search });
  const list = useServerList({
    query: worklistQuery,
    filters: addressFilters(initialSearch),
    sort: { fields: WORKLIST_SORT_FIELDS },
  });
  const pathologists = useLookupList('pathologists');
  const data = list.query.data;
  const f = list.params.filters;
  const mine = data?.myPathologistId ?? null;
  // The server starts a pathologist with open work on "mine", anyone else on all; the picker shows what it applied.
  const pathologistValue = f.pathologist !== undefined ? String(f.pathologist) : (data?.defaultPathologist ?? 'any');
  const pathologistOptions = [
    ...(mine ? [{ value: 'mine', label: t('worklist.mine') }] : []),
    { value: 'any', label: t('worklist.anyPathologist') },
    ...(pathologists.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
  ];

  const phone = useMediaQuery('(max-width: 36em)');
  const open = (r: TWorklistRow) => void navigate({ to: '/results/$id', params: { id: String(r.id) } });
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const target = e.target as HTMLElement;
    const rows = Array.from(box.current?.querySelectorAll<HTMLElement>(ROWS) ?? []);
    const at = rows.indexOf(target);
    const fromSearch = target.dataset.worklistSearch !== undefined;
    if (at < 0 && !fromSearch) return;
    e.preventDefault();
    const next = fromSearch ? (e.key === 'ArrowDown' ? 0 : -1) : at + (e.key === 'ArrowDown' ? 1 : -1);
    rows[Math.max(0, Math.min(rows.length - 1, next))]?.focus();
  };

  return (
    <>
      <PageHeader
        title={t('worklist.title')}
        subtitle={
          <>
            {t('worklist.subtitle')} <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd> {t('worklist.move')}{' '}
            <Kbd size="xs">{t('cases:keys.enter')}</Kbd> {t('worklist.opens')}
          </>
        }
      />
      <Stack>
        <ListToolbar
          list={list}
          search={{
            label: t('cases:list.search'),
            placeholder: t('cases:list.searchPlaceholder'),
            onKeyDown: (e) => {
              if (e.key === 'ArrowDown') {
                e.preventDefault();
                box.current?.querySelector<HTMLElement>(ROWS)?.focus();
              }
            },
            'data-worklist-search': true,
            w: { base: '100%', sm: 300 },
            autoFocus: true,
          }}
        >
          <CaseStatusFilter
            value={f.status}
            onChange={(v) => list.setFilter('status', v)}
            w={{ base: '47%', sm: 170 }}
          />
          <CaseTypeFilter
            value={f.caseType}
            onChange={(v) => list.setFilter('caseType', v)}
            w={{ base: '47%', sm: 150 }}
          />
          <Select
            label={t('cases:page.pathologist')}
            searchable
            allowDeselect={false}
            data={pathologistOptions}
            value={pathologistValue}
            onChange={(v) => list.setFilter('pathologist', v === 'mine' || v === 'any' ? v : v ? Number(v) : undefined)}
            w={{ base: '47%', sm: 200 }}
          />
          <FacilityFilter
            value={f.facilityId}
            onChange={(id) => list.setFilter('facilityId', id)}
            w={{ base: '47%', sm: 220 }}
          />
        </ListToolbar>
        <Box ref={box} className={classes.worklist} onKeyDown={onKeyDown}>
          {phone ? (
            <>
              <WorklistCards rows={list.rows} onOpen={open} />
              {list.tableProps.total > list.params.pageSize && (
                <Pagination
                  mt="sm"
                  size="sm"
                  total={Math.ceil(list.tableProps.total / list.params.pageSize)}
                  value={list.params.page}
                  onChange={list.setPage}
                />
              )}
            </>
          ) : (
            <DataTable
              label={t('worklist.label')}
              columns={columns}
              {...list.tableProps}
              onRowClick={open}
              getRowId={(r) => String(r.id)}
              emptyText={t('worklist.empty')}
            />
          )}
        </Box>
        <ListError error={list.query.error} />
      </Stack>
    </>
  );
}
