import { BarChart, DonutChart, Sparkline } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Group, SimpleGrid, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { CASE_STATUS_LABELS } from '@lab/domain';
import { SectionCard } from '@/components/section-card';
import { Demo, DemoStack } from '../../components/demo';

const WEEK = [
  { day: 'Mon', cases: 41 },
  { day: 'Tue', cases: 38 },
  { day: 'Wed', cases: 52 },
  { day: 'Thu', cases: 47 },
  { day: 'Fri', cases: 35 },
];
const OPEN = [
  { name: CASE_STATUS_LABELS.accessioned, value: 14, color: 'blue.6' },
  { name: CASE_STATUS_LABELS.grossed, value: 9, color: 'cyan.6' },
  { name: CASE_STATUS_LABELS['in-histology'], value: 22, color: 'teal.6' },
  { name: CASE_STATUS_LABELS['pending-diagnosis'], value: 31, color: 'yellow.6' },
];
const TAT = [2.4, 2.1, 2.3, 1.9, 1.8, 2.0, 1.7, 1.8];

export default function CardsAnalyticsPage() {
  return (
    <DemoStack>
      <Demo
        title="A chart and its numbers"
        description="The supplies dashboard's pattern: a chart in @mantine/charts and the same numbers as a table in a second tab (for screen readers and for copying); the chart has a role=&quot;img&quot; summary."
        code={`<SectionCard title="Cases received this week">
  <Tabs defaultValue="chart" variant="pills" radius="sm">
    <Tabs.List mb="xs"><Tabs.Tab value="chart" size="xs">Chart</Tabs.Tab><Tabs.Tab value="table" size="xs">Table</Tabs.Tab></Tabs.List>
    <Tabs.Panel value="chart">
      <div role="img" aria-label={summary}>
        <BarChart h={200} data={week} dataKey="day" series={[{ name: 'cases', label: 'Cases', color: 'brand.6' }]} tickLine="none" />
      </div>
    </Tabs.Panel>
    <Tabs.Panel value="table">…</Tabs.Panel>
  </Tabs>
</SectionCard>`}
      >
        <SectionCard title="Cases received this week">
          <Tabs defaultValue="chart" variant="pills" radius="sm">
            <Tabs.List mb="xs">
              <Tabs.Tab value="chart" size="xs">
                Chart
              </Tabs.Tab>
              <Tabs.Tab value="table" size="xs">
                Table
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="chart">
              <div role="img" aria-label={`Cases received: ${WEEK.map((d) => `${d.day} ${d.cases}`).join(', ')}`}>
                <BarChart h={200} data={WEEK} dataKey="day" series={[{ name: 'cases', label: 'Cases', color: 'brand.6' }]} tickLine="none" />
              </div>
            </Tabs.Panel>
            <Tabs.Panel value="table">
              <Table>
                <Table.Tbody>
                  {WEEK.map((d) => (
                    <Table.Tr key={d.day}>
                      <Table.Td>{d.day}</Table.Td>
                      <Table.Td ta="end">{d.cases}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Tabs.Panel>
          </Tabs>
        </SectionCard>
      </Demo>
      <Demo
        title="Small charts in cards"
        description="A donut for parts of a whole with the total in the middle and a legend in words; a sparkline for a trend beside its latest value."
        code={`<DonutChart data={open} size={140} thickness={20} withTooltip chartLabel={total} />
<Sparkline w={160} h={50} data={tat} curveType="linear" color="teal" fillOpacity={0.3} strokeWidth={2} />`}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SectionCard title="Open cases by status">
            <Group wrap="wrap" gap="lg">
              <div role="img" aria-label={`Open cases: ${OPEN.map((o) => `${o.name} ${o.value}`).join(', ')}`}>
                <DonutChart data={OPEN} size={140} thickness={20} withTooltip chartLabel={OPEN.reduce((n, o) => n + o.value, 0)} />
              </div>
              <Stack gap={2}>
                {OPEN.map((o) => (
                  <Text key={o.name} size="xs">
                    <span style={{ color: `var(--mantine-color-${o.color.replace('.', '-')})` }}>●</span> {o.name}: {o.value}
                  </Text>
                ))}
              </Stack>
            </Group>
          </SectionCard>
          <SectionCard title="Median turnaround (days)">
            <Group justify="space-between" wrap="nowrap">
              <Title order={3}>{TAT[TAT.length - 1]}</Title>
              <div role="img" aria-label={`Last 8 weeks: ${TAT.join(', ')} days`}>
                <Sparkline w={160} h={50} data={TAT} curveType="linear" color="teal" fillOpacity={0.3} strokeWidth={2} />
              </div>
            </Group>
            <Text size="xs" c="dimmed">
              Last 8 weeks, surgical cases
            </Text>
          </SectionCard>
        </SimpleGrid>
      </Demo>
    </DemoStack>
  );
}
