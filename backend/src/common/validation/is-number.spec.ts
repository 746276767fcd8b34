import { validateSync } from 'class-validator';
import { IsNumber, decimalPlaces } from './is-number';

class Money {
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false })
  value!: unknown;
}

const valid = (value: unknown) => validateSync(Object.assign(new Money(), { value })).length === 0;

describe('IsNumber with maxDecimalPlaces', () => {
  it('counts decimal places in exponent notation too', () => {
    expect(decimalPlaces(12.5)).toBe(1);
    expect(decimalPlaces(1e-7)).toBe(7);
    expect(decimalPlaces(2.5e-8)).toBe(9);
    expect(decimalPlaces(1e21)).toBe(0);
  });

  it('refuses what class-validator threw a TypeError for, and keeps its other answers', () => {
    expect(valid(1e-7)).toBe(false);
    expect(valid(2.6700601236696684e-171)).toBe(false);
    expect(valid(12.34)).toBe(true);
    expect(valid(12.345)).toBe(false);
    expect(valid(1e21)).toBe(true);
    expect(valid(NaN)).toBe(false);
    expect(valid(Infinity)).toBe(false);
    expect(valid('12')).toBe(false);
  });
});
