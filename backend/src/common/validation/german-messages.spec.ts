import {
  IsEmail,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { Type, plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { translateValidationErrors } from './german-messages';

class Area {
  @IsNotEmpty()
  area!: string;

  @Min(0)
  price!: number;
}

class Sample {
  @IsNotEmpty()
  @IsString()
  @MaxLength(5)
  name!: string;

  @IsOptional()
  @IsEmail()
  email?: string;

  @IsOptional()
  @IsUrl()
  website?: string;

  @ValidateNested({ each: true })
  @Type(() => Area)
  deliveryAreas: Area[] = [];
}

function messagesFor(plain: object) {
  return translateValidationErrors(validateSync(plainToInstance(Sample, plain)));
}

describe('German validation messages', () => {
  it('names the field of a required value', () => {
    expect(messagesFor({})).toContainEqual({ field: 'name', message: '„Name“ ist erforderlich.' });
  });

  it('states the length limit', () => {
    expect(messagesFor({ name: 'zu lang' })).toContainEqual({
      field: 'name',
      message: '„Name“ darf höchstens 5 Zeichen lang sein.',
    });
  });

  it('explains e-mail and URL formats', () => {
    const messages = messagesFor({ name: 'ok', email: 'kein-mail', website: 'nix' });
    expect(messages).toContainEqual({
      field: 'email',
      message: '„E-Mail“ muss eine gültige E-Mail-Adresse sein.',
    });
    expect(messages).toContainEqual({
      field: 'website',
      message: '„Website“ muss eine gültige URL sein (z. B. https://example.at).',
    });
  });

  it('gives the path of a nested field and its range', () => {
    const messages = messagesFor({ name: 'ok', deliveryAreas: [{ area: 'Zentrum', price: -1 }] });
    expect(messages).toEqual([
      { field: 'deliveryAreas.0.price', message: '„Preis“ muss mindestens 0 sein.' },
    ]);
  });

  it('puts the message a client shows first: missing, then the wrong kind, then limits', () => {
    const [first, ...rest] = messagesFor({ name: { not: 'a text' } });
    expect(first).toEqual({ field: 'name', message: '„Name“ muss ein Text sein.' });
    expect(rest).toContainEqual({
      field: 'name',
      message: '„Name“ darf höchstens 5 Zeichen lang sein.',
    });
    expect(messagesFor({ name: null })[0]).toEqual({
      field: 'name',
      message: '„Name“ ist erforderlich.',
    });
  });
});
