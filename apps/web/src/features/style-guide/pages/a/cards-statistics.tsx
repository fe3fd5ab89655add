import type { ReactNode } from 'react';
import { Badge, Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowDownRight, IconArrowUpRight, IconCircleCheck, IconFlask, IconInbox } from '@tabler/icons-react';
import { Demo, DemoStack } from '../../components/demo';

/** The home page's counter card, as it draws it. */
function Stat({ label, value, icon, color }: { label: string; value: number | undefined; icon: ReactNode; color: string }) {
  return (
    <Card withBorder padding="lg" aria-label={`${label}: ${value ?? '…'}`}>
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text c="dimmed" size="sm">
            {label}
          </Text>
          {value === undefined ? <Skeleton h={30} w={60} mt={4} /> : <Title order={3}>{value.toLocaleString()}</Title>}
        </div>
        <ThemeIcon variant="light" color={color} size={44} radius="md">
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}

const TRENDS = [
  { label: 'Median turnaround', value: '1.8 days', change: -12, good: true },
  { label: 'Amended reports', value: '0.9 %', change: 0.3, good: false },
  { label: 'FISH cases this month', value: '46', change: 8, good: true },
];

export default function CardsStatisticsPage() {
  return (
    <DemoStack>
      <Demo
        title="Counters"
        description="The home page's cards: a label, the number, an icon in a light tint of its colour. Each opens the case list filtered to what it counts. The last is loading (a skeleton keeps its place)."
        code={`<SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
  <Stat label="Received today" value={s?.receivedToday} icon={<IconInbox />} color="brand" />
  …
</SimpleGrid>

function Stat({ label, value, icon, color }) {
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text c="dimmed" size="sm">{label}</Text>
          {value === undefined ? <Skeleton h={30} w={60} mt={4} /> : <Title order={3}>{value.toLocaleString()}</Title>}
        </div>
        <ThemeIcon variant="light" color={color} size={44} radius="md">{icon}</ThemeIcon>
      </Group>
    </Card>
  );
}`}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <Stat label="Received today" value={23} icon={<IconInbox />} color="brand" />
          <Stat label="In progress" value={1284} icon={<IconFlask />} color="blue" />
          <Stat label="STAT open" value={4} icon={<IconAlertTriangle />} color="red" />
          <Stat label="Signed out today" value={undefined} icon={<IconCircleCheck />} color="green" />
        </SimpleGrid>
      </Demo>
      <Demo
        title="With a trend"
        description="A change against the previous period: the arrow and colour say whether it is good (a shorter turnaround is), the words say by how much."
        code={`<Badge variant="light" color={good ? 'green' : 'red'}
  leftSection={change < 0 ? <IconArrowDownRight size={12} /> : <IconArrowUpRight size={12} />}>
  {change > 0 ? '+' : ''}{change} % vs last month
</Badge>`}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {TRENDS.map((t) => (
            <Card key={t.label} withBorder padding="lg">
              <Text c="dimmed" size="sm">
                {t.label}
              </Text>
              <Title order={3}>{t.value}</Title>
              <Badge mt={6} variant="light" color={t.good ? 'green' : 'red'} leftSection={t.change < 0 ? <IconArrowDownRight size={12} /> : <IconArrowUpRight size={12} />}>
                {t.change > 0 ? '+' : ''}
                {t.change} % vs last month
              </Badge>
            </Card>
          ))}
        </SimpleGrid>
      </Demo>
    </DemoStack>
  );
}
