import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWorklistPage } from '@lab/domain';
import { lookupTables } from '../src/db/schema/lookups';
import { createTestApp, type TestContext } from './helper';

/** Issue 26 item 10: the worklist starts on "Mine" only for a pathologist with open work assigned, else on all. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const worklist = async (who: 'pathologist' | 'editor') =>
  (await t.as(who, { url: '/api/results/worklist?pageSize=100' })).json() as TWorklistPage;

async function idOf(code: string) {
  const table = lookupTables.pathologists!;
  const [row] = await t.database.db
    .select({ id: table.id })
    .from(table)
    .where(sql`${table.code} = ${code}`);
  return row!.id;
}

describe('the worklist default', () => {
  it('is "mine" for a pathologist with open cases, "any" for someone without a record', async () => {
    const mine = await worklist('pathologist');
    expect(mine.defaultPathologist).toBe('mine');
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((r) => r.pathologistId === mine.myPathologistId)).toBe(true);
    const editor = await worklist('editor');
    expect(editor.defaultPathologist).toBe('any');
  });

  it('is "any" for a pathologist with no case assigned: the list shows everyone\'s, not "No cases wait"', async () => {
    const rl = await idOf('RL');
    const dd = await idOf('DD');
    await t.database.db.execute(
      sql`update cases set pathologist_id = ${dd} where pathologist_id = ${rl}
          and status in ('accessioned', 'grossed', 'in-histology', 'pending-diagnosis')`,
    );
    const page = await worklist('pathologist');
    expect(page.myPathologistId).toBe(rl);
    expect(page.defaultPathologist).toBe('any');
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.some((r) => r.pathologistId === dd)).toBe(true);
    // Asked for explicitly, "mine" is still mine (and empty).
    const asked = (
      await t.as('pathologist', { url: '/api/results/worklist?pathologist=mine' })
    ).json() as TWorklistPage;
    expect(asked.data).toEqual([]);
  });
});
