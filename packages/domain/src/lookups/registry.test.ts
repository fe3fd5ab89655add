import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES } from '../menus';
import { LOOKUP_LISTS, expiryField, getLookupList, lookupDef, lookupRights, singularInSentence } from './registry';

describe('lookup registry', () => {
  it('declares every Administration route of docs/shell.md#administration-menu except Users, once', () => {
    // docs/shell.md#administration-menu, in its order.
    const spec =
      'Accident Types /accidenttypes; Additional Flag /additionalflag; Ailment Types /ailmenttypes; Billing Classes /billingclasses; Body Sites /bodysites; Departments /departments; Financial Classes /financialclasses; GenNotifier Users /gennotifieruserlist; Gross Description /grossdescription; ICD Codes /icdcodelist; Master List /masterlist; Microcodes /microcodes; Order Codes /ordercodes; Pathologists /pathologists; Probe Lots /probelots; Probe Sets /probesets; Procedures /procedurelist; Results /resultslist; Result Category /resultcategory; Screeners /screeners; Submitting Facilities /submittingfacilities; Stains /stainlist; TCPC Centers /tcpccenters; TCPC Pathologists /tcpcpathologists; Test Groups /testgroups; Tests /tests; Users /users'
        .split('; ')
        .map((s) => ({ title: s.slice(0, s.lastIndexOf(' ')), route: s.slice(s.lastIndexOf(' ') + 1) }));
    expect(ADMIN_ROUTES).toEqual(spec);
    expect(new Set(LOOKUP_LISTS.map((l) => l.table)).size).toBe(LOOKUP_LISTS.length);
  });

  it('only references lists that exist', () => {
    for (const list of LOOKUP_LISTS) {
      for (const f of list.fields) {
        if (f.kind === 'ref')
          expect(f.ref === 'users' || getLookupList(f.ref) !== undefined, `${list.key}.${f.name}`).toBe(true);
      }
    }
  });

  it('gives a list at most one expiry field', () => {
    for (const list of LOOKUP_LISTS) {
      expect(
        list.fields.filter((f) => f.kind === 'date' && 'expires' in f && f.expires).length,
        list.key,
      ).toBeLessThanOrEqual(1);
    }
    expect(expiryField(lookupDef('probelots'))?.name).toBe('expiryDate');
    expect(expiryField(lookupDef('bodysites'))).toBeUndefined();
  });

  it('finds a list by a key from outside, or none', () => {
    expect(getLookupList('bodysites')).toBe(lookupDef('bodysites'));
    expect(getLookupList('users')).toBeUndefined();
  });
});

describe('lookup access', () => {
  it('lets staff read and write, physicians read, patients and the role-less nothing, unless the list says otherwise', () => {
    const list = lookupDef('departments');
    expect(lookupRights(list, 'admin')).toEqual({ read: true, write: true });
    expect(lookupRights(list, 'editor')).toEqual({ read: true, write: true });
    expect(lookupRights(list, 'physician')).toEqual({ read: true, write: false });
    expect(lookupRights(list, 'patient')).toEqual({ read: false, write: false });
    expect(lookupRights(list, null)).toEqual({ read: false, write: false });
    const adminsOnly = { ...list, access: { read: ['admin', 'editor'], write: ['admin'] } } as const;
    expect(lookupRights(adminsOnly, 'editor')).toEqual({ read: true, write: false });
    expect(lookupRights(adminsOnly, 'physician')).toEqual({ read: false, write: false });
  });
});

describe('singularInSentence', () => {
  it('keeps acronyms and codes as written, lowers ordinary words', () => {
    expect(singularInSentence({ singular: 'ICD-10 code' })).toBe('ICD-10 code');
    expect(singularInSentence({ singular: 'TCPC center' })).toBe('TCPC center');
    expect(singularInSentence({ singular: 'Accident type' })).toBe('accident type');
    expect(singularInSentence({ singular: 'Submitting facility' })).toBe('submitting facility');
  });
});
