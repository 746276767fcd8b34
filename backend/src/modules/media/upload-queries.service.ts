import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { Upload } from './entities/upload.entity';

/** Reads of customer uploads for other modules (the order submit's context). */
@Injectable()
export class UploadQueries {
  constructor(private readonly dataSource: DataSource) {}

  /** The uploads of these ids that exist. */
  byIds(ids: number[]): Promise<Upload[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.dataSource.getRepository(Upload).find({ where: { id: In(ids) } });
  }
}
