import { MigrationInterface, QueryRunner } from 'typeorm';

/** As the MariaDB migration of the same name: nullable columns, added in place. */
export class AddBranchBusyMode1796040000000 implements MigrationInterface {
  name = 'AddBranchBusyMode1796040000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "branch" ADD COLUMN "busyExtraMinutes" integer');
    await queryRunner.query('ALTER TABLE "branch" ADD COLUMN "busyPausedUntil" datetime');
    await queryRunner.query('ALTER TABLE "branch" ADD COLUMN "busyAutoSince" datetime');
    await queryRunner.query('ALTER TABLE "branch" ADD COLUMN "busyLimitMinutes" integer');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // SQLite ≥ 3.35 drops a column in place (no index or constraint names these).
    await queryRunner.query('ALTER TABLE "branch" DROP COLUMN "busyLimitMinutes"');
    await queryRunner.query('ALTER TABLE "branch" DROP COLUMN "busyAutoSince"');
    await queryRunner.query('ALTER TABLE "branch" DROP COLUMN "busyPausedUntil"');
    await queryRunner.query('ALTER TABLE "branch" DROP COLUMN "busyExtraMinutes"');
  }
}
