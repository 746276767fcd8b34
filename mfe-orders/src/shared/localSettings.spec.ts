import { readSetting } from './localSettings';

describe('the local settings of a device', () => {
  it('show products and customer data unless switched off with 0', () => {
    localStorage.clear();
    expect(readSetting('showProductData')).toBe(true);
    localStorage.setItem('showCustomerData', '0');
    expect(readSetting('showCustomerData')).toBe(false);
    localStorage.setItem('showCustomerData', '1');
    expect(readSetting('showCustomerData')).toBe(true);
  });
});
