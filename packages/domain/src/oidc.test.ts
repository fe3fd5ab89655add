import { describe, expect, it } from 'vitest';
import { idpUsedSecondFactor } from './oidc';

describe("the identity provider's amr (RFC 8176)", () => {
  it('counts mfa, one-time codes, keys and biometrics as a second factor', () => {
    expect(idpUsedSecondFactor(['pwd', 'mfa'])).toBe(true);
    expect(idpUsedSecondFactor(['pwd', 'otp'])).toBe(true);
    expect(idpUsedSecondFactor(['hwk', 'pin'])).toBe(true);
    expect(idpUsedSecondFactor(['swk'])).toBe(true);
    expect(idpUsedSecondFactor(['fpt'])).toBe(true);
  });

  it('does not count a password, a PIN or Windows sign-in alone, nor a missing or malformed claim', () => {
    expect(idpUsedSecondFactor(['pwd'])).toBe(false);
    expect(idpUsedSecondFactor(['pin', 'kba'])).toBe(false);
    expect(idpUsedSecondFactor(['wia'])).toBe(false);
    expect(idpUsedSecondFactor([])).toBe(false);
    expect(idpUsedSecondFactor(undefined)).toBe(false);
    expect(idpUsedSecondFactor('mfa')).toBe(false);
    expect(idpUsedSecondFactor([{ mfa: true }])).toBe(false);
  });
});
