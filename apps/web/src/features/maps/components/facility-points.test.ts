import { describe, expect, it } from 'vitest';
import type { TLookupItem } from '@lab/domain';
import { daysAgo, parseCoordinate, splitByPosition } from './facility-points';

const entry = (id: number, name: string, latitude: unknown, longitude: unknown): TLookupItem => ({
  id,
  code: `F${id}`,
  name,
  active: true,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  address: '1 Main St\nSpringfield, IL',
  phone: '(217) 555-0100',
  latitude,
  longitude,
});

describe('parseCoordinate', () => {
  it.each([
    ['39.7817', 90, 39.7817],
    [' -89.6501 ', 180, -89.6501],
    ['90', 90, 90],
    ['-180.0', 180, -180],
    ['0', 90, 0],
  ] as const)('%j within ±%i is %d', (v, limit, want) => expect(parseCoordinate(v, limit)).toBe(want));

  it.each([
    ['90.5', 90],
    ['181', 180],
    ['', 90],
    [null, 90],
    [undefined, 180],
    ['39,78', 90],
    ['1e2', 180],
    ['N39.7', 90],
    [39.7, 90],
  ] as const)('%j is not a coordinate within ±%i', (v, limit) => expect(parseCoordinate(v, limit)).toBeNull());
});

describe('splitByPosition', () => {
  it('pins the facilities with both coordinates, lists the rest, each by name', () => {
    const { placed, unplaced } = splitByPosition([
      entry(1, 'Zeta Clinic', '39.8', '-89.6'),
      entry(2, 'Alpha Lab', '39.7', '-89.7'),
      entry(3, 'No Longitude', '39.7', ''),
      entry(4, 'Out Of Range', '95', '-89.6'),
      entry(5, 'Blank', null, null),
    ]);
    expect(placed.map((p) => [p.name, p.position])).toEqual([
      ['Alpha Lab', [39.7, -89.7]],
      ['Zeta Clinic', [39.8, -89.6]],
    ]);
    expect(unplaced.map((p) => p.name)).toEqual(['Blank', 'No Longitude', 'Out Of Range']);
    expect(placed[0]).toMatchObject({ code: 'F2', address: '1 Main St\nSpringfield, IL', phone: '(217) 555-0100' });
  });
});

describe('daysAgo', () => {
  it('counts calendar days back in local time, across a month end', () => {
    expect(daysAgo(30, new Date(2026, 2, 15, 23, 30))).toBe('2026-02-13');
    expect(daysAgo(0, new Date(2026, 0, 1, 0, 5))).toBe('2026-01-01');
  });
});
