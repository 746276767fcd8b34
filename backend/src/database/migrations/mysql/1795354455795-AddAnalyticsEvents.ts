import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddAnalyticsEvents1795354455795 implements MigrationInterface {
  name = 'AddAnalyticsEvents1795354455795';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `analytics_event` (`id` int NOT NULL AUTO_INCREMENT, `type` varchar(50) NOT NULL, `action` varchar(100) NULL, `category` varchar(100) NULL, `data` text NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `IDX_analytics_event_type_time` (`type`, `createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `IDX_analytics_event_type_time` ON `analytics_event`');
    await queryRunner.query('DROP TABLE `analytics_event`');
  }
}
