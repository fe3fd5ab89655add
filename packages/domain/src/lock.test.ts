import { describe, expect, it } from 'vitest';
import { lockAfterMinutes } from './lock';

describe('lockAfterMinutes', () => {
  it('locks two minutes before the server’s idle limit', () => {
    expect(lockAfterMinutes(15)).toBe(13);
    expect(lockAfterMinutes(60)).toBe(58);
  });
  it('keeps at least half the limit for a short one', () => {
    expect(lockAfterMinutes(3)).toBe(1.5);
    expect(lockAfterMinutes(2)).toBe(1);
  });
  it('never locks later than the limit itself', () => {
    expect(lockAfterMinutes(0.5)).toBe(0.5);
    expect(lockAfterMinutes(0)).toBe(0);
  });
});
