import { useState } from 'react';
import { Box, Group, Paper, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES } from '@lab/domain';
import { formatBytes, formatDate, formatDateTime, formatNumber, formatRelative, isolateLtr } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { Demo, DemoStack } from '../../components/demo';
import { KeyHintSlot } from '../../components/key-hint-slot';
import { PortalNote } from './kit';

const NOW = Date.now();

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

/**
 * The portal's own languages (docs/i18n.md), live: the language shown, its words from the catalogues, and a date and
 * numbers through lib/format.ts in that language. Choosing another language in the top bar re-renders this page.
 */
export default function I18nPage() {
  const { t } = useTranslation('styleGuideB');
  const [dir, setDir] = useState<'ltr' | 'rtl'>('rtl');
  const language = currentLanguage();
  return (
    <DemoStack>
      <PortalNote>
        <Trans
          t={t}
          i18nKey="i18n.portalNote"
          components={{ b: <b /> }}
          values={{ language: LANGUAGE_NAMES[language], code: language.toUpperCase() }}
        />
      </PortalNote>
      <Demo
        title={t('i18n.languageShown')}
        description={t('i18n.languageShownDescription')}
        code={`const { t } = useTranslation('cases');
<Title>{t('worklist.title')}</Title>              // locales/<language>/cases.json
<Text>{t('worklist.count', { count: 3 })}</Text>  // worklist.count_one, worklist.count_other
<Text>{formatDate(c.receivedAt)} · {formatNumber(c.blocks)}</Text>`}
      >
        <Table.ScrollContainer minWidth={360}>
          <Table withTableBorder aria-label={t('i18n.languageShown')} data-testid="language-shown">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">{t('i18n.language')}</Table.Th>
                <Table.Td lang={language}>
                  {LANGUAGE_NAMES[language]} ({language})
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t('i18n.sentence')}</Table.Th>
                <Table.Td>{t('i18n.sampleSentence')}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t('i18n.plural')}</Table.Th>
                <Table.Td>
                  {t('i18n.blocks', { count: 1 })} · {t('i18n.blocks', { count: 3 })}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t('i18n.date')}</Table.Th>
                <Table.Td>{formatDate('1980-04-12')}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t('i18n.number')}</Table.Th>
                <Table.Td>{formatNumber(71932.5)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t('i18n.languages')}</Table.Th>
                <Table.Td>{LANGUAGES.map((l) => LANGUAGE_NAMES[l]).join(' · ')}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Demo>
      <Demo
        title={t('i18n.datesMoments')}
        description={t('i18n.oneWayWriteDateOne')}
        code={`import { formatDate, formatDateTime, formatRelative } from '@/lib/format';
formatDate('1980-04-12');          // "Apr 12, 1980" in English, "12 abr 1980" in Spanish, "12 avr. 1980" in French
formatDateTime(report.signedAt);   // "Nov 21, 2026, 8:37 PM"
formatRelative(message.sentAt);    // "5 min ago", "yesterday"`}
      >
        <Rows
          label={t('i18n.datesYourLocale')}
          rows={[
            ["formatDate('1980-04-12')", formatDate('1980-04-12')],
            ["formatDateTime('2026-11-21T20:37:00')", formatDateTime('2026-11-21T20:37:00')],
            ['formatRelative(5 minutes ago)', formatRelative(new Date(NOW - 5 * 60_000), NOW)],
            ['formatRelative(yesterday)', formatRelative(new Date(NOW - 26 * 3600_000), NOW)],
          ]}
        />
      </Demo>
      <Demo
        title={t('i18n.numbers')}
        description={t('i18n.countsLocaleSGroupingMoney')}
        code={`import { formatBytes, formatNumber } from '@/lib/format';
formatNumber(71932);     // "71,932" in English, "71.932" in Spanish, "71 932" in French
formatBytes(2_411_724);  // "2.3 MB"`}
      >
        <Rows
          label={t('i18n.numbersYourLocale')}
          rows={[
            ['formatNumber(71932)', formatNumber(71932)],
            ['formatNumber(1249.5)', formatNumber(1249.5)],
            ['formatNumber(0.873)', formatNumber(0.873)],
            ['formatBytes(2411724)', formatBytes(2411724)],
          ]}
        />
      </Demo>
      <Demo
        title={t('i18n.rightLeft')}
        description={t('i18n.layoutsUseStartEndNever')}
        code={`<Text>{\`Received \${formatDateTime(c.receivedAt)}\`}</Text>  // formatDateTime wraps its value in isolateLtr
<Text>Case {isolateLtr('S26-00412')} was signed</Text>
<KeyHint>Ctrl+Enter</KeyHint>                                // dir="ltr", unicode-bidi: isolate
<Group justify="flex-end">…</Group>                           // flex-end is the end: left in RTL`}
      >
        <Stack>
          <SegmentedControl
            aria-label={t('i18n.directionExample')}
            w="fit-content"
            value={dir}
            onChange={(v) => setDir(v as 'ltr' | 'rtl')}
            data={[
              { value: 'ltr', label: t('i18n.leftToRight') },
              { value: 'rtl', label: t('i18n.rightToLeft') },
            ]}
          />
          <Paper withBorder p="md" dir={dir} data-testid="direction-example">
            <Stack gap="xs">
              <Text>
                {t('i18n.caseWasReceived', {
                  caseNumber: isolateLtr('S26-00412'),
                  at: formatDateTime('2026-11-21T20:37:00'),
                })}
              </Text>
              <Text size="sm">
                <Trans t={t} i18nKey="i18n.ctrlEnterSavesAltN" components={{ keyhint: <KeyHintSlot /> }} />
              </Text>
              <Group justify="space-between">
                <Box style={{ borderInlineStart: '4px solid var(--mantine-color-blue-6)', paddingInlineStart: 8 }}>
                  <Text size="sm">{t('i18n.startInlineStartBorder')}</Text>
                </Box>
                <Text size="sm">{t('i18n.end')}</Text>
              </Group>
            </Stack>
          </Paper>
        </Stack>
      </Demo>
    </DemoStack>
  );
}
