import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, FileInput, Group, Modal, Progress, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypeCsv } from '@tabler/icons-react';
import type { LookupList, TImportReport } from '@lab/domain';
import { lookupKeys } from '@/api/query-keys';
import { ImportErrorsAlert, ImportReportCounts } from '@/components/import-report';
import { importEntries } from '../api/import-entries';
import { listTitle } from '@/lib/lookup-text';
import { formatNumber } from '@/lib/format';
import { translateMessage } from '@/lib/i18n';

const cell = (v: unknown) => (v === null || v === undefined ? '' : Array.isArray(v) ? v.join(' | ') : String(v));

/** Choose a CSV, see a preview with every refused row (line, column, why), then import all rows or none. */
export function ImportDialog({ list, opened, onClose }: { list: LookupList; opened: boolean; onClose(): void }) {
  const { t, i18n } = useTranslation('lookups');
  const title = listTitle(t, list);
  const qc = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<TImportReport | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState<'preview' | 'import' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const reset = () => {
    setFile(null);
    setReport(null);
    setProgress(null);
    setFailure(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const run = async (f: File, dryRun: boolean) => {
    setBusy(dryRun ? 'preview' : 'import');
    setFailure(null);
    setProgress(0);
    try {
      const r = await importEntries(list.key, f, { dryRun, fileName: f.name, onProgress: setProgress });
      setProgress(1);
      setReport(r);
      if (!dryRun && r.errors.length === 0) {
        notifications.show({
          color: 'green',
          title: t('import.done', { title }),
          message: t('import.doneMessage', { inserted: r.inserted, updated: r.updated, file: f.name }),
        });
        void qc.invalidateQueries({ queryKey: lookupKeys.admin(list.key) });
        void qc.invalidateQueries({ queryKey: lookupKeys.options(list.key) });
        close();
      }
    } catch (e) {
      setFailure(e instanceof Error ? translateMessage(e.message, i18n.language) : t('somethingWrong'));
    } finally {
      setBusy(null);
    }
  };

  const columns = report?.columns ?? [];
  return (
    <Modal opened={opened} onClose={close} title={t('import.title', { title })} size="xl">
      <Stack>
        <Text size="sm" c="dimmed">
          {t('import.intro', {
            columns: ['code', 'name', 'active', ...list.fields.map((f) => f.name)].join(', '),
            users: list.fields.some((f) => f.kind === 'ref' && f.ref === 'users') ? t('import.usersByEmail') : '',
          })}
        </Text>
        <FileInput
          label={t('import.file')}
          placeholder={t('import.choose')}
          accept=".csv,text/csv"
          leftSection={<IconFileTypeCsv size={16} />}
          value={file}
          onChange={(f) => {
            reset();
            setFile(f);
            if (f) void run(f, true);
          }}
          clearable
        />
        {progress !== null && busy && (
          <Stack gap={4}>
            <Text size="xs">{busy === 'preview' ? t('import.checking') : t('import.importing')}</Text>
            <Progress value={progress * 100} animated={progress >= 1} aria-label={t('import.progress')} />
          </Stack>
        )}
        {failure && <Alert color="red">{failure}</Alert>}
        {report && (
          <>
            <ImportReportCounts report={report} />
            {report.errors.length > 0 && <ImportErrorsAlert errors={report.errors} />}
            {report.preview.length > 0 && (
              <>
                <Text size="sm" fw={500}>
                  {t('import.preview', { count: report.preview.length })}
                </Text>
                <ScrollArea.Autosize mah={260}>
                  <Table striped aria-label={t('import.previewLabel')} verticalSpacing={4} fz="xs">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('import.line')}</Table.Th>
                        {columns.map((c) => (
                          <Table.Th key={c}>{c}</Table.Th>
                        ))}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {report.preview.map((row, i) => (
                        <Table.Tr
                          key={i}
                          bg={
                            report.errors.some((e) => e.line === row.line)
                              ? 'var(--mantine-color-red-light)'
                              : undefined
                          }
                        >
                          <Table.Td>{cell(row.line)}</Table.Td>
                          {columns.map((c) => (
                            <Table.Td key={c}>{cell(row[c])}</Table.Td>
                          ))}
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </ScrollArea.Autosize>
              </>
            )}
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('cancel')}
          </Button>
          <Button
            disabled={!file || !report || report.errors.length > 0 || report.total === 0}
            loading={busy === 'import'}
            onClick={() => file && void run(file, false)}
          >
            {report
              ? t('import.submit', { count: report.total, n: formatNumber(report.total) })
              : t('import.submitNone')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
