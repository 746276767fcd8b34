import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddPayments1795349266057 implements MigrationInterface {
  name = 'AddPayments1795349266057';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "payment" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "orderId" integer NOT NULL, "method" varchar(20) NOT NULL, "providerRef" varchar(100), "returnToken" varchar(64) NOT NULL, "state" varchar(20) NOT NULL DEFAULT (\'open\'), "amountCents" integer NOT NULL, "currency" varchar(3) NOT NULL, "successPath" varchar(500) NOT NULL, "failurePath" varchar(500) NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "UQ_197ad3677a99a5c2ddc856bf577" UNIQUE ("returnToken"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_payment_order" ON "payment" ("orderId") ');
    await queryRunner.query(
      'CREATE INDEX "IDX_payment_provider_ref" ON "payment" ("method", "providerRef") ',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_payment_provider_ref"');
    await queryRunner.query('DROP INDEX "IDX_payment_order"');
    await queryRunner.query('DROP TABLE "payment"');
  }
}
