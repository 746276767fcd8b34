import { Type, plainToInstance } from 'class-transformer';
import { IsInt, IsOptional, validateSync } from 'class-validator';
import { ValidateNested } from './nested';

class Ref {
  @IsInt()
  id!: number;
}

class Body {
  @IsOptional()
  @ValidateNested()
  @Type(() => Ref)
  one?: Ref;

  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => Ref)
  many?: Ref[];
}

const failed = (plain: object) =>
  validateSync(plainToInstance(Body, plain)).map((error) => error.property);

describe('ValidateNested', () => {
  it('refuses a list where one object belongs (class-validator let [] through)', () => {
    expect(failed({ one: [] })).toEqual(['one']);
    expect(failed({ one: [{ id: 1 }] })).toEqual(['one']);
  });

  it('checks one object and lists of objects as before', () => {
    expect(failed({ one: { id: 1 }, many: [{ id: 2 }] })).toEqual([]);
    expect(failed({ one: { id: 'x' } })).toEqual(['one']);
    expect(failed({ many: [{ id: 'x' }] })).toEqual(['many']);
  });
});
