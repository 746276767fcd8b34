import { Injectable, PipeTransform } from '@nestjs/common';
import { ApiError } from '../http/api-error';

@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d{1,10}$/.test(value) || Number(value) < 1) {
      throw ApiError.badRequest('Die ID muss eine positive ganze Zahl sein.', 'id');
    }
    return Number(value);
  }
}
