import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Escalation by the slot (issue 30): each order keeps its alarm and missed instants
 * (libs/domain orderEscalation) and the lead time it was placed with; each branch its
 * „Vorlauf für Vorbestellungen“. The sweep's index now serves „alarm due“. Orders placed
 * before keep today's defaults (3 and 10 minutes after they reached the shop).
 */
export class OrderEscalationDue1795872528531 implements MigrationInterface {
  name = 'OrderEscalationDue1795872528531';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `IDX_customer_order_escalation` ON `customer_order`");
    await queryRunner.query("ALTER TABLE `customer_order` ADD `alarmDueAt` datetime NULL");
    await queryRunner.query("ALTER TABLE `customer_order` ADD `missedDueAt` datetime NULL");
    await queryRunner.query("ALTER TABLE `customer_order` ADD `leadTimeMinutes` int NOT NULL DEFAULT '0'");
    await queryRunner.query("ALTER TABLE `branch` ADD `preorderMarginMinutes` int NOT NULL DEFAULT '15'");
    await queryRunner.query("UPDATE `customer_order` SET `alarmDueAt` = `announcedAt` + INTERVAL 180 SECOND, `missedDueAt` = `announcedAt` + INTERVAL 600 SECOND WHERE `announcedAt` IS NOT NULL");
    await queryRunner.query("CREATE INDEX `IDX_customer_order_escalation` ON `customer_order` (`status`, `isMissed`, `alarmDueAt`)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `IDX_customer_order_escalation` ON `customer_order`");
    await queryRunner.query("ALTER TABLE `branch` DROP COLUMN `preorderMarginMinutes`");
    await queryRunner.query("ALTER TABLE `customer_order` DROP COLUMN `leadTimeMinutes`");
    await queryRunner.query("ALTER TABLE `customer_order` DROP COLUMN `missedDueAt`");
    await queryRunner.query("ALTER TABLE `customer_order` DROP COLUMN `alarmDueAt`");
    await queryRunner.query("CREATE INDEX `IDX_customer_order_escalation` ON `customer_order` (`status`, `isMissed`, `announcedAt`)");
  }
}
