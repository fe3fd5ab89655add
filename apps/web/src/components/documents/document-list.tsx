import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { ActionIcon, Badge, Group, Select, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconDownload, IconEye, IconTrash } from '@tabler/icons-react';
import { DOCUMENT_CATEGORIES, DOCUMENT_SORT_FIELDS, type TDocument, type TDocumentListQuery } from '@lab/domain';
import { DataTable, DateRangeFilter, ListToolbar, useServerList } from '@/components/data-table';
import { formatBytes, formatDateTime } from '@/lib/format';
import { useSession } from '@/lib/session';
import { documentListQuery } from './api/list-documents';
import { DeleteDocumentModal } from './delete-document-modal';
import { CATEGORY_LABELS, categoryOptions } from './document-upload-panel';
import { DocumentPreviewModal } from './document-preview-modal';
import { useDocumentDownload } from './document-viewer';

type DocumentFilters = Pick<TDocumentListQuery, 'category' | 'attachedTo' | 'from' | 'to' | 'includeDeleted'>;
const noFilters: DocumentFilters = {};

interface Props {
  /** Narrow to one patient (their cases' documents included) or one case, e.g. on a patient or case page. */
  patientId?: number;
  caseId?: number;
  compact?: boolean;
  /** Search text to start with (e.g. from the top-bar search's Files group). */
  initialQuery?: string;
}

/** Documents with search, filters, preview, download and delete; reusable on patient and case pages. */
export function DocumentList({ patientId, caseId, compact, initialQuery }: Props) {
  const login = useSession();
  const role = login?.user.role;
  const canDelete = role === 'admin' || role === 'editor';
  const [preview, setPreview] = useState<TDocument | null>(null);
  const [deleting, setDeleting] = useState<TDocument | null>(null);
  const list = useServerList({
    query: (r) => documentListQuery({ ...r, patientId, caseId }),
    filters: noFilters,
    q: initialQuery,
    pageSize: compact ? 10 : 25,
    fixedPageSize: compact,
    sort: { fields: DOCUMENT_SORT_FIELDS, initial: '-uploadedAt' },
  });
  const f = list.params.filters;
  // Ctrl/Cmd+K belongs to the portal search; '/' focuses this list's search.
  useHotkeys([['/', () => document.getElementById('document-search')?.focus()]]);

  const columns = useMemo<ColumnDef<TDocument, unknown>[]>(
    () => [
      {
        id: 'uploadedAt',
        header: 'Uploaded',
        accessorKey: 'uploadedAt',
        size: 170,
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm">{formatDateTime(row.original.uploadedAt)}</Text>
            <Text size="xs" c="dimmed">
              {row.original.uploadedByName}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'title',
        header: 'Title',
        accessorKey: 'title',
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm" fw={500} td={row.original.deletedAt ? 'line-through' : undefined}>
              {row.original.title}
            </Text>
            <Text size="xs" c="dimmed">
              {row.original.fileName} · {formatBytes(row.original.sizeBytes)}
            </Text>
            {row.original.deletedAt && (
              <Text size="xs" c="red">
                Deleted: {row.original.deleteReason}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        id: 'category',
        header: 'Category',
        accessorKey: 'category',
        cell: (c) => (
          <Badge variant="light">{CATEGORY_LABELS[c.getValue() as string] ?? (c.getValue() as string)}</Badge>
        ),
      },
      {
        id: 'patient',
        header: 'Patient / case',
        enableSorting: false,
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm">{row.original.patientName ?? '—'}</Text>
            <Text size="xs" c="dimmed">
              {[row.original.patientMrn && `MRN ${row.original.patientMrn}`, row.original.caseNumber]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'actions',
        header: '',
        enableSorting: false,
        size: 110,
        cell: ({ row }) => (
          <Group gap={4} wrap="nowrap" onClick={(e) => e.stopPropagation()}>
            <Tooltip label="Preview">
              <ActionIcon
                variant="subtle"
                aria-label={`Preview ${row.original.title}`}
                onClick={() => setPreview(row.original)}
              >
                <IconEye size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Download">
              <DownloadIcon doc={row.original} />
            </Tooltip>
            {canDelete && !row.original.deletedAt && (
              <Tooltip label="Delete">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${row.original.title}`}
                  onClick={() => setDeleting(row.original)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        ),
      },
    ],
    [canDelete],
  );

  return (
    <Stack>
      <ListToolbar
        list={list}
        search={{
          id: 'document-search',
          label: 'Search',
          placeholder: 'Title or file name',
          w: { base: '100%', sm: 240 },
        }}
      >
        <Select
          label="Category"
          clearable
          data={categoryOptions}
          value={f.category ?? null}
          onChange={(v) =>
            list.setFilter(
              'category',
              DOCUMENT_CATEGORIES.find((c) => c === v),
            )
          }
          w={{ base: '48%', sm: 170 }}
        />
        {caseId === undefined && (
          <Select
            label="Attached to"
            clearable
            data={[
              { value: 'patient', label: 'Patient only' },
              { value: 'case', label: 'A case' },
            ]}
            value={f.attachedTo ?? null}
            onChange={(v) => list.setFilter('attachedTo', v === 'patient' || v === 'case' ? v : undefined)}
            w={{ base: '48%', sm: 150 }}
          />
        )}
        {!compact && (
          <DateRangeFilter
            label="Uploaded between"
            from={f.from}
            to={f.to}
            onChange={(r) => list.setFilters({ ...f, ...r })}
            w={{ base: '100%', sm: 240 }}
          />
        )}
        {role === 'admin' && (
          <Switch
            label="Show deleted"
            checked={f.includeDeleted ?? false}
            onChange={(e) => list.setFilter('includeDeleted', e.currentTarget.checked || undefined)}
            mb={8}
          />
        )}
      </ListToolbar>
      <DataTable
        label="Documents"
        columns={columns}
        {...list.tableProps}
        onRowClick={(r) => setPreview(r)}
        getRowId={(r) => String(r.id)}
        isRowMuted={(r) => r.deletedAt !== null}
        emptyText="No documents match these filters."
      />
      <DocumentPreviewModal doc={preview} onClose={() => setPreview(null)} />
      <DeleteDocumentModal doc={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

/** The download button of a row: a signed link (lib/downloads.ts). */
function DownloadIcon({ doc }: { doc: Pick<TDocument, 'id' | 'title'> }) {
  const download = useDocumentDownload(doc);
  return (
    <ActionIcon variant="subtle" component="a" {...download} aria-label={`Download ${doc.title}`}>
      <IconDownload size={16} />
    </ActionIcon>
  );
}
