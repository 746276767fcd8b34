import { MigrationInterface, QueryRunner } from 'typeorm';

export class KeepReplacedImageFiles1795693792533 implements MigrationInterface {
  name = 'KeepReplacedImageFiles1795693792533';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `image` ADD `previousFiles` text NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `image` DROP COLUMN `previousFiles`');
  }
}
