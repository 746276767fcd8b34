import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddMedia1795336961770 implements MigrationInterface {
  name = 'AddMedia1795336961770';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE `upload` (`id` int NOT NULL AUTO_INCREMENT, `version` int NOT NULL DEFAULT '1', `extension` varchar(8) NOT NULL, `mimeType` varchar(127) NOT NULL, `publicHash` varchar(64) NOT NULL, `originalName` varchar(255) NOT NULL DEFAULT '', `size` int NOT NULL, `storageKey` varchar(255) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `IDX_bd2ec0f050430739fcd2d5639f` (`publicHash`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query("ALTER TABLE `image` ADD `size` int NOT NULL DEFAULT '0'");
    await queryRunner.query(
      "ALTER TABLE `image` ADD `storageKey` varchar(255) NOT NULL DEFAULT ''",
    );
    await queryRunner.query(
      'ALTER TABLE `image` ADD `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `image` DROP COLUMN `updatedAt`');
    await queryRunner.query('ALTER TABLE `image` DROP COLUMN `storageKey`');
    await queryRunner.query('ALTER TABLE `image` DROP COLUMN `size`');
    await queryRunner.query('DROP INDEX `IDX_bd2ec0f050430739fcd2d5639f` ON `upload`');
    await queryRunner.query('DROP TABLE `upload`');
  }
}
