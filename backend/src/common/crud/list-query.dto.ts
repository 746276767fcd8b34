import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

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
