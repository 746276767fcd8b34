import { LABEL_GRIDS, labelSheetProblems, labelSheets, labelsPerSheet } from './label-sheets';

describe('label sheets', () => {
  it('has the spec’s grids: compact 12 rows by 4 columns, detail 5 rows by 2 columns', () => {
    expect([LABEL_GRIDS.compact.rows, LABEL_GRIDS.compact.columns]).toEqual([12, 4]);
    expect([LABEL_GRIDS.detail.rows, LABEL_GRIDS.detail.columns]).toEqual([5, 2]);
    expect(labelsPerSheet('compact')).toBe(48);
    expect(labelsPerSheet('detail')).toBe(10);
  });

  it('repeats each product, fills the last sheet with empty cells and starts a new sheet when one is full', () => {
    const sheets = labelSheets(['Brezel', 'Semmel'], 'detail', { copies: 6 });
    expect(sheets).toHaveLength(2);
    expect(sheets[0]).toEqual([...Array(6).fill('Brezel'), ...Array(4).fill('Semmel')]);
    expect(sheets[1]).toEqual(['Semmel', 'Semmel', ...Array(8).fill(null)]);
  });

  it('leaves the used labels of a started sheet empty', () => {
    const [sheet] = labelSheets(['Brezel'], 'compact', { firstPosition: 47 });
    expect(sheet.indexOf('Brezel')).toBe(46);
    expect(sheet.filter(Boolean)).toHaveLength(1);
    expect(sheet).toHaveLength(48);
  });

  it('prints nothing for no products and refuses copies or positions outside the sheet in German', () => {
    expect(labelSheets([], 'compact')).toEqual([]);
    expect(labelSheetProblems('detail', { copies: 0, firstPosition: 11 })).toEqual([
      'Anzahl je Produkt muss zwischen 1 und 100 liegen.',
      'Die erste freie Position muss zwischen 1 und 10 liegen.',
    ]);
    expect(() => labelSheets(['Brezel'], 'compact', { firstPosition: 49 })).toThrow(
      'Die erste freie Position muss zwischen 1 und 48 liegen.',
    );
  });
});
