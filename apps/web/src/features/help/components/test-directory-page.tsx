import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { Alert, Badge, Center, Drawer, Group, Loader, Stack, Table, Text } from '@mantine/core';
import {
  CASE_TYPE_LABELS,
  formatCptUnits,
  TEST_DIRECTORY_SORT_FIELDS,
  type TCaseType,
  type TTestDirectoryEntry,
  type TTestDirectoryQuery,
} from '@lab/domain';
import { CaseTypeFilter, DataTable, ListToolbar, useServerList } from '@/components/data-table';
import { LookupSelect } from '@/components/lookup-select';
import { PageHeader } from '@/components/page-header';
import { i18n } from '@/lib/i18n';
import { testDirectoryEntryQuery, testDirectoryQuery } from '../api/help';

const clamp = { maxWidth: 320, whiteSpace: 'normal' } as const;

/** "Same day", "3 working days" in the language shown (the domain's turnaroundLabel in English). */
const turnaroundLabel = (days: number | null | undefined): string | null =>
  days === null || days === undefined || !Number.isFinite(days) || days < 0
    ? null
    : days === 0
      ? i18n.t('help:tests.sameDay')
      : i18n.t('help:tests.workingDays', { count: days });
const header = (key: string) => () => i18n.t(`help:tests.col.${key}`);

const columns: ColumnDef<TTestDirectoryEntry, unknown>[] = [
  {
    id: 'name',
    header: header('test'),
    cell: ({ row: { original: t } }) => (
      <Stack gap={0} miw={160}>
        <Text size="sm" fw={500}>
          {t.name}
        </Text>
        {t.testGroupName && (
          <Text size="xs" c="dimmed">
            {t.testGroupName}
          </Text>
        )}
      </Stack>
    ),
  },
  { id: 'code', header: header('code'), accessorKey: 'code' },
  {
    id: 'cpt',
    header: header('cpt'),
    enableSorting: false,
    cell: ({ row: { original: t } }) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {t.cpt.map(formatCptUnits).join(', ') || '—'}
      </Text>
    ),
  },
  {
    id: 'specimen',
    header: header('specimen'),
    enableSorting: false,
    cell: ({ row: { original: t } }) => (
      <Text size="sm" lineClamp={3} style={clamp} miw={220}>
        {t.specimenRequirements ?? '—'}
      </Text>
    ),
  },
  {
    id: 'container',
    header: header('container'),
    enableSorting: false,
    cell: ({ row: { original: t } }) => (
      <Text size="sm" lineClamp={2} style={{ ...clamp, maxWidth: 220 }} miw={140}>
        {t.container ?? '—'}
      </Text>
    ),
  },
  {
    id: 'transport',
    header: header('transport'),
    enableSorting: false,
    cell: ({ row: { original: t } }) => (
      <Text size="sm" lineClamp={2} style={{ ...clamp, maxWidth: 220 }} miw={140}>
        {t.transport ?? '—'}
      </Text>
    ),
  },
  {
    id: 'turnaroundDays',
    header: header('turnaround'),
    cell: ({ row: { original: t } }) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {turnaroundLabel(t.turnaroundDays) ?? '—'}
      </Text>
    ),
  },
];

const noFilters: Pick<TTestDirectoryQuery, 'testGroupId' | 'caseType'> = {};

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={170} style={{ verticalAlign: 'top' }}>
        {label}
      </Table.Th>
      <Table.Td style={{ whiteSpace: 'pre-line' }}>{children}</Table.Td>
    </Table.Tr>
  );
}

/** One test's details in a drawer: everything an office needs to collect and send the specimen. */
function TestDetails({ id, onClose }: { id: number | null; onClose(): void }) {
  const { t: tr } = useTranslation('help');
  const entry = useQuery({ ...testDirectoryEntryQuery(id ?? 0), enabled: id !== null });
  const t = entry.data;
  return (
    <Drawer opened={id !== null} onClose={onClose} title={t?.name ?? tr('tests.col.test')} position="right" size="lg">
      {entry.isError ? (
        <Alert color="red">{tr('tests.notFound')}</Alert>
      ) : !t ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <Stack>
          <Group gap="xs">
            <Badge variant="light">{t.code}</Badge>
            {t.testGroupName && <Badge variant="outline">{t.testGroupName}</Badge>}
            {t.caseType && (
              <Badge variant="outline" color="gray">
                {tr(`caseType.${t.caseType}`, { defaultValue: CASE_TYPE_LABELS[t.caseType as TCaseType] })}
              </Badge>
            )}
          </Group>
          <Table variant="vertical" withTableBorder layout="fixed" aria-label={tr('tests.details')}>
            <Table.Tbody>
              <Detail label={tr('tests.col.specimen')}>{t.specimenRequirements ?? '—'}</Detail>
              <Detail label={tr('tests.col.container')}>{t.container ?? '—'}</Detail>
              <Detail label={tr('tests.storage')}>{t.transport ?? '—'}</Detail>
              <Detail label={tr('tests.col.turnaround')}>{turnaroundLabel(t.turnaroundDays) ?? '—'}</Detail>
              <Detail label={tr('tests.cptCodes')}>{t.cpt.length ? t.cpt.map(formatCptUnits).join(', ') : '—'}</Detail>
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed">
            {tr('tests.note')}
          </Text>
        </Stack>
      )}
    </Drawer>
  );
}

/**
 * The test directory (docs/help.md#test-directory): the lab's active tests from the Tests list, searched by name,
 * code or CPT code and filtered by test group and case type, paged on the server. A row opens the test's details;
 * ?test=<id> (from the top-bar search) opens them on arrival, ?q= starts a search.
 */
export function TestDirectoryPage() {
  const { t } = useTranslation('help');
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> });
  const initialTest = Number(search.test);
  const [openId, setOpenId] = useState<number | null>(
    Number.isInteger(initialTest) && initialTest > 0 ? initialTest : null,
  );
  const list = useServerList({
    query: testDirectoryQuery,
    filters: noFilters,
    q: typeof search.q === 'string' ? search.q : undefined,
    sort: { fields: TEST_DIRECTORY_SORT_FIELDS, initial: 'name' },
  });

  return (
    <>
      <PageHeader title={t('tests.title')} subtitle={t('tests.subtitle')} />
      <Stack>
        <ListToolbar
          list={list}
          prominent
          onEnter={() => list.rows[0] && setOpenId(list.rows[0].id)}
          search={{
            'aria-label': t('tests.search'),
            placeholder: t('tests.searchPlaceholder'),
            w: { base: '100%', sm: 320 },
          }}
        >
          <LookupSelect
            list="testgroups"
            aria-label={t('tests.group')}
            placeholder={t('tests.allGroups')}
            value={list.params.filters.testGroupId}
            onChange={(id) => list.setFilter('testGroupId', id ?? undefined)}
            w={{ base: '100%', sm: 240 }}
          />
          <CaseTypeFilter
            label={undefined}
            aria-label={t('tests.caseType')}
            placeholder={t('tests.allCaseTypes')}
            value={list.params.filters.caseType}
            onChange={(v) => list.setFilter('caseType', v)}
            w={{ base: '100%', sm: 200 }}
          />
        </ListToolbar>
        <DataTable
          label={t('tests.tests')}
          columns={columns}
          {...list.tableProps}
          onRowClick={(row) => setOpenId(row.id)}
          getRowId={(row) => String(row.id)}
          emptyText={t('tests.none')}
        />
      </Stack>
      <TestDetails id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
