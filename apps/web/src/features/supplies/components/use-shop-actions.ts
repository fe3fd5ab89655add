import { useQuery } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { TSupplyItem } from '@lab/domain';
import { useToggleWish, wishlistQuery } from '../api/shop';
import { cart, useCart } from '../lib/cart';
import type { ProductActions } from './product-card';

/** The cart and wish-list buttons of a product, wherever it is shown. */
export function useShopActions(): (item: TSupplyItem) => ProductActions {
  const wish = useQuery(wishlistQuery());
  const toggle = useToggleWish();
  const lines = useCart();
  const wished = new Set((wish.data?.data ?? []).map((i) => i.id));
  return (item) => ({
    wished: wished.has(item.id),
    inCart: lines.find((l) => l.itemId === item.id)?.quantity ?? 0,
    onWish: (on) => toggle.mutate({ id: item.id, on }),
    onAdd: () => {
      cart.add(item.id, 1, item.perOrderLimit);
      notifications.show({ message: `${item.name} is in the cart`, color: 'green' });
    },
  });
}
