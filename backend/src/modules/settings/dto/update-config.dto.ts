import { Type } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsISO4217CurrencyCode,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { IsNumber } from '../../../common/validation/is-number';
import { fieldLabel } from '@bestellwerk/domain';
import { CONFIG_FIELDS, CONFIG_KEYS, Config, ConfigField } from '../settings.service';

const german = (text: string) => ({ context: { german: text } });

function rulesFor(key: string, field: ConfigField): PropertyDecorator[] {
  const label = fieldLabel(key);
  switch (field.kind) {
    case 'text':
      return [IsString(), MaxLength(field.maxLength)];
    case 'url':
      return [IsUrl({ require_protocol: true, protocols: ['http', 'https'] }), MaxLength(500)];
    case 'flag':
      return [IsBoolean()];
    case 'number':
      return [IsNumber({ allowNaN: false, allowInfinity: false }), Min(field.min), Max(field.max)];
    case 'choice':
      return [IsIn(field.values)];
    case 'currency':
      return [
        IsISO4217CurrencyCode(
          german(`„${label}“ muss ein Währungscode nach ISO 4217 sein (z. B. EUR).`),
        ),
      ];
    case 'id':
      return [
        IsString(),
        Matches(
          field.pattern,
          german(`„${label}“ muss leer sein oder die Form ${field.example} haben.`),
        ),
      ];
    case 'color':
      return [
        Matches(/^#[0-9a-fA-F]{6}$/, german(`„${label}“ muss eine Farbe im Format #RRGGBB sein.`)),
      ];
  }
}

/**
 * POST /api/config: any subset of the configuration. Its rules are generated from
 * CONFIG_FIELDS so that the field list exists once; unknown keys are refused by the pipe
 * (forbidNonWhitelisted). null is refused everywhere; '' clears a text or a link.
 */
class UpdateConfig {}
export const UpdateConfigDto: Type<Partial<Config>> = UpdateConfig;
export type UpdateConfigDto = Partial<Config>;

for (const key of CONFIG_KEYS) {
  const field = CONFIG_FIELDS[key];
  const present =
    field.kind === 'url' || field.kind === 'id'
      ? ValidateIf((_dto, value) => value !== undefined && value !== '')
      : ValidateIf((_dto, value) => value !== undefined);
  // No `default` here: a field left out of the change keeps its value (it is not reset),
  // and the generated client would take a field with a default for a required one.
  const schema = ApiPropertyOptional({
    type: field.kind === 'flag' ? Boolean : field.kind === 'number' ? Number : String,
    ...(field.kind === 'choice' ? { enum: [...field.values] } : {}),
  });
  for (const decorate of [present, schema, ...rulesFor(key, field)])
    decorate(UpdateConfig.prototype, key);
}
