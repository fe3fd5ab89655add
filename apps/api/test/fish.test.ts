import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TFishCaseSessions,
  TFishClassification,
  TFishProbeSet,
  TFishSession,
  TFishWorklistPage,
} from '@lab/domain';
import { auditEvents, cases, caseTests, fishSessions, patients } from '../src/db/schema/index';
import { lookupTables } from '../src/db/schema/lookups';
import { seedDemoFish } from '../src/seed/demo-fish';
import { acceptedFishForReport } from '../src/routes/fish/repository';
import { createTestApp, type DemoWho, type TestContext } from './helper';

let t: TestContext;
const ids = {} as Record<
  'her2Set' | 'alkSet' | 'uroSet' | 'goodLot' | 'expiredLot' | 'alkLot' | 'fRoutine' | 'fStat' | 'sWithFish' | 'sPlain',
  number
>;
let expiredOn = '';

const her2 = (n: number, h: number, c: number) =>
  Array.from({ length: n }, (_, i) => ({
    her2: Math.floor(h / n) + (i < h % n ? 1 : 0),
    cep17: Math.floor(c / n) + (i < c % n ? 1 : 0),
  }));
const pattern = (n: number, positive: number) =>
  Array.from({ length: n }, (_, i) => ({ pattern: i < positive ? 'split' : 'fused' }));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedDemoFish(db); // before the test's own cases, so it picks a demo case
  const byCode = async (key: string, code: string) => {
    const table = lookupTables[key]!;
    const [row] = await db.select().from(table).where(eq(table.code, code));
    return row as Record<string, unknown> & { id: number };
  };
  const expired = await byCode('probelots', 'HER2-24A117');
  expiredOn = String(expired.expiryDate);
  Object.assign(ids, {
    her2Set: (await byCode('probesets', 'HER2')).id,
    alkSet: (await byCode('probesets', 'ALK')).id,
    uroSet: (await byCode('probesets', 'UROVYSION')).id,
    goodLot: (await byCode('probelots', 'HER2-25C042')).id,
    expiredLot: expired.id,
    alkLot: (await byCode('probelots', 'ALK-25A008')).id,
  });
  const [p] = await db.select({ id: patients.id }).from(patients).limit(1);
  const mk = async (caseNumber: string, caseType: string, priority: string, receivedAt: string) => {
    const [row] = await db
      .insert(cases)
      .values({
        caseNumber,
        caseType,
        priority,
        patientId: p!.id,
        status: 'accessioned',
        receivedAt: new Date(receivedAt),
      })
      .returning({ id: cases.id });
    return row!.id;
  };
  // Received long ago, so they head the worklist within their priority (oldest first).
  ids.fStat = await mk('F90-00002', 'F', 'stat', '2001-01-02T00:00:00Z');
  ids.fRoutine = await mk('F90-00001', 'F', 'routine', '2001-01-01T00:00:00Z');
  ids.sWithFish = await mk('S90-00001', 'S', 'routine', '2001-01-03T00:00:00Z');
  ids.sPlain = await mk('S90-00002', 'S', 'routine', '2001-01-04T00:00:00Z');
  const fishTest = await byCode('tests', 'FISH-HER2');
  await db.insert(caseTests).values({ caseId: ids.sWithFish, testId: fishTest.id });
});
afterAll(() => t.close());

const call = async <T>(who: DemoWho, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
  const res = await t.as(who, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, body: res.json() as T & { error?: string; fields?: Record<string, string> } };
};
const start = (caseId: number, body: object, who: DemoWho = 'editor') =>
  call<TFishSession>(who, 'POST', `/api/cases/${caseId}/fish`, body);
const save = (s: TFishSession, body: object, who: DemoWho = 'editor') =>
  call<TFishSession>(who, 'PUT', `/api/cases/${s.caseId}/fish/${s.id}`, body);
const act = (s: TFishSession, what: string, who: DemoWho = 'editor') =>
  call<TFishSession>(who, 'POST', `/api/cases/${s.caseId}/fish/${s.id}/${what}`);

describe('POST /api/fish/classify', () => {
  it('classifies the worked vector (docs/fish.md#worked-vectors): 90/40 over 20 nuclei → group 1, positive', async () => {
    const r = await call<TFishClassification>('editor', 'POST', '/api/fish/classify', {
      method: 'her2-dual',
      reader1: her2(20, 90, 40),
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      method: 'her2-dual',
      counted: 20,
      meanHer2: 4.5,
      meanCep17: 2,
      ratio: 2.25,
      group: 1,
      result: 'positive',
      needs: [],
    });
  });

  it('ratio 1.995 is reported 2.00 and counts as ≥ 2.0', async () => {
    const r = await call<TFishClassification>('editor', 'POST', '/api/fish/classify', {
      method: 'her2-dual',
      reader1: her2(100, 399, 200),
      ihc: '0',
    });
    expect(r.body).toMatchObject({ ratio: 2, meanHer2: 3.99, group: 2, result: 'negative' });
  });

  it('too few nuclei answer 200 "incomplete" with what is needed (a live preview)', async () => {
    const r = await call<TFishClassification>('editor', 'POST', '/api/fish/classify', {
      method: 'her2-dual',
      reader1: her2(12, 48, 24),
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ result: 'incomplete', needs: ['8 more nuclei'], counted: 12 });
    const b = await call<TFishClassification>('editor', 'POST', '/api/fish/classify', {
      method: 'break-apart',
      reader1: pattern(50, 5),
    });
    expect(b.body).toMatchObject({
      result: 'equivocal',
      positiveNuclei: 5,
      needs: ['second reader required (blinded, 50 nuclei)'],
    });
  });

  it('names the field of a negative or non-integer count', async () => {
    const bad = [...her2(3, 6, 6), { her2: -1, cep17: 2 }];
    const r = await call('editor', 'POST', '/api/fish/classify', { method: 'her2-dual', reader1: bad });
    expect(r.status).toBe(400);
    expect(r.body.fields).toHaveProperty(['reader1.3.her2']);
    expect(r.body.error).toMatch(/^reader1\.3\.her2: /);
    const f = await call('editor', 'POST', '/api/fish/classify', {
      method: 'urovysion',
      reader1: [{ cep3: 2, cep7: 2, cep17: 1.5, p9p21: 2 }],
    });
    expect(f.status).toBe(400);
    expect(f.body.fields).toHaveProperty(['reader1.0.cep17']);
  });

  it('a CEP17 total of 0 is a 400 naming reader1, and an unknown method is refused', async () => {
    const r = await call('editor', 'POST', '/api/fish/classify', {
      method: 'her2-dual',
      reader1: Array.from({ length: 20 }, () => ({ her2: 2, cep17: 0 })),
    });
    expect(r.status).toBe(400);
    expect(r.body.fields).toHaveProperty('reader1');
    expect(r.body.error).toMatch(/CEP17 total is 0/);
    expect((await call('editor', 'POST', '/api/fish/classify', { method: 'pcr', reader1: [] })).status).toBe(400);
  });

  it('is for lab staff only', async () => {
    expect((await call('physician', 'POST', '/api/fish/classify', { method: 'her2-dual', reader1: [] })).status).toBe(
      403,
    );
  });
});

describe('probe sets and the worklist', () => {
  it('the demo seed leaves one HER2 scoring under way, shown with its reader and count', async () => {
    const r = await call<TFishWorklistPage>('editor', 'GET', '/api/fish/worklist?pageSize=500');
    const row = r.body.data.find((x) => x.session?.reader1Count === 12);
    expect(row?.session).toMatchObject({ method: 'her2-dual', status: 'scoring', reader1: 'Sam Staff' });
    const seen = (await call<TFishCaseSessions>('staff', 'GET', `/api/cases/${row!.caseId}/fish`)).body.sessions[0]!;
    expect(seen).toMatchObject({ yourRole: 'reader1', result: { result: 'incomplete', needs: ['8 more nuclei'] } });
  });

  it('lists the probe sets with their method, colours and lots, the expired lot flagged', async () => {
    const r = await call<{ data: TFishProbeSet[] }>('editor', 'GET', '/api/fish/probe-sets');
    const set = r.body.data.find((s) => s.code === 'HER2')!;
    expect(set).toMatchObject({ method: 'her2-dual', probeColors: 'HER2 orange, CEP17 green' });
    expect(set.lots.find((l) => l.lotNumber === '24A117')).toMatchObject({ expired: true });
    expect(set.lots.find((l) => l.lotNumber === '25C042')).toMatchObject({ expired: false });
  });

  it('holds FISH cases and cases with a FISH test, STAT first then oldest, and audits the read', async () => {
    const r = await call<TFishWorklistPage>('editor', 'GET', '/api/fish/worklist?pageSize=500');
    expect(r.status).toBe(200);
    const numbers = r.body.data.map((x) => x.caseNumber);
    expect(numbers[0]).toBe('F90-00002'); // the oldest STAT
    expect(numbers).toContain('F90-00001');
    expect(numbers).toContain('S90-00001');
    expect(numbers).not.toContain('S90-00002');
    expect(numbers.indexOf('F90-00001')).toBeLessThan(numbers.indexOf('S90-00001'));
    expect(r.body.data.find((x) => x.caseNumber === 'S90-00001')!.fishTests).toEqual(['HER2 FISH']);
    const stat = r.body.data.filter((x) => x.priority === 'stat').length;
    expect(r.body.data.slice(0, stat).every((x) => x.priority === 'stat')).toBe(true);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(like(auditEvents.eventdescription, 'FISH worklist viewed%'));
    expect(audit).toBeTruthy();
  });
});

describe('a HER2 scoring from start to the report', () => {
  let s: TFishSession;

  it('refuses an expired lot naming its expiry date, a lot of another set, and a probe set of another method', async () => {
    const expired = await start(ids.fRoutine, { probeSetId: ids.her2Set, probeLotId: ids.expiredLot });
    expect(expired.status).toBe(400);
    expect(expired.body.fields).toHaveProperty('probeLotId');
    expect(expired.body.error).toContain(`expired on ${expiredOn}`);
    const other = await start(ids.fRoutine, { probeSetId: ids.her2Set, probeLotId: ids.alkLot });
    expect(other.status).toBe(400);
    expect(other.body.error).toMatch(/^probeLotId: lot 25A008 is not a lot of/);
    const method = await start(ids.fRoutine, { probeSetId: ids.alkSet, probeLotId: ids.alkLot, method: 'her2-dual' });
    expect(method.status).toBe(400);
    expect(method.body.fields).toHaveProperty('probeSetId');
    expect((await start(ids.sPlain, { probeSetId: ids.her2Set, probeLotId: ids.goodLot })).status).toBe(409);
  });

  it('refuses an inactive lot', async () => {
    const table = lookupTables.probelots!;
    const db = t.database.db;
    await db.update(table).set({ active: false }).where(eq(table.id, ids.goodLot));
    const r = await start(ids.fRoutine, { probeSetId: ids.her2Set, probeLotId: ids.goodLot });
    await db.update(table).set({ active: true }).where(eq(table.id, ids.goodLot));
    expect(r.status).toBe(400);
    expect(r.body.error).toMatch(/^probeLotId: lot 25C042 is inactive/);
  });

  it('starts with the caller as reader 1', async () => {
    const r = await start(ids.fRoutine, { probeSetId: ids.her2Set, probeLotId: ids.goodLot, method: 'her2-dual' });
    expect(r.status).toBe(201);
    s = r.body;
    expect(s).toMatchObject({
      method: 'her2-dual',
      status: 'scoring',
      yourRole: 'reader1',
      probeLot: { lotNumber: '25C042' },
    });
    expect(s.reader1.name).toBeTruthy();
    expect(s.result).toMatchObject({ result: 'incomplete', needs: ['20 more nuclei'] });
  });

  it('saves counts as typed and answers the classification; the worklist shows reader and count', async () => {
    const partial = await save(s, { nuclei: her2(12, 54, 24), rowVersion: s.rowVersion });
    expect(partial.status).toBe(200);
    expect(partial.body.result).toMatchObject({ result: 'incomplete', needs: ['8 more nuclei'] });
    const row = (await call<TFishWorklistPage>('editor', 'GET', '/api/fish/worklist?q=F90-00001')).body.data[0]!;
    expect(row.session).toMatchObject({ reader1Count: 12, status: 'scoring' });
    // a stale save is refused
    expect((await save(s, { nuclei: her2(12, 54, 24), rowVersion: s.rowVersion })).status).toBe(409);
    const bad = await save(s, { nuclei: [...her2(3, 6, 6), { her2: 2, cep17: -1 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty(['nuclei.3.cep17']);
    const done = await save(s, { nuclei: her2(20, 90, 40), rowVersion: partial.body.rowVersion });
    expect(done.body.result).toMatchObject({ meanHer2: 4.5, meanCep17: 2, ratio: 2.25, group: 1, result: 'positive' });
    s = done.body;
  });

  it('nobody but reader 1 writes its counts', async () => {
    const r = await save(s, { nuclei: her2(20, 90, 40) }, 'staff');
    expect(r.status).toBe(409);
  });

  it('cannot be accepted before it is submitted; after submit it is complete and accepted by the pathologist', async () => {
    expect((await act(s, 'accept')).status).toBe(409);
    const sub = await act(s, 'submit');
    expect(sub.status).toBe(200);
    expect(sub.body.status).toBe('complete');
    const acc = await act(s, 'accept');
    expect(acc.status).toBe(200);
    expect(acc.body).toMatchObject({ status: 'accepted', acceptedBy: expect.any(String) });
    expect((await act(s, 'accept')).status).toBe(409);
  });

  it('gives the report its shape', async () => {
    const fish = await acceptedFishForReport(t.database.db, ids.fRoutine);
    expect(fish).toHaveLength(1);
    expect(fish[0]).toMatchObject({
      method: 'her2-dual',
      lot: '25C042',
      counted: 20,
      meanHer2: 4.5,
      meanCep17: 2,
      ratio: 2.25,
      group: 1,
      result: 'positive',
      interpretation: 'HER2 amplified (ISH positive)',
      positiveNuclei: null,
    });
    expect(fish[0]!.readers).toEqual([{ name: expect.any(String), nuclei: 20 }]);
    expect(fish[0]!.comment).toMatch(/group 1/);
  });

  it('leaves the worklist once accepted and shows on the case, with the read audited', async () => {
    const list = await call<TFishWorklistPage>('editor', 'GET', '/api/fish/worklist?pageSize=500');
    expect(list.body.data.map((x) => x.caseNumber)).not.toContain('F90-00001');
    const r = await call<TFishCaseSessions>('editor', 'GET', `/api/cases/${ids.fRoutine}/fish`);
    expect(r.body.case).toMatchObject({ caseNumber: 'F90-00001', open: true });
    expect(r.body.sessions[0]).toMatchObject({ status: 'accepted', result: { group: 1 } });
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.casenumber, 'F90-00001'), eq(auditEvents.eventtype, 'read')));
    expect(audits.length).toBeGreaterThan(0);
  });
});

describe('HER2 group 2 with IHC 2+: a blinded second reader', () => {
  let s: TFishSession;

  it('reader 1 needs the IHC score to submit a group 2–4 count', async () => {
    s = (await start(ids.sWithFish, { probeSetId: ids.her2Set, probeLotId: ids.goodLot })).body;
    s = (await save(s, { nuclei: her2(20, 60, 30) })).body;
    expect(s.result).toMatchObject({ group: 2, result: 'equivocal', needs: ['IHC score required (0, 1+, 2+ or 3+)'] });
    const r = await act(s, 'submit');
    expect(r.status).toBe(400);
    expect(r.body.fields).toHaveProperty('ihc');
    s = (await save(s, { ihc: '2+' })).body;
    expect(s.result).toMatchObject({ result: 'equivocal', needs: ['second reader required (blinded, 20 nuclei)'] });
    const sub = await act(s, 'submit');
    expect(sub.body.status).toBe('awaiting-second-reader');
    expect((await save(s, { nuclei: her2(20, 80, 40) })).status).toBe(409); // reader 1's count is handed in
  });

  it('the first reader cannot be the second', async () => {
    const r = await act(s, 'second-reader');
    expect(r.status).toBe(409);
    expect(r.body.fields).toHaveProperty('reader2');
  });

  it('the second reader sees neither the counts nor the result of the first until they submit', async () => {
    const seen = (await call<TFishCaseSessions>('staff', 'GET', `/api/cases/${ids.sWithFish}/fish`)).body.sessions[0]!;
    expect(seen).toMatchObject({ blinded: true, result: null, reader1: { nuclei: null, count: 20 } });
    const claimed = await act(s, 'second-reader', 'staff');
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({
      status: 'second-reading',
      yourRole: 'reader2',
      blinded: true,
      result: null,
      reader1: { nuclei: null },
    });
    const typed = await save(s, { nuclei: her2(12, 37, 18) }, 'staff');
    expect(typed.status).toBe(200);
    expect(typed.body).toMatchObject({ result: null, reader1: { nuclei: null }, reader2: { count: 12 } });
    expect((await act(s, 'submit', 'staff')).status).toBe(400); // 8 more nuclei
    // reader 1 does not see reader 2's counts either
    const r1 = (await call<TFishCaseSessions>('editor', 'GET', `/api/cases/${ids.sWithFish}/fish`)).body.sessions[0]!;
    expect(r1.reader2).toMatchObject({ nuclei: null, count: 12 });
    await save(s, { nuclei: her2(20, 62, 30) }, 'staff');
    const done = await act(s, 'submit', 'staff');
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: 'complete',
      blinded: false,
      reader1: { count: 20, nuclei: expect.any(Array) },
      reader2: { count: 20, nuclei: expect.any(Array) },
      result: { counted: 40, meanHer2: 3.05, ratio: 2.03, group: 2, result: 'negative' },
    });
    expect(done.body.result!.comment).toMatch(/^Evidence is limited/);
  });

  it('the second reader cannot accept the scoring into the case: 403 fish_reader_cannot_accept', async () => {
    const r = await act(s, 'accept', 'staff');
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'fish_reader_cannot_accept' });
    expect(r.body.error).toMatch(/second reader/);
    const after = (await call<TFishCaseSessions>('editor', 'GET', `/api/cases/${ids.sWithFish}/fish`)).body
      .sessions[0]!;
    expect(after.status).toBe('complete');
  });

  it('accepting is refused once the case is signed out', async () => {
    await t.database.db.update(cases).set({ status: 'signed-out' }).where(eq(cases.id, ids.sWithFish));
    const r = await act(s, 'accept');
    expect(r.status).toBe(409);
    expect(r.body.error).toMatch(/signed out.*amendment or addendum/);
    await t.database.db.update(cases).set({ status: 'accessioned' }).where(eq(cases.id, ids.sWithFish));
    const two = await acceptedFishForReport(t.database.db, ids.sWithFish);
    expect(two).toEqual([]);
    expect((await act(s, 'accept')).status).toBe(200);
    const [fish] = await acceptedFishForReport(t.database.db, ids.sWithFish);
    expect(fish!.readers.map((r) => r.nuclei)).toEqual([20, 20]);
    expect(fish!.group).toBe(2);
  });
});

describe('break-apart and UroVysion sessions', () => {
  it('break-apart with 10 of 50 needs 50 more nuclei from a second reader; 15 of 100 is positive', async () => {
    let s = (await start(ids.fStat, { probeSetId: ids.alkSet, probeLotId: ids.alkLot })).body;
    expect(s.method).toBe('break-apart');
    const tooMany = await save(s, { nuclei: pattern(51, 10) });
    expect(tooMany.status).toBe(400);
    s = (await save(s, { nuclei: pattern(50, 10) })).body;
    expect((await act(s, 'submit')).body.status).toBe('awaiting-second-reader');
    await act(s, 'second-reader', 'admin');
    await save(s, { nuclei: pattern(50, 5) }, 'admin');
    const done = await act(s, 'submit', 'admin');
    expect(done.body.result).toMatchObject({ counted: 100, positiveNuclei: 15, result: 'positive' });
  });

  it('UroVysion takes 25 cells and refuses a wrong shape naming the field', async () => {
    const lot = (await call<{ data: TFishProbeSet[] }>('editor', 'GET', '/api/fish/probe-sets')).body.data.find(
      (x) => x.code === 'UROVYSION',
    )!.lots[0]!;
    let s = (await start(ids.fStat, { probeSetId: ids.uroSet, probeLotId: lot.id })).body;
    const wrong = await save(s, { nuclei: [{ her2: 1, cep17: 2 }] });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.fields ?? {})[0]).toMatch(/^nuclei\.0/);
    const cells = Array.from({ length: 25 }, (_, i) => ({
      cep3: 2,
      cep7: i < 4 ? 3 : 2,
      cep17: i < 4 ? 3 : 2,
      p9p21: 2,
    }));
    s = (await save(s, { nuclei: cells })).body;
    expect(s.result).toMatchObject({ polysomicCells: 4, result: 'positive' });
    const discarded = await act(s, 'discard');
    expect(discarded.body.status).toBe('discarded');
  });

  it('keeps an impossible count while typing but refuses to submit it', async () => {
    let s = (await start(ids.fStat, { probeSetId: ids.her2Set, probeLotId: ids.goodLot })).body;
    const zero = Array.from({ length: 20 }, () => ({ her2: 2, cep17: 0 }));
    s = (await save(s, { nuclei: zero })).body;
    expect(s.reader1.count).toBe(20);
    const r = await act(s, 'submit');
    expect(r.status).toBe(400);
    expect(r.body.fields).toHaveProperty('reader1');
    await act(s, 'discard');
    const discarded = await t.database.db
      .select({ id: fishSessions.id })
      .from(fishSessions)
      .where(eq(fishSessions.status, 'discarded'));
    expect(discarded).toHaveLength(2);
  });
});
