import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddUploadPreviews1795729712295 implements MigrationInterface {
  name = 'AddUploadPreviews1795729712295';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `upload` ADD `hasPreview` tinyint NOT NULL DEFAULT 0");
    // Pictures always had a preview (sharp, on first request); PDFs get one from now on.
    await queryRunner.query("UPDATE `upload` SET `hasPreview` = 1 WHERE `extension` IN ('jpg', 'png', 'gif', 'webp')");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `upload` DROP COLUMN `hasPreview`");
  }
}
