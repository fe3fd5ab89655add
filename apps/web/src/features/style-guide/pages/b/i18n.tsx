import { useState } from 'react';
import { Box, Group, Paper, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { KeyHint } from '@/components/key-hint';
import { formatBytes, formatDate, formatDateTime, formatRelative, isolateLtr } from '@/lib/format';
import { Demo, DemoStack } from '../../components/demo';
import { PortalNote } from './kit';

const NOW = Date.now();
const locale = new Intl.DateTimeFormat().resolvedOptions().locale;
const number = new Intl.NumberFormat();
const money = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' });
const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 });

function Rows({ rows, label }: { rows: Array<[string, string]>; label: string }) {
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table withTableBorder aria-label={label}>
        <Table.Tbody>
          {rows.map(([code, out]) => (
            <Table.Tr key={code}>
              <Table.Td ff="monospace" dir="ltr" fz="sm">
                {code}
              </Table.Td>
              <Table.Td>{out}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export default function I18nPage() {
  const [dir, setDir] = useState<'ltr' | 'rtl'>('rtl');
  return (
    <DemoStack>
      <PortalNote>
        The portal&apos;s words are English only; there is no translation catalogue. What it does for other readers:
        dates and numbers in the reader&apos;s own locale (the browser&apos;s, here <b>{locale}</b>), and a complete
        right-to-left layout (the customizer&apos;s RTL switch: Mantine&apos;s DirectionProvider and the page&apos;s dir
        attribute).
      </PortalNote>
      <Demo
        title="Dates and moments"
        description="One way to write a date and one to write a moment on every screen, in the reader's locale; calendar dates (a birth date) are that day wherever the reader is."
        code={`import { formatDate, formatDateTime, formatRelative } from '@/lib/format';
formatDate('1980-04-12');          // "Apr 12, 1980" in en-US, "12 avr. 1980" in fr-FR
formatDateTime(report.signedAt);   // "Nov 21, 2026, 8:37 PM"
formatRelative(message.sentAt);    // "5 min ago", "yesterday"`}
      >
        <Rows
          label="Dates in your locale"
          rows={[
            ["formatDate('1980-04-12')", formatDate('1980-04-12')],
            ["formatDateTime('2026-11-21T20:37:00')", formatDateTime('2026-11-21T20:37:00')],
            ['formatRelative(5 minutes ago)', formatRelative(new Date(NOW - 5 * 60_000), NOW)],
            ['formatRelative(yesterday)', formatRelative(new Date(NOW - 26 * 3600_000), NOW)],
          ]}
        />
      </Demo>
      <Demo
        title="Numbers"
        description="Counts with the locale's grouping, money and shares with Intl.NumberFormat, sizes of files with formatBytes."
        code={`report.total.toLocaleString();                                              // "71,932"
new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(1249.5); // "$1,249.50"
formatBytes(2_411_724);                                                     // "2.3 MB"`}
      >
        <Rows
          label="Numbers in your locale"
          rows={[
            ['(71932).toLocaleString()', number.format(71932)],
            ['currency USD 1249.5', money.format(1249.5)],
            ['percent 0.873', percent.format(0.873)],
            ['formatBytes(2411724)', formatBytes(2411724)],
          ]}
        />
      </Demo>
      <Demo
        title="Right to left"
        description="Layouts use start/end, never left/right, so they mirror. Values that must read left to right (case numbers, dates, key combinations) are isolated: isolateLtr for text, KeyHint for keys."
        code={`<Text>{\`Received \${formatDateTime(c.receivedAt)}\`}</Text>  // formatDateTime wraps its value in isolateLtr
<Text>Case {isolateLtr('S26-00412')} was signed</Text>
<KeyHint>Ctrl+Enter</KeyHint>                                // dir="ltr", unicode-bidi: isolate
<Group justify="flex-end">…</Group>                           // flex-end is the end: left in RTL`}
      >
        <Stack>
          <SegmentedControl
            aria-label="Direction of the example"
            w="fit-content"
            value={dir}
            onChange={(v) => setDir(v as 'ltr' | 'rtl')}
            data={[
              { value: 'ltr', label: 'Left to right' },
              { value: 'rtl', label: 'Right to left' },
            ]}
          />
          <Paper withBorder p="md" dir={dir} data-testid="direction-example">
            <Stack gap="xs">
              <Text>
                Case {isolateLtr('S26-00412')} was received {formatDateTime('2026-11-21T20:37:00')}.
              </Text>
              <Text size="sm">
                <KeyHint>Ctrl+Enter</KeyHint> saves · <KeyHint>Alt+N</KeyHint> new case
              </Text>
              <Group justify="space-between">
                <Box style={{ borderInlineStart: '4px solid var(--mantine-color-blue-6)', paddingInlineStart: 8 }}>
                  <Text size="sm">Start (inline-start border)</Text>
                </Box>
                <Text size="sm">End</Text>
              </Group>
            </Stack>
          </Paper>
        </Stack>
      </Demo>
    </DemoStack>
  );
}
