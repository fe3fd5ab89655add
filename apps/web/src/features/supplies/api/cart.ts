import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { ZCart, type TCart, type TCartLine, type TSupplyItem } from '@lab/domain';
import { api } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { supplyKeys } from '@/api/query-keys';

/**
 * The cart, on the server per user (docs/supplies.md#cart): it follows the user to another browser and does not
 * pass to the next person at a shared workstation. Changes show at once (optimistic) and are undone if refused.
 */
export const cartQuery = () =>
  queryOptions({
    queryKey: supplyKeys.cart(),
    queryFn: ({ signal }) => api('/api/shop/cart', { schema: ZCart, signal }),
  });

export const EMPTY_CART: TCart = { data: [], units: 0, items: 0 };
const WRITE_KEY = [...supplyKeys.cart(), 'write'] as const;

const withTotals = (data: TCartLine[]): TCart => ({
  data,
  units: data.reduce((n, l) => n + l.quantity, 0),
  items: data.length,
});

/** The cart with one line set (0 takes it out): what the server will answer, shown before it does. */
export function cartWithLine(cart: TCart, item: TSupplyItem, quantity: number): TCart {
  if (quantity <= 0) return withTotals(cart.data.filter((l) => l.itemId !== item.id));
  if (cart.data.some((l) => l.itemId === item.id))
    return withTotals(cart.data.map((l) => (l.itemId === item.id ? { ...l, quantity } : l)));
  return withTotals([...cart.data, { itemId: item.id, quantity, item }]);
}

/** My cart: its lines (each with its item), the units in all and the number of items. */
export function useCart() {
  const query = useQuery(cartQuery());
  const cart = query.data ?? EMPTY_CART;
  return { lines: cart.data, units: cart.units, items: cart.items, query };
}

function useCartWrite<V>(request: (v: V) => Promise<TCart>, optimistic: (cart: TCart, v: V) => TCart) {
  const qc = useQueryClient();
  const key = supplyKeys.cart();
  return useMutation({
    mutationKey: WRITE_KEY,
    // One change at a time, in the order made (typing 1, then 12, ends at 12 on the server too).
    scope: { id: 'supplies-cart' },
    mutationFn: request,
    onMutate: async (v) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<TCart>(key);
      qc.setQueryData<TCart>(key, optimistic(before ?? EMPTY_CART, v));
      return { before };
    },
    onError: (err, _v, ctx) => {
      if (ctx?.before) qc.setQueryData(key, ctx.before);
      void qc.invalidateQueries({ queryKey: key });
      notifications.show({ color: 'red', message: i18n.t('supplies:cartUnchanged', { error: err.message }) });
    },
    onSuccess: (cart) => {
      // The server's answer is the cart, unless another change is still on its way (its optimistic state stays).
      if (qc.isMutating({ mutationKey: WRITE_KEY }) <= 1) qc.setQueryData(key, cart);
    },
  });
}

/** Sets an item's quantity in the cart; 0 takes it out. The server refuses more than the item's limit per order. */
export function useSetCartLine() {
  return useCartWrite(
    ({ item, quantity }: { item: TSupplyItem; quantity: number }) =>
      api(`/api/shop/cart/${item.id}`, { method: 'PUT', body: { quantity }, schema: ZCart }),
    (cart, { item, quantity }) => cartWithLine(cart, item, quantity),
  );
}

export function useRemoveCartLine() {
  return useCartWrite(
    ({ item }: { item: TSupplyItem }) => api(`/api/shop/cart/${item.id}`, { method: 'DELETE', schema: ZCart }),
    (cart, { item }) => cartWithLine(cart, item, 0),
  );
}

export function useClearCart() {
  return useCartWrite(
    () => api('/api/shop/cart', { method: 'DELETE', schema: ZCart }),
    () => EMPTY_CART,
  );
}

/**
 * Adds to an item's line: what is in the cart plus `quantity`, at most the item's limit per order. Waits for the
 * cart when it is not loaded yet, so a line already on the server is added to, not replaced.
 */
export function useAddToCart() {
  const qc = useQueryClient();
  const set = useSetCartLine();
  const add = async (item: TSupplyItem, quantity = 1) => {
    let cart: TCart;
    try {
      cart = await qc.ensureQueryData(cartQuery());
    } catch (err) {
      notifications.show({ color: 'red', message: i18n.t('supplies:cartUnread', { error: (err as Error).message }) });
      return;
    }
    const have = cart.data.find((l) => l.itemId === item.id)?.quantity ?? 0;
    const next = Math.min(item.perOrderLimit, have + quantity);
    if (next === have) {
      notifications.show({ message: i18n.t('supplies:cartFull', { name: item.name, n: have }), color: 'yellow' });
      return;
    }
    set.mutate(
      { item, quantity: next },
      {
        onSuccess: () =>
          notifications.show({ message: i18n.t('supplies:inCart', { name: item.name }), color: 'green' }),
      },
    );
  };
  return { add, isPending: set.isPending };
}
