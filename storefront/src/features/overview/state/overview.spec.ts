import { SHOP, WEDNESDAY_11, branch } from '../../../shared/fixtures';
import { branchCard, overview } from './overview';

describe('a branch card', () => {
  it('shows an open branch with its hours and pickup times', () => {
    const card = branchCard(branch({ orderableFrom: '11:30' }), WEDNESDAY_11);
    expect(card).toMatchObject({
      isOpen: true,
      isClosingSoon: false,
      statusText: 'Offen heute 08:00 Uhr bis 20:00 Uhr',
      pickupText: 'Abholung 11:30 Uhr bis 20:00 Uhr',
    });
  });

  it('marks the last hour before closing', () => {
    const card = branchCard(branch(), new Date('2026-11-25T18:30:00Z'));
    expect(card.isClosingSoon).toBe(true);
  });

  it('shows the closed message of a branch without a next shift', () => {
    const card = branchCard(SHOP.branches[1], WEDNESDAY_11);
    expect(card).toMatchObject({ isOpen: false, statusText: 'Wegen Umbau geschlossen' });
    expect(card.pickupText).toBeNull();
  });

  it('says when a closed branch opens on a later day', () => {
    const weekdays = branch({
      openingHours: [{ type: 'monday', isClosed: false, from: '09:00', to: '17:00' }],
    });
    expect(branchCard(weekdays, WEDNESDAY_11).statusText).toBe('Öffnet Montag um 09:00 Uhr');
  });
});

describe('the overview', () => {
  it('counts only while a search or a tag is active', () => {
    expect(overview(SHOP.branches, '', null, WEDNESDAY_11).countText).toBeNull();
    expect(overview(SHOP.branches, 'wien', null, WEDNESDAY_11).countText).toBe(
      '1 von 2 Filialen werden angezeigt.',
    );
    const byTag = overview(SHOP.branches, '', 1, WEDNESDAY_11);
    expect(byTag.cards.map((card) => card.branch.name)).toEqual(['Graz Hauptplatz']);
  });

  it('finds branches by zip code, city or tag name', () => {
    const names = (term: string) =>
      overview(SHOP.branches, term, null, WEDNESDAY_11).cards.map((card) => card.branch.name);
    expect(names('1070')).toEqual(['Wien Neubau']);
    expect(names('graz, 1070')).toEqual(['Graz Hauptplatz', 'Wien Neubau']);
    expect(names('mittagstisch')).toEqual(['Wien Neubau']);
    expect(names('Salzburg')).toEqual([]);
  });
});
