import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Donatee } from './entities/donatee.entity';

/** Reads of donation recipients for other modules (the order submit's context). */
@Injectable()
export class DonateeQueries {
  constructor(private readonly dataSource: DataSource) {}

  byId(id: number): Promise<Donatee | null> {
    return this.dataSource.getRepository(Donatee).findOneBy({ id });
  }
}
