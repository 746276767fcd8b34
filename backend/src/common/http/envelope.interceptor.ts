import {
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { map, Observable } from 'rxjs';

/** A list page: rendered as `{ data: items, meta: { page, perPage, total } }`. */
export class Page<T> {
  constructor(
    readonly items: T[],
    readonly meta: { page: number; perPage: number; total: number },
  ) {}
}

const RAW_RESPONSE = 'bestellwerk:raw-response';
/** For handlers that answer with a redirect, a file or a stream instead of JSON data. */
export const RawResponse = (): MethodDecorator => SetMetadata(RAW_RESPONSE, true);

/** Wraps every successful JSON result as `{ data: … }` (backoffice-api.md §7). */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (this.reflector.get<boolean>(RAW_RESPONSE, context.getHandler())) return next.handle();
    return next
      .handle()
      .pipe(
        map((value: unknown) =>
          value instanceof Page ? { data: value.items, meta: value.meta } : { data: value ?? null },
        ),
      );
  }
}
