import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddOrderHistoryIndexes1795603756004 implements MigrationInterface {
  name = 'AddOrderHistoryIndexes1795603756004';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX "IDX_customer_order_created" ON "customer_order" ("createdAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_customer_order_branch_created" ON "customer_order" ("branchId", "createdAt") ',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_customer_order_branch_created"');
    await queryRunner.query('DROP INDEX "IDX_customer_order_created"');
  }
}
