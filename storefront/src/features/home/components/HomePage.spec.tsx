import { fireEvent, render, screen, within } from '@testing-library/react';
import { SHOP, WEDNESDAY_11, branch } from '../../../shared/fixtures';
import { HomePage } from './HomePage';

const graz = branch({
  phone: '+43 316 123456',
  latitude: 47.07,
  longitude: 15.44,
  openingHours: [
    { type: 'daily', isClosed: false, from: '08:00', to: '18:00' },
    { type: 'saturday', isClosed: false, from: '09:00', to: '13:00' },
    { type: 'sunday', isClosed: true, from: null, to: null },
  ],
  deliveryHours: [{ type: 'daily', isClosed: false, from: '11:00', to: '14:00' }],
  isDeliveryHoursEnabled: true,
});

describe('the home page (storefront.md §2)', () => {
  it('gives a single branch the three teasers', () => {
    render(<HomePage shop={{ ...SHOP, branches: [graz] }} now={WEDNESDAY_11} />);
    expect(screen.getByRole('link', { name: 'Jetzt Bestellen' }).getAttribute('href')).toBe(
      '/store/graz-hauptplatz',
    );
    expect(screen.getByRole('link', { name: 'Jetzt Anrufen' }).getAttribute('href')).toBe(
      'tel:+43316123456',
    );
    expect(screen.getByRole('link', { name: 'Anfahrt berechnen' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=47.07,15.44',
    );
  });

  it('groups days into ranges, says Geschlossen, and switches to the delivery hours', () => {
    render(<HomePage shop={{ ...SHOP, branches: [graz] }} now={WEDNESDAY_11} />);
    const table = screen.getByRole('heading', { name: 'Öffnungszeiten' }).parentElement!;
    const rows = () =>
      within(table)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextSibling?.textContent}`);
    expect(rows()).toEqual([
      'Montag – Freitag: 08:00 – 18:00 Uhr',
      'Samstag: 09:00 – 13:00 Uhr',
      'Sonntag: Geschlossen',
    ]);
    fireEvent.click(within(table).getByRole('button', { name: 'Lieferzeiten anzeigen' }));
    expect(within(table).getByRole('heading').textContent).toBe('Lieferzeiten');
    expect(rows()).toEqual(['Montag – Sonntag: 11:00 – 14:00 Uhr']);
    expect(within(table).getByRole('button', { name: 'Öffnungszeiten anzeigen' })).toBeTruthy();
  });

  it('shows no map without cookie consent', () => {
    render(
      <HomePage
        shop={{ ...SHOP, config: { ...SHOP.config, enablePluginMapbox: true }, branches: [graz] }}
        now={WEDNESDAY_11}
      />,
    );
    expect(screen.queryByLabelText('Karte der Standorte')).toBeNull();
  });
});
