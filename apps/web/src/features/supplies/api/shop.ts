import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZAutocomplete,
  ZShipToOptions,
  ZSupplyItem,
  ZSupplyItemPage,
  ZSupplyOrder,
  ZSupplyOrderPage,
  ZWishList,
  type TPlaceSupplyOrder,
  type TSupplyListQuery,
} from '@lab/domain';
import { api } from '@/lib/api-client';
import { supplyKeys } from '@/api/query-keys';

/** The shop's page of active items (search, category, price range, sort). */
export const shopQuery = (query: TSupplyListQuery) =>
  queryOptions({
    queryKey: supplyKeys.shop(query),
    queryFn: ({ signal }) => api('/api/shop/items', { query, schema: ZSupplyItemPage, signal }),
  });

export const shopItemQuery = (id: number) =>
  queryOptions({
    queryKey: supplyKeys.item(id),
    queryFn: ({ signal }) => api(`/api/shop/items/${id}`, { schema: ZSupplyItem, signal }),
  });

/** The search box's suggestions: the 100 most ordered items, ranked. */
export const autocompleteQuery = () =>
  queryOptions({
    queryKey: supplyKeys.autocomplete(),
    queryFn: ({ signal }) => api('/api/autocomplete/data', { schema: ZAutocomplete, signal }),
    staleTime: 60_000,
  });

export const wishlistQuery = () =>
  queryOptions({
    queryKey: supplyKeys.wishlist(),
    queryFn: ({ signal }) => api('/api/shop/wishlist', { schema: ZWishList, signal }),
  });

/** Puts an item on my wish list or takes it off. */
export function useToggleWish() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) =>
      api(`/api/shop/wishlist/${id}`, { method: on ? 'PUT' : 'DELETE', schema: z.object({ ok: z.boolean() }) }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: supplyKeys.wishlist() }),
  });
}

export const shipToQuery = () =>
  queryOptions({
    queryKey: supplyKeys.shipTo(),
    queryFn: ({ signal }) => api('/api/shop/ship-to', { schema: ZShipToOptions, signal }),
  });

export const myOrdersQuery = () =>
  queryOptions({
    queryKey: supplyKeys.myOrders(),
    queryFn: ({ signal }) => api('/api/shop/orders', { query: { pageSize: 50 }, schema: ZSupplyOrderPage, signal }),
  });

export function usePlaceOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TPlaceSupplyOrder) => api('/api/shop/orders', { method: 'POST', body, schema: ZSupplyOrder }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: supplyKeys.all() }),
  });
}
