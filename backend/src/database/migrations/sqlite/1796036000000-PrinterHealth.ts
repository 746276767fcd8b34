import { MigrationInterface, QueryRunner } from 'typeorm';

/** Printer health (issue 36); see the MariaDB migration of the same name. */
export class PrinterHealth1796036000000 implements MigrationInterface {
  name = 'PrinterHealth1796036000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "device" ADD COLUMN "checksStatus" boolean NOT NULL DEFAULT (0)',
    );
    await queryRunner.query('ALTER TABLE "device" ADD COLUMN "printerStatus" varchar(20)');
    await queryRunner.query('ALTER TABLE "device" ADD COLUMN "printerStatusAt" datetime');
    await queryRunner.query(
      'ALTER TABLE "device" ADD COLUMN "backupDeviceId" integer REFERENCES "device" ("id") ON DELETE SET NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['backupDeviceId', 'printerStatusAt', 'printerStatus', 'checksStatus']) {
      await queryRunner.query(`ALTER TABLE "device" DROP COLUMN "${column}"`);
    }
  }
}
