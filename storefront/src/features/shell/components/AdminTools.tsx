import { CONSENT_COOKIE } from '../../../shared/consent';
import { CUSTOMER_KEYS, forgetStored } from '../../../shared/customer-storage';
import { DISMISS_COOKIE } from '../state/pwa';

/** The back-office areas an admin jumps to from the storefront. */
export const ADMIN_LINKS = [
  { href: '/backend#/orders', label: 'Bestellungen' },
  { href: '/backend#/branches', label: 'Filialen' },
  { href: '/backend#/catalog/products', label: 'Produkte' },
  { href: '/backend#/catalog/menus', label: 'Menüs' },
  { href: '/backend#/configuration', label: 'Konfiguration' },
  { href: '/backend#/logs', label: 'Protokoll' },
];

/**
 * storefront.md §6: the extra frontend tools panel of a ROLE_ADMIN user. Links into the
 * back office, and two tools to see the shop as a first-time visitor: an empty cart and
 * checkout draft, and the cookie banner and install prompt again.
 */
export function AdminTools({ reload = () => location.reload() }: { reload?: () => void }) {
  return (
    <section className="admin-tools" id="admin-tools" aria-label="Admin-Werkzeuge">
      <ul>
        {ADMIN_LINKS.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
      <div className="admin-tools__actions">
        <button
          type="button"
          className="staff-toolbar__toggle"
          onClick={() => {
            forgetStored(sessionStorage, CUSTOMER_KEYS);
            forgetStored(localStorage, CUSTOMER_KEYS);
            reload();
          }}
        >
          Warenkorb und Eingaben leeren
        </button>
        <button
          type="button"
          className="staff-toolbar__toggle"
          onClick={() => {
            for (const name of [CONSENT_COOKIE, DISMISS_COOKIE]) {
              document.cookie = `${name}=; max-age=0; path=/`;
            }
            reload();
          }}
        >
          Cookie-Zustimmung zurücksetzen
        </button>
      </div>
    </section>
  );
}
