import { describe, expect, it } from 'vitest';
import { redactToken } from '../src/app';

describe('request logs', () => {
  it('never carry the access token of a link opened in a new tab', () => {
    expect(redactToken('/api/cases/7/labels.pdf?access_token=eyJhbGciOi.x.y')).toBe('/api/cases/7/labels.pdf?access_token=[redacted]');
    expect(redactToken('/api/documents/3/file?download=1&access_token=abc&x=2')).toBe('/api/documents/3/file?download=1&access_token=[redacted]&x=2');
    expect(redactToken('/api/health')).toBe('/api/health');
  });
});
