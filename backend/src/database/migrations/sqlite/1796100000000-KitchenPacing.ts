import { MigrationInterface, QueryRunner } from 'typeorm';

/** As the MariaDB migration of the same name: pacing columns, stations, learned table. */
export class KitchenPacing1796100000000 implements MigrationInterface {
  name = 'KitchenPacing1796100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "customer_order" ADD COLUMN "confirmedAt" datetime');
    await queryRunner.query('ALTER TABLE "customer_order" ADD COLUMN "readyAt" datetime');
    await queryRunner.query('ALTER TABLE "customer_order" ADD COLUMN "prepMinutes" integer NOT NULL DEFAULT (0)');
    await queryRunner.query('ALTER TABLE "customer_order" ADD COLUMN "promisedReadyAt" datetime');
    await queryRunner.query('ALTER TABLE "customer_order" ADD COLUMN "expectedReadyAt" datetime');
    await queryRunner.query('ALTER TABLE "customer_order" ADD COLUMN "delayNoticeMinutes" integer');
    await queryRunner.query('ALTER TABLE "branch" ADD COLUMN "kitchenStations" integer NOT NULL DEFAULT (2)');
    await queryRunner.query('CREATE TABLE "preparation_estimate" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "branchId" integer NOT NULL, "scope" varchar(10) NOT NULL, "refId" integer NOT NULL, "hourOfWeek" smallint NOT NULL, "medianMinutes" integer NOT NULL, "p80Minutes" integer NOT NULL, "samples" integer NOT NULL, "computedAt" datetime NOT NULL)');
    await queryRunner.query('CREATE UNIQUE INDEX "IDX_preparation_estimate_branch" ON "preparation_estimate" ("branchId", "scope", "refId", "hourOfWeek") ');
    await queryRunner.query(`UPDATE "customer_order" SET "confirmedAt" = (SELECT MIN(a."createdAt") FROM "audit_log" a WHERE a."entity" = 'orders' AND a."action" = 'status:confirm' AND a."entityId" = CAST("customer_order"."id" AS TEXT))`);
    await queryRunner.query(`UPDATE "customer_order" SET "readyAt" = (SELECT MIN(a."createdAt") FROM "audit_log" a WHERE a."entity" = 'orders' AND a."action" = 'status:in-delivery' AND a."entityId" = CAST("customer_order"."id" AS TEXT))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_preparation_estimate_branch"');
    await queryRunner.query('DROP TABLE "preparation_estimate"');
    await queryRunner.query('ALTER TABLE "branch" DROP COLUMN "kitchenStations"');
    for (const column of ['delayNoticeMinutes', 'expectedReadyAt', 'promisedReadyAt', 'prepMinutes', 'readyAt', 'confirmedAt']) {
      await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "${column}"`);
    }
  }
}
