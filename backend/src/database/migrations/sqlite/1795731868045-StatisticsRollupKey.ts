import { MigrationInterface, QueryRunner } from 'typeorm';

/** The hour rows keyed by their cell (metric, hour, branch, dimension) instead of an id. */
export class StatisticsRollupKey1795731868045 implements MigrationInterface {
  name = 'StatisticsRollupKey1795731868045';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "UQ_statistics_rollup_cell"');
    await queryRunner.query(
      'CREATE TABLE "temporary_statistics_rollup" ("hour" datetime NOT NULL, "branchId" integer NOT NULL, "metric" varchar(40) NOT NULL, "dimension" varchar(191) NOT NULL, "value" double NOT NULL, PRIMARY KEY ("metric", "hour", "branchId", "dimension"))',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_statistics_rollup"("hour", "branchId", "metric", "dimension", "value") SELECT "hour", "branchId", "metric", "dimension", "value" FROM "statistics_rollup"',
    );
    await queryRunner.query('DROP TABLE "statistics_rollup"');
    await queryRunner.query(
      'ALTER TABLE "temporary_statistics_rollup" RENAME TO "statistics_rollup"',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "statistics_rollup" RENAME TO "temporary_statistics_rollup"',
    );
    await queryRunner.query(
      'CREATE TABLE "statistics_rollup" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "hour" datetime NOT NULL, "branchId" integer NOT NULL, "metric" varchar(40) NOT NULL, "dimension" varchar(191) NOT NULL, "value" double NOT NULL)',
    );
    await queryRunner.query(
      'INSERT INTO "statistics_rollup"("hour", "branchId", "metric", "dimension", "value") SELECT "hour", "branchId", "metric", "dimension", "value" FROM "temporary_statistics_rollup"',
    );
    await queryRunner.query('DROP TABLE "temporary_statistics_rollup"');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_statistics_rollup_cell" ON "statistics_rollup" ("metric", "hour", "branchId", "dimension") ',
    );
  }
}
