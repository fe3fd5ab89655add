import { expect, test } from './fixtures';
import { apiAs, settled, shot, signIn, uniq } from './support';

// The facility map of docs/data-pages.md#facility-map: a pin per facility with coordinates, a card per pin, the
// facilities without coordinates beside the map, and nothing fetched from outside the portal.

interface Facility {
  id: number;
  code: string;
  name: string;
  address: string | null;
  phone: string | null;
  latitude: string | null;
  longitude: string | null;
}

const placed = (f: Facility) => {
  const lat = Number(f.latitude);
  const lng = Number(f.longitude);
  return (
    !!f.latitude?.trim() &&
    !!f.longitude?.trim() &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
};

function daysAgo(days: number) {
  const d = new Date();
  d.setDate(d.getDate() - days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

test('facility map: a pin per facility with coordinates, its card, the rest listed, all offline', async ({
  page,
  request,
}) => {
  const admin = await apiAs(request, 'admin');
  // One facility with coordinates and one without, made for this run.
  const id = uniq().toUpperCase();
  const withCoords = {
    code: `MAP${id}`,
    name: `Map Check Clinic ${id}`,
    address: '600 E Adams St\nSpringfield, IL 62701',
    phone: '(217) 555-0199',
    latitude: '39.8005',
    longitude: '-89.6475',
  };
  const withoutCoords = { code: `NOMAP${id}`, name: `No Coordinates Clinic ${id}` };
  for (const body of [withCoords, withoutCoords]) {
    const res = await admin.post('/api/lookups/submittingfacilities', body);
    expect(res.ok(), await res.text()).toBeTruthy();
  }
  const list = (await (await admin.get('/api/lookups/submittingfacilities?pageSize=500&active=true')).json()) as {
    data: Facility[];
  };
  const expected = list.data.filter(placed);
  expect(expected.length).toBeGreaterThan(1);

  // A facility the demo cases came from, and how many it sent in the last 30 days as the case list counts them.
  const busy = list.data.find((f) => f.name === "St. Mary's Hospital" && placed(f)) ?? expected[0]!;
  const since = (await (await admin.get(`/api/cases?facilityId=${busy.id}&from=${daysAgo(30)}&pageSize=1`)).json()) as {
    total: number;
  };

  const outside: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) return; // data:, blob:
    if (!['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) outside.push(r.url());
  });

  await signIn(page, 'editor', '/maps/leaflet');
  const pins = page.locator('.leaflet-marker-icon');
  await expect(pins).toHaveCount(expected.length, { timeout: 30_000 });
  await expect(page.getByTestId('placed-count')).toHaveText(String(expected.length));
  // The base layer is drawn from the shipped states and counties.
  await expect.poll(() => page.locator('.leaflet-overlay-pane path').count()).toBeGreaterThan(100);

  // The facility without coordinates is listed beside the map, not pinned.
  const unplaced = page.getByTestId('unplaced');
  await expect(unplaced).toContainText('Not on the map: add coordinates');
  await expect(unplaced).toContainText(withoutCoords.name);
  await expect(page.locator(`.leaflet-marker-icon[title="${withoutCoords.name}"]`)).toHaveCount(0);

  // The new facility's pin opens its card.
  await page.locator(`.leaflet-marker-icon[title="${withCoords.name}"]`).click();
  const card = page.locator('.leaflet-popup').getByTestId('facility-card');
  await expect(card).toContainText(withCoords.name);
  await expect(card).toContainText('600 E Adams St');
  await expect(card).toContainText('(217) 555-0199');
  await expect(card.getByTestId('facility-cases')).toHaveText('Cases received in the last 30 days: 0');
  await expect(card.getByRole('link', { name: /Open in Submitting Facilities/ })).toHaveAttribute(
    'href',
    '/submittingfacilities',
  );

  // Picked from the list beside the map: the map goes there and shows its card, with its cases counted.
  await page.getByRole('list', { name: 'Facilities on the map' }).getByRole('button', { name: busy.name }).click();
  // The first card fades out while the second opens: wait for the one.
  await expect(page.locator('.leaflet-popup')).toHaveCount(1);
  await expect(card).toContainText(busy.name);
  await expect(card.getByTestId('facility-cases')).toHaveText(
    `Cases received in the last 30 days: ${since.total.toLocaleString('en-US')}`,
  );

  await settled(page);
  await shot(page, 'map-facilities');
  expect(outside).toEqual([]);
});
