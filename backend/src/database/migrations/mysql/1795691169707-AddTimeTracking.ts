import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddTimeTracking1795691169707 implements MigrationInterface {
  name = 'AddTimeTracking1795691169707';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE `absence` (`id` int NOT NULL AUTO_INCREMENT, `kind` varchar(12) NOT NULL, `fromDay` varchar(10) NOT NULL, `toDay` varchar(10) NOT NULL, `halfDay` tinyint NOT NULL DEFAULT 0, `status` varchar(10) NOT NULL DEFAULT 'requested', `note` varchar(500) NOT NULL DEFAULT '', `decidedAt` datetime NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `userId` int NOT NULL, `decidedById` int NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      'CREATE TABLE `activity_pause` (`id` int NOT NULL AUTO_INCREMENT, `startedAt` datetime NOT NULL, `endedAt` datetime NULL, `activityId` int NOT NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `activity_stamp` (`id` int NOT NULL AUTO_INCREMENT, `idempotencyKey` varchar(80) NOT NULL, `userId` int NOT NULL, `action` varchar(10) NOT NULL, `at` datetime NOT NULL, `activityId` int NULL, `receivedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `IDX_9977fb7eef9b8a0b15de2f4950` (`idempotencyKey`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      "CREATE TABLE `employment_contract` (`id` int NOT NULL AUTO_INCREMENT, `validFrom` varchar(10) NOT NULL, `weeklyMinutes` int NOT NULL, `workingDays` text NOT NULL, `holidayDaysPerYear` int NOT NULL DEFAULT '25', `openingHolidayDays` decimal(5,1) NOT NULL DEFAULT '0.0', `openingOvertimeMinutes` int NOT NULL DEFAULT '0', `holidayCountry` varchar(2) NOT NULL DEFAULT 'AT', `holidayState` varchar(5) NOT NULL DEFAULT '', `userId` int NOT NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      "CREATE TABLE `project` (`id` int NOT NULL AUTO_INCREMENT, `name` varchar(200) NOT NULL, `description` text NULL, `status` varchar(10) NOT NULL DEFAULT 'active', `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `branchId` int NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      'CREATE TABLE `task_view` (`id` int NOT NULL AUTO_INCREMENT, `viewedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `taskId` int NOT NULL, `userId` int NOT NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      "CREATE TABLE `task` (`id` int NOT NULL AUTO_INCREMENT, `title` varchar(200) NOT NULL, `description` text NULL, `status` varchar(12) NOT NULL DEFAULT 'open', `dueDate` varchar(10) NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `projectId` int NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      "CREATE TABLE `terminal_token` (`id` int NOT NULL AUTO_INCREMENT, `tokenHash` varchar(64) NOT NULL, `tokenPrefix` varchar(8) NOT NULL, `label` varchar(100) NOT NULL DEFAULT '', `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `lastUsedAt` datetime NULL, `revokedAt` datetime NULL, `userId` int NOT NULL, UNIQUE INDEX `IDX_e9324ee28a4e96e5de3da2ca74` (`tokenHash`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      'CREATE TABLE `terminal_pin` (`id` int NOT NULL AUTO_INCREMENT, `userId` int NOT NULL, `pinHash` varchar(255) NOT NULL, UNIQUE INDEX `IDX_43bc6cf86cf50614bb2084e9f6` (`userId`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      "CREATE TABLE `working_activity` (`id` int NOT NULL AUTO_INCREMENT, `startedAt` datetime NOT NULL, `endedAt` datetime NULL, `openFor` int NULL, `source` varchar(20) NOT NULL DEFAULT 'backoffice', `note` varchar(500) NOT NULL DEFAULT '', `correctionReason` varchar(500) NULL, `correctsId` int NULL, `supersededById` int NULL, `warnedAt` datetime NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `userId` int NOT NULL, `branchId` int NOT NULL, `projectId` int NULL, `taskId` int NULL, `correctedById` int NULL, INDEX `IDX_745b6f1fbad0c4ab4e11eec12d` (`userId`, `startedAt`), UNIQUE INDEX `IDX_8188e9c2d6d7e5d5c78acf8ead` (`openFor`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      "CREATE TABLE `working_schedule` (`id` int NOT NULL AUTO_INCREMENT, `kind` varchar(10) NOT NULL DEFAULT 'single', `weekday` int NULL, `date` varchar(10) NULL, `validFrom` varchar(10) NULL, `validUntil` varchar(10) NULL, `startTime` varchar(5) NOT NULL, `endTime` varchar(5) NOT NULL, `note` varchar(500) NOT NULL DEFAULT '', `userId` int NOT NULL, `branchId` int NOT NULL, `departmentId` int NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      'CREATE TABLE `task_assignees` (`taskId` int NOT NULL, `userId` int NOT NULL, INDEX `IDX_8b1600551063c485554bca74c1` (`taskId`), INDEX `IDX_e1f7dbf3fd1b02451882ea7c7b` (`userId`), PRIMARY KEY (`taskId`, `userId`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'ALTER TABLE `absence` ADD CONSTRAINT `FK_a2cd12ac708c89421eb6fd91ff5` FOREIGN KEY (`userId`) REFERENCES `user`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `absence` ADD CONSTRAINT `FK_571db3786eab8c436428c9ec331` FOREIGN KEY (`decidedById`) REFERENCES `user`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `activity_pause` ADD CONSTRAINT `FK_53310f799161aea466ab5ea3915` FOREIGN KEY (`activityId`) REFERENCES `working_activity`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `employment_contract` ADD CONSTRAINT `FK_110ddb02f636e5975c57e6092ea` FOREIGN KEY (`userId`) REFERENCES `user`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `project` ADD CONSTRAINT `FK_cb0b8742475e78ad1394b365e54` FOREIGN KEY (`branchId`) REFERENCES `branch`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `task_view` ADD CONSTRAINT `FK_690a7f585c8fea85b168ba482ec` FOREIGN KEY (`taskId`) REFERENCES `task`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `task_view` ADD CONSTRAINT `FK_b421e65f5ffa680b8536fba569a` FOREIGN KEY (`userId`) REFERENCES `user`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `task` ADD CONSTRAINT `FK_3797a20ef5553ae87af126bc2fe` FOREIGN KEY (`projectId`) REFERENCES `project`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `terminal_token` ADD CONSTRAINT `FK_3584d9a5d84227841884c793d74` FOREIGN KEY (`userId`) REFERENCES `user`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `working_activity` ADD CONSTRAINT `FK_a931b42b18cb28a43f7cbf1cf3b` FOREIGN KEY (`userId`) REFERENCES `user`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `working_activity` ADD CONSTRAINT `FK_8bdd81f647aac5347a4effe02d9` FOREIGN KEY (`branchId`) REFERENCES `branch`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `working_activity` ADD CONSTRAINT `FK_5829fde11cfeaf7ea6eb7f7f56d` FOREIGN KEY (`projectId`) REFERENCES `project`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `working_activity` ADD CONSTRAINT `FK_0428aa1000b24fba48a1402551a` FOREIGN KEY (`taskId`) REFERENCES `task`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `working_activity` ADD CONSTRAINT `FK_abbd636016804145ca1d0ab524a` FOREIGN KEY (`correctedById`) REFERENCES `user`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `working_schedule` ADD CONSTRAINT `FK_a20b1e7957793db60b545d27a72` FOREIGN KEY (`userId`) REFERENCES `user`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `working_schedule` ADD CONSTRAINT `FK_825df892f51c541c6a236ee3c72` FOREIGN KEY (`branchId`) REFERENCES `branch`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `working_schedule` ADD CONSTRAINT `FK_bf91e93b438d1bd6cd9423cc2c3` FOREIGN KEY (`departmentId`) REFERENCES `department`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `task_assignees` ADD CONSTRAINT `FK_8b1600551063c485554bca74c13` FOREIGN KEY (`taskId`) REFERENCES `task`(`id`) ON DELETE CASCADE ON UPDATE CASCADE',
    );
    await queryRunner.query(
      'ALTER TABLE `task_assignees` ADD CONSTRAINT `FK_e1f7dbf3fd1b02451882ea7c7b4` FOREIGN KEY (`userId`) REFERENCES `user`(`id`) ON DELETE CASCADE ON UPDATE CASCADE',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `task_assignees` DROP FOREIGN KEY `FK_e1f7dbf3fd1b02451882ea7c7b4`',
    );
    await queryRunner.query(
      'ALTER TABLE `task_assignees` DROP FOREIGN KEY `FK_8b1600551063c485554bca74c13`',
    );
    await queryRunner.query(
      'ALTER TABLE `working_schedule` DROP FOREIGN KEY `FK_bf91e93b438d1bd6cd9423cc2c3`',
    );
    await queryRunner.query(
      'ALTER TABLE `working_schedule` DROP FOREIGN KEY `FK_825df892f51c541c6a236ee3c72`',
    );
    await queryRunner.query(
      'ALTER TABLE `working_schedule` DROP FOREIGN KEY `FK_a20b1e7957793db60b545d27a72`',
    );
    await queryRunner.query(
      'ALTER TABLE `working_activity` DROP FOREIGN KEY `FK_abbd636016804145ca1d0ab524a`',
    );
    await queryRunner.query(
      'ALTER TABLE `working_activity` DROP FOREIGN KEY `FK_0428aa1000b24fba48a1402551a`',
    );
    await queryRunner.query(
      'ALTER TABLE `working_activity` DROP FOREIGN KEY `FK_5829fde11cfeaf7ea6eb7f7f56d`',
    );
    await queryRunner.query(
      'ALTER TABLE `working_activity` DROP FOREIGN KEY `FK_8bdd81f647aac5347a4effe02d9`',
    );
    await queryRunner.query(
      'ALTER TABLE `working_activity` DROP FOREIGN KEY `FK_a931b42b18cb28a43f7cbf1cf3b`',
    );
    await queryRunner.query(
      'ALTER TABLE `terminal_token` DROP FOREIGN KEY `FK_3584d9a5d84227841884c793d74`',
    );
    await queryRunner.query('ALTER TABLE `task` DROP FOREIGN KEY `FK_3797a20ef5553ae87af126bc2fe`');
    await queryRunner.query(
      'ALTER TABLE `task_view` DROP FOREIGN KEY `FK_b421e65f5ffa680b8536fba569a`',
    );
    await queryRunner.query(
      'ALTER TABLE `task_view` DROP FOREIGN KEY `FK_690a7f585c8fea85b168ba482ec`',
    );
    await queryRunner.query(
      'ALTER TABLE `project` DROP FOREIGN KEY `FK_cb0b8742475e78ad1394b365e54`',
    );
    await queryRunner.query(
      'ALTER TABLE `employment_contract` DROP FOREIGN KEY `FK_110ddb02f636e5975c57e6092ea`',
    );
    await queryRunner.query(
      'ALTER TABLE `activity_pause` DROP FOREIGN KEY `FK_53310f799161aea466ab5ea3915`',
    );
    await queryRunner.query(
      'ALTER TABLE `absence` DROP FOREIGN KEY `FK_571db3786eab8c436428c9ec331`',
    );
    await queryRunner.query(
      'ALTER TABLE `absence` DROP FOREIGN KEY `FK_a2cd12ac708c89421eb6fd91ff5`',
    );
    await queryRunner.query('DROP INDEX `IDX_e1f7dbf3fd1b02451882ea7c7b` ON `task_assignees`');
    await queryRunner.query('DROP INDEX `IDX_8b1600551063c485554bca74c1` ON `task_assignees`');
    await queryRunner.query('DROP TABLE `task_assignees`');
    await queryRunner.query('DROP TABLE `working_schedule`');
    await queryRunner.query('DROP INDEX `IDX_8188e9c2d6d7e5d5c78acf8ead` ON `working_activity`');
    await queryRunner.query('DROP INDEX `IDX_745b6f1fbad0c4ab4e11eec12d` ON `working_activity`');
    await queryRunner.query('DROP TABLE `working_activity`');
    await queryRunner.query('DROP INDEX `IDX_43bc6cf86cf50614bb2084e9f6` ON `terminal_pin`');
    await queryRunner.query('DROP TABLE `terminal_pin`');
    await queryRunner.query('DROP INDEX `IDX_e9324ee28a4e96e5de3da2ca74` ON `terminal_token`');
    await queryRunner.query('DROP TABLE `terminal_token`');
    await queryRunner.query('DROP TABLE `task`');
    await queryRunner.query('DROP TABLE `task_view`');
    await queryRunner.query('DROP TABLE `project`');
    await queryRunner.query('DROP TABLE `employment_contract`');
    await queryRunner.query('DROP INDEX `IDX_9977fb7eef9b8a0b15de2f4950` ON `activity_stamp`');
    await queryRunner.query('DROP TABLE `activity_stamp`');
    await queryRunner.query('DROP TABLE `activity_pause`');
    await queryRunner.query('DROP TABLE `absence`');
  }
}
