import { useState } from 'react';
import { ActionIcon, Button, Group, HoverCard, Popover, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { CaseStatusBadge, PriorityBadge } from '@/components/case-badges';
import { Demo, DemoStack } from '../../components/demo';
import { SAMPLE_CASE } from './lab';

function BookmarkSearchDemo() {
  const [opened, setOpened] = useState(false);
  const [q, setQ] = useState('');
  const pages = ['Worklist', 'FISH Scoring', 'Patients', 'Providers', 'Supplies'].filter((p) => p.toLowerCase().includes(q.toLowerCase()));
  return (
    <Popover opened={opened} onChange={setOpened} onDismiss={() => setOpened(false)} position="bottom-start" width={280} shadow="lg" trapFocus>
      <Popover.Target>
        <Tooltip label="Bookmarks" withArrow>
          <ActionIcon variant="subtle" color="yellow" size="lg" aria-label="Example bookmark search" onClick={() => setOpened((o) => !o)}>
            <IconStar size={20} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <TextInput data-autofocus placeholder="Explore the portal…" aria-label="Find a page" value={q} onChange={(e) => setQ(e.currentTarget.value)} mb="xs" />
        <Stack gap={4} role="list" aria-label="Pages">
          {pages.length === 0 ? (
            <Text c="dimmed" size="sm">
              No Result
            </Text>
          ) : (
            pages.map((p) => (
              <Text key={p} size="sm" role="listitem">
                {p}
              </Text>
            ))
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

export default function PopoversPage() {
  return (
    <DemoStack>
      <Demo
        title="A small panel on click"
        description="The bookmark search of the top bar: a Popover holding a search field that takes the focus (trapFocus), closing on Escape or a click outside."
        code={`<Popover opened={opened} onChange={setOpened} onDismiss={() => setOpened(false)} position="bottom-start" width={320} shadow="lg" trapFocus>
  <Popover.Target>
    <Tooltip label="Bookmarks" withArrow>
      <ActionIcon variant="subtle" color="yellow" size="lg" aria-label="Bookmark search" onClick={() => setOpened((o) => !o)}>
        <IconStar size={20} />
      </ActionIcon>
    </Tooltip>
  </Popover.Target>
  <Popover.Dropdown p="xs">
    <TextInput data-autofocus placeholder="Explore the portal…" aria-label="Find a page to bookmark" … />
  </Popover.Dropdown>
</Popover>`}
      >
        <BookmarkSearchDemo />
      </Demo>
      <Demo
        title="A preview on hover"
        description="HoverCard: the essentials of a case before opening it. It adds to a link, never replaces it (touch screens don't hover)."
        code={`<HoverCard width={280} shadow="md" withArrow openDelay={200}>
  <HoverCard.Target><Button variant="subtle">{c.caseNumber}</Button></HoverCard.Target>
  <HoverCard.Dropdown>
    <Text size="sm" fw={600}>{c.patient}</Text>
    <Text size="xs" c="dimmed">{c.specimen}</Text>
    <Group gap={6} mt="xs"><PriorityBadge priority={c.priority} /><CaseStatusBadge status={c.status} /></Group>
  </HoverCard.Dropdown>
</HoverCard>`}
      >
        <HoverCard width={280} shadow="md" withArrow openDelay={200}>
          <HoverCard.Target>
            <Button variant="subtle">{SAMPLE_CASE.caseNumber}</Button>
          </HoverCard.Target>
          <HoverCard.Dropdown>
            <Text size="sm" fw={600}>
              {SAMPLE_CASE.patient}
            </Text>
            <Text size="xs" c="dimmed">
              {SAMPLE_CASE.specimen}
            </Text>
            <Group gap={6} mt="xs">
              <PriorityBadge priority={SAMPLE_CASE.priority} />
              <CaseStatusBadge status={SAMPLE_CASE.status} />
            </Group>
          </HoverCard.Dropdown>
        </HoverCard>
      </Demo>
    </DemoStack>
  );
}
