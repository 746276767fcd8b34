import { Injectable } from '@nestjs/common';

/**
 * The time the orders module reads: opening hours, slots, lead times, ticket days. A
 * provider, so tests move the shop's clock (jest.spyOn(app.get(Clock), 'now')) instead of
 * depending on the hour they run at.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
