import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddAnalyticsEvents1795354455795 implements MigrationInterface {
  name = 'AddAnalyticsEvents1795354455795';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "analytics_event" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "type" varchar(50) NOT NULL, "action" varchar(100), "category" varchar(100), "data" text, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_analytics_event_type_time" ON "analytics_event" ("type", "createdAt") ',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_analytics_event_type_time"');
    await queryRunner.query('DROP TABLE "analytics_event"');
  }
}
