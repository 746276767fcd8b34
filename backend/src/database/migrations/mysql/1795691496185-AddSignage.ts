import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddSignage1795691496185 implements MigrationInterface {
  name = 'AddSignage1795691496185';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `signage_device` (`id` int NOT NULL AUTO_INCREMENT, `identifier` varchar(100) NOT NULL, `name` varchar(255) NOT NULL, `pairingCode` varchar(12) NULL, `tokenHash` varchar(64) NULL, `pairedAt` datetime NULL, `lastHeartbeatAt` datetime NULL, `nowPlaying` text NULL, `appVersion` varchar(50) NULL, `screenWidth` int NULL, `screenHeight` int NULL, `screenshotKey` varchar(255) NULL, `screenshotAt` datetime NULL, `commandId` varchar(36) NULL, `command` varchar(20) NULL, `commandPayload` text NULL, `commandState` varchar(12) NULL, `commandMessage` varchar(255) NULL, `commandIssuedAt` datetime NULL, `commandUpdatedAt` datetime NULL, `commandExpiresAt` datetime NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `branchId` int NOT NULL, `sceneId` int NULL, UNIQUE INDEX `IDX_7b47191e01c795684f41b1b9f4` (`identifier`), UNIQUE INDEX `IDX_b7368ae3b41a8156f94aade0eb` (`pairingCode`), UNIQUE INDEX `IDX_facd36053e1c880c9a7bb61a33` (`tokenHash`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      "CREATE TABLE `signage_scene` (`id` int NOT NULL AUTO_INCREMENT, `identifier` varchar(100) NOT NULL, `name` varchar(255) NOT NULL, `path` varchar(150) NOT NULL, `width` int NOT NULL DEFAULT '1920', `height` int NOT NULL DEFAULT '1080', `orientation` varchar(20) NOT NULL DEFAULT 'landscape', `background` varchar(20) NOT NULL DEFAULT '#000000', `isPublic` tinyint NOT NULL DEFAULT 1, `zones` text NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `branchId` int NULL, UNIQUE INDEX `IDX_21f8cf4e19639b1af08fdee6ce` (`identifier`), UNIQUE INDEX `IDX_eb727d78a554a92074ec36415c` (`path`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      "CREATE TABLE `signage_segment` (`id` int NOT NULL AUTO_INCREMENT, `name` varchar(255) NOT NULL, `type` varchar(20) NOT NULL, `duration` int NOT NULL DEFAULT '10', `transition` varchar(10) NOT NULL DEFAULT 'fade', `content` text NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `branchId` int NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      "CREATE TABLE `signage_stream` (`id` int NOT NULL AUTO_INCREMENT, `name` varchar(255) NOT NULL, `priority` int NOT NULL DEFAULT '0', `isInterrupt` tinyint NOT NULL DEFAULT 0, `isEnabled` tinyint NOT NULL DEFAULT 1, `dayparts` text NOT NULL, `segmentIds` text NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `branchId` int NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      'ALTER TABLE `signage_device` ADD CONSTRAINT `FK_7ee52b7d9397c66d2835e15db9c` FOREIGN KEY (`branchId`) REFERENCES `branch`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `signage_device` ADD CONSTRAINT `FK_6adce5e2b993082e16ec258c5b3` FOREIGN KEY (`sceneId`) REFERENCES `signage_scene`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `signage_scene` ADD CONSTRAINT `FK_155ab4b205bfaebe4ff64e3d0f1` FOREIGN KEY (`branchId`) REFERENCES `branch`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `signage_segment` ADD CONSTRAINT `FK_032d8db8ad0f518f1843042f3ec` FOREIGN KEY (`branchId`) REFERENCES `branch`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `signage_stream` ADD CONSTRAINT `FK_349f08352f750be33489e5f5e8f` FOREIGN KEY (`branchId`) REFERENCES `branch`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `signage_stream` DROP FOREIGN KEY `FK_349f08352f750be33489e5f5e8f`',
    );
    await queryRunner.query(
      'ALTER TABLE `signage_segment` DROP FOREIGN KEY `FK_032d8db8ad0f518f1843042f3ec`',
    );
    await queryRunner.query(
      'ALTER TABLE `signage_scene` DROP FOREIGN KEY `FK_155ab4b205bfaebe4ff64e3d0f1`',
    );
    await queryRunner.query(
      'ALTER TABLE `signage_device` DROP FOREIGN KEY `FK_6adce5e2b993082e16ec258c5b3`',
    );
    await queryRunner.query(
      'ALTER TABLE `signage_device` DROP FOREIGN KEY `FK_7ee52b7d9397c66d2835e15db9c`',
    );
    await queryRunner.query('DROP TABLE `signage_stream`');
    await queryRunner.query('DROP TABLE `signage_segment`');
    await queryRunner.query('DROP INDEX `IDX_eb727d78a554a92074ec36415c` ON `signage_scene`');
    await queryRunner.query('DROP INDEX `IDX_21f8cf4e19639b1af08fdee6ce` ON `signage_scene`');
    await queryRunner.query('DROP TABLE `signage_scene`');
    await queryRunner.query('DROP INDEX `IDX_facd36053e1c880c9a7bb61a33` ON `signage_device`');
    await queryRunner.query('DROP INDEX `IDX_b7368ae3b41a8156f94aade0eb` ON `signage_device`');
    await queryRunner.query('DROP INDEX `IDX_7b47191e01c795684f41b1b9f4` ON `signage_device`');
    await queryRunner.query('DROP TABLE `signage_device`');
  }
}
