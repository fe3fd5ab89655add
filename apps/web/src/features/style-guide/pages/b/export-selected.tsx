import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Button, Checkbox, Code, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { DataTable } from '@/components/data-table';
import { Demo, DemoStack } from '../../components/demo';
import { casesCsv, downloadText } from './csv-kit';
import { demoCases, type DemoCase } from './lab-data';
import { CASE_COLUMNS, useLocalList } from './table-kit';
import { useTranslation } from 'react-i18next';

const CASES = demoCases(37);

function SelectableCases() {
  const { t } = useTranslation('styleGuideB');
  const list = useLocalList(CASES);
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const toggle = (id: number) =>
    setPicked((p) => (p.has(id) ? new Set([...p].filter((x) => x !== id)) : new Set([...p, id])));
  const onPage = list.data.map((c) => c.id);
  const allOnPage = onPage.length > 0 && onPage.every((id) => picked.has(id));
  const someOnPage = onPage.some((id) => picked.has(id));
  const columns = useMemo<ColumnDef<DemoCase, unknown>[]>(
    () => [
      {
        id: 'select',
        size: 40,
        enableSorting: false,
        header: () => (
          <Checkbox
            aria-label={t('exportSelected.selectCasesPage')}
            checked={allOnPage}
            indeterminate={someOnPage && !allOnPage}
            onChange={() =>
              setPicked((p) =>
                allOnPage ? new Set([...p].filter((id) => !onPage.includes(id))) : new Set([...p, ...onPage]),
              )
            }
          />
        ),
        cell: ({ row }) => (
          <Checkbox
            aria-label={t('exportSelected.select', { caseNumber: row.original.caseNumber })}
            checked={picked.has(row.original.id)}
            onChange={() => toggle(row.original.id)}
          />
        ),
      },
      ...CASE_COLUMNS,
    ],
    [picked, allOnPage, someOnPage, onPage, t],
  );
  const chosen = CASES.filter((c) => picked.has(c.id));
  const csv = chosen.length ? casesCsv(chosen) : '';
  return (
    <Stack>
      <Group>
        <Button
          leftSection={<IconDownload size={16} />}
          disabled={chosen.length === 0}
          onClick={() => downloadText(csv, `cases-${chosen.length}.csv`)}
        >
          {chosen.length
            ? t('exportSelected.exportSelected', { length: chosen.length })
            : t('exportSelected.exportSelected2')}
        </Button>
        {chosen.length > 0 && (
          <Button variant="subtle" onClick={() => setPicked(new Set())}>
            {t('exportSelected.clearSelection')}
          </Button>
        )}
        <Text size="sm" c="dimmed" aria-live="polite">
          {chosen.length
            ? t('exportSelected.casesSelectedAcrossPages', { length: chosen.length, length2: CASES.length })
            : t('exportSelected.selectRowsExportThem')}
        </Text>
      </Group>
      <DataTable label={t('exportSelected.casesExport')} columns={columns} getRowId={(c) => String(c.id)} {...list} />
      {csv && (
        <Code
          block
          dir="ltr"
          style={{ overflowX: 'auto', whiteSpace: 'pre' }}
          aria-label={t('exportSelected.csvSelectedCases')}
          mah={180}
        >
          {csv}
        </Code>
      )}
    </Stack>
  );
}

export default function ExportSelectedPage() {
  const { t } = useTranslation('styleGuideB');
  return (
    <DemoStack>
      <Demo
        title={t('exportSelected.chooseRowsExportThem')}
        description={t('exportSelected.checkboxColumnFrontDatatable')}
        code={`const columns = [
  { id: 'select', size: 40, enableSorting: false,
    header: () => <Checkbox aria-label="Select the cases of this page" checked={allOnPage} indeterminate={someOnPage && !allOnPage} onChange={togglePage} />,
    cell: ({ row }) => <Checkbox aria-label={\`Select \${row.original.caseNumber}\`} checked={picked.has(row.original.id)} onChange={() => toggle(row.original.id)} /> },
  ...CASE_COLUMNS,
];
<Button leftSection={<IconDownload size={16} />} disabled={!chosen.length} onClick={() => download(toCsv(HEADER, chosen.map(toRow)), 'cases.csv')}>
  {chosen.length ? \`Export \${chosen.length} selected\` : 'Export selected'}
</Button>
<DataTable label="Cases" columns={columns} {...list.tableProps} />`}
      >
        <SelectableCases />
      </Demo>
    </DemoStack>
  );
}
