import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Anchor, Button, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { SignedButton } from '@/components/signed-link';
import { Demo, DemoStack } from '../../components/demo';
import { PortalNote } from './kit';
import { casesCsv, downloadText } from './csv-kit';
import { demoCases, type DemoCase } from './lab-data';
import { Trans, useTranslation } from 'react-i18next';

/** Cells a spreadsheet would misread: a formula, a comma, a quote. */
const TRICKY: DemoCase[] = [
  { ...demoCases(1)[0]!, patient: '=HYPERLINK("http://x","Rivera")' },
  { ...demoCases(2)[1]!, patient: 'Okafor, James "Jim"' },
  demoCases(3)[2]!,
];

function ServerExport() {
  const { t } = useTranslation('styleGuideB');
  const [q, setQ] = useState('');
  return (
    <Stack maw={480}>
      <TextInput
        aria-label={t('export.searchBodySites')}
        placeholder={t('export.searchEGSkin')}
        leftSection={<IconSearch size={16} />}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
      />
      <Group>
        <SignedButton
          path="/api/lookups/bodysites/export.csv"
          query={{ q: q || undefined, sort: 'code', active: 'true' }}
          download
          variant="light"
          leftSection={<IconDownload size={16} />}
        >
          {t('export.exportCsv')}
        </SignedButton>
        <Text size="xs" c="dimmed">
          {q ? t('export.matchingSorted', { q }) : t('export.allActiveSorted')}
        </Text>
      </Group>
    </Stack>
  );
}

function ClientExport() {
  const { t } = useTranslation('styleGuideB');
  const csv = casesCsv(TRICKY);
  return (
    <Stack>
      <Code block dir="ltr" style={{ overflowX: 'auto', whiteSpace: 'pre' }} aria-label={t('export.csvWouldWritten')}>
        {csv}
      </Code>
      <Button w="fit-content" leftSection={<IconDownload size={16} />} onClick={() => downloadText(csv, 'cases.csv')}>
        {t('export.downloadCasesCsv')}
      </Button>
    </Stack>
  );
}

export default function ExportPage() {
  const { t } = useTranslation('styleGuideB');
  return (
    <DemoStack>
      <PortalNote>{t('export.listsExportWhatTheyShow')}</PortalNote>
      <Demo
        title={t('export.exportListFiltered')}
        description={t('export.linkListSExportCsv')}
        code={`import { SignedButton } from '@/components/signed-link';
<SignedButton path={\`/api/lookups/\${key}/export.csv\`} query={{ q: list.params.q || undefined, sort: list.params.sort, active: activeParam(status) }}
  download variant="light" leftSection={<IconDownload size={16} />}>Export CSV</SignedButton>`}
      >
        <ServerExport />
      </Demo>
      <Demo
        title={t('export.csvWrittenBrowser')}
        description={t('export.tocsvPackagesDomainServerS')}
        code={`import { toCsv } from '@lab/domain';
const csv = toCsv(['caseNumber', 'patient', …], cases.map((c) => [c.caseNumber, c.patient, …]));
// "'=HYPERLINK(""http://x"",""Rivera"")"  ·  "Okafor, James ""Jim"""
const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));`}
      >
        <ClientExport />
      </Demo>
      <Text size="xs" c="dimmed">
        <Trans
          t={t}
          i18nKey="export.seeAlsoExportSelectedImport"
          components={{
            anchor: <Anchor component={Link} to="/extensions/export-selected" />,
            anchor2: <Anchor component={Link} to="/extensions/import" />,
          }}
        />
      </Text>
    </DemoStack>
  );
}
