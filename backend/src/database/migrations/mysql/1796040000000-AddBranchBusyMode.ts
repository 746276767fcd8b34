import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Busy mode per branch (issue 36): the manual „+N min“ and pause, the automatic pause and
 * its limit. All nullable: every branch starts in normal operation.
 */
export class AddBranchBusyMode1796040000000 implements MigrationInterface {
  name = 'AddBranchBusyMode1796040000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `branch` ADD `busyExtraMinutes` int NULL');
    await queryRunner.query('ALTER TABLE `branch` ADD `busyPausedUntil` datetime NULL');
    await queryRunner.query('ALTER TABLE `branch` ADD `busyAutoSince` datetime NULL');
    await queryRunner.query('ALTER TABLE `branch` ADD `busyLimitMinutes` int NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `branch` DROP COLUMN `busyLimitMinutes`');
    await queryRunner.query('ALTER TABLE `branch` DROP COLUMN `busyAutoSince`');
    await queryRunner.query('ALTER TABLE `branch` DROP COLUMN `busyPausedUntil`');
    await queryRunner.query('ALTER TABLE `branch` DROP COLUMN `busyExtraMinutes`');
  }
}
