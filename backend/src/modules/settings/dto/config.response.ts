import { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { CONFIG_FIELDS, CONFIG_KEYS, Config } from '../settings.service';

/**
 * GET/POST /api/config: every field of CONFIG_FIELDS, always present (a field never set
 * holds its default). Generated from that list, as UpdateConfigDto is, so it exists once.
 */
class ConfigAnswer {}
export const ConfigResponse: Type<Config> = ConfigAnswer as Type<Config>;
export type ConfigResponse = Config;
Object.defineProperty(ConfigAnswer, 'name', { value: 'ConfigResponse' });

for (const key of CONFIG_KEYS) {
  const field = CONFIG_FIELDS[key];
  ApiProperty({
    type: field.kind === 'flag' ? Boolean : field.kind === 'number' ? Number : String,
    default: field.default,
    ...(field.kind === 'choice' ? { enum: [...field.values] } : {}),
  })(ConfigAnswer.prototype, key);
}
