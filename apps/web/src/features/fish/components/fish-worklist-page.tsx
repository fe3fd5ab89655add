import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useNavigate } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { CASE_STATUS_LABELS, fishReaderTarget, type TFishWorklistRow } from '@lab/domain';
import {
  CaseNumberText,
  DataTable,
  ListToolbar,
  patientColumn,
  receivedColumn,
  useServerList,
} from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { fishWorklistQuery } from '../api/get-fish-worklist';
import { FishStatusBadge } from './fish-session-card';

/** The columns, their headers in the language shown. */
const makeColumns = (t: TFunction<'fish'>): ColumnDef<TFishWorklistRow, unknown>[] => [
  {
    id: 'caseNumber',
    header: t('cases:list.case'),
    enableSorting: false,
    cell: ({ row }) => (
      <Stack gap={2} align="flex-start">
        <CaseNumberText>{row.original.caseNumber}</CaseNumberText>
        {row.original.priority === 'stat' && (
          <Badge color="red" size="sm">
            {t('common:priority.stat')}
          </Badge>
        )}
      </Stack>
    ),
  },
  patientColumn(),
  {
    id: 'tests',
    header: t('worklist.ordered'),
    enableSorting: false,
    cell: ({ row }) => (
      <Text size="sm">
        {row.original.fishTests.join(', ') ||
          t('worklist.typeCase', { type: t(`cases:caseType.${row.original.caseType}`) })}
      </Text>
    ),
  },
  {
    id: 'scoring',
    header: t('worklist.scoring'),
    enableSorting: false,
    cell: ({ row }) => {
      const s = row.original.session;
      if (!s) {
        return (
          <Text size="sm" c="dimmed">
            {t('worklist.notStarted')}
          </Text>
        );
      }
      const target = fishReaderTarget(s.method);
      return (
        <Stack gap={2}>
          <Group gap={6}>
            <FishStatusBadge status={s.status} />
            <Text size="xs">{s.probeSet}</Text>
          </Group>
          <Text size="xs" c="dimmed" data-testid="fish-progress">
            {s.reader1}: {s.reader1Count}/{target}
            {s.reader2 ? ` · ${s.reader2}: ${s.reader2Count}/${target}` : ''}
          </Text>
        </Stack>
      );
    },
  },
  {
    id: 'status',
    header: t('worklist.caseStatus'),
    enableSorting: false,
    cell: ({ row }) => (
      <Text size="sm">
        {t(`common:caseStatus.${row.original.status}`, { defaultValue: CASE_STATUS_LABELS[row.original.status] })}
      </Text>
    ),
  },
  receivedColumn(150, false),
];

/**
 * `/fishscoring`: FISH cases and FISH tests ordered on other cases that are not yet scored and accepted, STAT
 * first then the oldest; a scoring under way shows its reader and how many nuclei are counted.
 */
export function FishWorklistPage() {
  const { t } = useTranslation('fish');
  const columns = useMemo(() => makeColumns(t), [t]);
  const navigate = useNavigate();
  const list = useServerList({ query: fishWorklistQuery });
  return (
    <>
      <PageHeader title={t('worklist.title')} subtitle={t('worklist.subtitle')} />
      <Stack>
        <ListToolbar
          list={list}
          search={{
            label: t('cases:list.search'),
            placeholder: t('cases:list.searchPlaceholder'),
            w: { base: '100%', sm: 300 },
          }}
        />
        <DataTable
          label={t('worklist.label')}
          columns={columns}
          {...list.tableProps}
          onRowClick={(r) => void navigate({ to: '/fishscoring/$caseId', params: { caseId: String(r.caseId) } })}
          getRowId={(r) => String(r.caseId)}
          emptyText={t('worklist.empty')}
        />
      </Stack>
    </>
  );
}
