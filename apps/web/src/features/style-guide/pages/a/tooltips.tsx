import { Badge, Button, Group, Tooltip } from '@mantine/core';
import { IconDownload, IconEye, IconTrash } from '@tabler/icons-react';
import { Demo, DemoStack } from '../../components/demo';
import { StateRow, TipIcon } from './parts';

const POSITIONS = ['top', 'right', 'bottom', 'left'] as const;

export default function TooltipsPage() {
  return (
    <DemoStack>
      <Demo
        title="Names of icon buttons"
        description="The row actions of a document list: every icon button has a tooltip with the same words as its aria-label. Hover or focus with Tab to see them."
        code={`<Tooltip label="Preview">
  <ActionIcon variant="subtle" aria-label="Preview requisition.pdf"><IconEye size={16} /></ActionIcon>
</Tooltip>
<Tooltip label="Download">
  <ActionIcon variant="subtle" aria-label="Download requisition.pdf"><IconDownload size={16} /></ActionIcon>
</Tooltip>
<Tooltip label="Delete">
  <ActionIcon variant="subtle" color="red" aria-label="Delete requisition.pdf"><IconTrash size={16} /></ActionIcon>
</Tooltip>`}
      >
        <Group gap={4}>
          <TipIcon tip="Preview" label="Preview requisition.pdf" variant="subtle" icon={<IconEye size={16} />} />
          <TipIcon tip="Download" label="Download requisition.pdf" variant="subtle" icon={<IconDownload size={16} />} />
          <TipIcon
            tip="Delete"
            label="Delete requisition.pdf"
            variant="subtle"
            color="red"
            icon={<IconTrash size={16} />}
          />
        </Group>
      </Demo>
      <Demo
        title="Positions, arrow, multiline"
        description="Positions are logical: in RTL, right and left swap with the page. A long explanation wraps at a set width (the demo database badge of the top bar)."
        code={`<Tooltip label="Above" position="top" withArrow><Button variant="default">top</Button></Tooltip>
<Tooltip multiline w={260} withArrow
  label="This portal runs on the demo database: accounts with published passwords. Not for patient data.">
  <Badge color="orange">Demo data</Badge>
</Tooltip>`}
      >
        <StateRow label="Positions (with arrow)">
          {POSITIONS.map((p) => (
            <Tooltip key={p} label={`Tooltip on the ${p}`} position={p} withArrow>
              <Button variant="default" size="xs">
                {p}
              </Button>
            </Tooltip>
          ))}
        </StateRow>
        <StateRow label="Multiline">
          <Tooltip
            multiline
            w={260}
            withArrow
            label="This portal runs on the demo database: accounts with published passwords. Not for patient data."
          >
            <Badge color="orange" tabIndex={0}>
              Demo data
            </Badge>
          </Tooltip>
        </StateRow>
      </Demo>
      <Demo
        title="Why a button is disabled"
        description="A disabled button gets no pointer events; wrap it so the tooltip still explains why."
        code={`<Tooltip label="A diagnosis is needed before sign-out">
  <span><Button disabled>Sign out</Button></span>
</Tooltip>`}
      >
        <Tooltip label="A diagnosis is needed before sign-out">
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a disabled button's tooltip needs a focusable wrapper */}
          <span style={{ display: 'inline-block' }} tabIndex={0}>
            <Button disabled>Sign out</Button>
          </span>
        </Tooltip>
      </Demo>
    </DemoStack>
  );
}
