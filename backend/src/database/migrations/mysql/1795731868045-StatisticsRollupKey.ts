import { MigrationInterface, QueryRunner } from 'typeorm';

/** The hour rows keyed by their cell (metric, hour, branch, dimension) instead of an id. */
export class StatisticsRollupKey1795731868045 implements MigrationInterface {
  name = 'StatisticsRollupKey1795731868045';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `UQ_statistics_rollup_cell` ON `statistics_rollup`");
    await queryRunner.query("ALTER TABLE `statistics_rollup` CHANGE `id` `id` int NOT NULL");
    await queryRunner.query("ALTER TABLE `statistics_rollup` DROP PRIMARY KEY");
    await queryRunner.query("ALTER TABLE `statistics_rollup` DROP COLUMN `id`");
    await queryRunner.query("ALTER TABLE `statistics_rollup` ADD PRIMARY KEY (`metric`, `hour`, `branchId`, `dimension`)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `statistics_rollup` DROP PRIMARY KEY");
    await queryRunner.query("ALTER TABLE `statistics_rollup` ADD `id` int NOT NULL AUTO_INCREMENT");
    await queryRunner.query("ALTER TABLE `statistics_rollup` ADD PRIMARY KEY (`id`)");
    await queryRunner.query("ALTER TABLE `statistics_rollup` CHANGE `id` `id` int NOT NULL AUTO_INCREMENT");
    await queryRunner.query("CREATE UNIQUE INDEX `UQ_statistics_rollup_cell` ON `statistics_rollup` (`metric`, `hour`, `branchId`, `dimension`)");
  }
}
