import { applyDecorators } from '@nestjs/common';
import {
  IsObject,
  ValidateNested as ValidateNestedItems,
  ValidationOptions,
} from 'class-validator';

/**
 * class-validator's ValidateNested, except that a field holding one object refuses a list:
 * ValidateNested checks each item of whatever list it gets, so `"config": []` or
 * `"branch": []` passed as valid and reached the services (a 500). Lists of objects keep
 * `{ each: true }` and are checked item by item as before.
 */
export function ValidateNested(options?: ValidationOptions): PropertyDecorator {
  if (options?.each) return ValidateNestedItems(options);
  return applyDecorators(IsObject(), ValidateNestedItems(options));
}
