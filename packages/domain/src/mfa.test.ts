import { describe, expect, it } from 'vitest';
import {
  acceptTotpStep,
  mfaEnrolmentRequired,
  normalizeRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  recoveryCodeFromBytes,
  totpCodeOf,
  totpStep,
} from './mfa';

describe('TOTP steps (RFC 6238: 30 s, ±1 step, once)', () => {
  it('numbers 30-second steps from the epoch (RFC 6238 appendix B times)', () => {
    expect(totpStep(59_000)).toBe(1);
    expect(totpStep(1_111_111_109_000)).toBe(37_037_036);
    expect(totpStep(1_111_111_111_000)).toBe(37_037_037);
    expect(totpStep(2_000_000_000_000)).toBe(66_666_666);
  });

  it('accepts the current step and one either side, no further', () => {
    expect(acceptTotpStep(100, 100, null)).toBe(true);
    expect(acceptTotpStep(99, 100, null)).toBe(true);
    expect(acceptTotpStep(101, 100, null)).toBe(true);
    expect(acceptTotpStep(98, 100, null)).toBe(false);
    expect(acceptTotpStep(102, 100, null)).toBe(false);
  });

  it('accepts a step once, and never one older than the last used', () => {
    expect(acceptTotpStep(100, 100, 100)).toBe(false);
    expect(acceptTotpStep(99, 100, 100)).toBe(false);
    expect(acceptTotpStep(101, 100, 100)).toBe(true);
    expect(acceptTotpStep(100, 100, 99)).toBe(true);
  });

  it('reads a typed code: six digits, spaces allowed', () => {
    expect(totpCodeOf('123456')).toBe('123456');
    expect(totpCodeOf(' 123 456 ')).toBe('123456');
    expect(totpCodeOf('12345')).toBeNull();
    expect(totpCodeOf('1234567')).toBeNull();
    expect(totpCodeOf('12345a')).toBeNull();
  });
});

describe('recovery codes', () => {
  it('are two groups of five letters of an alphabet without look-alikes', () => {
    const code = recoveryCodeFromBytes([0, 1, 2, 3, 4, 30, 31, 32, 61, 255]);
    expect(code).toBe('ABCDE-9AB9H');
    expect(RECOVERY_CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it('are compared without case, spaces or dashes', () => {
    expect(normalizeRecoveryCode('abcde-9ab9g')).toBe('ABCDE9AB9G');
    expect(normalizeRecoveryCode(' ABCDE 9AB9G ')).toBe('ABCDE9AB9G');
    expect(normalizeRecoveryCode('ABCDE-9AB9')).toBeNull();
    expect(normalizeRecoveryCode('ABCDE-9AB90')).toBeNull();
    expect(normalizeRecoveryCode('123456')).toBeNull();
  });
});

describe('the second-factor policy', () => {
  const policy = { requireMfaFor: ['admin', 'physician'] as const };
  it('sends a user of a listed role without a factor to enrolment, and nobody else', () => {
    expect(mfaEnrolmentRequired('admin', false, { requireMfaFor: [...policy.requireMfaFor] })).toBe(true);
    expect(mfaEnrolmentRequired('admin', true, { requireMfaFor: [...policy.requireMfaFor] })).toBe(false);
    expect(mfaEnrolmentRequired('editor', false, { requireMfaFor: [...policy.requireMfaFor] })).toBe(false);
    expect(mfaEnrolmentRequired(null, false, { requireMfaFor: [...policy.requireMfaFor] })).toBe(false);
    expect(mfaEnrolmentRequired('patient', false, { requireMfaFor: [] })).toBe(false);
  });
});
