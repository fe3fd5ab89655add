import { describe, expect, it } from 'vitest';
import { ZOrderFormFields, changedOrder, orderOf, toLocalInput, withTimesInOrder } from './order-fields';

const start = {
  ...orderOf({
    priority: 'routine',
    provider: null,
    facility: null,
    pathologist: null,
    billingClass: null,
    financialClass: null,
    accidentType: null,
    ailmentType: null,
    collectedAt: '2026-03-01T08:15:42.000Z',
    receivedAt: '2026-03-02T09:30:12.000Z',
    clinicalHistory: null,
    icdCodes: [],
    tests: [{ id: 4, code: 'SURG', name: 'Surgical pathology' }],
    flags: [],
  } as unknown as Parameters<typeof orderOf>[0]),
};
const schema = withTimesInOrder(ZOrderFormFields);

describe('the edit-order form', () => {
  it('sends only what changed, so untouched times keep their seconds', () => {
    const v = schema.parse({ ...start, accidentTypeId: 7, testIds: [4, 5], flagIds: [2] });
    expect(changedOrder(start, v)).toEqual({ accidentTypeId: 7, testIds: [4, 5], flagIds: [2] });
  });

  it('sends a changed time as an ISO time, and a cleared collection time as null', () => {
    const received = toLocalInput('2026-03-02T10:00:00.000Z');
    const v = schema.parse({ ...start, collectedAt: '', receivedAt: received });
    expect(changedOrder(start, v)).toEqual({ collectedAt: null, receivedAt: '2026-03-02T10:00:00.000Z' });
  });

  it('refuses a collection after receipt', () => {
    const r = schema.safeParse({ ...start, collectedAt: toLocalInput('2026-03-03T00:00:00.000Z') });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['collectedAt'], message: 'must not be after receipt' });
  });
});
