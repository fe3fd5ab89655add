import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { COVERAGE_RANKS, type TCoverage } from '@lab/domain';
import { DataTable, unsortable, wholeListProps } from '@/components/data-table';
import { formatDate } from '@/lib/format';
import { useCoverages } from '../api/list-coverages';
import { CoverageForm } from './coverage-form';

const day = (d: string | null) => (d ? formatDate(`${d}T00:00:00`) : '');
const columns = unsortable<TCoverage>([
  {
    id: 'rank',
    header: 'Rank',
    cell: ({ row: { original: c } }) => (
      <Text size="sm" fw={600} tt="capitalize" c={c.active ? (c.rank === 'primary' ? 'blue' : 'grape') : 'dimmed'}>
        {c.rank}
      </Text>
    ),
  },
  { id: 'payer', header: 'Payer', cell: ({ row: { original: c } }) => `${c.payerName} (${c.payerCode})` },
  { id: 'policyNumber', header: 'Policy', accessorKey: 'policyNumber' },
  { id: 'groupNumber', header: 'Group', accessorKey: 'groupNumber' },
  {
    id: 'subscriber',
    header: 'Subscriber',
    cell: ({ row: { original: c } }) =>
      c.subscriberName ? `${c.subscriberName} (${c.subscriberRelationship})` : c.subscriberRelationship,
  },
  {
    id: 'dates',
    header: 'Effective',
    cell: ({ row: { original: c } }) =>
      c.effectiveFrom || c.effectiveTo ? `${day(c.effectiveFrom)} – ${day(c.effectiveTo)}` : '',
  },
  {
    id: 'active',
    header: 'Status',
    cell: ({ row: { original: c } }) =>
      c.active ? (
        <Text size="sm">Active</Text>
      ) : (
        <Text size="sm" c="dimmed">
          Ended
        </Text>
      ),
  },
]);

/** The patient's insurance: primary, secondary, tertiary; ended coverages stay listed, muted. */
export function CoveragesTab({ patientId, readOnly }: { patientId: number; readOnly: boolean }) {
  const coverages = useCoverages(patientId);
  const [editing, setEditing] = useState<TCoverage | 'new' | null>(null);
  const rows = coverages.data?.data ?? [];
  const freeRank = COVERAGE_RANKS.find((r) => !rows.some((c) => c.active && c.rank === r));
  return (
    <Stack>
      {!readOnly && (
        <Group>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} disabled={!freeRank}>
            Add coverage
          </Button>
          {!freeRank && (
            <Text size="sm" c="dimmed">
              Primary, secondary and tertiary are taken; end one to add another.
            </Text>
          )}
        </Group>
      )}
      <DataTable
        label="Coverages"
        columns={columns}
        {...wholeListProps(rows, coverages.isFetching)}
        onRowClick={readOnly ? undefined : (c) => setEditing(c)}
        getRowId={(c) => String(c.id)}
        isRowMuted={(c) => !c.active}
        emptyText="No insurance on file (self-pay)."
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Add coverage' : 'Edit coverage'}
        size="lg"
      >
        {editing !== null && (
          <CoverageForm
            patientId={patientId}
            coverage={editing === 'new' ? null : editing}
            defaultRank={freeRank}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
