import { formatMoney } from '@bestellwerk/domain';
import { formatMoney as formatMoneyOfTheBackOffice } from '@bestellwerk/api-client';
import { formatFigure } from './format';
import { statisticsCsvFileName } from './csv';

describe('money on the dashboard reads as in the shop', () => {
  it.each([
    [1250, 12.5, '12,50 €'],
    [123456, 1234.56, '1.234,56 €'],
    [0, 0, '0,00 €'],
    [-320, -3.2, '-3,20 €'],
  ])('%i cents: the dashboard, the shop and the order lists all write %s', (cents, euros, text) => {
    // The storefront formats prices with libs/domain formatMoney (no Intl).
    expect(formatMoney(euros)).toBe(text);
    expect(formatFigure('cents', cents)).toBe(formatMoney(euros));
    expect(formatMoneyOfTheBackOffice(euros)).toBe(formatMoney(euros));
  });

  it('writes counts and hours the German way', () => {
    expect(formatFigure('count', 1234.5)).toBe('1.234,5');
    expect(formatFigure('minutes', 95)).toBe('1:35 h');
  });

  it('names a CSV export in German from the chart and the range', () => {
    expect(statisticsCsvFileName('Beliebte Produkte', '2026-11-01', '2026-11-28')).toBe(
      'Beliebte-Produkte_01.11.2026-28.11.2026.csv',
    );
    expect(statisticsCsvFileName('Größen & Farben', '2026-11-28', '2026-11-28')).toBe(
      'Groessen-Farben_28.11.2026.csv',
    );
  });
});
