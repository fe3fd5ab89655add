import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { applyServerErrors, showServerErrors } from './form-errors';

describe('applyServerErrors', () => {
  it('puts named fields (nested ones under their field) on the form and leaves no banner', () => {
    const setError = vi.fn();
    const error = new ApiError(400, 'location.city: is too long', {
      'location.city': 'is too long',
      name: 'is required',
    });
    expect(applyServerErrors(error, setError, ['name', 'location'])).toBeNull();
    expect(setError).toHaveBeenCalledWith(
      'location.city',
      { type: 'server', message: 'is too long' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith('name', { type: 'server', message: 'is required' }, { shouldFocus: false });
  });

  it('leaves the message for the banner when no field of the form is named', () => {
    const setError = vi.fn();
    expect(applyServerErrors(new ApiError(409, 'Already signed out', { other: 'x' }), setError, ['name'])).toBe(
      'Already signed out',
    );
    expect(applyServerErrors(new TypeError('Failed to fetch'), setError, ['name'])).toBe('Failed to fetch');
    expect(setError).not.toHaveBeenCalled();
  });

  it('takes the fields of an error built from an answer shaped as docs/spec.md §7 writes it', () => {
    const setError = vi.fn();
    const error = Object.assign(new Error('Please enter your name.'), { fields: { name: 'Please enter your name.' } });
    expect(applyServerErrors(error, setError, ['name'])).toBeNull();
    expect(setError).toHaveBeenCalledWith(
      'name',
      { type: 'server', message: 'Please enter your name.' },
      { shouldFocus: true },
    );
  });
});

describe('showServerErrors', () => {
  it('puts what no field takes on the form root', () => {
    const setError = vi.fn();
    showServerErrors(new ApiError(429, 'Too many attempts'), { setError }, ['reason']);
    expect(setError).toHaveBeenCalledWith('root', { type: 'server', message: 'Too many attempts' });
  });
});
