import { describe, expect, it } from 'vitest';
import { redactQuery } from '../src/app';

describe('request logs', () => {
  it('never carry the access token of a link opened in a new tab', () => {
    expect(redactQuery('/api/cases/7/labels.pdf?access_token=eyJhbGciOi.x.y')).toBe(
      '/api/cases/7/labels.pdf?access_token=[redacted]',
    );
    // Every query value goes: searches carry names and dates of birth.
    expect(redactQuery('/api/documents/3/file?download=1&access_token=abc&x=2')).toBe(
      '/api/documents/3/file?download=[redacted]&access_token=[redacted]&x=[redacted]',
    );
    expect(redactQuery('/api/patients/duplicates?firstName=Ann&lastName=Smith&dob=1980-03-14')).toBe(
      '/api/patients/duplicates?firstName=[redacted]&lastName=[redacted]&dob=[redacted]',
    );
    expect(redactQuery('/api/health')).toBe('/api/health');
    // A malformed parameter (no "="), or a name that is no plain name, goes whole.
    expect(redactQuery('/api/live?access_token%3DeyJhbGciOi.eyJzdWIi.c2ln')).toBe('/api/live?[redacted]');
    expect(redactQuery('/api/x?a=1&eyJhbGciOi.eyJzdWIi.c2ln&access%5Ftoken=eyJ')).toBe(
      '/api/x?a=[redacted]&[redacted]&[redacted]=[redacted]',
    );
    expect(redactQuery('/api/documents/3/file?download&sig=abc&exp=1')).toBe(
      '/api/documents/3/file?download&sig=[redacted]&exp=[redacted]',
    );
  });
});
