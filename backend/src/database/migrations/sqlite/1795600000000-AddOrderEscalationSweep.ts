import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Escalation timers re-derivable from the database: each order remembers when it became the
 * shop's to answer (announcedAt), and an index serves the sweep's query (pending, not yet
 * missed, announced before a cutoff). Orders the shop already saw count from their creation.
 */
export class AddOrderEscalationSweep1795600000000 implements MigrationInterface {
  name = 'AddOrderEscalationSweep1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "customer_order" ADD COLUMN "announcedAt" datetime');
    await queryRunner.query(
      'UPDATE "customer_order" SET "announcedAt" = "createdAt" WHERE "isPaid" = 1 OR "paymentMethod" IN (\'cash\', \'atm-card\', \'hydro-ag-voucher\')',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_customer_order_escalation" ON "customer_order" ("status", "isMissed", "announcedAt") ',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_customer_order_escalation"');
    await queryRunner.query('ALTER TABLE "customer_order" DROP COLUMN "announcedAt"');
  }
}
