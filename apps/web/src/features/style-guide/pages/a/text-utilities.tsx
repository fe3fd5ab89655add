import { Box, Highlight, Stack, Table, Text } from '@mantine/core';
import { formatBytes, formatDate, formatDateTime, formatNumber, formatRelative } from '@/lib/format';
import { Demo, DemoStack } from '../../components/demo';
import { StateRow } from './parts';
import { SAMPLE_CASE } from './lab';
import { useTranslation } from 'react-i18next';
import { useSampleText } from '../../components/use-sample-text';

const NOW = new Date();
// Made at render, so the values follow the language shown (lib/format.ts writes them in it).
const formats = () => [
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
  { call: 'formatNumber(71932)', out: formatNumber(71932), use: 'counts' },
];

export default function TextUtilitiesPage() {
  const sample = useSampleText('styleGuideA');
  const { t } = useTranslation('styleGuideA');
  return (
    <DemoStack>
      <Demo
        title={t('textUtilities.datesSizesNumbers')}
        description={t('textUtilities.oneWayWriteEachEvery')}
        code={`import { formatBytes, formatDate, formatDateTime, formatNumber, formatRelative } from '@/lib/format';

<Text size="sm">Received {formatDateTime(c.receivedAt)}</Text>
<Text size="xs" c="dimmed">{formatBytes(doc.size)} · {formatRelative(doc.createdAt)}</Text>`}
      >
        <Table.ScrollContainer minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('textUtilities.call')}</Table.Th>
                <Table.Th>{t('textUtilities.shows')}</Table.Th>
                <Table.Th>{t('textUtilities.for')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {formats().map((f) => (
                <Table.Tr key={f.call}>
                  <Table.Td>
                    <Text size="xs" ff="monospace" dir="ltr">
                      {f.call}
                    </Text>
                  </Table.Td>
                  <Table.Td>{f.out}</Table.Td>
                  <Table.Td>
                    <Text size="xs" c="dimmed">
                      {sample(f.use)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Demo>
      <Demo
        title={t('textUtilities.longTextNarrowPlace')}
        description={t('textUtilities.truncateCutsOneLineEllipsis')}
        code={`<Text size="sm" truncate title={c.specimen}>{c.specimen}</Text>
<Text size="sm" lineClamp={2}>{report.diagnosis}</Text>`}
      >
        <Box maw={260}>
          <StateRow label={t('textUtilities.truncate')}>
            <Text
              size="sm"
              truncate
              title={t('textUtilities.n3Cores14GUltrasound', { specimen: sample(SAMPLE_CASE.specimen) })}
              style={{ minWidth: 0 }}
            >
              {t('textUtilities.n3Cores14GUltrasound', { specimen: sample(SAMPLE_CASE.specimen) })}
            </Text>
          </StateRow>
          <StateRow label={t('textUtilities.lineclamp2')}>
            <Text size="sm" lineClamp={2}>
              {t('textUtilities.invasiveDuctalCarcinoma')}
            </Text>
          </StateRow>
        </Box>
      </Demo>
      <Demo
        title={t('textUtilities.weightCaseColourAlignment')}
        description={t('textUtilities.dimmedSecondaryTextKeeps')}
        code={`<Text fw={700}>S26-00412</Text>
<Text tt="uppercase" size="xs" fw={600} c="dimmed">Part A</Text>
<Text c="red" size="sm">Date of birth: must be in the past</Text>
<Text ta="end">1–25 of 1,284</Text>`}
      >
        <Stack gap={4}>
          <Text fw={700}>{SAMPLE_CASE.caseNumber}</Text>
          <Text tt="uppercase" size="xs" fw={600} c="dimmed">
            {t('textUtilities.part')}
          </Text>
          <Text c="red" size="sm">
            {t('textUtilities.dateBirthMustPast')}
          </Text>
          <Text ta="end" size="sm">
            {t('textUtilities.n1251284')}
          </Text>
        </Stack>
      </Demo>
      <Demo
        title={t('textUtilities.highlightWhatMatched')}
        description={t('textUtilities.highlightMarksWordsSearchFound')}
        code={`<Highlight highlight={query.split(/\\s+/)} size="sm">{result.title}</Highlight>`}
      >
        <Highlight highlight={['core', 'breast']} size="sm">
          {`${SAMPLE_CASE.caseNumber} · ${sample(SAMPLE_CASE.specimen)}`}
        </Highlight>
      </Demo>
    </DemoStack>
  );
}
