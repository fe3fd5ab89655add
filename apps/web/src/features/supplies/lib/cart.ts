import { useSyncExternalStore } from 'react';

/**
 * The cart lives in this browser (localStorage), not on the server (docs/supplies.md#cart):
 * it is a draft until checkout, and the server checks every line when the order is placed.
 */
export interface CartLine {
  itemId: number;
  quantity: number;
}

const KEY = 'lab.supplies.cart';
const listeners = new Set<() => void>();
let cached: { raw: string | null; lines: CartLine[] } = { raw: null, lines: [] };

function read(): CartLine[] {
  const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
  if (raw === cached.raw) return cached.lines;
  let lines: CartLine[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) {
      lines = parsed.filter(
        (l): l is CartLine =>
          typeof l === 'object' &&
          l !== null &&
          Number.isInteger((l as CartLine).itemId) &&
          Number.isInteger((l as CartLine).quantity) &&
          (l as CartLine).quantity > 0,
      );
    }
  } catch {
    lines = [];
  }
  cached = { raw, lines };
  return lines;
}

function write(lines: CartLine[]) {
  localStorage.setItem(KEY, JSON.stringify(lines));
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const cart = {
  lines: read,
  add(itemId: number, quantity = 1, limit = Number.MAX_SAFE_INTEGER) {
    const lines = read();
    const found = lines.find((l) => l.itemId === itemId);
    write(
      found
        ? lines.map((l) => (l.itemId === itemId ? { ...l, quantity: Math.min(limit, l.quantity + quantity) } : l))
        : [...lines, { itemId, quantity: Math.min(limit, quantity) }],
    );
  },
  set(itemId: number, quantity: number) {
    write(read().map((l) => (l.itemId === itemId ? { ...l, quantity } : l)));
  },
  remove(itemId: number) {
    write(read().filter((l) => l.itemId !== itemId));
  },
  clear() {
    write([]);
  },
};

export function useCart(): CartLine[] {
  return useSyncExternalStore(subscribe, read, () => []);
}
