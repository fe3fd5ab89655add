import { useQuery } from '@tanstack/react-query';
import type { TSupplyItem } from '@lab/domain';
import { useToggleWish, wishlistQuery } from '../api/shop';
import { useAddToCart, useCart } from '../api/cart';
import type { ProductActions } from './product-card';

/** The cart and wish-list buttons of a product, wherever it is shown; the cart is the server's (docs/supplies.md#cart). */
export function useShopActions(): (item: TSupplyItem) => ProductActions {
  const wish = useQuery(wishlistQuery());
  const toggle = useToggleWish();
  const { lines } = useCart();
  const { add } = useAddToCart();
  const wished = new Set((wish.data?.data ?? []).map((i) => i.id));
  return (item) => ({
    wished: wished.has(item.id),
    inCart: lines.find((l) => l.itemId === item.id)?.quantity ?? 0,
    onWish: (on) => toggle.mutate({ id: item.id, on }),
    onAdd: (quantity = 1) => void add(item, quantity),
  });
}
