import { fireEvent, render, screen } from '@testing-library/react';
import { SHOP, WEDNESDAY_11 } from '../../../shared/fixtures';
import { BranchOverview } from './BranchOverview';

function renderOverview(shop = SHOP) {
  return render(<BranchOverview shop={shop} now={WEDNESDAY_11} />);
}

describe('the branch overview', () => {
  it('lists every branch with its status, linking to its ordering page', () => {
    renderOverview();
    expect(screen.getByRole('heading', { level: 1, name: 'Café Rosmarin' })).toBeTruthy();
    const graz = screen.getByRole('link', { name: /Graz Hauptplatz/ });
    expect(graz.getAttribute('href')).toBe('/store/graz-hauptplatz');
    expect(screen.getByText('Offen heute 08:00 Uhr bis 20:00 Uhr')).toBeTruthy();
    expect(screen.getByText('Wegen Umbau geschlossen')).toBeTruthy();
    expect(screen.queryByText(/Filialen werden angezeigt/)).toBeNull();
  });

  it('filters by the search box and says when nothing matches', () => {
    renderOverview();
    const search = screen.getByPlaceholderText('PLZ / Ort');
    fireEvent.change(search, { target: { value: '8010' } });
    expect(screen.getByText('1 von 2 Filialen werden angezeigt.')).toBeTruthy();
    expect(screen.queryByText('Wien Neubau')).toBeNull();
    fireEvent.change(search, { target: { value: 'Salzburg' } });
    expect(screen.getByText('Leider wurden keine Ergebnisse gefunden.')).toBeTruthy();
  });

  it('toggles a tag on and off again', () => {
    renderOverview();
    const tag = screen.getByRole('button', { name: 'Mittagstisch' });
    fireEvent.click(tag);
    expect(tag.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText('Graz Hauptplatz')).toBeNull();
    fireEvent.click(tag);
    expect(tag.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Graz Hauptplatz')).toBeTruthy();
  });

  it('hides search and tags when their plugins are off', () => {
    renderOverview({
      ...SHOP,
      config: { ...SHOP.config, enablePluginSearch: false, enablePluginTags: false },
    });
    expect(screen.queryByPlaceholderText('PLZ / Ort')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mittagstisch' })).toBeNull();
  });
});
