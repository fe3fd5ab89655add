import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Anchor, Loader, Stack, Text } from '@mantine/core';
import L, { type LatLngBoundsExpression, type Marker as LeafletMarker } from 'leaflet';
import { AttributionControl, GeoJSON, MapContainer, Marker, Popup, useMap, ZoomControl } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import countiesUrl from '../assets/illinois-counties.geo.json?url';
import statesUrl from '../assets/us-states.geo.json?url';
import { formatNumber } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { facilityCasesSinceQuery } from '../api/get-facilities';
import { daysAgo, type FacilityPoint } from './facility-points';
import classes from './facilities-map.module.css';

/** The lower 48 when there is nothing to fit. */
const US_BOUNDS: LatLngBoundsExpression = [
  [24.5, -125],
  [49.5, -66.9],
];

// The states and Illinois' counties are shipped with the app (docs/data-pages.md#base-layer) as files of its own
// origin, fetched only by this page: no tile server, so the map works without the internet.
async function loadBaseLayer() {
  const read = async (url: string) => {
    const res = await fetch(url);
    if (!res.ok) throw new Error(i18n.t('maps:baseFailed', { status: res.status }));
    return (await res.json()) as GeoJSON.FeatureCollection;
  };
  const [states, counties] = await Promise.all([read(statesUrl), read(countiesUrl)]);
  return { states, counties };
}

const pinIcon = L.divIcon({
  className: '',
  html: `<div class="${classes.pin}"></div>`,
  iconSize: [18, 18],
  iconAnchor: [9, 9],
  popupAnchor: [0, -10],
});

/** A map of the facilities with a position: a pin each, its card in a popup. */
export function FacilitiesMap({
  points,
  focused,
  onFocusDone,
}: {
  points: FacilityPoint[];
  /** A facility picked in the list beside the map: the map flies there and opens its card. */
  focused: number | null;
  onFocusDone(): void;
}) {
  const { t } = useTranslation('maps');
  const base = useQuery({
    queryKey: ['map-base-layer'],
    queryFn: loadBaseLayer,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const markers = useRef(new Map<number, LeafletMarker>());
  const bounds = useMemo<LatLngBoundsExpression>(
    () => (points.length ? L.latLngBounds(points.map((p) => p.position!)).pad(0.3) : US_BOUNDS),
    [points],
  );

  return (
    // Leaflet lays its controls out left-to-right; the page around it follows the reading direction.
    <div dir="ltr">
      <MapContainer
        className={classes.map}
        bounds={bounds}
        maxZoom={12}
        minZoom={3}
        zoomSnap={0.5}
        attributionControl={false}
        zoomControl={false}
        aria-label={t('map')}
      >
        <AttributionControl prefix={false} />
        <ZoomControl zoomInTitle={t('zoomIn')} zoomOutTitle={t('zoomOut')} />
        {base.data && (
          <>
            <GeoJSON
              data={base.data.states}
              style={{ className: classes.state }}
              interactive={false}
              attribution={t('attribution')}
            />
            <GeoJSON data={base.data.counties} style={{ className: classes.county }} interactive={false} />
          </>
        )}
        {points.map((p) => (
          <Marker
            key={p.id}
            position={p.position!}
            icon={pinIcon}
            title={p.name}
            alt={p.name}
            ref={(m) => {
              if (m) markers.current.set(p.id, m);
              else markers.current.delete(p.id);
            }}
          >
            <Popup>
              <FacilityCard point={p} />
            </Popup>
          </Marker>
        ))}
        <FitTo bounds={bounds} />
        <FlyTo id={focused} markers={markers.current} onDone={onFocusDone} />
      </MapContainer>
      {base.isPending && (
        <Text size="xs" c="dimmed" mt={4}>
          <Loader size={10} me={6} />
          {t('drawing')}
        </Text>
      )}
    </div>
  );
}

/** Fits the map to the pins when they change (a facility added or moved). */
function FitTo({ bounds }: { bounds: LatLngBoundsExpression }) {
  const map = useMap();
  useEffect(() => {
    map.fitBounds(bounds);
  }, [map, bounds]);
  return null;
}

function FlyTo({ id, markers, onDone }: { id: number | null; markers: Map<number, LeafletMarker>; onDone(): void }) {
  const map = useMap();
  useEffect(() => {
    if (id === null) return;
    const marker = markers.get(id);
    if (marker) {
      map.setView(marker.getLatLng(), Math.max(map.getZoom(), 10));
      marker.openPopup();
    }
    onDone();
  }, [id, map, markers, onDone]);
  return null;
}

/** A facility's card: what a lab worker needs to call it, and how busy it has been. */
function FacilityCard({ point }: { point: FacilityPoint }) {
  const { t } = useTranslation('maps');
  const since = daysAgo(30);
  const cases = useQuery(facilityCasesSinceQuery(point.id, since));
  return (
    <Stack gap={4} miw={200} data-testid="facility-card">
      <Text fw={700} size="sm">
        {point.name}
      </Text>
      {point.address && (
        <Text size="xs" style={{ whiteSpace: 'pre-line' }}>
          {point.address}
        </Text>
      )}
      {point.phone && (
        <Text size="xs">
          {t('phone')} <Anchor href={`tel:${point.phone.replace(/[^\d+]/g, '')}`}>{point.phone}</Anchor>
        </Text>
      )}
      <Text size="xs" data-testid="facility-cases">
        {t('cases')}{' '}
        {cases.isPending ? (
          '…'
        ) : cases.isError ? (
          t('unavailable')
        ) : (
          <b>{cases.data.totalCapped ? `${formatNumber(cases.data.total)}+` : formatNumber(cases.data.total)}</b>
        )}
      </Text>
      <Anchor component={Link} to="/submittingfacilities" size="xs">
        {t('open', { code: point.code })}
      </Anchor>
    </Stack>
  );
}
