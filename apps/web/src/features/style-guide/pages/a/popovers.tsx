import { useState } from 'react';
import { Button, Group, HoverCard, Stack, Text, TextInput } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { CaseStatusBadge, PriorityBadge } from '@/components/case-badges';
import { ToolbarPopover } from '@/components/toolbar-popover';
import { Demo, DemoStack } from '../../components/demo';
import { SAMPLE_CASE } from './lab';
import { useTranslation } from 'react-i18next';
import { useSampleText } from '../../components/use-sample-text';

function BookmarkSearchDemo() {
  const { t } = useTranslation('styleGuideA');
  const [opened, setOpened] = useState(false);
  const [q, setQ] = useState('');
  const pages = ['Worklist', 'FISH Scoring', 'Patients', 'Providers', 'Supplies'].filter((p) =>
    p.toLowerCase().includes(q.toLowerCase()),
  );
  return (
    <ToolbarPopover
      tooltip={t('popovers.bookmarks')}
      buttonLabel={t('popovers.exampleBookmarkSearch')}
      icon={<IconStar size={20} />}
      color="yellow"
      width={280}
      opened={opened}
      onChange={setOpened}
    >
      <TextInput
        data-autofocus
        placeholder={t('popovers.explorePortal')}
        aria-label={t('popovers.findPage')}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        mb="xs"
      />
      <Stack gap={4} role="list" aria-label={t('popovers.pages')}>
        {pages.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('popovers.noResult')}
          </Text>
        ) : (
          pages.map((p) => (
            <Text key={p} size="sm" role="listitem">
              {p}
            </Text>
          ))
        )}
      </Stack>
    </ToolbarPopover>
  );
}

export default function PopoversPage() {
  const sample = useSampleText('styleGuideA');
  const { t } = useTranslation('styleGuideA');
  return (
    <DemoStack>
      <Demo
        title={t('popovers.smallPanelClick')}
        description={t('popovers.bookmarkSearchTopBar')}
        code={`import { ToolbarPopover } from '@/components/toolbar-popover';
<ToolbarPopover tooltip="Bookmarks" buttonLabel="Bookmark search" icon={<IconStar size={20} />} color="yellow" width={320}
  opened={opened} onChange={setOpened}>
  <TextInput data-autofocus placeholder="Explore the portal…" aria-label="Find a page to bookmark" … />
  …
</ToolbarPopover>
// inside: <Popover … position="bottom-start" shadow="lg" trapFocus> with a Tooltip'd ActionIcon as its target`}
      >
        <BookmarkSearchDemo />
      </Demo>
      <Demo
        title={t('popovers.previewHover')}
        description={t('popovers.hovercardEssentialsCaseBefore')}
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
              {sample(SAMPLE_CASE.specimen)}
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
