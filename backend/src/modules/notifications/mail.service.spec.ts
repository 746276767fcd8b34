import { senderOf } from './mail.service';

describe('the sender of a mail', () => {
  it("is the shop's name at MAIL_FROM's address", () => {
    expect(senderOf('Bestellwerk <no-reply@shop.example.at>', 'Café Rosmarin')).toEqual({
      name: 'Café Rosmarin',
      address: 'no-reply@shop.example.at',
    });
    expect(senderOf('no-reply@shop.example.at', 'Café Rosmarin')).toEqual({
      name: 'Café Rosmarin',
      address: 'no-reply@shop.example.at',
    });
  });

  it('is MAIL_FROM as it is without a shop name', () => {
    expect(senderOf('Bestellwerk <no-reply@shop.example.at>')).toBe(
      'Bestellwerk <no-reply@shop.example.at>',
    );
    expect(senderOf('Bestellwerk <no-reply@shop.example.at>', '  ')).toBe(
      'Bestellwerk <no-reply@shop.example.at>',
    );
  });
});
