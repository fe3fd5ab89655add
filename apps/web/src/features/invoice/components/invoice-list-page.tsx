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

const columns: ColumnDef<TInvoiceListRow, unknown>[] = [
  {
    id: 'caseNumber',
    header: 'Invoice',
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
          Case {isolateLtr(row.original.caseNumber)}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'status',
    header: 'Case status',
    accessorKey: 'status',
    size: 150,
    cell: ({ row }) => <CaseStatusBadge status={row.original.status} />,
  },
  { ...patientColumn<TInvoiceListRow>(), id: 'patientName' },
  {
    id: 'billingClass',
    header: 'Billing class',
    accessorKey: 'billingClass',
    enableSorting: false,
    cell: ({ row }) => row.original.billingClass ?? '—',
  },
  {
    id: 'facilityName',
    header: 'Facility',
    accessorKey: 'facilityName',
    enableSorting: false,
    cell: ({ row }) => row.original.facilityName ?? '—',
  },
  { id: 'procedureCount', header: 'Procedures', accessorKey: 'procedureCount', enableSorting: false, size: 100 },
  {
    id: 'total',
    header: 'Total',
    accessorKey: 'total',
    size: 130,
    cell: ({ row }) => (
      <Group gap={6} wrap="nowrap" justify="flex-end">
        {row.original.unpriced > 0 && (
          <Tooltip label={`${row.original.unpriced} procedure${row.original.unpriced === 1 ? '' : 's'} without a fee`}>
            <IconAlertTriangle
              size={16}
              color="var(--mantine-color-orange-text)"
              aria-label="Procedures without a fee"
            />
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
        title="Invoices"
        subtitle="Cases with procedures to bill, priced from the Procedures list. Totals are global (no TC/PC split)."
        actions={
          list.query.data && (
            <Badge variant="light" size="lg" data-testid="invoice-count">
              {list.query.data.total} {list.query.data.total === 1 ? 'invoice' : 'invoices'}
            </Badge>
          )
        }
      />
      <Stack>
        <ListToolbar
          list={list}
          search={{
            label: 'Search',
            placeholder: 'Case no., patient or MRN',
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
            label="Billing class"
            value={f.billingClassId}
            onChange={(id) => list.setFilter('billingClassId', id ?? undefined)}
            w={{ base: '47%', sm: 200 }}
          />
          <DateRangeFilter
            label="Received"
            from={f.from}
            to={f.to}
            onChange={(r) => list.setFilters({ ...f, ...r })}
            w={{ base: '100%', sm: 230 }}
          />
        </ListToolbar>
        <ListError error={list.query.error} />
        <DataTable
          label="Invoices"
          columns={columns}
          {...list.tableProps}
          onRowClick={(r) => void navigate({ to: '/pages/invoice/$caseId', params: { caseId: String(r.caseId) } })}
          getRowId={(r) => String(r.caseId)}
          isRowMuted={(r) => r.status === 'cancelled'}
          emptyText="No case with procedures matches these filters."
        />
      </Stack>
    </>
  );
}
