import { useNavigate } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { CASE_STATUS_LABELS, CASE_TYPE_LABELS, fishReaderTarget, type TFishWorklistRow } from '@lab/domain';
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

const columns: ColumnDef<TFishWorklistRow, unknown>[] = [
  {
    id: 'caseNumber',
    header: 'Case',
    enableSorting: false,
    cell: ({ row }) => (
      <Stack gap={2} align="flex-start">
        <CaseNumberText>{row.original.caseNumber}</CaseNumberText>
        {row.original.priority === 'stat' && (
          <Badge color="red" size="sm">
            STAT
          </Badge>
        )}
      </Stack>
    ),
  },
  patientColumn(),
  {
    id: 'tests',
    header: 'FISH ordered',
    enableSorting: false,
    cell: ({ row }) => (
      <Text size="sm">{row.original.fishTests.join(', ') || `${CASE_TYPE_LABELS[row.original.caseType]} case`}</Text>
    ),
  },
  {
    id: 'scoring',
    header: 'Scoring',
    enableSorting: false,
    cell: ({ row }) => {
      const s = row.original.session;
      if (!s) {
        return (
          <Text size="sm" c="dimmed">
            Not started
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
    header: 'Case status',
    enableSorting: false,
    cell: ({ row }) => <Text size="sm">{CASE_STATUS_LABELS[row.original.status]}</Text>,
  },
  receivedColumn(150, false),
];

/**
 * `/fishscoring`: FISH cases and FISH tests ordered on other cases that are not yet scored and accepted, STAT
 * first then the oldest; a scoring under way shows its reader and how many nuclei are counted.
 */
export function FishWorklistPage() {
  const navigate = useNavigate();
  const list = useServerList({ query: fishWorklistQuery });
  return (
    <>
      <PageHeader
        title="FISH Scoring"
        subtitle="FISH work not yet accepted: STAT first, then the oldest received. Enter opens a case."
      />
      <Stack>
        <ListToolbar
          list={list}
          search={{ label: 'Search', placeholder: 'Case no., patient or MRN', w: { base: '100%', sm: 300 } }}
        />
        <DataTable
          label="FISH worklist"
          columns={columns}
          {...list.tableProps}
          onRowClick={(r) => void navigate({ to: '/fishscoring/$caseId', params: { caseId: String(r.caseId) } })}
          getRowId={(r) => String(r.caseId)}
          emptyText="No FISH work waiting."
        />
      </Stack>
    </>
  );
}
