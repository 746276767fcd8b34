import { SHOP } from './fixtures';
import { pageHead } from './head';
import { pageTitle, TITLE_PREFIX } from './page-title';

describe('the page title', () => {
  it('is the SEO title, else the title, else the shop name, with the page in front', () => {
    expect(pageTitle({ ...SHOP.config, seoTitle: 'Rosmarin online' })).toBe('Rosmarin online');
    expect(pageTitle({ ...SHOP.config, title: '' }, 'Wien Neubau')).toBe(
      'Wien Neubau - Café Rosmarin',
    );
  });

  it("puts 'Bestellvorgang - ' before the checkout's and 'Bestellstatus - ' before the status page's base", () => {
    expect(
      pageHead(SHOP.config, '/store/graz/checkout', { prefix: TITLE_PREFIX.checkout }).title,
    ).toBe('Bestellvorgang - Café Rosmarin');
    expect(
      pageTitle({ ...SHOP.config, seoTitle: 'Rosmarin online' }, { prefix: TITLE_PREFIX.status }),
    ).toBe('Bestellstatus - Rosmarin online');
  });
});
