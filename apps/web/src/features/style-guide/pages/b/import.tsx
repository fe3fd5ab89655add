import { useState } from 'react';
import { Alert, Button, Group, Stack, Table, Text, Textarea } from '@mantine/core';
import { IconFileCheck } from '@tabler/icons-react';
import { parseCsvRecords, ZImportReport, type TImportReport } from '@lab/domain';
import { ImportErrorsAlert, ImportReportCounts } from '@/components/import-report';
import { session } from '@/lib/session';
import { Demo, DemoStack } from '../../components/demo';
import { PortalNote } from './kit';
import { useTranslation } from 'react-i18next';

const SAMPLE = `code,name,active,lateralityApplies
SKIN-FA,Skin of forearm,true,true
,Thyroid,true,false
LUNG,Lung,maybe,true
"KIDNEY","Kidney, left pole",true,true`;

/** The server's dry run of a lookup import: the same checks as the real import, nothing written. */
async function dryRun(csv: string): Promise<TImportReport> {
  const res = await fetch('/api/lookups/bodysites/import?dryRun=1&fileName=pasted.csv', {
    method: 'POST',
    headers: { 'content-type': 'text/csv', authorization: `Bearer ${session.token() ?? ''}` },
    body: csv,
  });
  const report = ZImportReport.safeParse(await res.json().catch(() => null));
  if (!report.success) throw new Error(`The server answered ${res.status}`);
  return report.data;
}

function ImportPreview() {
  const { t } = useTranslation('styleGuideB');
  const [csv, setCsv] = useState(SAMPLE);
  const [report, setReport] = useState<TImportReport | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const check = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setReport(await dryRun(csv));
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'Something went wrong');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack>
      <Textarea
        label={t('import.csvBodySites')}
        description={t('import.firstLineColumnNamesCode')}
        autosize
        minRows={5}
        value={csv}
        onChange={(e) => setCsv(e.currentTarget.value)}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        dir="ltr"
      />
      <Group>
        <Button leftSection={<IconFileCheck size={16} />} loading={busy} onClick={() => void check()}>
          {t('import.checkFile')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('import.dataRows', { count: parseCsvRecords(csv).length - 1 })}
        </Text>
      </Group>
      {failure && <Alert color="red">{failure}</Alert>}
      {report && (
        <>
          <ImportReportCounts report={report} />
          {report.errors.length > 0 ? (
            <ImportErrorsAlert errors={report.errors} />
          ) : (
            <Alert color="green" title={t('import.everyRowValid')}>
              {t('import.realDialogWouldNowOffer', { total: report.total })}
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}

export default function ImportPage() {
  const { t } = useTranslation('styleGuideB');
  return (
    <DemoStack>
      <PortalNote>{t('import.lookupListsImportCsv')}</PortalNote>
      <Demo
        title={t('import.checkFileBeforeImporting')}
        description={t('import.sampleHasRowWithoutCode')}
        code={`// features/lookups: ImportDialog, with the report's parts from components/import-report
const report = await importEntries(list.key, file, { dryRun: true, fileName: file.name, onProgress: setProgress });
// report: { total, inserted, updated, errors: [{ line, field, message }], columns, preview, dryRun }
<ImportReportCounts report={report} />
{report.errors.length > 0 && <ImportErrorsAlert errors={report.errors} />}`}
      >
        <ImportPreview />
      </Demo>
      <Demo
        title={t('import.howFileRead')}
        description={t('import.parsecsvrecordsPackagesDomain')}
        code={`import { parseCsvRecords } from '@lab/domain';
parseCsvRecords('code,name\\r\\n\\r\\n"KIDNEY","Kidney, left pole"');
// → [{ line: 1, cells: ['code', 'name'] }, { line: 3, cells: ['KIDNEY', 'Kidney, left pole'] }]`}
      >
        <Table.ScrollContainer minWidth={360}>
          <Table withTableBorder aria-label={t('import.parsedRecords')} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('import.line')}</Table.Th>
                <Table.Th>{t('import.cells')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {parseCsvRecords('code,name\r\n\r\n"KIDNEY","Kidney, left pole"\r\n"URINE","Urine, ""clean catch"""').map(
                (r) => (
                  <Table.Tr key={r.line}>
                    <Table.Td>{r.line}</Table.Td>
                    <Table.Td ff="monospace" dir="ltr">
                      {JSON.stringify(r.cells)}
                    </Table.Td>
                  </Table.Tr>
                ),
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Demo>
    </DemoStack>
  );
}
