import { Badge, Card, SimpleGrid, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowDownRight,
  IconArrowUpRight,
  IconCircleCheck,
  IconFlask,
  IconInbox,
} from '@tabler/icons-react';
import { StatCard } from '@/components/stat-card';
import { Demo, DemoStack } from '../../components/demo';

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
        description="The home page's StatCard (components/stat-card): a label, the number, an icon in a light tint of its colour. Each opens the case list filtered to what it counts. The last is loading (a skeleton keeps its place)."
        code={`import { StatCard } from '@/components/stat-card';
<SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
  <StatCard label="Received today" value={counters?.receivedToday} icon={<IconInbox />} color="brand" to="/specimen" search={{ from: today }} />
  <StatCard label="STAT open" value={counters?.statOpen} icon={<IconAlertTriangle />} color="red" to="/specimen" search={{ open: true, priority: 'stat' }} />
  …
</SimpleGrid>`}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <StatCard label="Received today" value={23} icon={<IconInbox />} color="brand" to="/specimen" />
          <StatCard
            label="In progress"
            value={1284}
            icon={<IconFlask />}
            color="blue"
            to="/specimen"
            search={{ open: true }}
          />
          <StatCard
            label="STAT open"
            value={4}
            icon={<IconAlertTriangle />}
            color="red"
            to="/specimen"
            search={{ open: true, priority: 'stat' }}
          />
          <StatCard
            label="Signed out this week"
            value={undefined}
            icon={<IconCircleCheck />}
            color="green"
            to="/reportresult"
          />
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
              <Badge
                mt={6}
                variant="light"
                color={t.good ? 'green' : 'red'}
                leftSection={t.change < 0 ? <IconArrowDownRight size={12} /> : <IconArrowUpRight size={12} />}
              >
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
