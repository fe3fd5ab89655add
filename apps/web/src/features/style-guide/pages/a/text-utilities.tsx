import { Box, Highlight, Stack, Table, Text } from '@mantine/core';
import { formatBytes, formatDate, formatDateTime, formatRelative } from '@/lib/format';
import { Demo, DemoStack } from '../../components/demo';
import { StateRow } from './parts';
import { SAMPLE_CASE } from './lab';

const NOW = new Date();
const FORMATS = [
  {
    call: "formatDate('1971-03-14')",
    out: formatDate('1971-03-14'),
    use: 'a birth date: that day wherever the reader is',
  },
  { call: 'formatDateTime(receivedAt)', out: formatDateTime(NOW), use: 'a moment: received, signed out' },
  {
    call: 'formatRelative(sentAt)',
    out: formatRelative(new Date(NOW.getTime() - 5 * 60_000)),
    use: 'recent events: notifications, chat',
  },
  { call: 'formatBytes(217_088)', out: formatBytes(217_088), use: 'file sizes' },
  { call: '(71932).toLocaleString()', out: (71932).toLocaleString(), use: 'counts' },
];

export default function TextUtilitiesPage() {
  return (
    <DemoStack>
      <Demo
        title="Dates, sizes and numbers"
        description="One way to write each on every screen, in the reader's locale, from @/lib/format. Dates are isolated left to right so they read in order inside RTL text."
        code={`import { formatBytes, formatDate, formatDateTime, formatRelative } from '@/lib/format';

<Text size="sm">Received {formatDateTime(c.receivedAt)}</Text>
<Text size="xs" c="dimmed">{formatBytes(doc.size)} · {formatRelative(doc.createdAt)}</Text>`}
      >
        <Table.ScrollContainer minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Call</Table.Th>
                <Table.Th>Shows</Table.Th>
                <Table.Th>For</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {FORMATS.map((f) => (
                <Table.Tr key={f.call}>
                  <Table.Td>
                    <Text size="xs" ff="monospace" dir="ltr">
                      {f.call}
                    </Text>
                  </Table.Td>
                  <Table.Td>{f.out}</Table.Td>
                  <Table.Td>
                    <Text size="xs" c="dimmed">
                      {f.use}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Demo>
      <Demo
        title="Long text in a narrow place"
        description="truncate cuts one line with an ellipsis (give the full text in title); lineClamp keeps a few lines. The parent needs minWidth: 0 inside a flex row."
        code={`<Text size="sm" truncate title={c.specimen}>{c.specimen}</Text>
<Text size="sm" lineClamp={2}>{report.diagnosis}</Text>`}
      >
        <Box maw={260}>
          <StateRow label="truncate">
            <Text
              size="sm"
              truncate
              title={`${SAMPLE_CASE.specimen}, 3 cores, 14 G, ultrasound-guided`}
              style={{ minWidth: 0 }}
            >
              {SAMPLE_CASE.specimen}, 3 cores, 14 G, ultrasound-guided
            </Text>
          </StateRow>
          <StateRow label="lineClamp={2}">
            <Text size="sm" lineClamp={2}>
              Invasive ductal carcinoma, Nottingham grade 2 (tubules 3, nuclei 2, mitoses 1), measuring at least 9 mm in
              the cores; ductal carcinoma in situ present.
            </Text>
          </StateRow>
        </Box>
      </Demo>
      <Demo
        title="Weight, case, colour, alignment"
        description='dimmed for secondary text (it keeps its contrast in dark mode), c="red" only with words that say what is wrong; ta="start" and "end" follow the direction of the page.'
        code={`<Text fw={700}>S26-00412</Text>
<Text tt="uppercase" size="xs" fw={600} c="dimmed">Part A</Text>
<Text c="red" size="sm">Date of birth: must be in the past</Text>
<Text ta="end">1–25 of 1,284</Text>`}
      >
        <Stack gap={4}>
          <Text fw={700}>{SAMPLE_CASE.caseNumber}</Text>
          <Text tt="uppercase" size="xs" fw={600} c="dimmed">
            Part A
          </Text>
          <Text c="red" size="sm">
            Date of birth: must be in the past
          </Text>
          <Text ta="end" size="sm">
            1–25 of 1,284
          </Text>
        </Stack>
      </Demo>
      <Demo
        title="Highlight what matched"
        description="Highlight marks the words a search found in a result."
        code={`<Highlight highlight={query.split(/\\s+/)} size="sm">{result.title}</Highlight>`}
      >
        <Highlight highlight={['core', 'breast']} size="sm">
          {`${SAMPLE_CASE.caseNumber} · ${SAMPLE_CASE.specimen}`}
        </Highlight>
      </Demo>
    </DemoStack>
  );
}
