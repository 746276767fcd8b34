import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddBranchMaximumOrderValue1795691435960 implements MigrationInterface {
  name = 'AddBranchMaximumOrderValue1795691435960';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "ALTER TABLE `branch` ADD `maximumOrderValue` int NULL DEFAULT '100000'",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `branch` DROP COLUMN `maximumOrderValue`');
  }
}
