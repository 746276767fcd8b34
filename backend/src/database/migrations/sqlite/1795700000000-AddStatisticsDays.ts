import { MigrationInterface, QueryRunner } from 'typeorm';

/** Day rows of the statistics; the next rollup round fills them from the hour rows. */
export class AddStatisticsDays1795700000000 implements MigrationInterface {
  name = 'AddStatisticsDays1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "statistics_rollup_day" ("metric" varchar(40) NOT NULL, "day" datetime NOT NULL, "branchId" integer NOT NULL, "dimension" varchar(191) NOT NULL, "value" double NOT NULL, PRIMARY KEY ("metric", "day", "branchId", "dimension"))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "statistics_rollup_day"');
    await queryRunner.query("DELETE FROM \"statistics_rollup_state\" WHERE \"source\" LIKE '%-days'");
  }
}
