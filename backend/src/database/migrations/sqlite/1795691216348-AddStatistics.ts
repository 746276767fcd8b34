import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddStatistics1795691216348 implements MigrationInterface {
  name = 'AddStatistics1795691216348';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "analytics_salt" ("day" varchar(10) PRIMARY KEY NOT NULL, "salt" varchar(64) NOT NULL)',
    );
    await queryRunner.query(
      'CREATE TABLE "statistics_rollup_state" ("source" varchar(20) PRIMARY KEY NOT NULL, "rolledUntil" datetime NOT NULL, "checkedAt" datetime)',
    );
    await queryRunner.query(
      'CREATE TABLE "statistics_rollup" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "hour" datetime NOT NULL, "branchId" integer NOT NULL, "metric" varchar(40) NOT NULL, "dimension" varchar(191) NOT NULL, "value" double NOT NULL)',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_statistics_rollup_cell" ON "statistics_rollup" ("metric", "hour", "branchId", "dimension") ',
    );
    await queryRunner.query('DROP INDEX "IDX_analytics_event_type_time"');
    await queryRunner.query(
      'CREATE TABLE "temporary_analytics_event" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "type" varchar(50) NOT NULL, "action" varchar(100), "category" varchar(100), "data" text, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "visitorHash" varchar(32), "branchId" integer, "path" varchar(255), "browser" varchar(50), "os" varchar(50), "referrerGroup" varchar(20), "referrerSource" varchar(100), "screen" varchar(20), "pixelRatio" varchar(10), "colorScheme" varchar(10))',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_analytics_event"("id", "type", "action", "category", "data", "createdAt") SELECT "id", "type", "action", "category", "data", "createdAt" FROM "analytics_event"',
    );
    await queryRunner.query('DROP TABLE "analytics_event"');
    await queryRunner.query('ALTER TABLE "temporary_analytics_event" RENAME TO "analytics_event"');
    await queryRunner.query(
      'CREATE INDEX "IDX_analytics_event_type_time" ON "analytics_event" ("type", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_analytics_event_visitor_time" ON "analytics_event" ("visitorHash", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_analytics_event_time" ON "analytics_event" ("createdAt") ',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_analytics_event_time"');
    await queryRunner.query('DROP INDEX "IDX_analytics_event_visitor_time"');
    await queryRunner.query('DROP INDEX "IDX_analytics_event_type_time"');
    await queryRunner.query('ALTER TABLE "analytics_event" RENAME TO "temporary_analytics_event"');
    await queryRunner.query(
      'CREATE TABLE "analytics_event" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "type" varchar(50) NOT NULL, "action" varchar(100), "category" varchar(100), "data" text, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'INSERT INTO "analytics_event"("id", "type", "action", "category", "data", "createdAt") SELECT "id", "type", "action", "category", "data", "createdAt" FROM "temporary_analytics_event"',
    );
    await queryRunner.query('DROP TABLE "temporary_analytics_event"');
    await queryRunner.query(
      'CREATE INDEX "IDX_analytics_event_type_time" ON "analytics_event" ("type", "createdAt") ',
    );
    await queryRunner.query('DROP INDEX "UQ_statistics_rollup_cell"');
    await queryRunner.query('DROP TABLE "statistics_rollup"');
    await queryRunner.query('DROP TABLE "statistics_rollup_state"');
    await queryRunner.query('DROP TABLE "analytics_salt"');
  }
}
