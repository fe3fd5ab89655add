import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { Anchor, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatMoney, INVOICE_SORT_FIELDS, type TInvoiceListQuery, type TInvoiceListRow } from '@lab/domain';
import { CaseStatusBadge } from '@/components/case-badges';
import {
  CaseStatusFilter,
  DataTable,
  DateRangeFilter,
  ListError,
  ListToolbar,
  patientColumn,
  receivedColumn,
  useServerList,
} from '@/components/data-table';
import { LookupSelect } from '@/components/lookup-select';
import { PageHeader } from '@/components/page-header';
import { isolateLtr } from '@/lib/format';
import { invoiceListQuery } from '../api/invoices';

type InvoiceFilters = Pick<TInvoiceListQuery, 'status' | 'billingClassId' | 'from' | 'to'>;

const makeColumns = (t: TFunction<'invoice'>): ColumnDef<TInvoiceListRow, unknown>[] => [
  {
    id: 'caseNumber',
    header: t('list.columns.invoice'),
    accessorKey: 'caseNumber',
    cell: ({ row }) => (
      <Stack gap={0}>
        <Anchor
          component={Link}
          to={`/pages/invoice/${row.original.caseId}`}
          fw={600}
          size="sm"
          onClick={(e: React.MouseEvent) => e.stopPropagation()}
        >
          {isolateLtr(row.original.invoiceNumber)}
        </Anchor>
        <Text size="xs" c="dimmed">
          {t('list.case', { number: isolateLtr(row.original.caseNumber) })}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'status',
    header: t('list.columns.caseStatus'),
    accessorKey: 'status',
    size: 150,
    cell: ({ row }) => <CaseStatusBadge status={row.original.status} />,
  },
  { ...patientColumn<TInvoiceListRow>(), id: 'patientName' },
  {
    id: 'billingClass',
    header: t('list.columns.billingClass'),
    accessorKey: 'billingClass',
    enableSorting: false,
    // The lab's own Billing Classes entry, as the lab named it (translate="no"; docs/i18n.md).
    cell: ({ row }) => <span translate="no">{row.original.billingClass ?? '—'}</span>,
  },
  {
    id: 'facilityName',
    header: t('list.columns.facility'),
    accessorKey: 'facilityName',
    enableSorting: false,
    cell: ({ row }) => row.original.facilityName ?? '—',
  },
  {
    id: 'procedureCount',
    header: t('list.columns.procedures'),
    accessorKey: 'procedureCount',
    enableSorting: false,
    size: 100,
  },
  {
    id: 'total',
    header: t('list.columns.total'),
    accessorKey: 'total',
    size: 130,
    cell: ({ row }) => (
      <Group gap={6} wrap="nowrap" justify="flex-end">
        {row.original.unpriced > 0 && (
          <Tooltip label={t('list.unpriced', { count: row.original.unpriced })}>
            <IconAlertTriangle size={16} color="var(--mantine-color-orange-text)" aria-label={t('list.unpricedIcon')} />
          </Tooltip>
        )}
        <Text size="sm" fw={600} ff="monospace">
          {isolateLtr(formatMoney(row.original.total))}
        </Text>
      </Group>
    ),
  },
  receivedColumn(150),
];

/**
 * `/pages/invoice`: every case with procedures to bill (docs/invoice.md#list), newest received first, searched by
 * case number, patient or MRN and narrowed by case status, billing class and received date. A row opens its invoice.
 */
export function InvoiceListPage() {
  const { t } = useTranslation('invoice');
  const columns = useMemo(() => makeColumns(t), [t]);
  const navigate = useNavigate();
  const list = useServerList({
    query: invoiceListQuery,
    filters: {} as InvoiceFilters,
    sort: { fields: INVOICE_SORT_FIELDS },
  });
  const f = list.params.filters;
  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          list.query.data && (
            <Badge variant="light" size="lg" data-testid="invoice-count">
              {t('list.count', { count: list.query.data.total })}
            </Badge>
          )
        }
      />
      <Stack>
        <ListToolbar
          list={list}
          search={{
            label: t('list.search'),
            placeholder: t('list.searchPlaceholder'),
            w: { base: '100%', sm: 260 },
            autoFocus: true,
          }}
        >
          <CaseStatusFilter
            value={f.status}
            onChange={(v) => list.setFilter('status', v)}
            w={{ base: '47%', sm: 170 }}
          />
          <LookupSelect
            list="billingclasses"
            label={t('list.columns.billingClass')}
            value={f.billingClassId}
            onChange={(id) => list.setFilter('billingClassId', id ?? undefined)}
            w={{ base: '47%', sm: 200 }}
          />
          <DateRangeFilter
            label={t('list.received')}
            from={f.from}
            to={f.to}
            onChange={(r) => list.setFilters({ ...f, ...r })}
            w={{ base: '100%', sm: 230 }}
          />
        </ListToolbar>
        <ListError error={list.query.error} />
        <DataTable
          label={t('list.title')}
          columns={columns}
          {...list.tableProps}
          onRowClick={(r) => void navigate({ to: '/pages/invoice/$caseId', params: { caseId: String(r.caseId) } })}
          getRowId={(r) => String(r.caseId)}
          isRowMuted={(r) => r.status === 'cancelled'}
          emptyText={t('list.empty')}
        />
      </Stack>
    </>
  );
}
