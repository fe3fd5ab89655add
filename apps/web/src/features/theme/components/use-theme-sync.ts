import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { themeStore } from '@/lib/theme-store';
import { themeQueryKey, useAccountTheme } from '../api/get-theme';
import { saveTheme } from '../api/save-theme';

/**
 * Brings the signed-in user's saved theme into the page and sends each change back, so choices follow the
 * user to another browser. Changes are batched for half a second.
 */
export function useThemeSync(signedIn: boolean) {
  const { data } = useAccountTheme(signedIn);
  const qc = useQueryClient();
  useEffect(() => {
    if (!data) return;
    const unsaved = themeStore.hasUnsaved();
    themeStore.load(data.settings, data.customizerEnabled);
    // Choices made just before a reload had not reached the server: they are newer, send them now.
    if (unsaved) {
      saveTheme(themeStore.get().settings)
        .then((saved) => {
          themeStore.markSaved();
          qc.setQueryData(themeQueryKey, saved);
        })
        .catch(() => undefined);
    }
  }, [data, qc]);
  useEffect(() => {
    if (!signedIn) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    themeStore.onChange((s) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        // The cache takes the saved copy, so a later refetch cannot bring back an older one.
        saveTheme(s)
          .then((saved) => {
            if (JSON.stringify(themeStore.get().settings) === JSON.stringify(s)) themeStore.markSaved();
            qc.setQueryData(themeQueryKey, saved);
          })
          .catch(() => undefined);
      }, 400);
    });
    return () => {
      // A pending change is still saved when the layout unmounts (sign-out, navigation to a blank page).
      themeStore.onChange(null);
    };
  }, [signedIn, qc]);
}
