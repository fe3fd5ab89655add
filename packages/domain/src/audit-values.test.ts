import { describe, expect, it } from 'vitest';
import { formatAuditValue } from './audit-values';

describe('formatAuditValue', () => {
  it('shows an object as key: value pairs, a reference by the name the row carries', () => {
    expect(
      formatAuditValue(
        '{"coverageId":48,"payerId":4,"payerName":"Blue Cross","rank":"primary","policyNumber":"POL123456"}',
      ),
    ).toBe('coverage id: 48 · payer: Blue Cross · rank: primary · policy number: POL123456');
  });

  it('keeps the id when no name is carried; lists, nulls and nested values stay readable', () => {
    expect(formatAuditValue('{"payerId":4,"tags":["a","b"],"notes":null,"extra":{"x":1}}')).toBe(
      'payer id: 4 · tags: a, b · notes: ∅ · extra: {"x":1}',
    );
  });

  it('shows plain values as they are', () => {
    expect(formatAuditValue('"Smith"')).toBe('Smith');
    expect(formatAuditValue('42')).toBe('42');
    expect(formatAuditValue('Smith')).toBe('Smith');
    expect(formatAuditValue(null)).toBe('∅');
    expect(formatAuditValue('[]')).toBe('∅');
  });
});
