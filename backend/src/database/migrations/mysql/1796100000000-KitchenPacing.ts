import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The promise that follows the queue (issue 36): each order keeps when it was accepted and
 * ready (the history the preparation times learn from), its expected work, its promised and
 * expected ready times and the delay it was told; each branch its parallel stations; the
 * learned table. Orders placed before learn from the audit log's status changes.
 */
export class KitchenPacing1796100000000 implements MigrationInterface {
  name = 'KitchenPacing1796100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `customer_order` ADD `confirmedAt` datetime NULL");
    await queryRunner.query("ALTER TABLE `customer_order` ADD `readyAt` datetime NULL");
    await queryRunner.query("ALTER TABLE `customer_order` ADD `prepMinutes` int NOT NULL DEFAULT '0'");
    await queryRunner.query("ALTER TABLE `customer_order` ADD `promisedReadyAt` datetime NULL");
    await queryRunner.query("ALTER TABLE `customer_order` ADD `expectedReadyAt` datetime NULL");
    await queryRunner.query("ALTER TABLE `customer_order` ADD `delayNoticeMinutes` int NULL");
    await queryRunner.query("ALTER TABLE `branch` ADD `kitchenStations` int NOT NULL DEFAULT '2'");
    await queryRunner.query("CREATE TABLE `preparation_estimate` (`id` int NOT NULL AUTO_INCREMENT, `branchId` int NOT NULL, `scope` varchar(10) NOT NULL, `refId` int NOT NULL, `hourOfWeek` smallint NOT NULL, `medianMinutes` int NOT NULL, `p80Minutes` int NOT NULL, `samples` int NOT NULL, `computedAt` datetime NOT NULL, UNIQUE INDEX `IDX_preparation_estimate_branch` (`branchId`, `scope`, `refId`, `hourOfWeek`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("UPDATE `customer_order` o JOIN (SELECT `entityId`, MIN(`createdAt`) AS `at` FROM `audit_log` WHERE `entity` = 'orders' AND `action` = 'status:confirm' GROUP BY `entityId`) a ON a.`entityId` COLLATE utf8mb4_unicode_ci = CAST(o.`id` AS CHAR) SET o.`confirmedAt` = a.`at`");
    await queryRunner.query("UPDATE `customer_order` o JOIN (SELECT `entityId`, MIN(`createdAt`) AS `at` FROM `audit_log` WHERE `entity` = 'orders' AND `action` = 'status:in-delivery' GROUP BY `entityId`) a ON a.`entityId` COLLATE utf8mb4_unicode_ci = CAST(o.`id` AS CHAR) SET o.`readyAt` = a.`at`");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE `preparation_estimate`");
    await queryRunner.query("ALTER TABLE `branch` DROP COLUMN `kitchenStations`");
    await queryRunner.query("ALTER TABLE `customer_order` DROP COLUMN `delayNoticeMinutes`");
    await queryRunner.query("ALTER TABLE `customer_order` DROP COLUMN `expectedReadyAt`");
    await queryRunner.query("ALTER TABLE `customer_order` DROP COLUMN `promisedReadyAt`");
    await queryRunner.query("ALTER TABLE `customer_order` DROP COLUMN `prepMinutes`");
    await queryRunner.query("ALTER TABLE `customer_order` DROP COLUMN `readyAt`");
    await queryRunner.query("ALTER TABLE `customer_order` DROP COLUMN `confirmedAt`");
  }
}
