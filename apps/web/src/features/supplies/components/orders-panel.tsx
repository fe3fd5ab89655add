import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Group,
  Menu,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconSearch } from '@tabler/icons-react';
import { SUPPLY_ORDER_STATUSES, SUPPLY_ORDER_TRANSITIONS, type TSupplyOrderStatus } from '@lab/domain';
import { formatDateTime } from '@/lib/format';
import { usePhoneLayout } from '@/lib/use-phone-layout';
import { ordersQuery, useChangeOrderStatus } from '../api/orders';
import { OrderStatusBadge } from './bits';

const isStatus = (v: string | null): v is TSupplyOrderStatus => SUPPLY_ORDER_STATUSES.some((s) => s === v);

/** Staff move an order on to one of its next statuses. */
function StatusMenu({
  order: o,
  onMove,
}: {
  order: { id: number; number: string; status: TSupplyOrderStatus };
  onMove(id: number, number: string, to: TSupplyOrderStatus): void;
}) {
  const { t } = useTranslation('supplies');
  const next = SUPPLY_ORDER_TRANSITIONS[o.status];
  if (next.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="compact-sm"
          variant="light"
          rightSection={<IconChevronDown size={14} />}
          aria-label={t('orders.changeStatus', { number: o.number })}
        >
          {t('orders.status')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {next.map((to) => (
          <Menu.Item key={to} onClick={() => onMove(o.id, o.number, to)}>
            {t('orders.mark', { status: t(`orderStatus.${to}`) })}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The lab's order desk: the clients' orders, newest first; staff move each on (the orderer is notified). */
export function OrdersPanel() {
  const { t } = useTranslation('supplies');
  const [status, setStatus] = useState<TSupplyOrderStatus | undefined>();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text, 250);
  const [page, setPage] = useState(1);
  const pageSize = 10;
  const orders = useQuery({
    ...ordersQuery({ status, q: q || undefined, page, pageSize }),
    placeholderData: keepPreviousData,
  });
  const change = useChangeOrderStatus();
  const phone = usePhoneLayout();
  const rows = orders.data?.data ?? [];
  const pages = Math.max(1, Math.ceil((orders.data?.total ?? 0) / pageSize));

  const move = (id: number, number: string, to: TSupplyOrderStatus) =>
    change.mutate(
      { id, status: to },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: t('orders.moved', { number, status: t(`orderStatus.${to}`) }),
          }),
        onError: (e) => notifications.show({ color: 'red', message: e.message }),
      },
    );

  return (
    <Stack>
      <Group align="end" gap="sm">
        <TextInput
          label={t('orders.search')}
          placeholder={t('orders.searchPlaceholder')}
          leftSection={<IconSearch size={14} />}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 260 }}
        />
        <Select
          label={t('orders.status')}
          placeholder={t('orders.anyStatus')}
          clearable
          data={SUPPLY_ORDER_STATUSES.map((s) => ({ value: s, label: t(`orderStatus.${s}`) }))}
          value={status ?? null}
          onChange={(v) => {
            setStatus(isStatus(v) ? v : undefined);
            setPage(1);
          }}
          w={{ base: '100%', xs: 160 }}
        />
      </Group>
      {phone ? (
        <Stack gap="xs" role="list" aria-label={t('orders.clientOrders')}>
          {rows.map((o) => (
            <Card key={o.id} withBorder padding="sm" role="listitem" data-testid={`order-row-${o.number}`}>
              <Stack gap={4}>
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Text fw={600}>{o.number}</Text>
                  <OrderStatusBadge status={o.status} />
                </Group>
                <Text size="xs" c="dimmed">
                  {formatDateTime(o.createdAt)} · {o.orderedBy}
                </Text>
                <Text size="sm">{o.facilityName}</Text>
                <Text size="sm">{o.lines.map((l) => `${l.quantity} × ${l.name}`).join('; ')}</Text>
                <Group justify="flex-end">
                  <StatusMenu order={o} onMove={move} />
                </Group>
              </Stack>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover aria-label={t('orders.clientOrders')} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orders.order')}</Table.Th>
                <Table.Th>{t('orders.placed')}</Table.Th>
                <Table.Th>{t('orders.facility')}</Table.Th>
                <Table.Th>{t('orders.orderedBy')}</Table.Th>
                <Table.Th>{t('orders.items')}</Table.Th>
                <Table.Th>{t('orders.status')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('orders.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((o) => {
                return (
                  <Table.Tr key={o.id} data-testid={`order-row-${o.number}`}>
                    <Table.Td fw={600}>{o.number}</Table.Td>
                    <Table.Td>{formatDateTime(o.createdAt)}</Table.Td>
                    <Table.Td>{o.facilityName}</Table.Td>
                    <Table.Td>{o.orderedBy}</Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={2} title={o.lines.map((l) => `${l.quantity} × ${l.name}`).join('\n')}>
                        {o.lines.map((l) => `${l.quantity} × ${l.name}`).join('; ')}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <OrderStatusBadge status={o.status} />
                    </Table.Td>
                    <Table.Td>
                      <StatusMenu order={o} onMove={move} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {rows.length === 0 && !orders.isLoading && <Text c="dimmed">{t('orders.none')}</Text>}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('orders.count', { n: orders.data?.total ?? 0 })}
        </Text>
        <Pagination size="sm" total={pages} value={page} onChange={setPage} withEdges />
      </Group>
    </Stack>
  );
}
