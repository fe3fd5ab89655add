import { describe, expect, it } from 'vitest';
import { mayHoldPathologistLink, pathologistLinkChange } from './signing';

const base = {
  actorId: 1,
  userId: 4,
  userRole: 'editor' as const,
  current: null,
  requested: 1,
  holder: null,
  pathologistName: 'Rosa Lind',
};

describe('pathologistLinkChange', () => {
  it('proposes a free entry for another staff user (it takes effect on their confirmation)', () => {
    expect(pathologistLinkChange(base)).toEqual({ kind: 'propose', pathologistId: 1 });
  });

  it('keeps the link when the request does not change it', () => {
    expect(pathologistLinkChange({ ...base, requested: undefined })).toEqual({ kind: 'keep' });
    expect(pathologistLinkChange({ ...base, current: 1, requested: 1 })).toEqual({ kind: 'keep' });
  });

  it('refuses an administrator changing their own link, linking or unlinking', () => {
    const own = pathologistLinkChange({ ...base, actorId: 4 });
    expect(own).toMatchObject({ kind: 'refuse', status: 403 });
    expect(pathologistLinkChange({ ...base, actorId: 4, current: 1, requested: null })).toMatchObject({
      kind: 'refuse',
      status: 403,
    });
    // The same request for someone else's record is no refusal.
    expect(pathologistLinkChange({ ...base, current: 1, requested: null })).toEqual({ kind: 'unlink' });
  });

  it('never moves an entry held by another user: 409 naming the holder', () => {
    const r = pathologistLinkChange({
      ...base,
      holder: { userId: 9, name: 'Paula Pathologist', email: 'pathologist@demo.com' },
    });
    expect(r).toMatchObject({ kind: 'refuse', status: 409 });
    expect(r.kind === 'refuse' && r.message).toBe(
      'Rosa Lind is linked to Paula Pathologist (pathologist@demo.com, user 9); unlink that user first',
    );
  });

  it('links only accounts whose role may sign', () => {
    expect(pathologistLinkChange({ ...base, userRole: 'physician' })).toMatchObject({ kind: 'refuse', status: 403 });
    expect(pathologistLinkChange({ ...base, userRole: null })).toMatchObject({ kind: 'refuse', status: 403 });
    expect(mayHoldPathologistLink('admin')).toBe(true);
    expect(mayHoldPathologistLink('patient')).toBe(false);
  });
});
