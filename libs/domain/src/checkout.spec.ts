import {
  PAYMENT_BRANCH_FIELDS,
  SUBMIT_LABELS,
  contactRequirements,
  isPaymentAllowed,
  isPaymentOnInConfig,
  defaultPaymentMethod,
  paymentMethodsFor,
  searchDonatees,
  submitLabel,
} from './checkout';

describe('submit button label (storefront.md §4)', () => {
  it('asks for a quotation when the branch requires one, open or not', () => {
    expect(
      submitLabel({
        isQuotationRequired: true,
        isOpenForOrderType: false,
        isPreorderEnabled: false,
      }),
    ).toBe(SUBMIT_LABELS.quotation);
  });
  it('orders while open and preorders while closed with preorders on', () => {
    expect(
      submitLabel({
        isQuotationRequired: false,
        isOpenForOrderType: true,
        isPreorderEnabled: true,
      }),
    ).toBe('Bestellung abschicken');
    expect(
      submitLabel({
        isQuotationRequired: false,
        isOpenForOrderType: false,
        isPreorderEnabled: true,
      }),
    ).toBe('Vorbestellung abschicken');
  });
  it('offers no submit while closed without preorders', () => {
    expect(
      submitLabel({
        isQuotationRequired: false,
        isOpenForOrderType: false,
        isPreorderEnabled: false,
      }),
    ).toBeNull();
  });
});

describe('payment methods', () => {
  const config = {
    enableCash: true,
    enablePluginMollie: true,
    enableMollie: true,
    enablePluginDatatrans: true,
    enableDatatrans: false,
  };
  it('needs the configuration and the branch to allow a method', () => {
    expect(paymentMethodsFor(config, { isCashEnabled: true, isMollieEnabled: true })).toEqual([
      'cash',
      'mollie',
    ]);
    expect(paymentMethodsFor(config, { isCashEnabled: false, isDatatransEnabled: true })).toEqual(
      [],
    );
  });
  it('defaults to cash, else datatrans, else the first offered', () => {
    expect(defaultPaymentMethod(['mollie', 'cash'])).toBe('cash');
    expect(defaultPaymentMethod(['mollie', 'datatrans'])).toBe('datatrans');
    expect(defaultPaymentMethod(['atm-card'])).toBe('atm-card');
    expect(defaultPaymentMethod([])).toBeNull();
  });
});

describe('contact requirements (storefront.md §5)', () => {
  const branch = {
    isTableSelectionEnabled: true,
    isDeliveryEmailRequired: true,
    isDeliveryAddressRequired: true,
    isDineInPhoneRequired: false,
  };
  it('reads the flags of the order type', () => {
    expect(contactRequirements(branch, 'delivery')).toEqual({
      email: true,
      phone: false,
      address: true,
      isContactHidden: false,
    });
  });
  it('hides the contact for dine-in at a table unless e-mail or phone is required', () => {
    expect(contactRequirements(branch, 'dine-in').isContactHidden).toBe(true);
    expect(
      contactRequirements({ ...branch, isDineInPhoneRequired: true }, 'dine-in').isContactHidden,
    ).toBe(false);
  });
});

describe('donatee search', () => {
  const donatees = [
    { name: 'Tierheim Graz', description: 'Hunde und Katzen' },
    { name: 'Rotes Kreuz', description: null },
  ];
  it('matches name or description case-insensitively, everything for an empty term', () => {
    expect(searchDonatees(donatees, 'katzen').map((d) => d.name)).toEqual(['Tierheim Graz']);
    expect(searchDonatees(donatees, '  KREUZ ').map((d) => d.name)).toEqual(['Rotes Kreuz']);
    expect(searchDonatees(donatees, '')).toHaveLength(2);
    expect(searchDonatees(donatees, 'xyz')).toEqual([]);
  });
});

describe('the configuration’s one switch of a payment method', () => {
  it.each([
    ['cash', { enableCash: true }, true],
    ['atm-card', { enablePluginATMCard: true, enableATMCard: true }, true],
    ['atm-card', { enablePluginATMCard: true, enableATMCard: false }, false],
    ['mollie', { enablePluginMollie: false, enableMollie: true }, false],
    ['datatrans', {}, false],
  ] as const)('%s with %j is on for all branches: %s', (method, config, on) => {
    expect(isPaymentOnInConfig(method, config)).toBe(on);
    // The branch's choice counts only where the configuration has the method on.
    expect(isPaymentAllowed(method, config, { [PAYMENT_BRANCH_FIELDS[method]]: true })).toBe(on);
  });
});
