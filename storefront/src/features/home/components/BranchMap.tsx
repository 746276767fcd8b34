import { useEffect, useRef } from 'react';
import 'maplibre-gl/dist/maplibre-gl.css';
import type { BranchView, ShopConfig } from '../../../shared/types';
import { buildingLayer } from '../state/buildings';
import { directionsUrl } from './HomePage';

/** §9 map defaults, used where the configuration has none. */
const DEFAULTS = { zoom: 19, pitch: 55, bearing: -85 };

/**
 * The branches on a map (MapLibre GL, open source; the style URL comes from the
 * configuration): green markers, a marker opens the route directions, 3D buildings
 * from zoom 15.
 */
export default function BranchMap({
  branches,
  config,
}: {
  branches: BranchView[];
  config: ShopConfig;
}) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let map: import('maplibre-gl').Map | undefined;
    let live = true;
    void import('maplibre-gl').then((maplibre) => {
      if (!live || !container.current) return;
      const first = branches[0];
      map = new maplibre.Map({
        container: container.current,
        style: config.mapStyleUrl || 'https://tiles.openfreemap.org/styles/liberty',
        center: [Number(first.longitude), Number(first.latitude)],
        zoom: branches.length > 1 ? 6 : (config.mapboxZoom ?? DEFAULTS.zoom),
        pitch: config.mapboxPitch ?? DEFAULTS.pitch,
        bearing: config.mapboxBearing ?? DEFAULTS.bearing,
        attributionControl: { compact: true },
      });
      // §9: 3D buildings from zoom 15, where the style's tiles carry buildings.
      map.on('style.load', () => {
        const buildings = map && buildingLayer(map.getStyle());
        if (buildings && !map?.getLayer(buildings.layer.id)) {
          map?.addLayer(buildings.layer, buildings.beforeId);
        }
      });
      for (const branch of branches) {
        const marker = new maplibre.Marker({ color: '#058243' })
          .setLngLat([Number(branch.longitude), Number(branch.latitude)])
          .addTo(map);
        const element = marker.getElement();
        element.setAttribute('role', 'link');
        element.setAttribute('tabindex', '0');
        element.setAttribute('aria-label', `Anfahrt zu ${branch.name} berechnen`);
        const open = () => window.open(directionsUrl(branch), '_blank', 'noopener');
        element.addEventListener('click', open);
        element.addEventListener('keydown', (event) => event.key === 'Enter' && open());
      }
      if (branches.length > 1) {
        const bounds = new maplibre.LngLatBounds();
        for (const b of branches) bounds.extend([Number(b.longitude), Number(b.latitude)]);
        map.fitBounds(bounds, { padding: 48, maxZoom: 14 });
      }
    });
    return () => {
      live = false;
      map?.remove();
    };
  }, [branches, config]);
  return <div ref={container} className="branch-map" aria-label="Karte der Standorte" />;
}
