import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiError } from '../../common/http/api-error';
import { KeyValueStore } from '../../common/kv/key-value-store';
import { AnalyticsEventDto, MAX_ANALYTICS_DATA_BYTES } from './dto/analytics-event.dto';
import { AnalyticsEvent } from './entities/analytics-event.entity';

/** Per address: a busy visitor sends a few events a second, a script far more. */
export const ANALYTICS_RATE = { limit: 300, windowSeconds: 5 * 60 };

@Injectable()
export class AnalyticsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly kv: KeyValueStore,
  ) {}

  /** Stores one event of a visitor; the address only counts towards the rate, it is not kept. */
  async record(event: AnalyticsEventDto, ip: string): Promise<{ id: number }> {
    const data = event.data ?? null;
    if (data !== null && Buffer.byteLength(JSON.stringify(data)) > MAX_ANALYTICS_DATA_BYTES) {
      throw ApiError.validation([
        { field: 'data', message: '„data“ ist zu groß (höchstens 8 KB).' },
      ]);
    }
    const count = await this.kv.increment(`analytics-rate:${ip}`, ANALYTICS_RATE.windowSeconds);
    if (count > ANALYTICS_RATE.limit) {
      throw ApiError.tooManyRequests(
        'Zu viele Ereignisse in kurzer Zeit. Bitte versuchen Sie es später erneut.',
      );
    }
    const { id } = await this.dataSource.getRepository(AnalyticsEvent).save({
      type: event.type,
      action: event.action ?? null,
      category: event.category ?? null,
      data,
    });
    return { id };
  }
}
