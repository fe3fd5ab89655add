import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Anchor, Button, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { SignedButton } from '@/components/signed-link';
import { Demo, DemoStack } from '../../components/demo';
import { PortalNote } from './kit';
import { casesCsv, downloadText } from './csv-kit';
import { demoCases, type DemoCase } from './lab-data';

/** Cells a spreadsheet would misread: a formula, a comma, a quote. */
const TRICKY: DemoCase[] = [
  { ...demoCases(1)[0]!, patient: '=HYPERLINK("http://x","Rivera")' },
  { ...demoCases(2)[1]!, patient: 'Okafor, James "Jim"' },
  demoCases(3)[2]!,
];

function ServerExport() {
  const [q, setQ] = useState('');
  return (
    <Stack maw={480}>
      <TextInput
        aria-label="Search body sites"
        placeholder="Search, e.g. skin"
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
          Export CSV
        </SignedButton>
        <Text size="xs" c="dimmed">
          {q ? `Body sites matching “${q}”` : 'All active body sites'}, sorted by code
        </Text>
      </Group>
    </Stack>
  );
}

function ClientExport() {
  const csv = casesCsv(TRICKY);
  return (
    <Stack>
      <Code block dir="ltr" style={{ overflowX: 'auto', whiteSpace: 'pre' }} aria-label="CSV that would be written">
        {csv}
      </Code>
      <Button w="fit-content" leftSection={<IconDownload size={16} />} onClick={() => downloadText(csv, 'cases.csv')}>
        Download cases.csv
      </Button>
    </Stack>
  );
}

export default function ExportPage() {
  return (
    <DemoStack>
      <PortalNote>
        Lists export what they show: the server writes the CSV of the whole list under the current search, filter and
        sort (lookup lists: “Export”), so a 70,000-row list downloads without paging through it. Every export of patient
        data is audited by the server.
      </PortalNote>
      <Demo
        title="Export a list as it is filtered"
        description="A link to the list's export.csv with the list's own query. The browser downloads it itself and cannot send the session's header, and the token never goes in an address: the link is signed for this one path, this user and a few minutes when it is pointed at (POST /api/downloads/sign)."
        code={`import { SignedButton } from '@/components/signed-link';
<SignedButton path={\`/api/lookups/\${key}/export.csv\`} query={{ q: list.params.q || undefined, sort: list.params.sort, active: activeParam(status) }}
  download variant="light" leftSection={<IconDownload size={16} />}>Export CSV</SignedButton>`}
      >
        <ServerExport />
      </Demo>
      <Demo
        title="A CSV written in the browser"
        description="toCsv of packages/domain, the server's writer too: RFC 4180 quoting, CRLF lines, and a ' before a cell a spreadsheet would run as a formula (=, +, -, @). The import strips it again."
        code={`import { toCsv } from '@lab/domain';
const csv = toCsv(['caseNumber', 'patient', …], cases.map((c) => [c.caseNumber, c.patient, …]));
// "'=HYPERLINK(""http://x"",""Rivera"")"  ·  "Okafor, James ""Jim"""
const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));`}
      >
        <ClientExport />
      </Demo>
      <Text size="xs" c="dimmed">
        See also{' '}
        <Anchor component={Link} to="/extensions/export-selected">
          Export selected
        </Anchor>{' '}
        and{' '}
        <Anchor component={Link} to="/extensions/import">
          Import
        </Anchor>
        .
      </Text>
    </DemoStack>
  );
}
