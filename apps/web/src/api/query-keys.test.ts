import { describe, expect, it } from 'vitest';
import { QueryClient, hashKey, type QueryKey } from '@tanstack/react-query';
import { caseKeys, patientKeys, reportKeys, resultKeys, userKeys } from './query-keys';

/** The keys of the cached queries an invalidation of `key` would reach (TanStack matches by prefix). */
function reached(entries: QueryKey[], key: QueryKey) {
  const qc = new QueryClient();
  for (const k of entries) qc.setQueryData(k, 'cached');
  return qc
    .getQueryCache()
    .findAll({ queryKey: key })
    .map((q) => q.queryKey);
}

describe('query keys', () => {
  it('are stable: the same request is the same key, whatever the order of its fields', () => {
    expect(patientKeys.list({ q: 'smi', page: 2 })).toEqual(patientKeys.list({ q: 'smi', page: 2 }));
    expect(hashKey(patientKeys.list({ q: 'smi', page: 2 }))).toBe(hashKey(patientKeys.list({ page: 2, q: 'smi' })));
    // A field left undefined (no search text) asks the same as one left out.
    expect(hashKey(caseKeys.list({ q: undefined, page: 1 }))).toBe(hashKey(caseKeys.list({ page: 1 })));
    expect(caseKeys.detail(7)).toEqual(['cases', 'detail', 7]);
  });

  it('are hierarchical: invalidating all reaches the lists and the details', () => {
    const cached = [
      patientKeys.list({ page: 1 }),
      patientKeys.list({ q: 'x', pageSize: 8 }),
      patientKeys.detail(3),
      caseKeys.detail(3),
    ];
    expect(reached(cached, patientKeys.all())).toEqual([
      patientKeys.list({ page: 1 }),
      patientKeys.list({ q: 'x', pageSize: 8 }),
      patientKeys.detail(3),
    ]);
  });

  it('let a mutation refresh the lists without fetching an audited record again', () => {
    const cached = [
      patientKeys.list({ page: 1 }),
      patientKeys.detail(3),
      patientKeys.cases(3, { page: 1, pageSize: 10 }),
    ];
    expect(reached(cached, patientKeys.lists())).toEqual([patientKeys.list({ page: 1 })]);
    expect(reached(cached, patientKeys.detail(3))).toEqual([patientKeys.detail(3)]);
  });

  it('name a sub-resource of every record by leaving its id out', () => {
    const cached = [
      patientKeys.cases(1, { page: 1, pageSize: 10 }),
      patientKeys.cases(2, { page: 2, pageSize: 10 }),
      patientKeys.coverages(1),
    ];
    expect(patientKeys.cases()).toEqual(['patients', 'cases']);
    expect(reached(cached, patientKeys.cases())).toHaveLength(2);
    expect(reached(cached, patientKeys.cases(2))).toEqual([patientKeys.cases(2, { page: 2, pageSize: 10 })]);
  });

  it('keep a case and what hangs below it apart from the case lists', () => {
    const cached = [
      caseKeys.list({ page: 1 }),
      caseKeys.summary(),
      caseKeys.detail(5),
      caseKeys.reports(5, 2),
      caseKeys.diagnosis(5),
    ];
    expect(reached(cached, caseKeys.lists())).toEqual([caseKeys.list({ page: 1 })]);
    expect(reached(cached, caseKeys.reports(5))).toEqual([caseKeys.reports(5, 2)]);
    expect(reached(cached, caseKeys.all())).toHaveLength(cached.length);
  });

  it('put a user’s activity below the user, and report lists under one root', () => {
    expect(reached([userKeys.activity(4), userKeys.detail(4), userKeys.list({})], userKeys.detail(4))).toHaveLength(2);
    expect(
      reached(
        [reportKeys.mine({ page: 1 }), reportKeys.search({ q: 'S26' }), resultKeys.worklist({})],
        reportKeys.all(),
      ),
    ).toHaveLength(2);
  });
});
