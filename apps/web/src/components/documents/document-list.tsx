import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { categoryLabel, categoryOptions } from './document-upload-panel';
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
  const { t } = useTranslation('documents');
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
        header: t('list.uploaded'),
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
        header: t('title'),
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
                {t('list.deleted', { reason: row.original.deleteReason })}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        id: 'category',
        header: t('category'),
        accessorKey: 'category',
        cell: (c) => <Badge variant="light">{categoryLabel(t, c.getValue() as string)}</Badge>,
      },
      {
        id: 'patient',
        header: t('list.patientCase'),
        enableSorting: false,
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm">{row.original.patientName ?? '—'}</Text>
            <Text size="xs" c="dimmed">
              {[row.original.patientMrn && t('list.mrn', { mrn: row.original.patientMrn }), row.original.caseNumber]
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
            <Tooltip label={t('list.preview')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('list.previewTitle', { title: row.original.title })}
                onClick={() => setPreview(row.original)}
              >
                <IconEye size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('download')}>
              <DownloadIcon doc={row.original} />
            </Tooltip>
            {canDelete && !row.original.deletedAt && (
              <Tooltip label={t('delete.submit')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('list.deleteTitle', { title: row.original.title })}
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
    [canDelete, t],
  );

  return (
    <Stack>
      <ListToolbar
        list={list}
        search={{
          id: 'document-search',
          label: t('list.search'),
          placeholder: t('list.searchPlaceholder'),
          w: { base: '100%', sm: 240 },
        }}
      >
        <Select
          label={t('category')}
          clearable
          data={categoryOptions(t)}
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
            label={t('list.attachedTo')}
            clearable
            data={[
              { value: 'patient', label: t('list.patientOnly') },
              { value: 'case', label: t('list.aCase') },
            ]}
            value={f.attachedTo ?? null}
            onChange={(v) => list.setFilter('attachedTo', v === 'patient' || v === 'case' ? v : undefined)}
            w={{ base: '48%', sm: 150 }}
          />
        )}
        {!compact && (
          <DateRangeFilter
            label={t('list.uploadedBetween')}
            from={f.from}
            to={f.to}
            onChange={(r) => list.setFilters({ ...f, ...r })}
            w={{ base: '100%', sm: 240 }}
          />
        )}
        {role === 'admin' && (
          <Switch
            label={t('list.showDeleted')}
            checked={f.includeDeleted ?? false}
            onChange={(e) => list.setFilter('includeDeleted', e.currentTarget.checked || undefined)}
            mb={8}
          />
        )}
      </ListToolbar>
      <DataTable
        label={t('page.title')}
        columns={columns}
        {...list.tableProps}
        onRowClick={(r) => setPreview(r)}
        getRowId={(r) => String(r.id)}
        isRowMuted={(r) => r.deletedAt !== null}
        emptyText={t('list.empty')}
      />
      <DocumentPreviewModal doc={preview} onClose={() => setPreview(null)} />
      <DeleteDocumentModal doc={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

/** The download button of a row: a signed link (lib/downloads.ts). */
function DownloadIcon({ doc }: { doc: Pick<TDocument, 'id' | 'title'> }) {
  const { t } = useTranslation('documents');
  const download = useDocumentDownload(doc);
  return (
    <ActionIcon variant="subtle" component="a" {...download} aria-label={t('list.downloadTitle', { title: doc.title })}>
      <IconDownload size={16} />
    </ActionIcon>
  );
}
