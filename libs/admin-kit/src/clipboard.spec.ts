import { CLIPBOARD_KEY, clipboard } from './clipboard';

interface Rule {
  type: string;
  from: string;
  to: string;
}

describe('clipboard', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps one item per context under one session-storage key', () => {
    const hours = clipboard<Rule[]>('openingHours');
    const delivery = clipboard<Rule[]>('deliveryHours');
    hours.copy([{ type: 'daily', from: '08:00', to: '18:00' }]);
    delivery.copy([{ type: 'monday', from: '11:00', to: '14:00' }]);
    hours.copy([{ type: 'sunday', from: '10:00', to: '12:00' }]);

    expect(hours.paste()).toEqual([{ type: 'sunday', from: '10:00', to: '12:00' }]);
    expect(delivery.paste()).toEqual([{ type: 'monday', from: '11:00', to: '14:00' }]);
    expect(sessionStorage.length).toBe(1);
    expect(Object.keys(JSON.parse(sessionStorage.getItem(CLIPBOARD_KEY)!))).toEqual([
      'openingHours',
      'deliveryHours',
    ]);
  });

  it('pastes a copy, and nothing in an empty context', () => {
    const hours = clipboard<Rule[]>('openingHours');
    expect(hours.has()).toBe(false);
    expect(hours.paste()).toBeUndefined();
    hours.copy([{ type: 'daily', from: '08:00', to: '18:00' }]);
    const pasted = hours.paste()!;
    pasted[0].from = '09:00';
    expect(hours.paste()![0].from).toBe('08:00');
    hours.clear();
    expect(hours.has()).toBe(false);
  });

  it('survives a broken stored value', () => {
    sessionStorage.setItem(CLIPBOARD_KEY, '{not json');
    const hours = clipboard<Rule[]>('openingHours');
    expect(hours.paste()).toBeUndefined();
    hours.copy([]);
    expect(hours.paste()).toEqual([]);
  });
});
