import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox remembers which relayed jobs a worker finished (doneAt), so jobs that Redis
 * lost (a restart without persistence) are handed on again from the database. Entries
 * relayed before count as done: their jobs ran long ago.
 */
export class AddOutboxDoneMarker1795600000001 implements MigrationInterface {
  name = 'AddOutboxDoneMarker1795600000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "job_outbox" ADD COLUMN "doneAt" datetime');
    await queryRunner.query(
      'UPDATE "job_outbox" SET "doneAt" = "relayedAt" WHERE "relayedAt" IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_job_outbox_unsettled" ON "job_outbox" ("doneAt", "runAt") ',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_job_outbox_unsettled"');
    await queryRunner.query('ALTER TABLE "job_outbox" DROP COLUMN "doneAt"');
  }
}
