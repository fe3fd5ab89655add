import { describe, expect, it } from 'vitest';
import { ERROR_CODES, defaultErrorCode } from './errors';

describe('defaultErrorCode', () => {
  it.each([
    [400, false, 'bad_request'],
    [400, true, 'validation_failed'],
    [401, false, 'sign_in_required'],
    [403, false, 'forbidden'],
    [404, false, 'not_found'],
    [409, false, 'conflict'],
    [413, false, 'payload_too_large'],
    [415, false, 'unsupported_media_type'],
    [429, false, 'rate_limited'],
    [503, false, 'unavailable'],
    [500, false, 'internal'],
    [502, false, 'internal'],
    [418, false, 'bad_request'],
  ] as const)('%i (fields: %s) → %s', (status, fields, code) => {
    expect(defaultErrorCode(status, fields)).toBe(code);
    expect(ERROR_CODES).toContain(code);
  });
});
