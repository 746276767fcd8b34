import { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795332198314 implements MigrationInterface {
  name = 'Initial1795332198314';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `kv_entry` (`key` varchar(191) NOT NULL, `value` text NOT NULL, `expiresAt` bigint NULL, PRIMARY KEY (`key`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      "CREATE TABLE `audit_log` (`id` int NOT NULL AUTO_INCREMENT, `userId` int NULL, `username` varchar(100) NOT NULL DEFAULT '', `action` varchar(50) NOT NULL, `entity` varchar(50) NOT NULL, `entityId` varchar(50) NULL, `before` text NULL, `after` text NULL, `ip` varchar(64) NOT NULL DEFAULT '', `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `IDX_audit_log_created` (`createdAt`), INDEX `IDX_audit_log_entity` (`entity`, `entityId`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      "CREATE TABLE `image` (`id` int NOT NULL AUTO_INCREMENT, `version` int NOT NULL DEFAULT '1', `extension` varchar(8) NOT NULL, `alt` varchar(255) NOT NULL DEFAULT '', `mimeType` varchar(64) NOT NULL, `width` int NULL, `height` int NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      'CREATE TABLE `tag` (`id` int NOT NULL AUTO_INCREMENT, `name` varchar(100) NOT NULL, `imageId` int NULL, UNIQUE INDEX `IDX_6a9775008add570dc3e5a0bab7` (`name`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      "CREATE TABLE `delivery_area` (`id` int NOT NULL AUTO_INCREMENT, `area` varchar(255) NOT NULL, `price` int NOT NULL DEFAULT '0', `tax` decimal(5,2) NOT NULL DEFAULT '20.00', `free` tinyint NOT NULL DEFAULT 0, `freeFromOrderValue` int NULL, `minimumOrderValue` int NULL, `position` int NOT NULL DEFAULT '0', `branchId` int NOT NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      "CREATE TABLE `division` (`id` int NOT NULL AUTO_INCREMENT, `identifier` varchar(100) NOT NULL, `name` varchar(255) NOT NULL, `title` varchar(255) NOT NULL DEFAULT '', `description` text NULL, `isPublic` tinyint NOT NULL DEFAULT 1, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `IDX_4ee6d1e7651f90179ce7097bc4` (`identifier`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      "CREATE TABLE `branch` (`id` int NOT NULL AUTO_INCREMENT, `identifier` varchar(100) NOT NULL, `name` varchar(255) NOT NULL, `street` varchar(255) NOT NULL DEFAULT '', `zipCode` varchar(20) NOT NULL DEFAULT '', `city` varchar(100) NOT NULL DEFAULT '', `country` varchar(2) NOT NULL DEFAULT 'AT', `phone` varchar(50) NOT NULL DEFAULT '', `email` varchar(255) NOT NULL DEFAULT '', `latitude` decimal(10,7) NULL, `longitude` decimal(10,7) NULL, `description` text NULL, `keywords` varchar(500) NOT NULL DEFAULT '', `timezone` varchar(64) NOT NULL DEFAULT 'Europe/Vienna', `isPublic` tinyint NOT NULL DEFAULT 1, `openingHours` text NOT NULL, `deliveryHours` text NOT NULL, `isDeliveryHoursEnabled` tinyint NOT NULL DEFAULT 0, `orderableFrom` varchar(5) NULL, `closedMessage` text NULL, `isTakeawayEnabled` tinyint NOT NULL DEFAULT 1, `isDeliveryEnabled` tinyint NOT NULL DEFAULT 0, `isDineInEnabled` tinyint NOT NULL DEFAULT 0, `isPreorderEnabled` tinyint NOT NULL DEFAULT 0, `isTableSelectionEnabled` tinyint NOT NULL DEFAULT 0, `isAppointmentRequired` tinyint NOT NULL DEFAULT 0, `isQuotationRequired` tinyint NOT NULL DEFAULT 0, `isDeliveryEmailRequired` tinyint NOT NULL DEFAULT 1, `isDineInEmailRequired` tinyint NOT NULL DEFAULT 0, `isTakeawayEmailRequired` tinyint NOT NULL DEFAULT 1, `isDeliveryPhoneRequired` tinyint NOT NULL DEFAULT 1, `isDineInPhoneRequired` tinyint NOT NULL DEFAULT 0, `isTakeawayPhoneRequired` tinyint NOT NULL DEFAULT 0, `isDeliveryAddressRequired` tinyint NOT NULL DEFAULT 1, `isDineInAddressRequired` tinyint NOT NULL DEFAULT 0, `isTakeawayAddressRequired` tinyint NOT NULL DEFAULT 0, `isCashEnabled` tinyint NOT NULL DEFAULT 1, `isATMCardEnabled` tinyint NOT NULL DEFAULT 0, `isHydroAGVoucherEnabled` tinyint NOT NULL DEFAULT 0, `isMollieEnabled` tinyint NOT NULL DEFAULT 0, `isDatatransEnabled` tinyint NOT NULL DEFAULT 0, `position` int NOT NULL DEFAULT '0', `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `divisionId` int NULL, `logoId` int NULL, UNIQUE INDEX `IDX_ba93990a71fc1bccf1d56a0c85` (`identifier`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      "CREATE TABLE `customer` (`id` int NOT NULL AUTO_INCREMENT, `isCompany` tinyint NOT NULL DEFAULT 0, `companyName` varchar(255) NOT NULL DEFAULT '', `firstName` varchar(100) NOT NULL DEFAULT '', `lastName` varchar(100) NOT NULL DEFAULT '', `email` varchar(255) NOT NULL DEFAULT '', `phone` varchar(50) NOT NULL DEFAULT '', `street` varchar(255) NOT NULL DEFAULT '', `zipCode` varchar(20) NOT NULL DEFAULT '', `city` varchar(100) NOT NULL DEFAULT '', `country` varchar(2) NOT NULL DEFAULT 'AT', `vatNumber` varchar(30) NOT NULL DEFAULT '', `note` text NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `branchId` int NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      "CREATE TABLE `donatee` (`id` int NOT NULL AUTO_INCREMENT, `name` varchar(255) NOT NULL, `description` text NULL, `isEnabled` tinyint NOT NULL DEFAULT 1, `position` int NOT NULL DEFAULT '0', PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      "CREATE TABLE `external_user` (`id` int NOT NULL AUTO_INCREMENT, `firstName` varchar(100) NOT NULL DEFAULT '', `lastName` varchar(100) NOT NULL DEFAULT '', `email` varchar(255) NOT NULL, `phone` varchar(50) NOT NULL DEFAULT '', `company` varchar(255) NOT NULL DEFAULT '', `isEnabled` tinyint NOT NULL DEFAULT 1, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `divisionId` int NULL, UNIQUE INDEX `IDX_beeb235b99a8f173425f487517` (`email`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      "CREATE TABLE `job_record` (`id` int NOT NULL AUTO_INCREMENT, `queue` varchar(20) NOT NULL, `name` varchar(100) NOT NULL, `payload` text NOT NULL, `status` varchar(20) NOT NULL DEFAULT 'waiting', `attempts` int NOT NULL DEFAULT '0', `maxAttempts` int NOT NULL DEFAULT '5', `runAt` bigint NOT NULL, `lastError` text NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `finishedAt` datetime NULL, INDEX `IDX_job_record_due` (`status`, `runAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      'CREATE TABLE `api_key` (`id` int NOT NULL AUTO_INCREMENT, `name` varchar(100) NOT NULL, `keyHash` varchar(64) NOT NULL, `keyPrefix` varchar(8) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `lastUsedAt` datetime NULL, `revokedAt` datetime NULL, `branchId` int NOT NULL, UNIQUE INDEX `IDX_api_key_hash` (`keyHash`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `department` (`id` int NOT NULL AUTO_INCREMENT, `name` varchar(255) NOT NULL, `identifier` varchar(100) NOT NULL, `divisionId` int NULL, `branchId` int NULL, UNIQUE INDEX `IDX_28fb30478768a4a1b540bf6b26` (`identifier`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      "CREATE TABLE `dining_table` (`id` int NOT NULL AUTO_INCREMENT, `identifier` varchar(50) NOT NULL, `seats` int NOT NULL DEFAULT '0', `branchId` int NOT NULL, UNIQUE INDEX `UQ_dining_table_branch_identifier` (`branchId`, `identifier`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      'CREATE TABLE `setting` (`key` varchar(100) NOT NULL, `value` text NOT NULL, PRIMARY KEY (`key`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      "CREATE TABLE `user` (`id` int NOT NULL AUTO_INCREMENT, `username` varchar(100) NOT NULL, `email` varchar(255) NULL, `passwordHash` varchar(255) NULL, `firstName` varchar(100) NOT NULL DEFAULT '', `lastName` varchar(100) NOT NULL DEFAULT '', `roles` text NOT NULL, `isEnabled` tinyint NOT NULL DEFAULT 1, `isLocked` tinyint NOT NULL DEFAULT 0, `expiresAt` datetime NULL, `lastLoginAt` datetime NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `IDX_78a916df40e02a9deb1c4b75ed` (`username`), UNIQUE INDEX `IDX_e12875dfb3b1d92d7d7c5377e2` (`email`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      'CREATE TABLE `branch_tags` (`branchId` int NOT NULL, `tagId` int NOT NULL, INDEX `IDX_b8b2eede24c7eb77b0bce5bcad` (`branchId`), INDEX `IDX_55ed09d1e4434fef0a279572d4` (`tagId`), PRIMARY KEY (`branchId`, `tagId`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `branch_images` (`branchId` int NOT NULL, `imageId` int NOT NULL, INDEX `IDX_9c3fb79ced23df727a6f845838` (`branchId`), INDEX `IDX_65a06b740b5f2e2e53c758be5e` (`imageId`), PRIMARY KEY (`branchId`, `imageId`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `user_branches` (`userId` int NOT NULL, `branchId` int NOT NULL, INDEX `IDX_730d741ac106176848e5b3c96c` (`userId`), INDEX `IDX_d4bfb1375daa4e5e17f3def240` (`branchId`), PRIMARY KEY (`userId`, `branchId`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'ALTER TABLE `tag` ADD CONSTRAINT `FK_ed2aa8b9f3195c77083687f02e2` FOREIGN KEY (`imageId`) REFERENCES `image`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `delivery_area` ADD CONSTRAINT `FK_5b5a936b1c88583f2058ea1e443` FOREIGN KEY (`branchId`) REFERENCES `branch`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `branch` ADD CONSTRAINT `FK_42c1b50c7b3af568697a86bac8e` FOREIGN KEY (`divisionId`) REFERENCES `division`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `branch` ADD CONSTRAINT `FK_f30e3cf43448a353445f4c7046a` FOREIGN KEY (`logoId`) REFERENCES `image`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `customer` ADD CONSTRAINT `FK_b10df423257342deeacfeaa742c` FOREIGN KEY (`branchId`) REFERENCES `branch`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `external_user` ADD CONSTRAINT `FK_afe0c1707199c5e1ac113a2291b` FOREIGN KEY (`divisionId`) REFERENCES `division`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `api_key` ADD CONSTRAINT `FK_f4d7f3dd1b4a7dc9a096a07869d` FOREIGN KEY (`branchId`) REFERENCES `branch`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `department` ADD CONSTRAINT `FK_2e569339fa4ad095534ad8eeadf` FOREIGN KEY (`divisionId`) REFERENCES `division`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `department` ADD CONSTRAINT `FK_a44bcea55f11d1502fc11e39fe7` FOREIGN KEY (`branchId`) REFERENCES `branch`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `dining_table` ADD CONSTRAINT `FK_7564495a218fcb7a53027a0b01e` FOREIGN KEY (`branchId`) REFERENCES `branch`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `branch_tags` ADD CONSTRAINT `FK_b8b2eede24c7eb77b0bce5bcad6` FOREIGN KEY (`branchId`) REFERENCES `branch`(`id`) ON DELETE CASCADE ON UPDATE CASCADE',
    );
    await queryRunner.query(
      'ALTER TABLE `branch_tags` ADD CONSTRAINT `FK_55ed09d1e4434fef0a279572d4e` FOREIGN KEY (`tagId`) REFERENCES `tag`(`id`) ON DELETE CASCADE ON UPDATE CASCADE',
    );
    await queryRunner.query(
      'ALTER TABLE `branch_images` ADD CONSTRAINT `FK_9c3fb79ced23df727a6f845838f` FOREIGN KEY (`branchId`) REFERENCES `branch`(`id`) ON DELETE CASCADE ON UPDATE CASCADE',
    );
    await queryRunner.query(
      'ALTER TABLE `branch_images` ADD CONSTRAINT `FK_65a06b740b5f2e2e53c758be5e3` FOREIGN KEY (`imageId`) REFERENCES `image`(`id`) ON DELETE CASCADE ON UPDATE CASCADE',
    );
    await queryRunner.query(
      'ALTER TABLE `user_branches` ADD CONSTRAINT `FK_730d741ac106176848e5b3c96cd` FOREIGN KEY (`userId`) REFERENCES `user`(`id`) ON DELETE CASCADE ON UPDATE CASCADE',
    );
    await queryRunner.query(
      'ALTER TABLE `user_branches` ADD CONSTRAINT `FK_d4bfb1375daa4e5e17f3def2403` FOREIGN KEY (`branchId`) REFERENCES `branch`(`id`) ON DELETE CASCADE ON UPDATE CASCADE',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `user_branches` DROP FOREIGN KEY `FK_d4bfb1375daa4e5e17f3def2403`',
    );
    await queryRunner.query(
      'ALTER TABLE `user_branches` DROP FOREIGN KEY `FK_730d741ac106176848e5b3c96cd`',
    );
    await queryRunner.query(
      'ALTER TABLE `branch_images` DROP FOREIGN KEY `FK_65a06b740b5f2e2e53c758be5e3`',
    );
    await queryRunner.query(
      'ALTER TABLE `branch_images` DROP FOREIGN KEY `FK_9c3fb79ced23df727a6f845838f`',
    );
    await queryRunner.query(
      'ALTER TABLE `branch_tags` DROP FOREIGN KEY `FK_55ed09d1e4434fef0a279572d4e`',
    );
    await queryRunner.query(
      'ALTER TABLE `branch_tags` DROP FOREIGN KEY `FK_b8b2eede24c7eb77b0bce5bcad6`',
    );
    await queryRunner.query(
      'ALTER TABLE `dining_table` DROP FOREIGN KEY `FK_7564495a218fcb7a53027a0b01e`',
    );
    await queryRunner.query(
      'ALTER TABLE `department` DROP FOREIGN KEY `FK_a44bcea55f11d1502fc11e39fe7`',
    );
    await queryRunner.query(
      'ALTER TABLE `department` DROP FOREIGN KEY `FK_2e569339fa4ad095534ad8eeadf`',
    );
    await queryRunner.query(
      'ALTER TABLE `api_key` DROP FOREIGN KEY `FK_f4d7f3dd1b4a7dc9a096a07869d`',
    );
    await queryRunner.query(
      'ALTER TABLE `external_user` DROP FOREIGN KEY `FK_afe0c1707199c5e1ac113a2291b`',
    );
    await queryRunner.query(
      'ALTER TABLE `customer` DROP FOREIGN KEY `FK_b10df423257342deeacfeaa742c`',
    );
    await queryRunner.query(
      'ALTER TABLE `branch` DROP FOREIGN KEY `FK_f30e3cf43448a353445f4c7046a`',
    );
    await queryRunner.query(
      'ALTER TABLE `branch` DROP FOREIGN KEY `FK_42c1b50c7b3af568697a86bac8e`',
    );
    await queryRunner.query(
      'ALTER TABLE `delivery_area` DROP FOREIGN KEY `FK_5b5a936b1c88583f2058ea1e443`',
    );
    await queryRunner.query('ALTER TABLE `tag` DROP FOREIGN KEY `FK_ed2aa8b9f3195c77083687f02e2`');
    await queryRunner.query('DROP INDEX `IDX_d4bfb1375daa4e5e17f3def240` ON `user_branches`');
    await queryRunner.query('DROP INDEX `IDX_730d741ac106176848e5b3c96c` ON `user_branches`');
    await queryRunner.query('DROP TABLE `user_branches`');
    await queryRunner.query('DROP INDEX `IDX_65a06b740b5f2e2e53c758be5e` ON `branch_images`');
    await queryRunner.query('DROP INDEX `IDX_9c3fb79ced23df727a6f845838` ON `branch_images`');
    await queryRunner.query('DROP TABLE `branch_images`');
    await queryRunner.query('DROP INDEX `IDX_55ed09d1e4434fef0a279572d4` ON `branch_tags`');
    await queryRunner.query('DROP INDEX `IDX_b8b2eede24c7eb77b0bce5bcad` ON `branch_tags`');
    await queryRunner.query('DROP TABLE `branch_tags`');
    await queryRunner.query('DROP INDEX `IDX_e12875dfb3b1d92d7d7c5377e2` ON `user`');
    await queryRunner.query('DROP INDEX `IDX_78a916df40e02a9deb1c4b75ed` ON `user`');
    await queryRunner.query('DROP TABLE `user`');
    await queryRunner.query('DROP TABLE `setting`');
    await queryRunner.query('DROP INDEX `UQ_dining_table_branch_identifier` ON `dining_table`');
    await queryRunner.query('DROP TABLE `dining_table`');
    await queryRunner.query('DROP INDEX `IDX_28fb30478768a4a1b540bf6b26` ON `department`');
    await queryRunner.query('DROP TABLE `department`');
    await queryRunner.query('DROP INDEX `IDX_api_key_hash` ON `api_key`');
    await queryRunner.query('DROP TABLE `api_key`');
    await queryRunner.query('DROP INDEX `IDX_job_record_due` ON `job_record`');
    await queryRunner.query('DROP TABLE `job_record`');
    await queryRunner.query('DROP INDEX `IDX_beeb235b99a8f173425f487517` ON `external_user`');
    await queryRunner.query('DROP TABLE `external_user`');
    await queryRunner.query('DROP TABLE `donatee`');
    await queryRunner.query('DROP TABLE `customer`');
    await queryRunner.query('DROP INDEX `IDX_ba93990a71fc1bccf1d56a0c85` ON `branch`');
    await queryRunner.query('DROP TABLE `branch`');
    await queryRunner.query('DROP INDEX `IDX_4ee6d1e7651f90179ce7097bc4` ON `division`');
    await queryRunner.query('DROP TABLE `division`');
    await queryRunner.query('DROP TABLE `delivery_area`');
    await queryRunner.query('DROP INDEX `IDX_6a9775008add570dc3e5a0bab7` ON `tag`');
    await queryRunner.query('DROP TABLE `tag`');
    await queryRunner.query('DROP TABLE `image`');
    await queryRunner.query('DROP INDEX `IDX_audit_log_entity` ON `audit_log`');
    await queryRunner.query('DROP INDEX `IDX_audit_log_created` ON `audit_log`');
    await queryRunner.query('DROP TABLE `audit_log`');
    await queryRunner.query('DROP TABLE `kv_entry`');
  }
}
