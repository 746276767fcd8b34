import { ACTION_OPTIONS, ENTITY_OPTIONS, changesOf, formatLogValue } from './auditLabels';

describe('the audit log in German', () => {
  it('offers every area and action by its German name, never a code', () => {
    const areas = ENTITY_OPTIONS.map((option) => option.label);
    expect(areas).toEqual(
      expect.arrayContaining([
        'Szenen',
        'Weiterleitungen',
        'Navigationen',
        'Seiten',
        'Arbeitszeiten',
      ]),
    );
    expect(ENTITY_OPTIONS.find((option) => option.value === 'api-keys')?.label).toBe(
      'API-Schlüssel',
    );
    for (const option of [...ENTITY_OPTIONS, ...ACTION_OPTIONS]) {
      expect(option.label).toMatch(/^[A-ZÄÖÜ]/);
      expect(option.label).not.toBe(option.value);
    }
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
