import { Badge, Group, Indicator, ActionIcon, Stack } from '@mantine/core';
import { IconBell, IconCheck } from '@tabler/icons-react';
import { CASE_STATUSES, PRIORITIES } from '@lab/domain';
import { CaseStatusBadge, PriorityBadge } from '@/components/case-badges';
import { Demo, DemoStack } from '../../components/demo';
import { StateRow } from './parts';
import { TAG_SWATCHES } from './palette';

export default function BadgesPage() {
  return (
    <DemoStack>
      <Demo
        title="Case status"
        description="CaseStatusBadge: every status of a case in its words, never cut short. Used by the worklist, the patient's cases and the case page."
        code={`import { CaseStatusBadge } from '@/components/case-badges';

<CaseStatusBadge status="pending-diagnosis" />
<CaseStatusBadge status="signed-out" size="md" />`}
      >
        <Stack gap="md">
          <StateRow label="Every status (sm)">
            {CASE_STATUSES.map((s) => (
              <CaseStatusBadge key={s} status={s} />
            ))}
          </StateRow>
          <StateRow label="Sizes">
            <CaseStatusBadge status="pending-diagnosis" size="sm" />
            <CaseStatusBadge status="pending-diagnosis" size="md" />
            <CaseStatusBadge status="pending-diagnosis" size="lg" />
          </StateRow>
        </Stack>
      </Demo>
      <Demo
        title="Priority"
        description="PriorityBadge: STAT stands out in filled red, routine stays quiet in outline."
        code={`import { PriorityBadge } from '@/components/case-badges';

<PriorityBadge priority="stat" />
<PriorityBadge priority="routine" />`}
      >
        <StateRow label="Priorities">
          {PRIORITIES.map((p) => (
            <PriorityBadge key={p} priority={p} />
          ))}
        </StateRow>
      </Demo>
      <Demo
        title="Task tags"
        description="A to-do task's tag takes one of the theme colour names of packages/domain (TAG_COLOR_NAMES); primary follows the user's theme colour."
        code={`<Badge size="xs" variant="light" color={TAG_COLOR[tag.color] ?? undefined}>{tag.name}</Badge>`}
      >
        <StateRow label="Tag colours">
          {TAG_SWATCHES.map((t) => (
            <Badge key={t.name} size="xs" variant="light" color={t.color}>
              {t.label}
            </Badge>
          ))}
        </StateRow>
      </Demo>
      <Demo
        title="Variants, with an icon, counters"
        description="Light is the default for labels in lists; filled for what must be seen; a dot for a state beside a name; an Indicator counts unread items on an icon (the bell of the top bar)."
        code={`<Badge variant="filled">Filled</Badge>
<Badge variant="light">Light</Badge>
<Badge variant="outline">Outline</Badge>
<Badge variant="dot" color="green">Online</Badge>
<Badge color="green" variant="light" leftSection={<IconCheck size={12} />}>Verified</Badge>
<Indicator label={unread > 99 ? '99+' : unread} size={16} color="red" disabled={unread === 0} offset={4}>
  <ActionIcon variant="subtle" aria-label="Notifications"><IconBell size={20} /></ActionIcon>
</Indicator>`}
      >
        <Stack gap="md">
          <StateRow label="Variants">
            <Badge variant="filled">Filled</Badge>
            <Badge variant="light">Light</Badge>
            <Badge variant="outline">Outline</Badge>
            <Badge variant="dot" color="green">
              Online
            </Badge>
            <Badge color="green" variant="light" leftSection={<IconCheck size={12} />}>
              Verified
            </Badge>
          </StateRow>
          <StateRow label="Counters: 3 unread, 120 unread, none">
            <Group gap="lg">
              {[3, 120, 0].map((n) => (
                <Indicator key={n} label={n > 99 ? '99+' : n} size={16} color="red" disabled={n === 0} offset={4}>
                  <ActionIcon variant="subtle" aria-label={`Notifications, ${n} unread`}>
                    <IconBell size={20} />
                  </ActionIcon>
                </Indicator>
              ))}
            </Group>
          </StateRow>
        </Stack>
      </Demo>
    </DemoStack>
  );
}
