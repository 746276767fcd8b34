import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log names the record it is about („Produkt „Espresso“ geändert“, issue 30): the
 * name is kept when the entry is written, so a deleted record keeps the name it had. Rows
 * written before have none and read „Produkt #12 geändert“.
 */
export class AuditEntityName1795900000000 implements MigrationInterface {
  name = 'AuditEntityName1795900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `audit_log` ADD `entityName` varchar(150) NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `audit_log` DROP COLUMN `entityName`');
  }
}
