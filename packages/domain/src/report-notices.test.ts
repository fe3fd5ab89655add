import { describe, expect, it } from 'vitest';
import {
  acknowledgementPending,
  acknowledgementRequired,
  reportNoticeRecipients,
  reportNoticeTitle,
  reportNoticeType,
} from './report-notices';

const subs = [
  { userId: 10, eventTypes: ['report-final'], channel: 'email' },
  { userId: 11, eventTypes: ['report-amended', 'report-addended'], channel: 'in-app' },
  { userId: 12, eventTypes: ['critical-result'], channel: 'in-app' },
  { userId: 13, eventTypes: ['stat-case'], channel: 'email' },
];

describe('reportNoticeRecipients', () => {
  it('a final: the readers and the subscribers of report-final, on their channel', () => {
    expect(
      reportNoticeRecipients({
        kind: 'final',
        critical: false,
        subscriptions: subs,
        readers: [
          { userId: 1, reason: 'ordering' },
          { userId: 2, reason: 'copy-to' },
          { userId: 3, reason: 'patient' },
        ],
        earlier: [],
      }),
    ).toEqual([
      { userId: 1, reason: 'ordering', email: false },
      { userId: 2, reason: 'copy-to', email: false },
      { userId: 3, reason: 'patient', email: false },
      { userId: 10, reason: 'subscriber', email: true },
    ]);
  });

  it('a correction reaches everyone told before and every report subscriber, whatever they subscribed to', () => {
    const r = reportNoticeRecipients({
      kind: 'corrected',
      critical: false,
      subscriptions: subs,
      readers: [{ userId: 1, reason: 'ordering' }],
      earlier: [
        { userId: 1, reason: 'ordering' },
        { userId: 20, reason: 'subscriber' },
      ],
    });
    expect(r.map((x) => x.userId)).toEqual([1, 10, 11, 12, 20]);
    // Not the subscriber of STAT cases only.
    expect(r.find((x) => x.userId === 13)).toBeUndefined();
    expect(r.find((x) => x.userId === 10)?.email).toBe(true);
  });

  it('an addendum reaches everyone told about an earlier version even when they subscribed to finals only', () => {
    const r = reportNoticeRecipients({
      kind: 'addendum',
      critical: false,
      subscriptions: subs,
      readers: [],
      earlier: [{ userId: 10, reason: 'subscriber' }],
    });
    expect(r).toEqual([
      { userId: 10, reason: 'subscriber', email: true },
      { userId: 11, reason: 'subscriber', email: false },
    ]);
  });

  it('a person who is both the ordering physician and a subscriber is told once, as the ordering physician', () => {
    const r = reportNoticeRecipients({
      kind: 'final',
      critical: true,
      subscriptions: [{ userId: 1, eventTypes: ['critical-result'], channel: 'email' }],
      readers: [{ userId: 1, reason: 'ordering' }],
      earlier: [],
    });
    expect(r).toEqual([{ userId: 1, reason: 'ordering', email: true }]);
  });
});

describe('notice type, title and acknowledgement', () => {
  it.each([
    ['final', false, 'report-signed', false],
    ['final', true, 'critical-result', true],
    ['addendum', false, 'report-addended', false],
    ['corrected', false, 'report-corrected', true],
    ['corrected', true, 'report-corrected', true],
  ] as const)('%s, critical %s → %s', (kind, critical, type, ack) => {
    expect(reportNoticeType(kind, critical)).toBe(type);
    expect(acknowledgementRequired(kind, critical)).toBe(ack);
  });

  it('titles', () => {
    expect(reportNoticeTitle('final', false, 'S26-00001', 1)).toBe('Final report for case S26-00001');
    expect(reportNoticeTitle('corrected', false, 'S26-00001', 2)).toBe(
      'CORRECTED report for case S26-00001 (version 2)',
    );
    expect(reportNoticeTitle('addendum', true, 'S26-00001', 3)).toBe(
      'CRITICAL result: Addendum for case S26-00001 (version 3)',
    );
  });

  it('pending: a due version newer than the one acknowledged', () => {
    expect(acknowledgementPending(null, null)).toBe(false);
    expect(acknowledgementPending(2, null)).toBe(true);
    expect(acknowledgementPending(2, 2)).toBe(false);
    expect(acknowledgementPending(4, 2)).toBe(true);
  });
});
