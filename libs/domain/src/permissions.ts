/**
 * Who may do what in the back office, in one table: the backend's guards refuse by it (with
 * the permission's German refusal) and the user editor explains each role from it.
 * Administrators may everything; Mitarbeiter:innen what ROLE_PERMISSIONS gives them.
 */
export const ROLES = ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] as const;
export type RoleName = (typeof ROLES)[number];

export const ROLE_LABELS: Readonly<Record<RoleName, string>> = {
  ROLE_ADMIN: 'Administration',
  ROLE_EMPLOYEE: 'Mitarbeiter:in',
};

export interface PermissionText {
  /** What it allows, as the user editor lists it: „Umsätze sehen“. */
  label: string;
  /** The 403 when a user without it tries. */
  refusal: string;
}

const ADMINS_ONLY = 'Dafür ist die Rolle „Administration“ nötig.';

export const PERMISSIONS = {
  orders: {
    label: 'Bestellungen ihrer Filialen sehen, annehmen und bearbeiten',
    refusal: `Sie haben keine Berechtigung für diese Bestellung.`,
  },
  tables: {
    label: 'Tische ihrer Filialen pflegen',
    refusal: `Sie haben keine Berechtigung für die Tische dieser Filiale.`,
  },
  'time-tracking': {
    label: 'die eigene Arbeitszeit erfassen und Abwesenheiten beantragen',
    refusal: 'Sie haben keine Berechtigung für diese Arbeitszeit.',
  },
  statistics: {
    label: 'Bestell- und Besucherzahlen ihrer Filialen sehen',
    refusal: 'Sie haben keine Berechtigung für diese Statistik.',
  },
  revenue: {
    label: 'Umsätze sehen (auch über alle Filialen)',
    refusal: `Umsätze dürfen Sie nicht sehen. ${ADMINS_ONLY}`,
  },
  catalog: {
    label: 'Produkte, Kategorien und Produktkataloge bearbeiten',
    refusal: `Produkte und Kataloge dürfen Sie nicht bearbeiten. ${ADMINS_ONLY}`,
  },
  content: {
    label: 'Seiten und Rechtstexte (AGB, Impressum, Datenschutz) bearbeiten',
    refusal: `Seiten und Rechtstexte (AGB, Impressum, Datenschutz) dürfen Sie nicht bearbeiten. ${ADMINS_ONLY}`,
  },
  settings: {
    label: 'die Konfiguration samt Rechtstexten und Zahlungsarten ändern',
    refusal: `Die Konfiguration (mit den Rechtstexten AGB, Impressum, Datenschutz) dürfen Sie nicht ändern. ${ADMINS_ONLY}`,
  },
  users: {
    label: 'Benutzer:innen und ihre Rollen verwalten',
    refusal: `Benutzer:innen dürfen Sie nicht verwalten. ${ADMINS_ONLY}`,
  },
} as const satisfies Record<string, PermissionText>;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export const ROLE_PERMISSIONS: Readonly<Record<RoleName, readonly Permission[]>> = {
  ROLE_ADMIN: PERMISSION_NAMES,
  ROLE_EMPLOYEE: ['orders', 'tables', 'time-tracking', 'statistics'],
};

/** Whether a user with these roles holds the permission. */
export function hasPermission(roles: readonly string[], permission: Permission): boolean {
  return roles.some((role) => (ROLE_PERMISSIONS[role as RoleName] ?? []).includes(permission));
}

/** The roles that hold a permission (a dashboard widget shown only to them). */
export function rolesWith(permission: Permission): RoleName[] {
  return ROLES.filter((role) => ROLE_PERMISSIONS[role].includes(permission));
}

/** What a role may and may not do, in the words of the table (the user editor's text). */
export function roleAbilities(role: RoleName): { may: string[]; mayNot: string[] } {
  const held = ROLE_PERMISSIONS[role];
  return {
    may: PERMISSION_NAMES.filter((name) => held.includes(name)).map(
      (name) => PERMISSIONS[name].label,
    ),
    mayNot: PERMISSION_NAMES.filter((name) => !held.includes(name)).map(
      (name) => PERMISSIONS[name].label,
    ),
  };
}
