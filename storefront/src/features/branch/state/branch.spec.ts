import { branch, product } from '../../../shared/fixtures';

/** Wednesday 25 November 2026, 10:30 in Vienna: open (from 08:00), delivering from 11:00. */
const MORNING = new Date('2026-11-25T09:30:00Z');
import { branchBanners } from './banners';
import { productPrices } from './prices';

describe('the intro banners of a branch page', () => {
  it('say nothing while the branch is open and delivers', () => {
    expect(branchBanners(branch(), new Date('2026-11-25T11:30:00Z'))).toEqual([]);
  });

  it('announce no delivery, when it resumes, what is offered meanwhile and preorders', () => {
    expect(branchBanners(branch(), MORNING)).toEqual([
      'Derzeit ist leider keine Lieferung möglich.',
      'Wir liefern wieder ab 11:00 Uhr.',
      'In der Zwischenzeit bieten wir Takeaway oder Konsum vor Ort an.',
      'Gerne nehmen wir auch Ihre Vorbestellungen entgegen.',
    ]);
    expect(
      branchBanners(branch({ isDineInEnabled: false, isPreorderEnabled: false }), MORNING),
    ).toEqual([
      'Derzeit ist leider keine Lieferung möglich.',
      'Wir liefern wieder ab 11:00 Uhr.',
      'In der Zwischenzeit bieten wir Takeaway an.',
    ]);
  });

  it('announce a closed branch with its next opening, and that preorders wait for it', () => {
    const night = new Date('2026-11-25T21:00:00Z');
    expect(branchBanners(branch(), night)).toEqual([
      'Derzeit haben wir leider geschlossen.',
      'Wir öffnen wieder am Donnerstag um 08:00 Uhr.',
      'Gerne nehmen wir auch Ihre Vorbestellungen entgegen.',
      'Wir bearbeiten diese sobald wir wieder geöffnet haben.',
    ]);
  });
});

describe('the prices on a product card', () => {
  it('show the main unit with its calculation model and the alternative units', () => {
    const cheese = product({
      alternativeUnits: [{ unit: 'kilogram', ratio: 0.01, calculationModel: 'approximate' }],
    });
    expect(productPrices(cheese, 'EUR')).toEqual(['ca. 2,40 € / dag', 'ca. 240,00 € / kg']);
  });

  it('show an exact price without a word, a minimum with "ab"', () => {
    expect(productPrices(product({ calculationModel: 'fixed', unit: 'piece' }), 'EUR')).toEqual([
      '2,40 € / Stk.',
    ]);
    expect(productPrices(product({ calculationModel: 'minimum' }), 'EUR')[0]).toBe(
      'ab 2,40 € / dag',
    );
  });

  it('show nothing when the price is hidden', () => {
    expect(productPrices(product({ isPriceHidden: true, price: undefined }), 'EUR')).toEqual([]);
  });
});
