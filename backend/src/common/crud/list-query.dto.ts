import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';

/** Ids are INT columns: 1 … 2,147,483,647. */
export const MAX_ID = 2_147_483_647;

/**
 * An id as written in a URL: decimal digits only, no sign, no leading zero. Number() would
 * also read '1e3', '0x10', ' 1' and '1.0'; such a value stays a string here and is refused.
 */
export const toId = ({ value }: { value: unknown }) =>
  value === ''
    ? undefined // ?branch= (a filter form's empty choice) means no filter, as before
    : typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ID
      ? Number(value)
      : value;

/** Whether a value is a usable id: an integer from 1 to MAX_ID. */
export const isId = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= MAX_ID;

/**
 * An optional id in the query (?branch=2): parsed strictly by toId, refused under its
 * field with one German message (isId in german-messages) when it is anything else.
 */
export const IdFilter = (): PropertyDecorator =>
  applyDecorators(
    IsOptional(),
    Transform(toId),
    ValidateBy({ name: 'isId', validator: { validate: (value) => isId(value) } }),
  );

export const toInt = ({ value }: { value: unknown }) =>
  value === undefined || value === ''
    ? undefined
    : /^-?\d+$/.test(String(value))
      ? Number(value)
      : value;
export const toBool = ({ value }: { value: unknown }) =>
  value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value;
/** Text fields: surrounding spaces are not part of a name or an identifier. */
export const toTrimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

/**
 * Query parameters every list accepts. Entity lists extend it with their own filter fields
 * (each an equality on a column or a related id), sent flat: ?branch=2&search=graz&page=2.
 */
export class ListQueryDto {
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  page?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1000)
  perPage?: number;

  /** A field name, '-' in front for descending: sort=-createdAt */
  @IsOptional()
  @Matches(/^-?[A-Za-z]+$/)
  sort?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;
}

export const LIST_KEYS = new Set(['page', 'perPage', 'sort', 'search']);
