import type { TLookupItem } from '@lab/domain';

/** A submitting facility as the map shows it. */
export interface FacilityPoint {
  id: number;
  code: string;
  name: string;
  address: string;
  phone: string;
  /** Absent when the entry has no usable latitude and longitude: listed beside the map instead. */
  position: [lat: number, lng: number] | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Decimal degrees within range, or null: a blank, a typo or a swapped pair must not put a pin in the ocean. */
export function parseCoordinate(value: unknown, limit: 90 | 180): number | null {
  const s = text(value);
  if (!/^-?\d{1,3}(\.\d+)?$/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

export function toFacilityPoint(entry: TLookupItem): FacilityPoint {
  const lat = parseCoordinate(entry.latitude, 90);
  const lng = parseCoordinate(entry.longitude, 180);
  return {
    id: entry.id,
    code: entry.code,
    name: entry.name,
    address: text(entry.address),
    phone: text(entry.phone),
    position: lat !== null && lng !== null ? [lat, lng] : null,
  };
}

/** The facilities with a position (pins) and those without (the "add coordinates" list), each by name. */
export function splitByPosition(entries: readonly TLookupItem[]) {
  const points = entries.map(toFacilityPoint).sort((a, b) => a.name.localeCompare(b.name));
  return { placed: points.filter((p) => p.position), unplaced: points.filter((p) => !p.position) };
}

/** YYYY-MM-DD of `days` days before `now`, in local time (the case list's `from`). */
export function daysAgo(days: number, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() - days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
