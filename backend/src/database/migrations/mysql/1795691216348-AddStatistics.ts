import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddStatistics1795691216348 implements MigrationInterface {
  name = 'AddStatistics1795691216348';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `analytics_salt` (`day` varchar(10) NOT NULL, `salt` varchar(64) NOT NULL, PRIMARY KEY (`day`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `statistics_rollup_state` (`source` varchar(20) NOT NULL, `rolledUntil` datetime NOT NULL, `checkedAt` datetime NULL, PRIMARY KEY (`source`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `statistics_rollup` (`id` int NOT NULL AUTO_INCREMENT, `hour` datetime NOT NULL, `branchId` int NOT NULL, `metric` varchar(40) NOT NULL, `dimension` varchar(191) NOT NULL, `value` double NOT NULL, UNIQUE INDEX `UQ_statistics_rollup_cell` (`metric`, `hour`, `branchId`, `dimension`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query('ALTER TABLE `analytics_event` ADD `visitorHash` varchar(32) NULL');
    await queryRunner.query('ALTER TABLE `analytics_event` ADD `branchId` int NULL');
    await queryRunner.query('ALTER TABLE `analytics_event` ADD `path` varchar(255) NULL');
    await queryRunner.query('ALTER TABLE `analytics_event` ADD `browser` varchar(50) NULL');
    await queryRunner.query('ALTER TABLE `analytics_event` ADD `os` varchar(50) NULL');
    await queryRunner.query('ALTER TABLE `analytics_event` ADD `referrerGroup` varchar(20) NULL');
    await queryRunner.query('ALTER TABLE `analytics_event` ADD `referrerSource` varchar(100) NULL');
    await queryRunner.query('ALTER TABLE `analytics_event` ADD `screen` varchar(20) NULL');
    await queryRunner.query('ALTER TABLE `analytics_event` ADD `pixelRatio` varchar(10) NULL');
    await queryRunner.query('ALTER TABLE `analytics_event` ADD `colorScheme` varchar(10) NULL');
    await queryRunner.query(
      'CREATE INDEX `IDX_analytics_event_visitor_time` ON `analytics_event` (`visitorHash`, `createdAt`)',
    );
    await queryRunner.query(
      'CREATE INDEX `IDX_analytics_event_time` ON `analytics_event` (`createdAt`)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `IDX_analytics_event_time` ON `analytics_event`');
    await queryRunner.query('DROP INDEX `IDX_analytics_event_visitor_time` ON `analytics_event`');
    await queryRunner.query('ALTER TABLE `analytics_event` DROP COLUMN `colorScheme`');
    await queryRunner.query('ALTER TABLE `analytics_event` DROP COLUMN `pixelRatio`');
    await queryRunner.query('ALTER TABLE `analytics_event` DROP COLUMN `screen`');
    await queryRunner.query('ALTER TABLE `analytics_event` DROP COLUMN `referrerSource`');
    await queryRunner.query('ALTER TABLE `analytics_event` DROP COLUMN `referrerGroup`');
    await queryRunner.query('ALTER TABLE `analytics_event` DROP COLUMN `os`');
    await queryRunner.query('ALTER TABLE `analytics_event` DROP COLUMN `browser`');
    await queryRunner.query('ALTER TABLE `analytics_event` DROP COLUMN `path`');
    await queryRunner.query('ALTER TABLE `analytics_event` DROP COLUMN `branchId`');
    await queryRunner.query('ALTER TABLE `analytics_event` DROP COLUMN `visitorHash`');
    await queryRunner.query('DROP INDEX `UQ_statistics_rollup_cell` ON `statistics_rollup`');
    await queryRunner.query('DROP TABLE `statistics_rollup`');
    await queryRunner.query('DROP TABLE `statistics_rollup_state`');
    await queryRunner.query('DROP TABLE `analytics_salt`');
  }
}
