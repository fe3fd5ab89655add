import { Box, Group, Stack, Table, Tabs, Text, Tooltip } from '@mantine/core';

export interface Bar {
  label: string;
  value: number;
}

/**
 * A bar chart and the same numbers as a table, in two tabs (docs/supplies.md#dashboard). Drawn with Mantine boxes:
 * '@mantine/charts' is not a dependency of the web yet. Horizontal bars grow from the start side, so RTL mirrors them.
 */
export function BarChartCard({ bars, valueLabel, labelHeader, color = 'blue', vertical = false }: { bars: Bar[]; valueLabel: string; labelHeader: string; color?: string; vertical?: boolean }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const chart = vertical ? (
    <Group align="end" gap={4} h={180} wrap="nowrap" role="img" aria-label={`${valueLabel}: ${bars.map((b) => `${b.label} ${b.value}`).join(', ')}`}>
      {bars.map((b) => (
        <Tooltip key={b.label} label={`${b.label}: ${b.value}`}>
          <Stack gap={2} align="center" justify="end" style={{ flex: 1, minWidth: 0, height: '100%' }}>
            <Text size="xs" c="dimmed">
              {b.value}
            </Text>
            <Box bg={`${color}.6`} w="100%" style={{ height: `${(b.value / max) * 140}px`, minHeight: 2, borderRadius: 4 }} />
            <Text size="10px" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {b.label.slice(5)}
            </Text>
          </Stack>
        </Tooltip>
      ))}
    </Group>
  ) : (
    <Stack gap={6} role="img" aria-label={`${valueLabel}: ${bars.map((b) => `${b.label} ${b.value}`).join(', ')}`}>
      {bars.map((b) => (
        <div key={b.label}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="xs" lineClamp={1}>
              {b.label}
            </Text>
            <Text size="xs" fw={600}>
              {b.value}
            </Text>
          </Group>
          <Box bg="var(--mantine-color-default-border)" style={{ borderRadius: 4 }}>
            <Box bg={`${color}.6`} h={8} style={{ width: `${(b.value / max) * 100}%`, borderRadius: 4 }} />
          </Box>
        </div>
      ))}
    </Stack>
  );
  return (
    <Tabs defaultValue="chart" variant="pills" radius="sm">
      <Tabs.List mb="xs">
        <Tabs.Tab value="chart" size="xs">
          Chart
        </Tabs.Tab>
        <Tabs.Tab value="table" size="xs">
          Table
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="chart">{bars.length ? chart : <Text c="dimmed" size="sm">Nothing yet.</Text>}</Tabs.Panel>
      <Tabs.Panel value="table">
        <Table striped withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{labelHeader}</Table.Th>
              <Table.Th ta="end">{valueLabel}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bars.map((b) => (
              <Table.Tr key={b.label}>
                <Table.Td>{b.label}</Table.Td>
                <Table.Td ta="end">{b.value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Tabs.Panel>
    </Tabs>
  );
}
