import { SHOP } from './fixtures';
import { pageTitle } from './page-title';

describe('the page title', () => {
  it('is the SEO title, else the title, else the shop name, with the page in front', () => {
    expect(pageTitle({ ...SHOP.config, seoTitle: 'Rosmarin online' })).toBe('Rosmarin online');
    expect(pageTitle(SHOP.config, 'Bestellstatus')).toBe('Bestellstatus - Café Rosmarin');
    expect(pageTitle({ ...SHOP.config, title: '' }, 'Wien Neubau')).toBe(
      'Wien Neubau - Café Rosmarin',
    );
  });
});
