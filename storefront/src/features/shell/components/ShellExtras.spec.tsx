import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SHOP, WEDNESDAY_11, branch } from '../../../shared/fixtures';
import { mayPrompt } from '../state/pwa';
import { routeContext } from '../state/context';
import { AdminTools } from './AdminTools';
import { Footer } from './Footer';
import { OfflineBanner } from './OfflineBanner';
import { SCREENSAVER_IDLE_MS, Screensaver } from './Screensaver';
import { StaffToolbar, formatUserName } from './StaffToolbar';
import { Toolbar } from './Toolbar';

describe('the toolbar (storefront.md §2)', () => {
  const closed = branch({ id: 3, openingHours: [], deliveryHours: [] });
  it('counts the open branches', () => {
    const { rerender } = render(
      <Toolbar
        branches={[branch(), branch({ id: 2 }), closed]}
        selected={null}
        now={WEDNESDAY_11}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('2 Standorte geöffnet');
    rerender(<Toolbar branches={[branch(), closed]} selected={null} now={WEDNESDAY_11} />);
    expect(screen.getByRole('status').textContent).toBe('1 Standort geöffnet');
    rerender(<Toolbar branches={[closed]} selected={null} now={WEDNESDAY_11} />);
    expect(screen.getByRole('status').textContent).toBe('Alle Standorte geschlossen');
  });

  it('shows a selected branch with its closing time', () => {
    render(<Toolbar branches={[branch()]} selected={branch()} now={WEDNESDAY_11} />);
    expect(screen.getByRole('status').textContent).toBe('Graz Hauptplatz Geöffnet bis 20:00');
  });
});

describe('the footer (storefront.md §2)', () => {
  const config = {
    ...SHOP.config,
    businessName: 'Rosmarin GmbH',
    termsAndConditionsText: '# AGB',
    privacyPolicy: 'https://example.at/datenschutz',
    imprint: '',
    imprintText: '',
  };
  it('links internal pages for configured texts, external URLs otherwise, and nothing else', () => {
    render(
      <Footer
        config={config}
        branches={[branch()]}
        canInstall={false}
        onInstall={jest.fn()}
        year={2026}
      />,
    );
    expect(screen.getByRole('link', { name: 'AGB' }).getAttribute('href')).toBe('/agb');
    const privacy = screen.getByRole('link', { name: 'Datenschutz' });
    expect(privacy.getAttribute('href')).toBe('https://example.at/datenschutz');
    expect(privacy.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('link', { name: 'Impressum' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Online Bestellen' }).getAttribute('href')).toBe(
      '/store/graz-hauptplatz',
    );
    expect(screen.getByText('© 2026 Rosmarin GmbH')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'App installieren' })).toBeNull();
  });

  it('offers installing the app only when possible, and no single-branch link for several', () => {
    const onInstall = jest.fn();
    render(
      <Footer
        config={config}
        branches={[branch(), branch({ id: 2, identifier: 'wien' })]}
        canInstall
        onInstall={onInstall}
        year={2026}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Online Bestellen' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'App installieren' }));
    expect(onInstall).toHaveBeenCalled();
  });
});

describe('the offline banner (storefront.md §8)', () => {
  it('shows while the browser is offline and retries', () => {
    const onRetry = jest.fn();
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineBanner onRetry={onRetry} />);
    expect(screen.queryByRole('alert')).toBeNull();
    online.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('alert').textContent).toContain(
      'Sie sind offline. Bitte überprüfen Sie Ihre Internetverbindung.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalled();
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('alert')).toBeNull();
    online.mockRestore();
  });
});

describe('the staff toolbar and contexts', () => {
  it('shows the user, the version and the back-office links, and closes', () => {
    render(<StaffToolbar user={{ firstName: 'Eva', lastName: 'Huber' }} version="1.7.2-dev" />);
    expect(screen.getByText('Version 1.7.2-dev')).toBeTruthy();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/backend#/sites',
      '/backend#/dashboard',
      '/backend#/navigations',
      '/backend',
    ]);
    // Logging out is a POST (a form), never a link.
    const logout = screen.getByRole('button', { name: 'Abmelden' });
    expect(logout.getAttribute('type')).toBe('submit');
    const form = logout.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/backend/logout');
    fireEvent.click(screen.getByRole('button', { name: 'Leiste schließen' }));
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(formatUserName({ username: 'admin' })).toBe('admin');
  });

  it('gives an admin the frontend tools panel, and an employee not', () => {
    const { unmount } = render(
      <StaffToolbar user={{ username: 'mitarbeiter', roles: ['ROLE_EMPLOYEE'] }} version="1" />,
    );
    expect(screen.queryByRole('button', { name: 'Werkzeuge' })).toBeNull();
    unmount();
    render(<StaffToolbar user={{ username: 'admin', roles: ['ROLE_ADMIN'] }} version="1" />);
    const toggle = screen.getByRole('button', { name: 'Werkzeuge' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Admin-Werkzeuge' })).toBeNull();
    fireEvent.click(toggle);
    const panel = within(screen.getByRole('region', { name: 'Admin-Werkzeuge' }));
    expect(panel.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/backend#/orders',
      '/backend#/branches',
      '/backend#/catalog/products',
      '/backend#/catalog/menus',
      '/backend#/configuration',
      '/backend#/logs',
    ]);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('lets an admin see the shop as a first-time visitor again', () => {
    const reload = jest.fn();
    sessionStorage.setItem('bestellwerk.cart.graz-hauptplatz', '{}');
    sessionStorage.setItem('other-app', 'kept');
    document.cookie = 'cookie-consent=1; path=/';
    document.cookie = 'pwa-dismiss=1; path=/';
    render(<AdminTools reload={reload} />);
    fireEvent.click(screen.getByRole('button', { name: 'Warenkorb und Eingaben leeren' }));
    expect(sessionStorage.getItem('bestellwerk.cart.graz-hauptplatz')).toBeNull();
    expect(sessionStorage.getItem('other-app')).toBe('kept');
    fireEvent.click(screen.getByRole('button', { name: 'Cookie-Zustimmung zurücksetzen' }));
    expect(document.cookie).not.toContain('cookie-consent');
    expect(document.cookie).not.toContain('pwa-dismiss');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('keeps the self-service context for the tab and skips prompts there', () => {
    sessionStorage.clear();
    expect(routeContext('?context=self-service')).toBe('self-service');
    expect(routeContext('')).toBe('self-service');
    expect(routeContext('?context=default')).toBe('default');
    const base = {
      pluginOn: true,
      selfService: false,
      standalone: false,
      dismissed: false,
      supported: true,
    };
    expect(mayPrompt(base)).toBe(true);
    expect(mayPrompt({ ...base, selfService: true })).toBe(false);
    expect(mayPrompt({ ...base, dismissed: true })).toBe(false);
    expect(mayPrompt({ ...base, pluginOn: false })).toBe(false);
    expect(mayPrompt({ ...base, standalone: true })).toBe(false);
  });
});

describe('the self-service screensaver (storefront.md §2)', () => {
  it('covers the kiosk until tapped and comes back for the next customer when left alone', () => {
    jest.useFakeTimers();
    const onIdle = jest.fn();
    render(<Screensaver shopName="Café Rosmarin" onIdle={onIdle} />);
    fireEvent.click(screen.getByRole('button', { name: /Tippen um zu bestellen/ }));
    expect(screen.queryByRole('button', { name: /Tippen um zu bestellen/ })).toBeNull();
    act(() => {
      jest.advanceTimersByTime(SCREENSAVER_IDLE_MS - 1000);
      window.dispatchEvent(new Event('pointerdown'));
      jest.advanceTimersByTime(SCREENSAVER_IDLE_MS - 1000);
    });
    expect(onIdle).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /Tippen um zu bestellen/ })).toBeTruthy();
    jest.useRealTimers();
  });
});
