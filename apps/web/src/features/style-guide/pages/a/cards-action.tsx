import { useState } from 'react';
import { ActionIcon, Anchor, Button, Card, Collapse, Group, Menu, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconDots, IconPrinter, IconRefresh } from '@tabler/icons-react';
import { CaseStatusBadge, PriorityBadge } from '@/components/case-badges';
import { SectionCard } from '@/components/section-card';
import { Demo, DemoStack } from '../../components/demo';
import { SAMPLE_CASE, SAMPLE_CASES } from './lab';

function RefreshingCard() {
  const [refreshing, setRefreshing] = useState(false);
  const [at, setAt] = useState(() => new Date().toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }));
  const refresh = () => {
    setRefreshing(true);
    setTimeout(() => {
      setAt(new Date().toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }));
      setRefreshing(false);
    }, 700);
  };
  return (
    <SectionCard
      title="My worklist"
      actions={
        <ActionIcon variant="subtle" aria-label="Refresh my worklist" loading={refreshing} onClick={refresh}>
          <IconRefresh size={16} />
        </ActionIcon>
      }
    >
      {SAMPLE_CASES.slice(0, 3).map((c) => (
        <Group key={c.caseNumber} justify="space-between" wrap="wrap" gap={4}>
          <Text size="sm">{c.caseNumber}</Text>
          <CaseStatusBadge status={c.status} />
        </Group>
      ))}
      <Text size="xs" c="dimmed">
        Updated {at}
      </Text>
    </SectionCard>
  );
}

function ExpandingCard() {
  const [open, setOpen] = useState(false);
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{SAMPLE_CASE.caseNumber}</Text>
          <PriorityBadge priority={SAMPLE_CASE.priority} />
        </Group>
        <Text size="sm">{SAMPLE_CASE.specimen}</Text>
        <Collapse expanded={open}>
          <Text size="sm" c="dimmed">
            Clinical history: palpable mass 2 cm, BI-RADS 5. Cold ischaemia 20 min; in formalin 09:05.
          </Text>
        </Collapse>
        <Button
          variant="subtle"
          size="xs"
          w="max-content"
          rightSection={<IconChevronDown size={14} style={{ transform: open ? 'rotate(180deg)' : undefined }} />}
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
        >
          {open ? 'Less' : 'Clinical history'}
        </Button>
      </Stack>
    </Card>
  );
}

export default function CardsActionPage() {
  return (
    <DemoStack>
      <Demo
        title="Actions in the header"
        description="SectionCard's actions sit beside the title: a link to the full page, a menu of more, or a refresh that shows it is working."
        code={`<SectionCard title="Parts" actions={<Anchor size="sm" component={Link} to="…">All parts</Anchor>}>…</SectionCard>
<SectionCard title="My worklist" actions={
  <ActionIcon variant="subtle" aria-label="Refresh my worklist" loading={refreshing} onClick={refresh}><IconRefresh size={16} /></ActionIcon>
}>…</SectionCard>
<SectionCard title="Report" actions={
  <Menu position="bottom-end">
    <Menu.Target><ActionIcon variant="subtle" aria-label="More about the report"><IconDots size={16} /></ActionIcon></Menu.Target>
    <Menu.Dropdown><Menu.Item leftSection={<IconPrinter size={14} />}>Print</Menu.Item></Menu.Dropdown>
  </Menu>
}>…</SectionCard>`}
      >
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <SectionCard title="Parts" actions={<Anchor size="sm">All parts</Anchor>}>
            <Text size="sm">A: core biopsy, 3 cores</Text>
            <Text size="sm">B: axillary node, FNA</Text>
          </SectionCard>
          <RefreshingCard />
          <SectionCard
            title="Report"
            actions={
              <Menu position="bottom-end">
                <Menu.Target>
                  <ActionIcon variant="subtle" aria-label="More about the report">
                    <IconDots size={16} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item leftSection={<IconPrinter size={14} />}>Print</Menu.Item>
                  <Menu.Item>Open the PDF</Menu.Item>
                </Menu.Dropdown>
              </Menu>
            }
          >
            <Text size="sm">Version 1, signed out by Dr. Ana Ruiz</Text>
          </SectionCard>
        </SimpleGrid>
      </Demo>
      <Demo
        title="Actions at the foot, and more on demand"
        description="Buttons at the foot end of the card (the main one last); a card that opens to show more keeps its place in the grid."
        code={`<Card withBorder>
  …
  <Group justify="flex-end" mt="md">
    <Button variant="default">Keep pending</Button>
    <Button>Accept result</Button>
  </Group>
</Card>`}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Card withBorder>
            <Text fw={600}>HER2 FISH · F26-00021</Text>
            <Text size="sm" c="dimmed">
              HER2/CEP17 ratio 2.4, mean HER2 5.1 signals per cell: group 1, amplified.
            </Text>
            <Group justify="flex-end" mt="md" wrap="wrap">
              <Button variant="default">Keep pending</Button>
              <Button>Accept result</Button>
            </Group>
          </Card>
          <ExpandingCard />
        </SimpleGrid>
      </Demo>
    </DemoStack>
  );
}
