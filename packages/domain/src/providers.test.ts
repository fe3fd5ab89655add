import { describe, expect, it } from 'vitest';
import { withNpiCheckDigit } from './identifiers';
import { ZProviderInput } from './providers';

describe('withNpiCheckDigit', () => {
  it('appends the check digit of the CMS example NPI', () => {
    expect(withNpiCheckDigit('123456789')).toBe('1234567893');
  });
});

describe('ZProviderInput', () => {
  it('names the npi when the check digit is wrong', () => {
    const r = ZProviderInput.safeParse({ npi: '1234567890', firstName: 'A', lastName: 'B' });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({ path: ['npi'], message: 'must be 10 digits with a valid check digit' });
  });

  it('defaults delivery to the portal and empties blank optional fields', () => {
    const r = ZProviderInput.parse({ npi: '1234567893', firstName: 'A', lastName: 'B', phone: '', email: '' });
    expect(r).toMatchObject({ deliveryMethods: ['portal'], phone: null, email: null, active: true });
  });
});
