import { describe, expect, it } from 'vitest';
import { ZAuditQuery } from './audit';
import { ZDob } from './patients';
import { ZUserInput } from './users';

const user = (dob: unknown) => ZUserInput.safeParse({ email: 'a@b.co', username: 'ab', name: 'A B', role: null, dob });

describe('dates read and refused the same way everywhere', () => {
  it('reads 1970-1-1 as 1970-01-01 for a patient and for a user alike', () => {
    expect(ZDob.parse('1970-1-1')).toBe('1970-01-01');
    const u = user('1970-1-1');
    expect(u.success && u.data.dob).toBe('1970-01-01');
    expect(ZAuditQuery.parse({ from: '1970-1-1' }).from).toBe('1970-01-01');
  });

  it('refuses birth dates that cannot be true: before 1900 or in the future', () => {
    const nextYear = `${new Date().getUTCFullYear() + 1}-06-01`;
    for (const dob of ['1899-12-31', nextYear, '0001-01-01', '9999-12-31', '1970-02-30']) {
      expect(ZDob.safeParse(dob).success, dob).toBe(false);
      expect(user(dob).success, dob).toBe(false);
    }
    expect(user('').success).toBe(true);
  });
});
