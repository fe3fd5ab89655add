import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseSort, ZSort } from './api-common';

const FIELDS = ['name', 'createdAt'] as const;

describe('ZSort', () => {
  it('accepts a field or -field and nothing else, naming the allowed fields', () => {
    const sort = ZSort(FIELDS);
    expect(sort.parse('name')).toBe('name');
    expect(sort.parse('-createdAt')).toBe('-createdAt');
    for (const bad of ['password', '--name', 'name ', '', '-']) {
      const r = sort.safeParse(bad);
      expect(r.success).toBe(false);
      expect(r.error!.issues[0]!.message).toBe('must be one of name, createdAt (prefix - to sort descending)');
    }
  });

  it('types the parsed sort by its fields', () => {
    const q = z.object({ sort: ZSort(FIELDS).optional() }).parse({ sort: '-name' });
    const parsed = parseSort(q.sort);
    const field: (typeof FIELDS)[number] | undefined = parsed?.field;
    expect({ field, desc: parsed?.desc }).toEqual({ field: 'name', desc: true });
    expect(parseSort(undefined)).toBeNull();
  });
});
