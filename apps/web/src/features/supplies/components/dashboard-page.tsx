import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Card, Center, Group, Loader, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { BarChartCard } from '@/components/bar-chart-card';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { formatDate, formatDateTime } from '@/lib/format';
import { dashboardQuery } from '../api/orders';
import { OrderStatusBadge } from './bits';

/** The supplies dashboard (staff): orders per week, open orders, top items, orders by facility, stock-outs. */
export function SuppliesDashboardPage() {
  const { t } = useTranslation('supplies');
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
        title={t('dashboard.title')}
        subtitle={t('dashboard.subtitle')}
        actions={
          <Anchor component={Link} to="/data-list/list-view">
            {t('dashboard.catalogueLink')}
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
                {t('dashboard.orders')}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <SectionCard title={t('dashboard.perWeek')}>
            <BarChartCard
              vertical
              bars={d.ordersPerWeek.map((w) => ({ label: formatDate(w.week), value: w.orders }))}
              valueLabel={t('dashboard.ordersHeader')}
              labelHeader={t('dashboard.weekOf')}
            />
          </SectionCard>
          <SectionCard title={t('dashboard.open')} data-testid="open-orders">
            {d.pendingOrders.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('dashboard.noneWaits')}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={360} mah={260}>
                <Table fz="sm" striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('orders.order')}</Table.Th>
                      <Table.Th>{t('orders.facility')}</Table.Th>
                      <Table.Th>{t('orders.placed')}</Table.Th>
                      <Table.Th ta="end">{t('orders.items')}</Table.Th>
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
                {t('dashboard.newestOf', { shown: d.pendingOrders.length, total: openCount })}
              </Text>
            )}
          </SectionCard>
          <SectionCard title={t('dashboard.topItems')}>
            <BarChartCard
              bars={d.topItems.map((i) => ({ label: i.name, value: i.quantity }))}
              valueLabel={t('dashboard.units')}
              labelHeader={t('dashboard.item')}
              color="teal"
            />
          </SectionCard>
          <SectionCard title={t('dashboard.byFacility')}>
            <BarChartCard
              bars={d.byFacility.map((f) => ({ label: f.facilityName, value: f.orders }))}
              valueLabel={t('dashboard.ordersHeader')}
              labelHeader={t('orders.facility')}
              color="grape"
            />
          </SectionCard>
        </SimpleGrid>
        <SectionCard title={t('dashboard.outOfStock', { n: d.stockOut.length })}>
          {d.stockOut.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('dashboard.allInStock')}
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
