import { followName, scenePayload } from './sceneForm';

describe('path and identifier follow the scene name until edited', () => {
  it('derives both from the name of a new scene', () => {
    expect(followName({}, 'Mittagskarte Süd')).toEqual({
      path: 'mittagskarte-sued',
      identifier: 'mittagskarte-sued',
    });
  });

  it('follows on while they are still what the name gave', () => {
    const values = { name: 'Mittagskarte', path: 'mittagskarte', identifier: 'mittagskarte' };
    expect(followName(values, 'Mittagskarte Süd')).toEqual({
      path: 'mittagskarte-sued',
      identifier: 'mittagskarte-sued',
    });
  });

  it('keeps a path or identifier someone typed', () => {
    const values = { name: 'Mittagskarte', path: 'mittag', identifier: 'mittagskarte' };
    expect(followName(values, 'Mittagskarte Süd')).toEqual({ identifier: 'mittagskarte-sued' });
  });

  it('sends no id in the payload', () => {
    expect(scenePayload({ id: 4, name: 'A', path: 'a', identifier: 'a' })).not.toHaveProperty('id');
  });
});
