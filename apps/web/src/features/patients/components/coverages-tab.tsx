import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { COVERAGE_RANKS, type TCoverage } from '@lab/domain';
import { DataTable, unsortable, wholeListProps } from '@/components/data-table';
import { formatDate } from '@/lib/format';
import { useCoverages } from '../api/list-coverages';
import { CoverageForm } from './coverage-form';

const day = (d: string | null) => (d ? formatDate(`${d}T00:00:00`) : '');
const makeColumns = (t: TFunction<'patients'>) =>
  unsortable<TCoverage>([
    {
      id: 'rank',
      header: t('coverage.rank'),
      cell: ({ row: { original: c } }) => (
        <Text size="sm" fw={600} tt="capitalize" c={c.active ? (c.rank === 'primary' ? 'blue' : 'grape') : 'dimmed'}>
          {t(`coverage.ranks.${c.rank}`, { defaultValue: c.rank })}
        </Text>
      ),
    },
    { id: 'payer', header: t('coverage.payer'), cell: ({ row: { original: c } }) => `${c.payerName} (${c.payerCode})` },
    { id: 'policyNumber', header: t('coverage.policy'), accessorKey: 'policyNumber' },
    { id: 'groupNumber', header: t('coverage.group'), accessorKey: 'groupNumber' },
    {
      id: 'subscriber',
      header: t('coverage.subscriber'),
      cell: ({ row: { original: c } }) =>
        c.subscriberName
          ? `${c.subscriberName} (${t(`coverage.relationships.${c.subscriberRelationship}`, { defaultValue: c.subscriberRelationship })})`
          : t(`coverage.relationships.${c.subscriberRelationship}`, { defaultValue: c.subscriberRelationship }),
    },
    {
      id: 'dates',
      header: t('coverage.effective'),
      cell: ({ row: { original: c } }) =>
        c.effectiveFrom || c.effectiveTo ? `${day(c.effectiveFrom)} – ${day(c.effectiveTo)}` : '',
    },
    {
      id: 'active',
      header: t('coverage.status'),
      cell: ({ row: { original: c } }) =>
        c.active ? (
          <Text size="sm">{t('coverage.active')}</Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('coverage.ended')}
          </Text>
        ),
    },
  ]);

/** The patient's insurance: primary, secondary, tertiary; ended coverages stay listed, muted. */
export function CoveragesTab({ patientId, readOnly }: { patientId: number; readOnly: boolean }) {
  const { t } = useTranslation('patients');
  const columns = useMemo(() => makeColumns(t), [t]);
  const coverages = useCoverages(patientId);
  const [editing, setEditing] = useState<TCoverage | 'new' | null>(null);
  const rows = coverages.data?.data ?? [];
  const freeRank = COVERAGE_RANKS.find((r) => !rows.some((c) => c.active && c.rank === r));
  return (
    <Stack>
      {!readOnly && (
        <Group>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} disabled={!freeRank}>
            {t('coverage.add')}
          </Button>
          {!freeRank && (
            <Text size="sm" c="dimmed">
              {t('coverage.allTaken')}
            </Text>
          )}
        </Group>
      )}
      <DataTable
        label={t('coverage.label')}
        columns={columns}
        {...wholeListProps(rows, coverages.isFetching)}
        onRowClick={readOnly ? undefined : (c) => setEditing(c)}
        getRowId={(c) => String(c.id)}
        isRowMuted={(c) => !c.active}
        emptyText={t('coverage.empty')}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('coverage.add') : t('coverage.edit')}
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
