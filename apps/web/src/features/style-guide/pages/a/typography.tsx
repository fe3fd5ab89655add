import { Anchor, Blockquote, Code, List, Stack, Text, Title } from '@mantine/core';
import { KeyHint } from '@/components/key-hint';
import { Demo, DemoStack } from '../../components/demo';

// The heading levels the portal uses, by what they title.
const HEADINGS = [
  { order: 1, size: 'h2', use: 'Page title (PageHeader)', text: 'Worklist' },
  { order: 2, size: 'h3', use: 'Section of a page', text: 'Pending diagnosis' },
  { order: 2, size: 'h4', use: 'Example or card title', text: 'Gross description' },
  { order: 2, size: 'h5', use: 'SectionCard title', text: 'Specimen' },
  { order: 3, size: 'h6', use: 'Group of fields', text: 'Part A' },
] as const;

export default function TypographyPage() {
  return (
    <DemoStack>
      <Demo
        title="Headings"
        description="The order follows the outline of the page (one h1, the page title); size says how loud it looks. Font: Inter, headings at weight 600."
        code={`<Title order={1} size="h2">Worklist</Title>
<Title order={2} size="h4">Gross description</Title>
<Title order={2} size="h5">Specimen</Title>`}
      >
        <Stack gap="xs">
          {HEADINGS.map((h) => (
            <div key={h.use}>
              <Title order={h.order} size={h.size} component="p">
                {h.text}
              </Title>
              <Text size="xs" c="dimmed">
                order {h.order}, size {h.size}: {h.use}
              </Text>
            </div>
          ))}
        </Stack>
      </Demo>
      <Demo
        title="Body text"
        description="sm for most text of forms and lists, xs for a line under it (dimmed), md for reading (help articles, report text)."
        code={`<Text size="md">Sections show invasive ductal carcinoma, grade 2.</Text>
<Text size="sm">Received in formalin, labelled with the patient's name.</Text>
<Text size="xs" c="dimmed">Last changed by Dana Demo · 23 Nov 2026 10:40</Text>`}
      >
        <Stack gap={4}>
          <Text size="md">Sections show invasive ductal carcinoma, grade 2 (Nottingham score 6 of 9).</Text>
          <Text size="sm">
            Received in formalin, labelled with the patient&apos;s name and &quot;left breast core&quot;.
          </Text>
          <Text size="xs" c="dimmed">
            Last changed by Dana Demo · 23 Nov 2026 10:40
          </Text>
        </Stack>
      </Demo>
      <Demo
        title="Inline elements"
        description="Links, inline code (an identifier), keyboard shortcuts through KeyHint (kept left to right in RTL), strong and italic."
        code={`<Text size="sm">
  Open <Anchor href="/results">the worklist</Anchor>, type <Code>S26-00412</Code> and press <KeyHint>Enter</KeyHint>;
  <b>STAT</b> cases come first, <i>amended</i> ones are marked.
</Text>`}
      >
        <Text size="sm">
          Open <Anchor href="/results">the worklist</Anchor>, type <Code>S26-00412</Code> and press{' '}
          <KeyHint>Enter</KeyHint>; <b>STAT</b> cases come first, <i>amended</i> ones are marked.
        </Text>
      </Demo>
      <Demo
        title="Lists and quotes"
        description="Numbered steps of a procedure; a quote for the words of a guideline."
        code={`<List type="ordered" size="sm" spacing={4}>
  <List.Item>Check the label against the requisition.</List.Item>
</List>
<Blockquote color="blue" cite="— ASCO/CAP HER2 guideline">…</Blockquote>`}
      >
        <Stack>
          <List type="ordered" size="sm" spacing={4}>
            <List.Item>Check the label against the requisition.</List.Item>
            <List.Item>Note the cold ischaemia and fixation times.</List.Item>
            <List.Item>Accession the specimen: the case number prints on the labels.</List.Item>
          </List>
          <Blockquote color="blue" cite="— ASCO/CAP HER2 testing guideline">
            Breast specimens should be fixed in 10 % neutral buffered formalin for 6 to 72 hours.
          </Blockquote>
        </Stack>
      </Demo>
    </DemoStack>
  );
}
