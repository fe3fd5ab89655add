import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  Autocomplete,
  Center,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconLayoutGrid, IconList, IconSearch } from '@tabler/icons-react';
import {
  SUPPLY_CATEGORIES,
  SUPPLY_SORT_FIELDS,
  type TSupplyCategory,
  type TSupplyItem,
  type TSupplySort,
  type TSupplySortField,
} from '@lab/domain';
import { useServerList } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { autocompleteQuery, shopQuery } from '../api/shop';
import { MyOrders } from './my-orders';
import { ProductCard } from './product-card';
import { ShopLinks } from './shop-header';
import { useShopActions } from './use-shop-actions';

// The labels are the catalogue's `shop.price.<key>` and `shop.sort.<value>`.
const PRICE_RANGES: Record<string, { min?: number; max?: number }> = {
  any: {},
  low: { max: 0.99 },
  mid: { min: 1, max: 5 },
  high: { min: 5, max: 20 },
  top: { min: 20 },
};
const SORTS: TSupplySort[] = ['-popularity', 'name', '-name', 'price', '-id'];
type Filters = { category?: TSupplyCategory; minPrice?: number; maxPrice?: number };

/**
 * The shop (docs/supplies.md#shop): the client offices' supplies, free to them. Search with the most ordered items
 * as suggestions, filter by category and cost, sort, grid or list; add to the cart or the wish list.
 */
export function ShopPage() {
  const { t } = useTranslation('supplies');
  const navigate = useNavigate();
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [range, setRange] = useState('any');
  const list = useServerList<{ data: TSupplyItem[]; total: number }, Filters, TSupplySortField>({
    query: (request) => shopQuery(request),
    pageSize: 12,
    fixedPageSize: true,
    sort: { fields: SUPPLY_SORT_FIELDS, initial: '-popularity' },
  });
  const suggestions = useQuery(autocompleteQuery());
  const actions = useShopActions();
  const pages = Math.max(1, Math.ceil((list.query.data?.total ?? 0) / list.params.pageSize));
  const titles = [...new Set((suggestions.data?.autoComplete ?? []).map((a) => a.title))];

  return (
    <>
      <PageHeader title={t('shop.title')} subtitle={t('shop.subtitle')} actions={<ShopLinks />} />
      <Stack>
        <Group align="end" gap="sm" wrap="wrap">
          <Autocomplete
            label={t('shop.search')}
            placeholder={t('shop.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            data={titles}
            limit={8}
            value={list.params.q}
            onChange={list.setSearch}
            onOptionSubmit={(title) => {
              const hit = suggestions.data?.autoComplete.find((a) => a.title === title);
              if (hit) void navigate({ to: '/ecommerce/product-detail/$id', params: { id: String(hit.id) } });
            }}
            w={{ base: '100%', sm: 300 }}
          />
          <Select
            label={t('category.label')}
            placeholder={t('category.all')}
            clearable
            data={SUPPLY_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
            value={list.params.filters.category ?? null}
            onChange={(v) => list.setFilter('category', (v as TSupplyCategory | null) ?? undefined)}
            w={{ base: '100%', xs: 'auto' }}
            miw={170}
          />
          <Select
            label={t('shop.cost')}
            data={Object.keys(PRICE_RANGES).map((value) => ({ value, label: t(`shop.price.${value}`) }))}
            value={range}
            allowDeselect={false}
            onChange={(v) => {
              const r = PRICE_RANGES[v ?? 'any']!;
              setRange(v ?? 'any');
              list.setFilters({ ...list.params.filters, minPrice: r.min, maxPrice: r.max });
            }}
            w={{ base: '100%', xs: 'auto' }}
            miw={150}
          />
          <Select
            label={t('shop.sortLabel')}
            data={SORTS.map((value) => ({ value, label: t(`shop.sort.${value}`) }))}
            value={list.params.sort ?? '-popularity'}
            allowDeselect={false}
            onChange={(v) => list.setSort(v ?? undefined)}
            w={{ base: '100%', xs: 'auto' }}
            miw={170}
          />
          <SegmentedControl
            aria-label={t('shop.layout')}
            value={layout}
            onChange={(v) => setLayout(v === 'list' ? 'list' : 'grid')}
            data={[
              {
                value: 'grid',
                label: (
                  <Group gap={4} wrap="nowrap">
                    <IconLayoutGrid size={16} />
                    <VisuallyHidden>{t('shop.grid')}</VisuallyHidden>
                  </Group>
                ),
              },
              {
                value: 'list',
                label: (
                  <Group gap={4} wrap="nowrap">
                    <IconList size={16} />
                    <VisuallyHidden>{t('shop.list')}</VisuallyHidden>
                  </Group>
                ),
              },
            ]}
          />
        </Group>
        <Text size="sm" c="dimmed" aria-live="polite">
          {list.query.data ? t('shop.count', { n: list.query.data.total }) : ''}
        </Text>
        {list.query.isLoading ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : list.rows.length === 0 ? (
          <Text c="dimmed">{t('shop.none')}</Text>
        ) : layout === 'grid' ? (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {list.rows.map((item) => (
              <ProductCard key={item.id} item={item} layout="grid" actions={actions(item)} />
            ))}
          </SimpleGrid>
        ) : (
          <Stack gap="sm">
            {list.rows.map((item) => (
              <ProductCard key={item.id} item={item} layout="list" actions={actions(item)} />
            ))}
          </Stack>
        )}
        <Group justify="center">
          <Pagination total={pages} value={list.params.page} onChange={list.setPage} withEdges />
        </Group>
        <MyOrders />
      </Stack>
    </>
  );
}
