import type { Schemas } from '@bestellwerk/api-client/schema';
import { useState } from 'react';
import { AdminTools } from './AdminTools';

/** GET /api/init's user (the generated UserResponse): the fields the toolbar reads. */
export type StaffUser = Partial<
  Pick<Schemas['UserResponse'], 'displayName' | 'username' | 'firstName' | 'lastName' | 'roles'>
>;

export const isAdmin = (user: StaffUser) => !!user.roles?.includes('ROLE_ADMIN');

export const STAFF_LINKS = [
  { href: '/backend#/sites', label: 'Seiten' },
  { href: '/backend#/dashboard', label: 'Dashboard' },
  { href: '/backend#/navigations', label: 'Navigationen' },
  { href: '/backend', label: 'Back-Office' },
];

/** Logging out changes state, so it is a form's POST, never a link a prefetcher could follow. */
export const LOGOUT_ACTION = '/backend/logout';

export function formatUserName(user: StaffUser): string {
  return (
    user.displayName ||
    [user.firstName, user.lastName].filter(Boolean).join(' ') ||
    user.username ||
    ''
  );
}

/**
 * storefront.md §2: a logged-in user's small toolbar, with back-office links; collapsible.
 * §6: an admin also gets the frontend tools panel behind 'Werkzeuge'.
 */
export function StaffToolbar({ user, version }: { user: StaffUser; version: string }) {
  const [open, setOpen] = useState(true);
  const [tools, setTools] = useState(false);
  return (
    <nav className={`staff-toolbar${open ? '' : ' is-closed'}`} aria-label="Mitarbeiter">
      <button
        type="button"
        className="staff-toolbar__toggle"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Leiste schließen' : formatUserName(user)}
      </button>
      {open ? (
        <>
          <span className="staff-toolbar__user">{formatUserName(user)}</span>
          <span className="staff-toolbar__version">Version {version}</span>
          <ul>
            {STAFF_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
            <li>
              <form method="post" action={LOGOUT_ACTION}>
                <button type="submit" className="staff-toolbar__logout">
                  Abmelden
                </button>
              </form>
            </li>
          </ul>
          {isAdmin(user) ? (
            <button
              type="button"
              className="staff-toolbar__toggle"
              aria-expanded={tools}
              aria-controls="admin-tools"
              onClick={() => setTools(!tools)}
            >
              Werkzeuge
            </button>
          ) : null}
          {isAdmin(user) && tools ? <AdminTools /> : null}
        </>
      ) : null}
    </nav>
  );
}
