import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useColumnChoice } from './use-column-choice';

describe('useColumnChoice', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the choice per user and table across a remount', () => {
    const first = renderHook(() => useColumnChoice('cases', 7));
    act(() => first.result.current[1]({ facilityName: false }));
    expect(first.result.current[0]).toEqual({ facilityName: false });
    first.unmount();

    expect(renderHook(() => useColumnChoice('cases', 7)).result.current[0]).toEqual({ facilityName: false });
    // A colleague on the same browser, and another table, start from the defaults.
    expect(renderHook(() => useColumnChoice('cases', 8)).result.current[0]).toEqual({});
    expect(renderHook(() => useColumnChoice('icd', 7)).result.current[0]).toEqual({});
  });

  it('ignores a damaged stored value', () => {
    localStorage.setItem('lab.columns.cases.7', '{"facilityName":"no","status":false');
    expect(renderHook(() => useColumnChoice('cases', 7)).result.current[0]).toEqual({});
    localStorage.setItem('lab.columns.cases.7', '{"facilityName":"no","status":false}');
    expect(renderHook(() => useColumnChoice('cases', 7)).result.current[0]).toEqual({ status: false });
  });
});
