import { Injectable, PipeTransform } from '@nestjs/common';
import { ApiError } from '../http/api-error';
import { isId, toId } from './list-query.dto';

/** Path ids by the same strict rule as query ids (toId): '0001' and '9999999999' are not ids. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = toId({ value });
    if (!isId(id)) {
      throw ApiError.badRequest('Die ID muss eine positive ganze Zahl sein.', 'id');
    }
    return id;
  }
}
