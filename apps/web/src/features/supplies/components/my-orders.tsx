import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Accordion, Group, List, Loader, Stack, Text, Timeline } from '@mantine/core';
import { supplyKeys } from '@/api/query-keys';
import { SectionCard } from '@/components/section-card';
import { formatDateTime } from '@/lib/format';
import { useLiveEvent } from '@/lib/live';
import { myOrdersQuery } from '../api/shop';
import { OrderStatusBadge } from './bits';

/** "My orders": what I ordered and where each order is; a status change by the lab arrives live with its notice. */
export function MyOrders() {
  const { t } = useTranslation('supplies');
  const qc = useQueryClient();
  const orders = useQuery(myOrdersQuery());
  useLiveEvent('notification', () => void qc.invalidateQueries({ queryKey: supplyKeys.myOrders() }));
  const data = orders.data?.data ?? [];
  return (
    <SectionCard title={t('myOrders.title')} id="my-orders" data-testid="my-orders">
      {orders.isLoading ? (
        <Loader size="sm" />
      ) : data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('myOrders.none')}
        </Text>
      ) : (
        <Accordion variant="separated" chevronPosition="left">
          {data.map((o) => (
            <Accordion.Item key={o.id} value={String(o.id)} data-testid={`my-order-${o.number}`}>
              <Accordion.Control
                aria-label={t('myOrders.orderLabel', { number: o.number, status: t(`orderStatus.${o.status}`) })}
              >
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text fw={600}>{o.number}</Text>
                  <Text size="sm" c="dimmed">
                    {formatDateTime(o.createdAt)} · {t('items', { count: o.lines.length })}
                  </Text>
                  <OrderStatusBadge status={o.status} />
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  <List size="sm">
                    {o.lines.map((l) => (
                      <List.Item key={l.itemId}>
                        {l.quantity} × {l.name}{' '}
                        <Text span c="dimmed" size="xs">
                          ({l.unit})
                        </Text>
                      </List.Item>
                    ))}
                  </List>
                  <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                    <Text span fw={600}>
                      {t('myOrders.shipTo')}{' '}
                    </Text>
                    {o.facilityName}
                    {'\n'}
                    {o.shipTo}
                  </Text>
                  <Timeline bulletSize={14} lineWidth={2} active={o.history.length - 1}>
                    {o.history.map((h, i) => (
                      <Timeline.Item key={i} title={<OrderStatusBadge status={h.status} past />}>
                        <Text size="xs" c="dimmed">
                          {formatDateTime(h.at)}
                          {h.by ? ` · ${h.by}` : ''}
                        </Text>
                        {h.note && <Text size="sm">{h.note}</Text>}
                      </Timeline.Item>
                    ))}
                  </Timeline>
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </SectionCard>
  );
}
