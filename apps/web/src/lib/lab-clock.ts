import { getPublicConfig } from '@/api/public-config';
import { labZoneKnown, setFormatTimeZone } from './format';

let asked: Promise<void> | undefined;
let known = false;

/**
 * The lab's time zone for every screen (docs/lab-settings.md#where-the-zone-is-used): asked of the public
 * configuration once per page load. The signed-in layouts' loader awaits it only when this browser has never known the
 * zone (lib/format.ts keeps it), so the first page already prints the lab's times; otherwise the answer refreshes it
 * in the background (an admin changed the zone).
 */
export function labClockReady(): Promise<void> | undefined {
  asked ??= getPublicConfig().then(
    (config) => void setFormatTimeZone(config.timeZone),
    () => undefined, // the browser's zone until the next load
  );
  if (known) return undefined;
  known = true;
  return labZoneKnown() ? undefined : asked;
}
