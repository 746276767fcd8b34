import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddImageTemplates1795692118314 implements MigrationInterface {
  name = 'AddImageTemplates1795692118314';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE `image_template` (`id` int NOT NULL AUTO_INCREMENT, `identifier` varchar(100) NOT NULL, `name` varchar(255) NOT NULL, `size` varchar(16) NOT NULL DEFAULT 'square', `width` int NOT NULL DEFAULT '1080', `height` int NOT NULL DEFAULT '1080', `background` varchar(7) NOT NULL DEFAULT '#ffffff', `layers` text NOT NULL, `version` int NOT NULL DEFAULT '1', `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `IDX_fc412f0dca09cde5d64e886a48` (`identifier`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `IDX_fc412f0dca09cde5d64e886a48` ON `image_template`');
    await queryRunner.query('DROP TABLE `image_template`');
  }
}
