import { useCallback, useState } from 'react';
import type { VisibilityState } from '@tanstack/react-table';

const read = (key: string): VisibilityState => {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
    return Object.fromEntries(Object.entries(raw).filter((e): e is [string, boolean] => typeof e[1] === 'boolean'));
  } catch {
    return {};
  }
};

/**
 * Which columns a table shows, kept in this browser per user and per table (`lab.columns.<table>.<userId>`), so the
 * choice survives a reload and a colleague signing in on the same computer keeps theirs.
 */
export function useColumnChoice(table: string, userId: number | undefined) {
  const key = `lab.columns.${table}.${userId ?? 'anonymous'}`;
  const [state, setState] = useState<{ key: string; value: VisibilityState }>(() => ({ key, value: read(key) }));
  const visibility = state.key === key ? state.value : read(key);
  const setVisibility = useCallback(
    (next: VisibilityState | ((old: VisibilityState) => VisibilityState)) => {
      setState((old) => {
        const base = old.key === key ? old.value : read(key);
        const value = typeof next === 'function' ? next(base) : next;
        localStorage.setItem(key, JSON.stringify(value));
        return { key, value };
      });
    },
    [key],
  );
  return [visibility, setVisibility] as const;
}
