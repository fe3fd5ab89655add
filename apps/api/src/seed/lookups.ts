import { sql } from 'drizzle-orm';
import { LOOKUP_LISTS, lookupInputSchema, type LookupList } from '@lab/domain';
import { LookupRepository, type LookupInput } from '../routes/lookups/repository';
import type { Db } from '../db/client';
import { lookupTables } from '../db/schema/lookups';
import { users } from '../db/schema/users';
import { LOOKUP_DEMO_DATA } from './lookup-demo-data';

/** Lists in an order where every referenced list comes before the lists that point at it. */
export function listsInReferenceOrder(lists: readonly LookupList[] = LOOKUP_LISTS): LookupList[] {
  const done = new Set<string>();
  const out: LookupList[] = [];
  const visit = (l: LookupList) => {
    if (done.has(l.key)) return;
    done.add(l.key);
    for (const f of l.fields) {
      const target = f.kind === 'ref' && f.ref !== 'users' ? lists.find((x) => x.key === f.ref) : undefined;
      if (target) visit(target);
    }
    out.push(l);
  };
  lists.forEach(visit);
  return out;
}

/** Demo entries of every list, validated by the same schema as the API (refs given by code or email). */
export async function seedLookupLists(db: Db): Promise<void> {
  const userRows = await db.select({ id: users.id, email: sql<string>`lower(${users.email})` }).from(users);
  const userIds = new Map(userRows.map((u) => [u.email, u.id]));
  for (const list of listsInReferenceOrder()) {
    const entries = LOOKUP_DEMO_DATA[list.key] ?? [];
    if (entries.length === 0) continue;
    const repo = new LookupRepository(list);
    const schema = lookupInputSchema(list);
    const refIds = new Map<string, Map<string, number>>();
    for (const f of list.fields) {
      if (f.kind === 'ref' && f.ref !== 'users' && !refIds.has(f.ref!)) {
        refIds.set(
          f.ref!,
          await new LookupRepository(
            LOOKUP_LISTS.find((l) => l.key === f.ref)!,
            lookupTables[f.ref!],
          ).codeIndex(db),
        );
      }
    }
    const rows = entries.map((e) => {
      const raw: Record<string, unknown> = { ...e };
      for (const f of list.fields) {
        if (f.kind !== 'ref' || typeof e[f.name] !== 'string') continue;
        const key = String(e[f.name]).toLowerCase();
        const id = f.ref === 'users' ? userIds.get(key) : refIds.get(f.ref!)!.get(key);
        if (id === undefined) throw new Error(`demo ${list.key} ${e.code}: no ${f.ref} ${String(e[f.name])}`);
        raw[f.name] = id;
      }
      return repo.withDefaults(repo.toValues(schema.parse(raw) as LookupInput, true));
    });
    await repo.insertMany(db, rows);
  }
}
