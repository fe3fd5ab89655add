import { useState, type KeyboardEvent } from 'react';
import { SimpleGrid, Paper, Stack, Tabs, Text, Textarea, Typography } from '@mantine/core';
import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { nextBlank, templateBlanks } from '@lab/domain';
import { Demo, DemoStack } from '../../components/demo';
import { PortalNote } from './kit';
import { KeyHintSlot } from '../../components/key-hint-slot';
import { Trans, useTranslation } from 'react-i18next';

const TEMPLATE =
  'Received in formalin labeled with the patient name and "[site]" is a [shape] of tan skin measuring [size] cm. Inked [ink color], bisected and entirely submitted in [cassettes].';
const ARTICLE = `## Sending a STAT case

1. Tick **STAT** on the requisition.
2. Call the lab at *(555) 201-3300* when the courier leaves.

| Test | Turnaround |
| --- | --- |
| Frozen section | 20 min |
| Surgical, STAT | 4 h |

- [x] Label every container
- [ ] Add the clinical history`;

/** A template's [blanks]: Tab selects the next one, so typing replaces it (the gross description editor's rule). */
function TemplateText() {
  const { t } = useTranslation('styleGuideB');
  const [text, setText] = useState(TEMPLATE);
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Tab' || e.shiftKey || e.altKey || e.ctrlKey || e.metaKey) return;
    const el = e.currentTarget;
    const b = nextBlank(el.value, el.selectionEnd > el.selectionStart ? el.selectionEnd : el.selectionStart);
    if (!b) return; // no blank left: Tab moves on
    e.preventDefault();
    el.setSelectionRange(b.start, b.end);
  };
  const left = templateBlanks(text).length;
  return (
    <Stack gap={4}>
      <Textarea
        label={t('wysiwygEditor.grossDescriptionPart')}
        autosize
        minRows={3}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        description={
          <>
            <Trans t={t} i18nKey="wysiwygEditor.tabSelectsNextBlankType" components={{ keyhint: <KeyHintSlot /> }} />
          </>
        }
      />
      <Text size="xs" c={left ? 'orange' : 'green'} aria-live="polite">
        {left ? t('wysiwygEditor.blanksLeft', { left }) : t('wysiwygEditor.noBlankLeft')}
      </Text>
    </Stack>
  );
}

function MarkdownEditor() {
  const { t } = useTranslation('styleGuideB');
  const [md, setMd] = useState(ARTICLE);
  const preview = (
    <Paper withBorder p="sm" aria-label={t('wysiwygEditor.preview')}>
      {/* The article as its author writes it (translate="no": content; docs/i18n.md). */}
      <Typography translate="no">
        <ReactMarkdown remarkPlugins={[remarkGfm]}>{md}</ReactMarkdown>
      </Typography>
    </Paper>
  );
  return (
    <>
      <SimpleGrid cols={2} visibleFrom="md">
        <Textarea
          label={t('wysiwygEditor.articleMarkdown')}
          autosize
          minRows={12}
          value={md}
          onChange={(e) => setMd(e.currentTarget.value)}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        {preview}
      </SimpleGrid>
      <Tabs defaultValue="write" hiddenFrom="md">
        <Tabs.List>
          <Tabs.Tab value="write">{t('wysiwygEditor.write')}</Tabs.Tab>
          <Tabs.Tab value="preview">{t('wysiwygEditor.preview')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="write" pt="xs">
          <Textarea
            aria-label={t('wysiwygEditor.articleMarkdown')}
            autosize
            minRows={10}
            value={md}
            onChange={(e) => setMd(e.currentTarget.value)}
          />
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="xs">
          {preview}
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

export default function WysiwygPage() {
  const { t } = useTranslation('styleGuideB');
  return (
    <DemoStack>
      <PortalNote>{t('wysiwygEditor.portalHasNoWysiwygEditor')}</PortalNote>
      <Demo
        title={t('wysiwygEditor.templateTextBlanks')}
        description={t('wysiwygEditor.tabWalksTemplateSBlanks')}
        code={`import { nextBlank, templateBlanks } from '@lab/domain';
const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
  if (e.key !== 'Tab' || e.shiftKey) return;
  const b = nextBlank(e.currentTarget.value, e.currentTarget.selectionEnd);
  if (!b) return; // no blank left: Tab moves focus on
  e.preventDefault();
  e.currentTarget.setSelectionRange(b.start, b.end);
};
<Textarea label="Gross description, part A" autosize minRows={3} value={text} onChange={…} onKeyDown={onKeyDown} />`}
      >
        <TemplateText />
      </Demo>
      <Demo
        title={t('wysiwygEditor.markdownPreview')}
        description={t('wysiwygEditor.sideSideWideScreenWrite')}
        code={`import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
<Typography>
  <ReactMarkdown remarkPlugins={[remarkGfm]}>{article.body}</ReactMarkdown>
</Typography>`}
      >
        <MarkdownEditor />
      </Demo>
    </DemoStack>
  );
}
