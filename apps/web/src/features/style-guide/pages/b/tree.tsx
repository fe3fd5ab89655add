import { useState } from 'react';
import {
  Button,
  Group,
  Stack,
  Text,
  Tree,
  useTree,
  type TreeNodeData,
  type RenderTreeNodePayload,
  Checkbox,
} from '@mantine/core';
import { IconChevronDown, IconFlask, IconBox, IconRectangle } from '@tabler/icons-react';
import { nextBlockLabel, nextSlideLabel, type TBlock } from '@lab/domain';
import { Demo, DemoStack } from '../../components/demo';
import { PortalNote } from './kit';
import { useTranslation } from 'react-i18next';
import { useSampleText } from '../../components/use-sample-text';

interface Part {
  letter: string;
  name: string;
  blocks: TBlock[];
}

const slide = (label: string) => ({ label, stainId: null });
const INITIAL: Part[] = [
  {
    letter: 'A',
    name: 'Skin, left forearm, shave',
    blocks: [{ label: 'A1', description: 'Entirely submitted', slides: [slide('A1-1'), slide('A1-2')] }],
  },
  {
    letter: 'B',
    name: 'Skin, back, punch',
    blocks: [
      { label: 'B1', description: 'Bisected', slides: [slide('B1-1')] },
      { label: 'B2', description: 'Margins', slides: [slide('B2-1'), slide('B2-2'), slide('B2-3')] },
    ],
  },
];

/** Parts → blocks → slides as tree data; each value is the label, unique within a case. */
const toTree = (parts: Part[]): TreeNodeData[] =>
  parts.map((p) => ({
    value: p.letter,
    label: `Part ${p.letter}: ${p.name}`,
    children: p.blocks.map((b) => ({
      value: b.label,
      label: `Block ${b.label}${b.description ? ` — ${b.description}` : ''}`,
      children: b.slides.map((s) => ({ value: s.label, label: `Slide ${s.label}` })),
    })),
  }));

const ICONS = [IconFlask, IconBox, IconRectangle];

function Node({ node, expanded, hasChildren, elementProps, level }: RenderTreeNodePayload) {
  const sample = useSampleText('styleGuideB');
  const Icon = ICONS[level - 1] ?? IconRectangle;
  return (
    <Group gap={6} wrap="nowrap" {...elementProps}>
      {hasChildren ? (
        <IconChevronDown
          size={14}
          style={{
            transform: expanded ? undefined : `rotate(${document.documentElement.dir === 'rtl' ? 90 : -90}deg)`,
          }}
        />
      ) : (
        <span style={{ width: 14 }} />
      )}
      <Icon size={16} stroke={1.5} />
      {/* A case's parts and blocks: sample data, as a lab writes it (translate="no"; docs/i18n.md). */}
      <Text size="sm" translate="no">
        {sample(node.label)}
      </Text>
    </Group>
  );
}

function CaseTree() {
  const { t } = useTranslation('styleGuideB');
  const [parts, setParts] = useState(INITIAL);
  const data = toTree(parts);
  const tree = useTree({ initialExpandedState: { A: true, B: true, B2: true } });
  const addBlock = (letter: string) =>
    setParts((ps) =>
      ps.map((p) =>
        p.letter === letter
          ? { ...p, blocks: [...p.blocks, { label: nextBlockLabel(letter, p.blocks), description: '', slides: [] }] }
          : p,
      ),
    );
  const addSlide = () =>
    setParts((ps) =>
      ps.map((p) =>
        p.letter === 'B'
          ? {
              ...p,
              blocks: p.blocks.map((b) =>
                b.label === 'B1' ? { ...b, slides: [...b.slides, slide(nextSlideLabel(b))] } : b,
              ),
            }
          : p,
      ),
    );
  return (
    <Stack>
      <Tree
        data={data}
        tree={tree}
        levelOffset={24}
        renderNode={(p) => <Node {...p} />}
        aria-label={t('tree.caseS2600412PartsBlocks')}
      />
      <Group>
        <Button size="xs" variant="light" onClick={() => addBlock('A')}>
          {t('tree.addBlockPart')}
        </Button>
        <Button size="xs" variant="light" onClick={addSlide}>
          {t('tree.addSlideB1')}
        </Button>
        <Button size="xs" variant="default" onClick={() => tree.expandAllNodes()}>
          {t('tree.expandAll')}
        </Button>
        <Button size="xs" variant="default" onClick={() => tree.collapseAllNodes()}>
          {t('tree.collapseAll')}
        </Button>
      </Group>
    </Stack>
  );
}

function RecutPicker() {
  const sample = useSampleText('styleGuideB');
  const { t } = useTranslation('styleGuideB');
  const tree = useTree({ initialExpandedState: { A: true, B: true, A1: true, B1: true, B2: true } });
  const data = toTree(INITIAL);
  const slides = tree
    .getCheckedNodes()
    .filter((n) => n.checked && n.value.includes('-'))
    .map((n) => n.value);
  return (
    <Stack>
      <Tree
        data={data}
        tree={tree}
        levelOffset={24}
        expandOnClick={false}
        aria-label={t('tree.slidesRecut')}
        renderNode={({ node, expanded, hasChildren, elementProps, tree: t }) => {
          const checked = t.isNodeChecked(node.value);
          const indeterminate = t.isNodeIndeterminate(node.value);
          return (
            <Group gap={6} wrap="nowrap" {...elementProps}>
              <Checkbox.Indicator
                checked={checked}
                indeterminate={indeterminate}
                onClick={() => (checked ? t.uncheckNode(node.value) : t.checkNode(node.value))}
                aria-hidden
              />
              <Text size="sm" translate="no" onClick={() => hasChildren && t.toggleExpanded(node.value)}>
                {sample(node.label)}
                {hasChildren && !expanded ? ' …' : ''}
              </Text>
            </Group>
          );
        }}
      />
      <Text size="sm" aria-live="polite">
        {slides.length
          ? t('tree.recutSlide', { count: slides.length, slides: slides.join(', ') })
          : t('tree.noSlideChosen')}
      </Text>
    </Stack>
  );
}

export default function TreePage() {
  const { t } = useTranslation('styleGuideB');
  return (
    <DemoStack>
      <PortalNote>{t('tree.caseSPartsBlocksSlides')}</PortalNote>
      <Demo
        title={t('tree.caseSPartsBlocksSlides2')}
        description={t('tree.arrowKeysMoveOpenNodes')}
        code={`import { Tree, useTree } from '@mantine/core';
import { nextBlockLabel, nextSlideLabel } from '@lab/domain';
const data = parts.map((p) => ({ value: p.letter, label: \`Part \${p.letter}: \${p.name}\`,
  children: p.blocks.map((b) => ({ value: b.label, label: \`Block \${b.label}\`, children: b.slides.map((s) => ({ value: s.label, label: \`Slide \${s.label}\` })) })) }));
const tree = useTree({ initialExpandedState: { A: true } });
<Tree data={data} tree={tree} levelOffset={24} renderNode={(p) => <Node {...p} />} />
addBlock: { label: nextBlockLabel('A', part.blocks), description: '', slides: [] }`}
      >
        <CaseTree />
      </Demo>
      <Demo
        title={t('tree.choosingLeavesSlidesRecut')}
        description={t('tree.checkingBlockChecksSlidesPart')}
        code={`const slides = tree.getCheckedNodes().filter((n) => n.checked && n.value.includes('-')).map((n) => n.value);
<Tree data={data} tree={tree} expandOnClick={false} renderNode={({ node, elementProps, tree }) => (
  <Group gap={6} {...elementProps}>
    <Checkbox.Indicator checked={tree.isNodeChecked(node.value)} indeterminate={tree.isNodeIndeterminate(node.value)}
      onClick={() => (tree.isNodeChecked(node.value) ? tree.uncheckNode(node.value) : tree.checkNode(node.value))} />
    <Text size="sm">{node.label}</Text>
  </Group>
)} />`}
      >
        <RecutPicker />
      </Demo>
    </DemoStack>
  );
}
