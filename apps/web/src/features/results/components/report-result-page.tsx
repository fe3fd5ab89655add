import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useNavigate } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { Group, Stack, Text } from '@mantine/core';
import type { TReportSearchRow } from '@lab/domain';
import {
  CaseNumberText,
  DataTable,
  ListError,
  ListToolbar,
  patientColumn,
  useServerList,
} from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { formatDateTimeShort } from '@/lib/format';
import { reportSearchQuery } from '../api/search-reports';
import { CriticalMark, ReportKindBadge, StatusBadge } from './result-badges';

/** The columns, their headers in the language shown. */
const makeColumns = (t: TFunction<'reports'>): ColumnDef<TReportSearchRow, unknown>[] => [
  {
    id: 'caseNumber',
    header: t('columns.case'),
    accessorKey: 'caseNumber',
    enableSorting: false,
    cell: ({ row }) => (
      <Group gap={6} wrap="nowrap">
        <CaseNumberText>{row.original.caseNumber}</CaseNumberText>
        {row.original.critical && <CriticalMark />}
      </Group>
    ),
  },
  patientColumn(),
  {
    id: 'status',
    header: t('columns.status'),
    enableSorting: false,
    cell: ({ row }) => <StatusBadge status={row.original.status} />,
  },
  {
    id: 'kind',
    header: t('columns.latest'),
    enableSorting: false,
    cell: ({ row }) => <ReportKindBadge kind={row.original.kind} />,
  },
  { id: 'versions', header: t('columns.versions'), accessorKey: 'versions', enableSorting: false, size: 70 },
  { id: 'signedBy', header: t('columns.signedBy'), accessorKey: 'signedBy', enableSorting: false },
  {
    id: 'signedAt',
    header: t('columns.signed'),
    enableSorting: false,
    cell: ({ row }) => <Text size="sm">{formatDateTimeShort(row.original.signedAt)}</Text>,
  },
];

/** A found report on a phone: every badge and the date whole, nothing scrolling sideways. */
function ReportCard({ r }: { r: TReportSearchRow }) {
  const { t } = useTranslation('reports');
  return (
    <Stack gap={4}>
      <Group gap={6} wrap="wrap">
        <CaseNumberText>{r.caseNumber}</CaseNumberText>
        {r.critical && <CriticalMark />}
      </Group>
      <Text size="sm">
        {r.patientName}{' '}
        <Text span size="xs" c="dimmed">
          {t('columns.mrn', { ns: 'common', mrn: r.patientMrn })}
        </Text>
      </Text>
      <Group gap={6} wrap="wrap">
        <StatusBadge status={r.status} />
        <ReportKindBadge kind={r.kind} />
        <Text size="xs" c="dimmed">
          {t('reportResult.versions', { count: r.versions })}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {r.signedBy} · {formatDateTimeShort(r.signedAt)}
      </Text>
    </Stack>
  );
}

/** `/reportresult`: find a signed report by case number, patient name or MRN (staff: all; a physician: their own). */
export function ReportResultPage() {
  const { t } = useTranslation('reports');
  const columns = useMemo(() => makeColumns(t), [t]);
  const navigate = useNavigate();
  const list = useServerList({ query: reportSearchQuery });
  return (
    <>
      <PageHeader title={t('reportResult.title')} subtitle={t('reportResult.subtitle')} />
      <Stack>
        <ListToolbar
          list={list}
          search={{
            label: t('reportResult.search'),
            placeholder: t('reportResult.searchPlaceholder'),
            w: { base: '100%', sm: 360 },
            autoFocus: true,
          }}
        />
        <DataTable
          label={t('reports')}
          columns={columns}
          {...list.tableProps}
          onRowClick={(r) =>
            void navigate({
              to: '/reportresult/$caseId/$version',
              params: { caseId: String(r.caseId), version: String(r.version) },
            })
          }
          getRowId={(r) => String(r.caseId)}
          renderCard={(r) => <ReportCard r={r} />}
          emptyText={t('reportResult.none')}
        />
        <ListError error={list.query.error} />
      </Stack>
    </>
  );
}
