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
import { useTranslation } from 'react-i18next';
import { useSampleText } from '../../components/use-sample-text';

const TRENDS = [
  { label: 'Median turnaround', value: '1.8 days', change: -12, good: true },
  { label: 'Amended reports', value: '0.9 %', change: 0.3, good: false },
  { label: 'FISH cases this month', value: '46', change: 8, good: true },
];

export default function CardsStatisticsPage() {
  const sample = useSampleText('styleGuideA');
  const { t } = useTranslation('styleGuideA');
  return (
    <DemoStack>
      <Demo
        title={t('cardsStatistics.counters')}
        description={t('cardsStatistics.homePageSStatcardComponents')}
        code={`import { StatCard } from '@/components/stat-card';
<SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
  <StatCard label="Received today" value={counters?.receivedToday} icon={<IconInbox />} color="brand" to="/specimen" search={{ from: today }} />
  <StatCard label="STAT open" value={counters?.statOpen} icon={<IconAlertTriangle />} color="red" to="/specimen" search={{ open: true, priority: 'stat' }} />
  …
</SimpleGrid>`}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <StatCard
            label={t('cardsStatistics.receivedToday')}
            value={23}
            icon={<IconInbox />}
            color="brand"
            to="/specimen"
          />
          <StatCard
            label={t('cardsStatistics.progress')}
            value={1284}
            icon={<IconFlask />}
            color="blue"
            to="/specimen"
            search={{ open: true }}
          />
          <StatCard
            label={t('cardsStatistics.statOpen')}
            value={4}
            icon={<IconAlertTriangle />}
            color="red"
            to="/specimen"
            search={{ open: true, priority: 'stat' }}
          />
          <StatCard
            label={t('cardsStatistics.signedOutWeek')}
            value={undefined}
            icon={<IconCircleCheck />}
            color="green"
            to="/reportresult"
          />
        </SimpleGrid>
      </Demo>
      <Demo
        title={t('cardsStatistics.trend')}
        description={t('cardsStatistics.changeAgainstPreviousPeriod')}
        code={`<Badge variant="light" color={good ? 'green' : 'red'}
  leftSection={change < 0 ? <IconArrowDownRight size={12} /> : <IconArrowUpRight size={12} />}>
  {change > 0 ? '+' : ''}{change} % vs last month
</Badge>`}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {TRENDS.map((item) => (
            <Card key={item.label} withBorder padding="lg">
              <Text c="dimmed" size="sm">
                {sample(item.label)}
              </Text>
              <Title order={3}>{item.value}</Title>
              <Badge
                mt={6}
                variant="light"
                color={item.good ? 'green' : 'red'}
                leftSection={item.change < 0 ? <IconArrowDownRight size={12} /> : <IconArrowUpRight size={12} />}
              >
                {item.change > 0 ? '+' : ''}
                {item.change} {t('cardsStatistics.vsLastMonth')}
              </Badge>
            </Card>
          ))}
        </SimpleGrid>
      </Demo>
    </DemoStack>
  );
}
