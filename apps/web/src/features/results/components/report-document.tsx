import type { ReactNode } from 'react';
import { Box, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  addendumHistoryNote,
  formatReportDate,
  formatReportDateTime,
  formatReportDecimal,
  reportLanguageOf,
  reportSexText,
  reportTexts,
  siteWithLaterality,
  specimenLabel,
  type TReportContent,
  type TReportKind,
  type TReportSynoptic,
  type TReportTexts,
} from '@lab/domain';
import { isolateLtr } from '@/lib/format';
import { CriticalBadge, reportKindColor } from './result-badges';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h6" tt="uppercase" c="dimmed">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children || '—'}
      </Text>
    </Stack>
  );
}

const pre = { whiteSpace: 'pre-wrap' as const };

/**
 * A part's synoptic report as its PDF prints it (docs/synoptic.md): the protocol and version, then "Item: Answer" in
 * the protocol's order, group headings in bold; items not enabled were never kept.
 */
function SynopticBlock({ part, synoptic: s, tr }: { part: string; synoptic: TReportSynoptic; tr: TReportTexts }) {
  return (
    <Stack gap={0} ps="md" pt={4} data-testid={`report-synoptic-${part}`}>
      <Text size="sm" fw={700}>
        {tr.t('synopticReport', { protocol: s.protocol, version: s.version })}
      </Text>
      {s.entries.map((e) => (
        <Text
          key={e.linkId}
          size="sm"
          ps={`calc(${e.depth + 1} * var(--mantine-spacing-sm))`}
          fw={e.answer === null ? 700 : undefined}
        >
          {e.answer === null ? e.item : `${e.item}: ${e.answer}`}
        </Text>
      ))}
    </Stack>
  );
}
const partTitle = (tr: TReportTexts, p: TReportContent['parts'][number]) =>
  siteWithLaterality(p) || p.description.trim() ? specimenLabel(p) : tr.t('specimen');

/** The record number's name is a code, the same in every language (as on the PDF). */
const MRN = 'MRN';

const KIND_BANNER_KEYS = {
  final: 'bannerFinal',
  corrected: 'bannerCorrected',
  addendum: 'bannerAddendum',
} as const satisfies Record<TReportKind, string>;

/**
 * A signed version read as a report: banner, patient, case, diagnoses, comment, FISH, micro, gross, codes, signature.
 * Like its PDF it is written in the version's report language (kept at signing; English before), whatever the
 * reader's screen language, its times in the lab's zone kept with it (docs/lab-settings.md#the-reports-language).
 */
export function ReportDocument({ content: r }: { content: TReportContent }) {
  const color = reportKindColor(r.kind);
  const tr = reportTexts(reportLanguageOf(r));
  const { t } = tr;
  const zone = r.lab.timeZone ?? 'UTC';
  const formatDateTime = (iso: string | null) => formatReportDateTime(iso, zone, tr.language);
  const formatDate = (ymd: string | null) => formatReportDate(ymd, tr.language);
  const num = (v: number) => formatReportDecimal(v, tr.language);
  return (
    // A report reads left to right like its PDF, also inside a right-to-left portal.
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} data-testid="report-document" dir="ltr" lang={tr.language}>
      <Stack gap="md">
        <Group justify="space-between" align="start" wrap="wrap">
          <Stack gap={0}>
            <Text fw={700}>{r.lab.name}</Text>
            <Text size="xs" c="dimmed">
              {r.lab.address}
              {r.lab.clia ? ` · CLIA ${r.lab.clia}` : ''}
            </Text>
          </Stack>
          <Stack gap={0} align="end">
            <Text ff="monospace" fw={700} size="lg">
              {r.caseNumber}
            </Text>
            <Text size="xs" c="dimmed">
              {tr.language === 'en' ? r.caseTypeLabel : tr.texts[`caseType${r.caseType}`]} ·{' '}
              {t('version', { version: r.version })}
            </Text>
          </Stack>
        </Group>
        <Box
          p="sm"
          style={{
            borderRadius: 'var(--mantine-radius-sm)',
            background: `var(--mantine-color-${color}-light)`,
            borderInlineStart: `4px solid var(--mantine-color-${color}-filled)`,
          }}
          data-testid="report-banner"
        >
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={800} style={{ letterSpacing: 1, color: `var(--mantine-color-${color}-light-color)` }}>
              {t(KIND_BANNER_KEYS[r.kind])}
            </Text>
            <Group gap="xs">
              {r.critical && <CriticalBadge />}
              <Text size="sm">{formatDateTime(r.reportedAt)}</Text>
            </Group>
          </Group>
          {r.reason && (
            <Text size="sm" mt={4}>
              {t('reason', { reason: r.reason })}
            </Text>
          )}
          {r.kind === 'addendum' && (
            <Text size="sm" mt={4} data-testid="addendum-history">
              {addendumHistoryNote(r, formatDateTime, tr.language)}
            </Text>
          )}
        </Box>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Section title={t('colPatient')}>
            <Text fw={600}>
              {r.patient.lastName}, {r.patient.firstName}
            </Text>
            <Group gap="lg">
              <Item label={MRN}>{isolateLtr(r.patient.mrn)}</Item>
              <Item label={t('dateOfBirth')}>{formatDate(r.patient.dob)}</Item>
              <Item label={t('sex')}>{reportSexText(r.patient.sex, (key) => t(key))}</Item>
            </Group>
          </Section>
          <Section title={t('colCase')}>
            <Group gap="lg" wrap="wrap">
              <Item label={t('collected')}>{formatDateTime(r.collectedAt)}</Item>
              <Item label={t('received')}>{formatDateTime(r.receivedAt)}</Item>
              <Item label={t('firstSigned')}>{formatDateTime(r.originalSignedAt)}</Item>
            </Group>
            <Item label={t('orderingProvider')}>
              {r.provider
                ? `${r.provider.name}${r.provider.credentials ? `, ${r.provider.credentials}` : ''} · NPI ${r.provider.npi}`
                : ''}
            </Item>
            <Item label={t('facility')}>
              {r.facility ? [r.facility.name, r.facility.address, r.facility.phone].filter(Boolean).join(' · ') : ''}
            </Item>
          </Section>
        </SimpleGrid>
        {r.clinicalHistory && (
          <Section title={t('clinicalHistory')}>
            <Text size="sm" style={pre}>
              {r.clinicalHistory}
            </Text>
          </Section>
        )}
        <Divider />
        <Section title={t('finalDiagnosis')}>
          {r.parts.map((p) => (
            <Stack key={p.letter} gap={2} data-testid={`report-part-${p.letter}`}>
              <Text size="sm" fw={600}>
                {p.letter}. {partTitle(tr, p)}:
              </Text>
              <Text fw={700} style={pre} ps="md">
                {p.finalDiagnosis}
              </Text>
              {p.synoptic && <SynopticBlock part={p.letter} synoptic={p.synoptic} tr={tr} />}
              {p.result && (
                <Group gap="xs" ps="md">
                  <Text size="sm" c="dimmed">
                    {t('result')}: {p.result.name}
                    {p.result.category ? ` (${p.result.category})` : ''}
                  </Text>
                  {p.result.critical && <CriticalBadge size="xs" />}
                </Group>
              )}
            </Stack>
          ))}
        </Section>
        {r.comment && (
          <Section title={t('comment')}>
            <Text size="sm" style={pre}>
              {r.comment}
            </Text>
          </Section>
        )}
        {r.fish.length > 0 && (
          <Section title={t('fish')}>
            {r.fish.map((f, i) => (
              <Stack key={i} gap={2}>
                <Text size="sm" fw={600}>
                  {f.probeSet}: {f.result}
                </Text>
                <Text size="sm" c="dimmed">
                  {[
                    t('fishNuclei', { n: f.counted }),
                    f.ratio !== null ? t('fishRatio', { value: num(f.ratio) }) : null,
                    f.meanHer2 !== null ? t('fishMeanHer2', { value: num(f.meanHer2) }) : null,
                    f.meanCep17 !== null ? t('fishMeanCep17', { value: num(f.meanCep17) }) : null,
                    f.group !== null ? t('fishGroup', { group: f.group }) : null,
                    t('fishLot', { lot: f.lot }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                <Text size="sm" style={pre}>
                  {f.interpretation}
                  {f.comment ? `\n${f.comment}` : ''}
                </Text>
              </Stack>
            ))}
          </Section>
        )}
        <Section title={t('microscopicDescription')}>
          {r.parts.map((p) => (
            <Text key={p.letter} size="sm" style={pre}>
              <b>{p.letter}.</b> {p.microscopicDescription || '—'}
            </Text>
          ))}
        </Section>
        <Section title={t('grossDescription')}>
          {r.parts.map((p) => (
            <Stack key={p.letter} gap={2}>
              <Text size="sm" style={pre}>
                <b>{p.letter}.</b> {p.grossDescription || '—'}
              </Text>
              {p.blocks.length > 0 && (
                <Text size="xs" c="dimmed" ps="md">
                  {p.blocks
                    .map(
                      (b) =>
                        `${b.label}: ${b.slides.map((s) => `${s.label}${s.stain ? ` ${s.stain}` : ''}`).join(', ') || t('noSlides')}`,
                    )
                    .join(' · ')}
                </Text>
              )}
            </Stack>
          ))}
        </Section>
        {(r.icdCodes.length > 0 || r.procedures.length > 0) && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {r.icdCodes.length > 0 && (
              <Section title={t('icdShort')}>
                {r.icdCodes.map((c) => (
                  <Text key={c.code} size="sm">
                    <Text span ff="monospace" fw={600}>
                      {c.code}
                    </Text>{' '}
                    {c.description}
                  </Text>
                ))}
              </Section>
            )}
            {r.procedures.length > 0 && (
              <Section title={t('cptShort')}>
                {r.procedures.map((p) => (
                  <Text key={p.code} size="sm">
                    <Text span ff="monospace" fw={600}>
                      {p.code}
                    </Text>{' '}
                    {p.description} ×{p.units}
                  </Text>
                ))}
              </Section>
            )}
          </SimpleGrid>
        )}
        <Divider />
        <Stack gap={0} data-testid="report-signature">
          <Text size="sm">{t('signedBy')}</Text>
          <Text fw={600}>
            {r.pathologist.signatureLine ??
              `${r.pathologist.name}${r.pathologist.credentials ? `, ${r.pathologist.credentials}` : ''}`}
          </Text>
          <Text size="xs" c="dimmed">
            {r.pathologist.npi ? `NPI ${r.pathologist.npi} · ` : ''}
            {formatDateTime(r.reportedAt)}
          </Text>
        </Stack>
        {r.previous && (
          <Section
            title={t('previouslyReported', { version: r.previous.version, time: formatDateTime(r.previous.signedAt) })}
          >
            {r.previous.changes
              ? // Each changed item with what the corrected version said, as the PDF prints it.
                r.previous.changes.map((ch, i) => (
                  <Stack key={i} gap={0} data-testid="previously-reported">
                    <Text size="sm" fw={600}>
                      {ch.part
                        ? t('previouslyReportedPartItem', { part: ch.part, item: ch.item })
                        : t('previouslyReportedItem', { item: ch.item })}
                    </Text>
                    <Text size="sm" style={pre} c="dimmed" ps="md">
                      {ch.previously}
                    </Text>
                  </Stack>
                ))
              : r.previous.parts.map((p) => (
                  <Text key={p.letter} size="sm" style={pre} c="dimmed">
                    <b>{p.letter}.</b> {p.finalDiagnosis}
                  </Text>
                ))}
            {!r.previous.changes && r.previous.comment && (
              <Text size="sm" style={pre} c="dimmed">
                {t('commentLine', { text: r.previous.comment })}
              </Text>
            )}
          </Section>
        )}
        {r.addenda.length > 0 && (
          <Section title={t('addenda')}>
            {r.addenda.map((a) => (
              <Paper key={a.version} withBorder p="xs" data-testid={`addendum-${a.version}`}>
                <Text size="sm" style={pre}>
                  {a.text}
                </Text>
                <Text size="xs" c="dimmed" mt={4}>
                  {a.signedBy} · {formatDateTime(a.signedAt)} · {t('version', { version: a.version })}
                </Text>
              </Paper>
            ))}
          </Section>
        )}
      </Stack>
    </Paper>
  );
}
