import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (48em, 768 px) a list shows cards: a table at 390 px cuts its badges and dates. */
export const PHONE_QUERY = '(max-width: 48em)';

const phoneNow = () => typeof window !== 'undefined' && window.matchMedia(PHONE_QUERY).matches;

/** True on a phone-sized window; read at once (not after an effect) so a list never flashes as a table first. */
export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_QUERY, phoneNow(), { getInitialValueInEffect: false }) ?? false;
}
