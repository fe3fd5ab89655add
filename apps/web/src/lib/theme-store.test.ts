import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_THEME_SETTINGS, STORAGE_KEYS } from '@lab/domain';
import { themeStore } from './theme-store';

describe('theme store', () => {
  // Each test starts from a signed-out browser with nothing stored and nothing unsaved, whatever ran before.
  beforeEach(() => {
    localStorage.clear();
    themeStore.onChange(null);
    themeStore.load(null, false);
  });

  it('applies a choice at once, keeps it for the first paint and hands it to the saver', () => {
    const saver = vi.fn();
    themeStore.onChange(saver);
    themeStore.set({ theme: 'dark', direction: 'rtl' });
    expect(themeStore.get().settings).toMatchObject({ theme: 'dark', direction: 'rtl' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.theme)!)).toMatchObject({ theme: 'dark', direction: 'rtl' });
    expect(saver).toHaveBeenCalledWith(expect.objectContaining({ theme: 'dark' }));
    themeStore.onChange(null);
  });

  it('takes the server copy, and the defaults when the account has none', () => {
    themeStore.load({ ...DEFAULT_THEME_SETTINGS, layout: 'horizontal' }, true);
    expect(themeStore.get()).toEqual({
      settings: { ...DEFAULT_THEME_SETTINGS, layout: 'horizontal' },
      customizerEnabled: true,
    });
    themeStore.load(null, false);
    expect(themeStore.get()).toEqual({ settings: DEFAULT_THEME_SETTINGS, customizerEnabled: false });
  });

  it('does not notify subscribers when the server copy is what the page shows already', () => {
    themeStore.load({ ...DEFAULT_THEME_SETTINGS, theme: 'dark' }, true);
    const l = vi.fn();
    const off = themeStore.subscribe(l);
    themeStore.load({ ...DEFAULT_THEME_SETTINGS, theme: 'dark' }, true);
    expect(l).not.toHaveBeenCalled();
    themeStore.load({ ...DEFAULT_THEME_SETTINGS, theme: 'light' }, true);
    expect(l).toHaveBeenCalledTimes(1);
    off();
  });

  it('notifies subscribers', () => {
    const l = vi.fn();
    const off = themeStore.subscribe(l);
    themeStore.set({ footerType: 'hidden' });
    off();
    themeStore.set({ footerType: 'sticky' });
    expect(l).toHaveBeenCalledTimes(1);
  });

  it('keeps choices the server has not confirmed when an older server copy arrives', () => {
    themeStore.set({ navbarColor: 'dark' });
    expect(themeStore.hasUnsaved()).toBe(true);
    themeStore.load({ ...DEFAULT_THEME_SETTINGS, navbarColor: 'default' }, true);
    expect(themeStore.get().settings.navbarColor).toBe('dark');
    themeStore.markSaved();
    themeStore.load({ ...DEFAULT_THEME_SETTINGS, navbarColor: 'primary' }, true);
    expect(themeStore.get().settings.navbarColor).toBe('primary');
  });
});
