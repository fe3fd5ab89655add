import { useQuery } from '@tanstack/react-query';
import { Anchor, Card, Center, Group, Loader, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { BarChartCard } from '@/components/bar-chart-card';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { formatDateTime } from '@/lib/format';
import { dashboardQuery } from '../api/orders';
import { OrderStatusBadge } from './bits';

/** The supplies dashboard (staff): orders per week, open orders, top items, orders by facility, stock-outs. */
export function SuppliesDashboardPage() {
  const dash = useQuery(dashboardQuery());
  if (!dash.data) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  const d = dash.data;
  const openCount = d.byStatus
    .filter((s) => s.status === 'pending' || s.status === 'on hold')
    .reduce((n, s) => n + s.orders, 0);
  return (
    <>
      <PageHeader
        title="Supplies dashboard"
        subtitle="Client orders of collection supplies over the last twelve weeks."
        actions={
          <Anchor component={Link} to="/data-list/list-view">
            Catalogue and orders
          </Anchor>
        }
      />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {d.byStatus.map((s) => (
            <Card key={s.status} withBorder padding="md" data-testid={`count-${s.status}`}>
              <Group justify="space-between">
                <OrderStatusBadge status={s.status} />
                <Text fz={28} fw={700}>
                  {s.orders}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                orders
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <SectionCard title="Orders per week">
            <BarChartCard
              vertical
              bars={d.ordersPerWeek.map((w) => ({ label: w.week, value: w.orders }))}
              valueLabel="Orders"
              labelHeader="Week of"
            />
          </SectionCard>
          <SectionCard title="Open orders" data-testid="open-orders">
            {d.pendingOrders.length === 0 ? (
              <Text c="dimmed" size="sm">
                No order waits.
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={360} mah={260}>
                <Table fz="sm" striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Order</Table.Th>
                      <Table.Th>Facility</Table.Th>
                      <Table.Th>Placed</Table.Th>
                      <Table.Th ta="end">Items</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {d.pendingOrders.map((o) => (
                      <Table.Tr key={o.id}>
                        <Table.Td fw={600}>{o.number}</Table.Td>
                        <Table.Td>{o.facilityName}</Table.Td>
                        <Table.Td>{formatDateTime(o.createdAt)}</Table.Td>
                        <Table.Td ta="end">{o.lines}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {openCount > d.pendingOrders.length && (
              <Text size="sm" c="dimmed" mt="xs" data-testid="open-orders-more">
                The {d.pendingOrders.length} newest of {openCount} open orders.
              </Text>
            )}
          </SectionCard>
          <SectionCard title="Top items (units ordered)">
            <BarChartCard
              bars={d.topItems.map((i) => ({ label: i.name, value: i.quantity }))}
              valueLabel="Units"
              labelHeader="Item"
              color="teal"
            />
          </SectionCard>
          <SectionCard title="Orders by facility">
            <BarChartCard
              bars={d.byFacility.map((f) => ({ label: f.facilityName, value: f.orders }))}
              valueLabel="Orders"
              labelHeader="Facility"
              color="grape"
            />
          </SectionCard>
        </SimpleGrid>
        <SectionCard title={`Out of stock (${d.stockOut.length})`}>
          {d.stockOut.length === 0 ? (
            <Text c="dimmed" size="sm">
              Everything is in stock.
            </Text>
          ) : (
            <Group gap="xs">
              {d.stockOut.map((s) => (
                <Text
                  key={s.id}
                  size="sm"
                  px="xs"
                  py={2}
                  bd="1px solid var(--mantine-color-orange-5)"
                  style={{ borderRadius: 4 }}
                >
                  {s.name}
                </Text>
              ))}
            </Group>
          )}
        </SectionCard>
      </Stack>
    </>
  );
}
