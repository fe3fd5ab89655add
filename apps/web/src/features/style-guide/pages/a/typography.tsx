import { Anchor, Blockquote, Code, List, Stack, Text, Title } from '@mantine/core';
import { Demo, DemoStack } from '../../components/demo';
import { KeyHintSlot } from '../../components/key-hint-slot';
import { Trans, useTranslation } from 'react-i18next';
import { useSampleText } from '../../components/use-sample-text';

// The heading levels the portal uses, by what they title.
const HEADINGS = [
  { order: 1, size: 'h2', use: 'Page title (PageHeader)', text: 'Worklist' },
  { order: 2, size: 'h3', use: 'Section of a page', text: 'Pending diagnosis' },
  { order: 2, size: 'h4', use: 'Example or card title', text: 'Gross description' },
  { order: 2, size: 'h5', use: 'SectionCard title', text: 'Specimen' },
  { order: 3, size: 'h6', use: 'Group of fields', text: 'Part A' },
] as const;

export default function TypographyPage() {
  const sample = useSampleText('styleGuideA');
  const { t } = useTranslation('styleGuideA');
  return (
    <DemoStack>
      <Demo
        title={t('typography.headings')}
        description={t('typography.orderFollowsOutlinePageOne')}
        code={`<Title order={1} size="h2">Worklist</Title>
<Title order={2} size="h4">Gross description</Title>
<Title order={2} size="h5">Specimen</Title>`}
      >
        <Stack gap="xs">
          {HEADINGS.map((h) => (
            <div key={h.use}>
              <Title order={h.order} size={h.size} component="p">
                {sample(h.text)}
              </Title>
              <Text size="xs" c="dimmed">
                {t('typography.orderSize', { order: h.order, size: h.size, use: sample(h.use) })}
              </Text>
            </div>
          ))}
        </Stack>
      </Demo>
      <Demo
        title={t('typography.bodyText')}
        description={t('typography.smMostTextFormsLists')}
        code={`<Text size="md">Sections show invasive ductal carcinoma, grade 2.</Text>
<Text size="sm">Received in formalin, labelled with the patient's name.</Text>
<Text size="xs" c="dimmed">Last changed by Dana Demo · 23 Nov 2026 10:40</Text>`}
      >
        <Stack gap={4}>
          <Text size="md">{t('typography.sectionsShowInvasiveDuctal')}</Text>
          <Text size="sm">{t('typography.receivedFormalinLabelled')}</Text>
          <Text size="xs" c="dimmed">
            {t('typography.lastChangedDanaDemo23')}
          </Text>
        </Stack>
      </Demo>
      <Demo
        title={t('typography.inlineElements')}
        description={t('typography.linksInlineCodeIdentifier')}
        code={`<Text size="sm">
  Open <Anchor href="/results">the worklist</Anchor>, type <Code>S26-00412</Code> and press <KeyHint>Enter</KeyHint>;
  <b>STAT</b> cases come first, <i>amended</i> ones are marked.
</Text>`}
      >
        <Text size="sm">
          <Trans
            t={t}
            i18nKey="typography.openWorklistTypeS2600412"
            components={{
              anchor: <Anchor href="/results" />,
              code: <Code />,
              keyhint: <KeyHintSlot />,
              b: <b />,
              i: <i />,
            }}
          />
        </Text>
      </Demo>
      <Demo
        title={t('typography.listsQuotes')}
        description={t('typography.numberedStepsProcedureQuote')}
        code={`<List type="ordered" size="sm" spacing={4}>
  <List.Item>Check the label against the requisition.</List.Item>
</List>
<Blockquote color="blue" cite="— ASCO/CAP HER2 guideline">…</Blockquote>`}
      >
        <Stack>
          <List type="ordered" size="sm" spacing={4}>
            <List.Item>{t('typography.checkLabelAgainstRequisition')}</List.Item>
            <List.Item>{t('typography.noteColdIschaemiaFixationTimes')}</List.Item>
            <List.Item>{t('typography.accessionSpecimenCaseNumber')}</List.Item>
          </List>
          <Blockquote color="blue" cite={t('typography.ascoCapHer2TestingGuideline')}>
            {t('typography.breastSpecimensShouldFixed10')}
          </Blockquote>
        </Stack>
      </Demo>
    </DemoStack>
  );
}
