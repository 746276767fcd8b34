import { actionLabel, changesOf, entityLabel, formatLogValue } from './auditLabels';

describe('the audit log in German', () => {
  it('names entities and actions in German, unknown codes as they are', () => {
    expect(entityLabel('branches')).toBe('Filialen');
    expect(entityLabel('api-keys')).toBe('API-Schlüssel');
    expect(actionLabel('update')).toBe('Geändert');
    expect(actionLabel('resend-new-order-sms')).toBe('SMS erneut gesendet');
    expect(entityLabel('signage-scenes')).toBe('signage-scenes');
  });

  it('lists the changed fields of an update, of a create and of a delete', () => {
    expect(
      changesOf(
        { name: 'Nord', isPublic: true, updatedAt: '1', tags: [1] },
        { name: 'Nordost', isPublic: true, updatedAt: '2', tags: [1, 2] },
      ),
    ).toEqual([
      { field: 'name', before: 'Nord', after: 'Nordost' },
      { field: 'tags', before: [1], after: [1, 2] },
    ]);
    expect(changesOf(null, { name: 'Süd' })).toEqual([
      { field: 'name', before: undefined, after: 'Süd' },
    ]);
    expect(changesOf({ name: 'Süd' }, null)).toEqual([
      { field: 'name', before: 'Süd', after: undefined },
    ]);
  });

  it('shows values as text', () => {
    expect(formatLogValue(null)).toBe('–');
    expect(formatLogValue(false)).toBe('nein');
    expect(formatLogValue(12.5)).toBe('12.5');
    expect(formatLogValue({ id: 2 })).toBe('{"id":2}');
  });
});
