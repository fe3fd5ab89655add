import { useState } from 'react';
import { Badge, Chip, Group, Stack, Text } from '@mantine/core';
import { CASE_STATUSES, CASE_TYPES, CASE_TYPE_LABELS } from '@lab/domain';
import { CaseStatusBadge, PriorityBadge } from '@/components/case-badges';
import { Demo, DemoStack } from '../../components/demo';

export default function ChipsPage() {
  const [types, setTypes] = useState<string[]>(['S', 'C']);
  return (
    <DemoStack>
      <Demo
        title="Case status and priority badges"
        description="The one way a case's status and priority look on every list (worklist, patient's cases, search): never cut short, STAT in red."
        code={`import { CaseStatusBadge, PriorityBadge } from '@/components/case-badges';

<CaseStatusBadge status={c.status} />
<PriorityBadge priority={c.priority} />`}
      >
        <Group gap="xs">
          {CASE_STATUSES.map((s) => (
            <CaseStatusBadge key={s} status={s} />
          ))}
          <PriorityBadge priority="stat" />
          <PriorityBadge priority="routine" />
        </Group>
      </Demo>
      <Demo
        title="Filter chips"
        description="Several values of one filter switched on and off; the list updates as they change. At least one stays on."
        code={`const [types, setTypes] = useState<string[]>(['S', 'C']);
<Chip.Group multiple value={types} onChange={(v) => v.length && setTypes(v)}>
  <Group gap="xs">
    {CASE_TYPES.map((t) => <Chip key={t} value={t}>{CASE_TYPE_LABELS[t]}</Chip>)}
  </Group>
</Chip.Group>`}
      >
        <Stack gap="xs">
          <Chip.Group multiple value={types} onChange={(v) => v.length > 0 && setTypes(v)}>
            <Group gap="xs" role="group" aria-label="Case types">
              {CASE_TYPES.map((t) => (
                <Chip key={t} value={t}>
                  {CASE_TYPE_LABELS[t]}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Text size="sm" c="dimmed" aria-live="polite">
            Showing {types.map((t) => CASE_TYPE_LABELS[t as keyof typeof CASE_TYPE_LABELS]).join(', ')} cases
          </Text>
        </Stack>
      </Demo>
      <Demo
        title="States"
        description="Disabled chips for a filter that does not apply; counts in a badge beside a tab or menu item."
        code={`<Chip checked disabled>FISH</Chip>
<Chip checked={false} disabled>Cytology</Chip>
<Badge variant="light" color="red" circle>3</Badge>
<Badge variant="outline">Inactive</Badge>`}
      >
        <Group gap="xs">
          <Chip checked disabled>
            FISH
          </Chip>
          <Chip checked={false} disabled>
            Cytology
          </Chip>
          <Badge variant="light" color="red" circle>
            3
          </Badge>
          <Badge variant="outline" color="gray">
            Inactive
          </Badge>
          <Badge variant="dot" color="green">
            Signed out today
          </Badge>
        </Group>
      </Demo>
    </DemoStack>
  );
}
