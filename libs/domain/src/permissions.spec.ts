import { PERMISSIONS, hasPermission, roleAbilities, rolesWith } from './permissions';

describe('who may do what', () => {
  it('lets administrators do everything and employees only their branches’ daily work', () => {
    expect(hasPermission(['ROLE_ADMIN'], 'content')).toBe(true);
    expect(hasPermission(['ROLE_EMPLOYEE'], 'orders')).toBe(true);
    expect(hasPermission(['ROLE_EMPLOYEE'], 'content')).toBe(false);
    expect(hasPermission(['ROLE_EMPLOYEE'], 'settings')).toBe(false);
    expect(hasPermission(['ROLE_EMPLOYEE'], 'revenue')).toBe(false);
    expect(hasPermission(['ROLE_EMPLOYEE', 'ROLE_ADMIN'], 'revenue')).toBe(true);
    expect(hasPermission([], 'orders')).toBe(false);
    expect(rolesWith('revenue')).toEqual(['ROLE_ADMIN']);
  });

  it('writes what a Mitarbeiter:in may and may not do from the same table', () => {
    const { may, mayNot } = roleAbilities('ROLE_EMPLOYEE');
    expect(may).toContain(PERMISSIONS.orders.label);
    expect(mayNot).toContain('Seiten und Rechtstexte (AGB, Impressum, Datenschutz) bearbeiten');
    expect(mayNot).toContain(PERMISSIONS.revenue.label);
  });
});
