import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source';
import { boundPool } from './pool';
import { serializeSqliteWrites } from './sqlite-serial';

@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => dataSourceOptions(config),
    }),
  ],
})
export class DatabaseModule {
  constructor(dataSource: DataSource, config: AppConfig) {
    boundPool(dataSource, config);
    if (dataSource.options.type === 'better-sqlite3') serializeSqliteWrites(dataSource);
  }
}
