import { describe, expect, it } from 'vitest';
import { lookupDef } from './registry';
import { lookupInputSchema, lookupItemSchema } from './schemas';

describe('lookup input schemas', () => {
  it('validates codes by the list format and names the field', () => {
    const icd = lookupInputSchema(lookupDef('icdcodelist'));
    expect(icd.safeParse({ code: 'C50.911', name: 'Malignant neoplasm of right female breast' }).success).toBe(true);
    const bad = icd.safeParse({ code: 'hello', name: 'x' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.path).toEqual(['code']);
  });

  it('requires required fields and accepts empty optional ones', () => {
    const lots = lookupInputSchema(lookupDef('probelots'));
    const missing = lots.safeParse({ code: 'L1', name: 'Lot 1' });
    expect(missing.success).toBe(false);
    expect(missing.error!.issues.map((i) => i.path[0])).toEqual(
      expect.arrayContaining(['probeSetId', 'lotNumber', 'expiryDate']),
    );
    const ok = lots.parse({
      code: 'L1',
      name: 'Lot 1',
      probeSetId: 1,
      lotNumber: 'A-1',
      expiryDate: '2027-01-31',
      receivedDate: '',
    });
    expect(ok.receivedDate).toBeNull();
    expect(ok.active).toBe(true);
  });
});

describe('pathologist NPI', () => {
  it('refuses an NPI whose check digit does not match and names the field', () => {
    const p = lookupInputSchema(lookupDef('pathologists'));
    const bad = p.safeParse({ code: 'P1', name: 'Dr One', npi: '1234567890' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.path).toEqual(['npi']);
    expect(p.safeParse({ code: 'P1', name: 'Dr One', npi: '1234567893' }).success).toBe(true);
  });
});

describe('lookup item schemas', () => {
  const entry = {
    id: 1,
    code: 'L1',
    name: 'Lot 1',
    active: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  it('carries `expired` for a list with an expiry field, and only then', () => {
    const lot = {
      ...entry,
      probeSetId: 1,
      probeSetIdLabel: 'HER2 — dual',
      lotNumber: 'A-1',
      expiryDate: '2020-01-31',
      receivedDate: null,
    };
    expect(lookupItemSchema(lookupDef('probelots')).parse({ ...lot, expired: true })).toMatchObject({ expired: true });
    expect(lookupItemSchema(lookupDef('probelots')).safeParse(lot).success).toBe(false);
    expect(lookupItemSchema(lookupDef('departments')).parse({ ...entry, expired: true })).not.toHaveProperty('expired');
  });
});
