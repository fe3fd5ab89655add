import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { ZCart, ZSupplyItem, type TCart, type TSupplyItem } from '@lab/domain';
import { api, ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { supplyKeys } from '@/api/query-keys';

/**
 * The cart used to live in this browser under this key (docs/supplies.md#cart). Once, when the shop opens, what it
 * holds is added to the user's cart on the server and the key is deleted, so nothing typed is lost; after that the
 * key is gone and nothing writes it again.
 */
export const LEGACY_CART_KEY = 'lab.supplies.cart';

export interface LegacyCartLine {
  itemId: number;
  quantity: number;
}

/** The old cart's lines (what can be read of them), or null when there is no old cart in this browser. */
export function readLegacyCart(): LegacyCartLine[] | null {
  const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(LEGACY_CART_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (l): l is LegacyCartLine =>
        typeof l === 'object' &&
        l !== null &&
        Number.isInteger((l as LegacyCartLine).itemId) &&
        Number.isInteger((l as LegacyCartLine).quantity) &&
        (l as LegacyCartLine).quantity > 0,
    );
  } catch {
    return [];
  }
}

/** A refusal about this one line (the item is gone, or the server will not take it): skip it, move the rest. */
const refused = (err: unknown) => err instanceof ApiError && err.status >= 400 && err.status < 500;

async function shopItem(id: number): Promise<TSupplyItem | null> {
  try {
    return await api(`/api/shop/items/${id}`, { schema: ZSupplyItem });
  } catch (err) {
    if (refused(err)) return null;
    throw err;
  }
}

let running: Promise<number> | null = null;

/**
 * Moves the old browser cart to the server: each line is added to what the server cart holds (at most the item's
 * limit per order); an item no longer in the shop is left out. The key is deleted once every line is through; a
 * network or server failure keeps it, to try again next time. Resolves with the number of lines moved.
 */
export function migrateLegacyCart(qc: QueryClient): Promise<number> {
  if (readLegacyCart() === null) return Promise.resolve(0);
  running ??= (async () => {
    const lines = readLegacyCart() ?? [];
    let moved = 0;
    if (lines.length > 0) {
      let cart: TCart = await api('/api/shop/cart', { schema: ZCart });
      for (const line of lines) {
        const have = cart.data.find((l) => l.itemId === line.itemId);
        const item = have?.item ?? (await shopItem(line.itemId));
        if (!item) continue;
        const quantity = Math.min(item.perOrderLimit, (have?.quantity ?? 0) + line.quantity);
        if (quantity === (have?.quantity ?? 0)) continue;
        try {
          cart = await api(`/api/shop/cart/${item.id}`, { method: 'PUT', body: { quantity }, schema: ZCart });
          moved++;
        } catch (err) {
          if (!refused(err)) throw err;
        }
      }
      qc.setQueryData(supplyKeys.cart(), cart);
    }
    localStorage.removeItem(LEGACY_CART_KEY);
    return moved;
  })().finally(() => {
    running = null;
  });
  return running;
}

/** Runs the one-time move when a shop page opens (and says so when something was moved). */
export function useLegacyCartMigration() {
  const qc = useQueryClient();
  useEffect(() => {
    migrateLegacyCart(qc).then(
      (moved) => moved > 0 && notifications.show({ color: 'green', message: i18n.t('supplies:legacyMoved') }),
      (err: Error) =>
        notifications.show({
          color: 'red',
          message: i18n.t('supplies:legacyNotMoved', { error: err.message }),
        }),
    );
  }, [qc]);
}
