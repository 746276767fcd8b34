import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddCms1795691521968 implements MigrationInterface {
  name = 'AddCms1795691521968';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `cms_block` (`id` int NOT NULL AUTO_INCREMENT, `identifier` varchar(100) NOT NULL, `name` varchar(255) NOT NULL, `content` text NOT NULL, UNIQUE INDEX `UQ_cms_block_identifier` (`identifier`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      "CREATE TABLE `cms_lock` (`name` varchar(50) NOT NULL, `version` int NOT NULL DEFAULT '0', PRIMARY KEY (`name`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      "CREATE TABLE `cms_content_ai_job` (`id` int NOT NULL AUTO_INCREMENT, `kind` varchar(20) NOT NULL, `siteId` int NULL, `prompt` text NOT NULL, `status` varchar(20) NOT NULL DEFAULT 'waiting', `progress` int NOT NULL DEFAULT '0', `result` text NULL, `error` varchar(1000) NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      'CREATE TABLE `cms_node` (`id` int NOT NULL AUTO_INCREMENT, `identifier` varchar(100) NOT NULL, `type` varchar(50) NOT NULL, `isPublic` tinyint NOT NULL DEFAULT 1, `content` text NOT NULL, UNIQUE INDEX `UQ_cms_node_identifier` (`identifier`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `cms_form_submission` (`id` int NOT NULL AUTO_INCREMENT, `answers` text NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `formId` int NOT NULL, INDEX `IDX_cms_form_submission_form` (`formId`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `cms_navigation` (`id` int NOT NULL AUTO_INCREMENT, `identifier` varchar(100) NOT NULL, `isPublic` tinyint NOT NULL DEFAULT 1, `items` text NOT NULL, UNIQUE INDEX `UQ_cms_navigation_identifier` (`identifier`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      "CREATE TABLE `cms_redirect` (`id` int NOT NULL AUTO_INCREMENT, `path` varchar(255) NOT NULL, `target` varchar(1000) NOT NULL, `statusCode` int NOT NULL DEFAULT '301', UNIQUE INDEX `UQ_cms_redirect_path` (`path`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      "CREATE TABLE `cms_site` (`id` int NOT NULL AUTO_INCREMENT, `path` varchar(255) NOT NULL, `type` varchar(50) NOT NULL DEFAULT 'default', `name` varchar(255) NOT NULL, `title` varchar(255) NULL, `description` text NULL, `isPublic` tinyint NOT NULL DEFAULT 0, `content` text NOT NULL, `draft` text NULL, `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `UQ_cms_site_path` (`path`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      'ALTER TABLE `cms_form_submission` ADD CONSTRAINT `FK_09423d983f5cd6a216e544b123c` FOREIGN KEY (`formId`) REFERENCES `cms_node`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    // The row saving a redirect locks (see CmsLock).
    await queryRunner.query("INSERT INTO `cms_lock` (`name`, `version`) VALUES ('redirects', 0)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `cms_form_submission` DROP FOREIGN KEY `FK_09423d983f5cd6a216e544b123c`',
    );
    await queryRunner.query('DROP INDEX `UQ_cms_site_path` ON `cms_site`');
    await queryRunner.query('DROP TABLE `cms_site`');
    await queryRunner.query('DROP INDEX `UQ_cms_redirect_path` ON `cms_redirect`');
    await queryRunner.query('DROP TABLE `cms_redirect`');
    await queryRunner.query('DROP INDEX `UQ_cms_navigation_identifier` ON `cms_navigation`');
    await queryRunner.query('DROP TABLE `cms_navigation`');
    await queryRunner.query('DROP INDEX `IDX_cms_form_submission_form` ON `cms_form_submission`');
    await queryRunner.query('DROP TABLE `cms_form_submission`');
    await queryRunner.query('DROP INDEX `UQ_cms_node_identifier` ON `cms_node`');
    await queryRunner.query('DROP TABLE `cms_node`');
    await queryRunner.query('DROP TABLE `cms_content_ai_job`');
    await queryRunner.query('DROP TABLE `cms_lock`');
    await queryRunner.query('DROP INDEX `UQ_cms_block_identifier` ON `cms_block`');
    await queryRunner.query('DROP TABLE `cms_block`');
  }
}
