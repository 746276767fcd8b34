import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddJobOutbox1795350169655 implements MigrationInterface {
  name = 'AddJobOutbox1795350169655';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "job_outbox" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "jobKey" varchar(191) NOT NULL, "queue" varchar(20) NOT NULL, "name" varchar(100) NOT NULL, "payload" text NOT NULL, "attempts" integer, "runAt" bigint NOT NULL, "claimedUntil" bigint, "relayedAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "UQ_caed869d7cc94908b97aed18a1d" UNIQUE ("jobKey"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_job_outbox_pending" ON "job_outbox" ("relayedAt", "claimedUntil") ',
    );
    await queryRunner.query('DROP INDEX "IDX_job_record_due"');
    await queryRunner.query(
      'CREATE TABLE "temporary_job_record" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "queue" varchar(20) NOT NULL, "name" varchar(100) NOT NULL, "payload" text NOT NULL, "status" varchar(20) NOT NULL DEFAULT (\'waiting\'), "attempts" integer NOT NULL DEFAULT (0), "maxAttempts" integer NOT NULL DEFAULT (5), "runAt" bigint NOT NULL, "lastError" text, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "finishedAt" datetime, "jobKey" varchar(191), CONSTRAINT "UQ_bf00eff6fac6dff5a04f8bcaaee" UNIQUE ("jobKey"))',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_job_record"("id", "queue", "name", "payload", "status", "attempts", "maxAttempts", "runAt", "lastError", "createdAt", "finishedAt") SELECT "id", "queue", "name", "payload", "status", "attempts", "maxAttempts", "runAt", "lastError", "createdAt", "finishedAt" FROM "job_record"',
    );
    await queryRunner.query('DROP TABLE "job_record"');
    await queryRunner.query('ALTER TABLE "temporary_job_record" RENAME TO "job_record"');
    await queryRunner.query(
      'CREATE INDEX "IDX_job_record_due" ON "job_record" ("status", "runAt") ',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_job_record_due"');
    await queryRunner.query('ALTER TABLE "job_record" RENAME TO "temporary_job_record"');
    await queryRunner.query(
      'CREATE TABLE "job_record" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "queue" varchar(20) NOT NULL, "name" varchar(100) NOT NULL, "payload" text NOT NULL, "status" varchar(20) NOT NULL DEFAULT (\'waiting\'), "attempts" integer NOT NULL DEFAULT (0), "maxAttempts" integer NOT NULL DEFAULT (5), "runAt" bigint NOT NULL, "lastError" text, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "finishedAt" datetime)',
    );
    await queryRunner.query(
      'INSERT INTO "job_record"("id", "queue", "name", "payload", "status", "attempts", "maxAttempts", "runAt", "lastError", "createdAt", "finishedAt") SELECT "id", "queue", "name", "payload", "status", "attempts", "maxAttempts", "runAt", "lastError", "createdAt", "finishedAt" FROM "temporary_job_record"',
    );
    await queryRunner.query('DROP TABLE "temporary_job_record"');
    await queryRunner.query(
      'CREATE INDEX "IDX_job_record_due" ON "job_record" ("status", "runAt") ',
    );
    await queryRunner.query('DROP INDEX "IDX_job_outbox_pending"');
    await queryRunner.query('DROP TABLE "job_outbox"');
  }
}
