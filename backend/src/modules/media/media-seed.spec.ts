import { placeholderSvg, wrapWords } from './media-seed';

describe('placeholder pictures', () => {
  it('wrap a name into at most three lines', () => {
    expect(wrapWords('Pizza', 14)).toEqual(['Pizza']);
    expect(wrapWords('Filiale Graz Hauptplatz', 14)).toEqual(['Filiale Graz', 'Hauptplatz']);
    expect(wrapWords('eins zwei drei vier fünf sechs sieben acht neun zehn', 9)).toHaveLength(3);
  });

  it('escape the name and use the theme colour family', () => {
    const svg = placeholderSvg('Fish & <Chips>', { background: '#058243' });
    expect(svg).toContain('Fish &amp; &lt;Chips&gt;');
    expect(svg).toContain('fill="#058243"');
    expect(placeholderSvg('Pizza')).toBe(placeholderSvg('Pizza'));
  });
});
