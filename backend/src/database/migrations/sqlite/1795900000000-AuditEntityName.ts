import { MigrationInterface, QueryRunner } from 'typeorm';

/** As the MariaDB migration of the same name: the audited record's name. */
export class AuditEntityName1795900000000 implements MigrationInterface {
  name = 'AuditEntityName1795900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "audit_log" ADD COLUMN "entityName" varchar(150)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "audit_log" DROP COLUMN "entityName"');
  }
}
