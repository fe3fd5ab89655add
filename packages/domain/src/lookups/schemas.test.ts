import { describe, expect, it } from 'vitest';
import { getLookupList } from './registry';
import { lookupInputSchema } from './schemas';

describe('lookup input schemas', () => {
  it('validates codes by the list format and names the field', () => {
    const icd = lookupInputSchema(getLookupList('icdcodelist')!);
    expect(icd.safeParse({ code: 'C50.911', name: 'Malignant neoplasm of right female breast' }).success).toBe(true);
    const bad = icd.safeParse({ code: 'hello', name: 'x' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.path).toEqual(['code']);
  });

  it('requires required fields and accepts empty optional ones', () => {
    const lots = lookupInputSchema(getLookupList('probelots')!);
    const missing = lots.safeParse({ code: 'L1', name: 'Lot 1' });
    expect(missing.success).toBe(false);
    expect(missing.error!.issues.map((i) => i.path[0])).toEqual(expect.arrayContaining(['probeSetId', 'lotNumber', 'expiryDate']));
    const ok = lots.parse({ code: 'L1', name: 'Lot 1', probeSetId: 1, lotNumber: 'A-1', expiryDate: '2027-01-31', receivedDate: '' });
    expect(ok.receivedDate).toBeNull();
    expect(ok.active).toBe(true);
  });
});

describe('pathologist NPI', () => {
  it('refuses an NPI whose check digit does not match and names the field', () => {
    const p = lookupInputSchema(getLookupList('pathologists')!);
    const bad = p.safeParse({ code: 'P1', name: 'Dr One', npi: '1234567890' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.path).toEqual(['npi']);
    expect(p.safeParse({ code: 'P1', name: 'Dr One', npi: '1234567893' }).success).toBe(true);
  });
});
