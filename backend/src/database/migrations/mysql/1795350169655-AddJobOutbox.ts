import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddJobOutbox1795350169655 implements MigrationInterface {
  name = 'AddJobOutbox1795350169655';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `job_outbox` (`id` int NOT NULL AUTO_INCREMENT, `jobKey` varchar(191) NOT NULL, `queue` varchar(20) NOT NULL, `name` varchar(100) NOT NULL, `payload` text NOT NULL, `attempts` int NULL, `runAt` bigint NOT NULL, `claimedUntil` bigint NULL, `relayedAt` datetime NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `IDX_job_outbox_pending` (`relayedAt`, `claimedUntil`), UNIQUE INDEX `IDX_caed869d7cc94908b97aed18a1` (`jobKey`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query('ALTER TABLE `job_record` ADD `jobKey` varchar(191) NULL');
    await queryRunner.query(
      'ALTER TABLE `job_record` ADD UNIQUE INDEX `IDX_e8be2a8caac485e6934253c03b` (`jobKey`)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `job_record` DROP INDEX `IDX_e8be2a8caac485e6934253c03b`');
    await queryRunner.query('ALTER TABLE `job_record` DROP COLUMN `jobKey`');
    await queryRunner.query('DROP INDEX `IDX_caed869d7cc94908b97aed18a1` ON `job_outbox`');
    await queryRunner.query('DROP INDEX `IDX_job_outbox_pending` ON `job_outbox`');
    await queryRunner.query('DROP TABLE `job_outbox`');
  }
}
