import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddOrders1795346887570 implements MigrationInterface {
  name = 'AddOrders1795346887570';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE `customer_order` (`id` int NOT NULL AUTO_INCREMENT, `uid` varchar(36) NOT NULL, `hash` varchar(64) NOT NULL, `branchId` int NOT NULL, `ticketNumber` int NOT NULL, `ticketDate` varchar(10) NOT NULL, `kind` varchar(10) NOT NULL, `isPreorder` tinyint NOT NULL DEFAULT 0, `isQuotation` tinyint NOT NULL DEFAULT 0, `status` varchar(20) NOT NULL DEFAULT 'pending', `isMissed` tinyint NOT NULL DEFAULT 0, `alarmedAt` datetime NULL, `paymentMethod` varchar(20) NOT NULL, `isPaid` tinyint NOT NULL DEFAULT 0, `isFailed` tinyint NOT NULL DEFAULT 0, `isRefunded` tinyint NOT NULL DEFAULT 0, `paymentRedirectUrl` varchar(2000) NULL, `isCompany` tinyint NOT NULL DEFAULT 0, `companyName` varchar(255) NULL, `firstName` varchar(100) NULL, `lastName` varchar(100) NULL, `street` varchar(255) NULL, `floor` varchar(20) NULL, `stairway` varchar(20) NULL, `door` varchar(20) NULL, `zipCode` varchar(20) NULL, `city` varchar(100) NULL, `country` varchar(2) NULL, `vatNumber` varchar(50) NULL, `phone` varchar(50) NULL, `email` varchar(255) NULL, `isDeliveryAddressDifferent` tinyint NOT NULL DEFAULT 0, `isDeliveryCompany` tinyint NOT NULL DEFAULT 0, `deliveryCompanyName` varchar(255) NULL, `deliveryFirstName` varchar(100) NULL, `deliveryLastName` varchar(100) NULL, `deliveryStreet` varchar(255) NULL, `deliveryFloor` varchar(20) NULL, `deliveryStairway` varchar(20) NULL, `deliveryDoor` varchar(20) NULL, `deliveryZipCode` varchar(20) NULL, `deliveryCity` varchar(100) NULL, `deliveryCountry` varchar(2) NULL, `comment` text NULL, `deliveryAreaId` int NULL, `deliveryArea` text NULL, `tableId` int NULL, `tableIdentifier` varchar(50) NULL, `donateeId` int NULL, `donateeName` varchar(255) NULL, `appointment` datetime NULL, `counterAppointment` datetime NULL, `slotStart` datetime NOT NULL, `rejectionMessage` text NULL, `items` text NOT NULL, `totals` text NOT NULL, `totalGrossCents` int NOT NULL, `rating` tinyint NULL, `foodRating` tinyint NULL, `serviceRating` tinyint NULL, `processRating` tinyint NULL, `questionnaireComment` text NULL, `questionnaireAt` datetime NULL, `idempotencyKey` varchar(255) NULL, `requestHash` varchar(64) NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX `IDX_customer_order_branch_slot` (`branchId`, `slotStart`), INDEX `IDX_customer_order_branch_status` (`branchId`, `status`), UNIQUE INDEX `IDX_deee254d2d7bcf6fc8037770a2` (`uid`), UNIQUE INDEX `IDX_f5e51df55d14d95ee65ca7eff4` (`idempotencyKey`), UNIQUE INDEX `UQ_customer_order_ticket` (`branchId`, `ticketDate`, `ticketNumber`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query('ALTER TABLE `branch` ADD `maxOrdersPerSlot` int NULL');
    await queryRunner.query(
      'ALTER TABLE `customer_order` ADD CONSTRAINT `FK_37e14dc34db9782d9cdc63a9e0a` FOREIGN KEY (`branchId`) REFERENCES `branch`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `customer_order` DROP FOREIGN KEY `FK_37e14dc34db9782d9cdc63a9e0a`',
    );
    await queryRunner.query('ALTER TABLE `branch` DROP COLUMN `maxOrdersPerSlot`');
    await queryRunner.query('DROP INDEX `UQ_customer_order_ticket` ON `customer_order`');
    await queryRunner.query('DROP INDEX `IDX_f5e51df55d14d95ee65ca7eff4` ON `customer_order`');
    await queryRunner.query('DROP INDEX `IDX_deee254d2d7bcf6fc8037770a2` ON `customer_order`');
    await queryRunner.query('DROP INDEX `IDX_customer_order_branch_status` ON `customer_order`');
    await queryRunner.query('DROP INDEX `IDX_customer_order_branch_slot` ON `customer_order`');
    await queryRunner.query('DROP TABLE `customer_order`');
  }
}
