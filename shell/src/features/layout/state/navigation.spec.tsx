import { REMOTE_LABELS } from '../../remotes/state/remotes';
import { areasFor } from '../components/ShellLayout';
import { AREA_PLACES, NAV_GROUPS, placeOf } from './navigation';

// Each icon as its own name: the icon package ships ES modules jest cannot load here.
jest.mock(
  '@ant-design/icons',
  () => new Proxy({}, { get: (_target, name) => (name === '__esModule' ? false : name) }),
);

const ALL_REMOTES = Object.fromEntries(
  Object.keys(REMOTE_LABELS).map((name) => [name, `/backend/remotes/${name}/mf-manifest.json`]),
);

describe('the navigation of the back office', () => {
  const admin = areasFor(ALL_REMOTES, true);
  const menu = admin.filter((area) => area.inMenu !== false);

  it('puts every area of an admin into one of Verkauf, Inhalte, Team, Einstellungen', () => {
    expect(NAV_GROUPS.map((group) => group.label)).toEqual([
      'Verkauf',
      'Inhalte',
      'Team',
      'Einstellungen',
    ]);
    // Known, not the fallback for a remote deployed before the shell knew it.
    for (const area of menu) expect(AREA_PLACES[area.key]).toBeDefined();
    const byGroup = Object.fromEntries(
      NAV_GROUPS.map((group) => [
        group.label,
        menu.filter((area) => area.group === group.key).map((area) => area.label),
      ]),
    );
    expect(byGroup).toEqual({
      Verkauf: ['Übersicht', 'Bestellungen', 'Produktkataloge', 'Kunden', 'Spendenempfänger'],
      Inhalte: ['Website & Medien', 'Digital Signage'],
      Team: ['Zeiterfassung', 'Benutzer', 'Externe Benutzer'],
      Einstellungen: [
        'Filialen',
        'Liefergebiete & Tische',
        'Organisationen',
        'Konfiguration',
        'Protokoll',
        'Betrieb',
      ],
    });
  });

  it('gives every entry an icon of its own', () => {
    const icons = menu.map((area) => area.icon);
    expect(new Set(icons).size).toBe(icons.length);
    // A remote the shell does not know yet gets none of theirs either.
    expect(icons).not.toContain(placeOf('a-new-module').icon);
  });

  it("heads the one area whose page has no heading of its own with the area's name", () => {
    expect(admin.filter((area) => area.shellHeading).map((area) => area.key)).toEqual(['cms']);
    expect(placeOf('a-new-module').shellHeading).toBe(true);
  });
});
