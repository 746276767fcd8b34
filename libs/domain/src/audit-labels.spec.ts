import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  auditActionLabel,
  auditDisplayName,
  auditEntityLabel,
  auditSummary,
} from './audit-labels';
import { ORDER_ACTIONS } from './order-status';
import { ACTIVITY_ACTIONS } from './working-activity';

describe('the audit log in German', () => {
  it('says what happened to which record by its name', () => {
    expect(
      auditSummary({
        action: 'update',
        entity: 'products',
        entityId: '12',
        entityName: 'Espresso',
      }),
    ).toBe('Produkt „Espresso“ geändert');
    expect(
      auditSummary({ action: 'delete', entity: 'scenes', entityId: '3', entityName: 'Frühstück' }),
    ).toBe('Szene „Frühstück“ gelöscht');
    expect(
      auditSummary({ action: 'create', entity: 'redirects', entityId: '4', entityName: '/alt' }),
    ).toBe('Weiterleitung „/alt“ angelegt');
    expect(
      auditSummary({
        action: 'status:confirm',
        entity: 'orders',
        entityId: '9',
        entityName: 'Nr. 7',
      }),
    ).toBe('Bestellung „Nr. 7“ bestätigt');
    expect(
      auditSummary({ action: 'update-item', entity: 'orders', entityId: '9', entityName: 'Nr. 7' }),
    ).toBe('Bestellung „Nr. 7“: Position geändert');
  });

  it('reads rows without a name by their number, and settings by their area', () => {
    expect(
      auditSummary({ action: 'update', entity: 'products', entityId: '12', entityName: null }),
    ).toBe('Produkt #12 geändert');
    expect(auditSummary({ action: 'update', entity: 'config', entityId: null })).toBe(
      'Konfiguration geändert',
    );
    // A changed shop title is a setting, not the configuration's name.
    expect(auditDisplayName('config', { title: 'Café Rosmarin', currency: 'EUR' })).toBeNull();
  });

  it('never shows a code: unknown areas and actions read in plain German', () => {
    expect(auditSummary({ action: 'frobnicate', entity: 'gadgets', entityId: '1' })).toBe(
      'Eintrag #1 bearbeitet',
    );
    expect(auditActionLabel('frobnicate')).toBe('Bearbeitet');
    expect(auditEntityLabel('gadgets')).toBe('Sonstiges');
  });

  it('names every order status step and every working-time step', () => {
    for (const action of ORDER_ACTIONS) expect(AUDIT_ACTIONS[`status:${action}`]).toBeDefined();
    for (const action of ACTIVITY_ACTIONS) expect(AUDIT_ACTIONS[action]).toBeDefined();
  });

  it('has a German singular and plural for every area', () => {
    for (const name of Object.values(AUDIT_ENTITIES)) {
      expect(name.singular).toMatch(/^[A-ZÄÖÜ]/);
      expect(name.plural).toMatch(/^[A-ZÄÖÜ]/);
    }
  });

  it('finds the name of a record by what the area names it by', () => {
    expect(auditDisplayName('products', { id: 1, name: 'Espresso' })).toBe('Espresso');
    expect(auditDisplayName('sites', { path: 'agb', name: '', title: 'AGB' })).toBe('AGB');
    expect(auditDisplayName('users', { username: 'anna' })).toBe('anna');
    expect(auditDisplayName('navigations', { identifier: 'main' })).toBe('main');
    expect(auditDisplayName('redirects', { path: '/alt', target: '/neu' })).toBe('/alt');
    expect(
      auditDisplayName('orders', { ticketNumber: 7, firstName: 'Eva', lastName: 'Berg' }),
    ).toBe('Nr. 7, Eva Berg');
    expect(
      auditDisplayName('working-activities', {
        user: { firstName: 'Eva', lastName: 'Berg' },
        startedAt: '2026-11-27T23:30:00.000Z',
      }),
    ).toBe('Eva Berg, 28.11.2026');
    expect(
      auditDisplayName('absences', {
        user: { username: 'eva' },
        fromDay: '2026-12-01',
        toDay: '2026-12-03',
      }),
    ).toBe('eva, 01.12.2026 – 03.12.2026');
    expect(auditDisplayName('products', { id: 1 })).toBeNull();
    expect(auditDisplayName('products', null)).toBeNull();
  });
});
