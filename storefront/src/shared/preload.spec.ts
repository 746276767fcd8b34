import { preloadedCheckoutMenu } from './preload';
import type { MenuView, ShopData } from './types';

const menu = { id: 9, name: 'Karte', catalog: [] } as unknown as MenuView;
/** The data a server render put into the page; 'none': a page rendered without a menu. */
const preload = (path: string, withMenu: MenuView | null | 'none' = menu) => {
  window.__BESTELLWERK__ = {
    path,
    shop: {} as ShopData,
    menu: withMenu === 'none' ? undefined : withMenu,
  };
};

describe('the menu a checkout opened first starts from', () => {
  afterEach(() => {
    delete window.__BESTELLWERK__;
  });

  it("is the one in the checkout's HTML, also after a failed payment", () => {
    for (const path of ['/store/graz/checkout', '/store/graz/checkout/error']) {
      preload(path);
      expect(preloadedCheckoutMenu('graz')).toBe(menu);
    }
    preload('/store/graz/checkout', null);
    expect(preloadedCheckoutMenu('graz')).toBeNull();
  });

  it("is none for another branch's checkout, the branch page or a page without data", () => {
    preload('/store/wien/checkout');
    expect(preloadedCheckoutMenu('graz')).toBeUndefined();
    preload('/store/graz');
    expect(preloadedCheckoutMenu('graz')).toBeUndefined();
    preload('/store/graz/checkout', 'none');
    expect(preloadedCheckoutMenu('graz')).toBeUndefined();
    delete window.__BESTELLWERK__;
    expect(preloadedCheckoutMenu('graz')).toBeUndefined();
  });
});
