import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  Checkbox,
  Drawer,
  Modal,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import {
  SUPPLY_CATALOGUE_PAGE_SIZES,
  SUPPLY_CATEGORIES,
  SUPPLY_ORDER_STATUSES,
  SUPPLY_SORT_FIELDS,
  type TSupplyCategory,
  type TSupplyItem,
  type TSupplyOrderStatus,
  type TSupplySortField,
} from '@lab/domain';
import { useServerList } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { catalogueQuery, useRetireItems } from '../api/catalogue';
import { CategoryBadge, formatCost, ItemPicture, OrderStatusBadge, PopularityBar } from './bits';
import { ItemForm } from './item-form';
import { OrdersPanel } from './orders-panel';

type Filters = { category?: TSupplyCategory; status?: TSupplyOrderStatus };

function SortHeader({
  field,
  sort,
  onSort,
  children,
}: {
  field: TSupplySortField;
  sort: string | undefined;
  onSort(s: string): void;
  children: string;
}) {
  const { t } = useTranslation('supplies');
  const dir = sort === field ? 'asc' : sort === `-${field}` ? 'desc' : null;
  return (
    <Table.Th aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}>
      <UnstyledButton
        onClick={() => onSort(dir === 'asc' ? `-${field}` : field)}
        aria-label={t('list.sortBy', { column: children })}
      >
        <Group gap={4} wrap="nowrap">
          <span>{children}</span>
          {dir === 'asc' ? (
            <IconArrowUp size={14} />
          ) : dir === 'desc' ? (
            <IconArrowDown size={14} />
          ) : (
            <IconArrowsSort size={14} opacity={0.4} />
          )}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * The catalogue's data list (docs/supplies.md#data-list), as a table or a grid of cards: server-side paging (4,
 * 10, 20, 50), sort, search, filters; select rows to retire them (all or none); add and edit in a side panel; and
 * the clients' orders in a tab beside it.
 */
function DataListPage({ view }: { view: 'list' | 'thumb' }) {
  const { t } = useTranslation(['supplies', 'common']);
  const [tab, setTab] = useState<string | null>('catalogue');
  const [open, setOpen] = useState<TSupplyItem | 'new' | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const retire = useRetireItems();
  const list = useServerList<{ data: TSupplyItem[]; total: number }, Filters, TSupplySortField>({
    query: (request) => catalogueQuery(request),
    // A screenful (the API's own default without paging stays 4, for its callers).
    pageSize: 10,
    sort: { fields: SUPPLY_SORT_FIELDS, initial: '-id' },
    // Retired items are hidden until asked for (the Shown control).
    status: 'active',
  });
  const rows = list.rows;
  const total = list.query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / list.params.pageSize));
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const n = new Set(s);
      if (on) n.add(id);
      else n.delete(id);
      return n;
    });
  const [confirm, setConfirm] = useState<number[] | null>(null);
  const retireNow = (ids: number[]) =>
    retire.mutate(ids, {
      onSuccess: () => {
        setSelected(new Set());
        setConfirm(null);
        notifications.show({
          color: 'green',
          message: t('list.retired', { items: t('items', { count: ids.length }) }),
        });
      },
      onError: (e) => notifications.show({ color: 'red', message: e.message }),
    });
  const other =
    view === 'list'
      ? { to: '/data-list/thumb-view', text: t('list.thumbView') }
      : { to: '/data-list/list-view', text: t('list.listView') };
  const item = open === 'new' ? null : open;

  const toolbar = (
    <Group align="end" gap="sm" wrap="wrap">
      <TextInput
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        leftSection={<IconSearch size={14} />}
        value={list.params.q}
        onChange={(e) => list.setSearch(e.currentTarget.value)}
        w={{ base: '100%', sm: 220 }}
      />
      <Select
        label={t('category.label')}
        placeholder={t('common:status.all')}
        clearable
        data={SUPPLY_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
        value={list.params.filters.category ?? null}
        onChange={(v) => list.setFilter('category', (v as TSupplyCategory | null) ?? undefined)}
        w={{ base: '47%', xs: 150 }}
      />
      <Select
        label={t('list.orderStatus')}
        placeholder={t('list.any')}
        clearable
        data={SUPPLY_ORDER_STATUSES.map((s) => ({ value: s, label: t(`orderStatus.${s}`) }))}
        value={list.params.filters.status ?? null}
        onChange={(v) => list.setFilter('status', (v as TSupplyOrderStatus | null) ?? undefined)}
        w={{ base: '47%', xs: 140 }}
      />
      <Select
        label={t('list.shown')}
        data={[
          { value: 'active', label: t('list.inShop') },
          { value: 'inactive', label: t('list.retiredLabel') },
          { value: 'all', label: t('common:status.all') },
        ]}
        value={list.params.status}
        allowDeselect={false}
        onChange={(v) => list.setStatus(v === 'inactive' ? 'inactive' : v === 'all' ? 'all' : 'active')}
        w={{ base: '47%', xs: 130 }}
      />
      <Select
        label={t('list.perPage')}
        data={SUPPLY_CATALOGUE_PAGE_SIZES.map(String)}
        value={String(list.params.pageSize)}
        allowDeselect={false}
        onChange={(v) => v && list.setPageSize(Number(v))}
        w={{ base: '47%', xs: 90 }}
      />
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} />}
        disabled={selected.size === 0}
        onClick={() => setConfirm([...selected])}
      >
        {t('list.retireSelected', { n: selected.size })}
      </Button>
    </Group>
  );

  const table = (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover aria-label={t('list.catalogue')} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('list.selectPage')}
                checked={allOnPage}
                onChange={(e) => rows.forEach((r) => toggle(r.id, e.currentTarget.checked))}
              />
            </Table.Th>
            <Table.Th w={64}>
              <VisuallyHidden>{t('form.picture')}</VisuallyHidden>
            </Table.Th>
            <SortHeader field="name" sort={list.params.sort} onSort={list.setSort}>
              {t('form.name')}
            </SortHeader>
            <SortHeader field="category" sort={list.params.sort} onSort={list.setSort}>
              {t('category.label')}
            </SortHeader>
            <SortHeader field="popularity" sort={list.params.sort} onSort={list.setSort}>
              {t('list.popularity')}
            </SortHeader>
            <Table.Th>{t('list.orderStatus')}</Table.Th>
            <SortHeader field="price" sort={list.params.sort} onSort={list.setSort}>
              {t('list.cost')}
            </SortHeader>
            <SortHeader field="stock" sort={list.params.sort} onSort={list.setSort}>
              {t('list.stock')}
            </SortHeader>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id} data-testid="catalogue-row" data-muted={!r.active || undefined}>
              <Table.Td>
                <Checkbox
                  aria-label={t('list.select', { name: r.name })}
                  checked={selected.has(r.id)}
                  onChange={(e) => toggle(r.id, e.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>
                <ItemPicture src={r.img} name={r.name} w={44} h={44} />
              </Table.Td>
              <Table.Td>
                <UnstyledButton onClick={() => setOpen(r)} aria-label={t('list.edit', { name: r.name })}>
                  <Text size="sm" fw={500}>
                    {r.name}
                  </Text>
                </UnstyledButton>
                {!r.active && (
                  <Text size="xs" c="dimmed">
                    {t('list.retiredLabel')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <CategoryBadge category={r.category} />
              </Table.Td>
              <Table.Td>
                <PopularityBar popularity={r.popularity} />
              </Table.Td>
              <Table.Td>
                <OrderStatusBadge status={r.order_status} />
              </Table.Td>
              <Table.Td>{formatCost(r.price)}</Table.Td>
              <Table.Td c={r.stock === 0 ? 'orange' : undefined}>{r.stock}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );

  const grid = (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
      {rows.map((r) => (
        <Card key={r.id} withBorder padding="sm" data-testid="catalogue-card">
          <Card.Section pos="relative">
            <ItemPicture src={r.img} name={r.name} h={150} radius={0} />
          </Card.Section>
          <Stack gap={6} mt="sm">
            <Group justify="space-between" wrap="nowrap" align="start">
              <UnstyledButton onClick={() => setOpen(r)} aria-label={t('list.edit', { name: r.name })}>
                <Text fw={600} size="sm" lineClamp={2}>
                  {r.name}
                </Text>
              </UnstyledButton>
              <Checkbox
                aria-label={t('list.select', { name: r.name })}
                checked={selected.has(r.id)}
                onChange={(e) => toggle(r.id, e.currentTarget.checked)}
              />
            </Group>
            <Group gap="xs">
              <CategoryBadge category={r.category} />
              <OrderStatusBadge status={r.order_status} />
            </Group>
            <PopularityBar popularity={r.popularity} />
            <Text size="sm" c="dimmed">
              {t('list.costStock', { cost: formatCost(r.price), stock: r.stock })}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );

  return (
    <>
      <PageHeader
        title={view === 'list' ? t('list.titleList') : t('list.titleThumb')}
        subtitle={t('list.subtitle')}
        actions={
          <>
            <Button component={Link} to={other.to} variant="default">
              {other.text}
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setOpen('new')}>
              {t('list.add')}
            </Button>
          </>
        }
      />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="catalogue">{t('list.catalogue')}</Tabs.Tab>
          <Tabs.Tab value="orders">{t('orders.clientOrders')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="catalogue">
          <Stack>
            {toolbar}
            {view === 'list' ? table : grid}
            {rows.length === 0 && !list.query.isLoading && <Text c="dimmed">{t('list.none')}</Text>}
            <Group justify="space-between" wrap="wrap">
              <Text size="sm" c="dimmed" data-testid="table-count">
                {total === 0
                  ? t('items', { count: 0 })
                  : t('common:table.range', {
                      from: (list.params.page - 1) * list.params.pageSize + 1,
                      to: Math.min(total, list.params.page * list.params.pageSize),
                      total,
                    })}
              </Text>
              <Pagination size="sm" total={pages} value={list.params.page} onChange={list.setPage} withEdges />
            </Group>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="orders">
          <OrdersPanel />
        </Tabs.Panel>
      </Tabs>
      <Modal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm?.length === 1 ? t('list.retireOne') : t('list.retireMany', { n: confirm?.length ?? 0 })}
      >
        <Stack>
          <Text size="sm">{t('list.retireBody')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(null)}>
              {t('list.cancel')}
            </Button>
            <Button color="red" loading={retire.isPending} onClick={() => confirm && retireNow(confirm)}>
              {t('list.retire')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Drawer
        opened={open !== null}
        onClose={() => setOpen(null)}
        position="right"
        size="lg"
        title={<Title order={3}>{item ? item.name : t('list.newItem')}</Title>}
      >
        {open !== null && <ItemForm key={item?.img ?? 'new'} item={item} onSaved={() => setOpen(null)} />}
      </Drawer>
    </>
  );
}

export const DataListViewPage = () => <DataListPage view="list" />;
export const DataThumbViewPage = () => <DataListPage view="thumb" />;
