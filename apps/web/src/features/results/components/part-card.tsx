import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Divider, Group, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { specimenLabel, type TCasePart, type TDiagnosisPart, type TLookupItem } from '@lab/domain';
import { BlocksEditor } from './blocks-editor';
import { GrossEditor } from './gross-editor';
import { MicroEditor } from './micro-editor';
import { ResultSelect } from './result-select';

export interface ResultLists {
  templates: TLookupItem[];
  stains: TLookupItem[];
  results: TLookupItem[];
  categories: TLookupItem[];
}

/** One part's result work: gross, blocks and slides, microscopic, final diagnosis and result. */
export function PartCard({
  part,
  casePart,
  lists,
  onChange,
  onMicrocode,
  synoptic,
}: {
  part: TDiagnosisPart;
  casePart: TCasePart | undefined;
  lists: ResultLists;
  onChange(fn: (p: TDiagnosisPart) => TDiagnosisPart): void;
  onMicrocode(entry: TLookupItem): void;
  /** The part's synoptic report (protocol and checklist), below its result. */
  synoptic?: ReactNode;
}) {
  const { t, i18n } = useTranslation('workspace');
  // specimenLabel writes the laterality into the site in English ("Left skin of forearm"); in another language the
  // laterality is the catalogue's word after the site (the site and description are the lab's lists, as written).
  const laterality = casePart?.laterality ? t(`cases:laterality.${casePart.laterality}`).toLocaleLowerCase() : null;
  const site = !casePart
    ? ''
    : i18n.language === 'en'
      ? specimenLabel({
          bodySite: casePart.bodySite?.name ?? null,
          laterality: casePart.laterality,
          description: casePart.description,
        })
      : [
          [casePart.bodySite?.name, laterality && (casePart.bodySite ? `(${laterality})` : laterality)]
            .filter(Boolean)
            .join(' '),
          casePart.description.trim(),
        ]
          .filter(Boolean)
          .join(', ');
  return (
    <Card withBorder data-testid={`part-${part.letter}`}>
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h4" ff="monospace">
            {part.letter}
          </Title>
          {/* The part's site and description are the lab's lists and words, as written (translate="no"). */}
          <Text size="sm" c="dimmed" translate={site ? 'no' : undefined}>
            {site || t('cases:page.part')}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <GrossEditor
            partLetter={part.letter}
            value={part.grossDescription}
            templateId={part.grossTemplateId}
            templates={lists.templates}
            onChange={(text, templateId) =>
              onChange((p) => ({
                ...p,
                grossDescription: text,
                ...(templateId !== undefined ? { grossTemplateId: templateId } : {}),
              }))
            }
          />
          <BlocksEditor
            letter={part.letter}
            blocks={part.blocks}
            stains={lists.stains}
            onChange={(blocks) => onChange((p) => ({ ...p, blocks }))}
          />
          <MicroEditor
            partLetter={part.letter}
            value={part.microscopicDescription}
            onChange={(text) => onChange((p) => ({ ...p, microscopicDescription: text }))}
            onMicrocode={onMicrocode}
          />
          <Textarea
            dir="auto"
            label={t('change.finalDiagnosis', { letter: part.letter })}
            autosize
            minRows={3}
            maxRows={12}
            value={part.finalDiagnosis}
            onChange={(e) => {
              const text = e.currentTarget.value;
              onChange((p) => ({ ...p, finalDiagnosis: text }));
            }}
            styles={{ input: { fontWeight: 600 } }}
          />
        </SimpleGrid>
        <ResultSelect
          letter={part.letter}
          value={part.resultId}
          results={lists.results}
          categories={lists.categories}
          onChange={(resultId) => onChange((p) => ({ ...p, resultId }))}
        />
        {synoptic && (
          <>
            <Divider />
            {synoptic}
          </>
        )}
      </Stack>
    </Card>
  );
}
