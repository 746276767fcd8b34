import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddDevices1795349050377 implements MigrationInterface {
  name = 'AddDevices1795349050377';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE `device` (`id` int NOT NULL AUTO_INCREMENT, `identifier` varchar(100) NOT NULL, `name` varchar(255) NOT NULL, `type` varchar(20) NOT NULL, `host` varchar(255) NULL, `port` int NOT NULL DEFAULT '9100', `columns` int NOT NULL DEFAULT '48', `isEnabled` tinyint NOT NULL DEFAULT 1, `isAutoPrint` tinyint NOT NULL DEFAULT 1, `logLines` text NULL, `logsRequestedAt` datetime NULL, `logsUploadedAt` datetime NULL, `lastSeenAt` datetime NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `branchId` int NOT NULL, UNIQUE INDEX `IDX_24e06f26a9b60c56e8e54c19e0` (`identifier`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      'ALTER TABLE `device` ADD CONSTRAINT `FK_cae70c648a6b56d55b38db00013` FOREIGN KEY (`branchId`) REFERENCES `branch`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `device` DROP FOREIGN KEY `FK_cae70c648a6b56d55b38db00013`',
    );
    await queryRunner.query('DROP INDEX `IDX_24e06f26a9b60c56e8e54c19e0` ON `device`');
    await queryRunner.query('DROP TABLE `device`');
  }
}
