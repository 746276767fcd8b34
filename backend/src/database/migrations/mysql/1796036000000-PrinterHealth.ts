import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Printer health (issue 36): whether the print worker asks a printer for its ESC/POS status
 * (off for printers set up before: one that does not speak DLE EOT would read as offline and
 * hold every ticket), the state it last reported, and the branch's backup printer that takes
 * the tickets while this one cannot print.
 */
export class PrinterHealth1796036000000 implements MigrationInterface {
  name = 'PrinterHealth1796036000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `device` ADD `checksStatus` tinyint NOT NULL DEFAULT 0, ADD `printerStatus` varchar(20) NULL, ADD `printerStatusAt` datetime NULL, ADD `backupDeviceId` int NULL',
    );
    await queryRunner.query(
      'ALTER TABLE `device` ADD CONSTRAINT `FK_device_backup_device` FOREIGN KEY (`backupDeviceId`) REFERENCES `device`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `device` DROP FOREIGN KEY `FK_device_backup_device`');
    await queryRunner.query(
      'ALTER TABLE `device` DROP COLUMN `backupDeviceId`, DROP COLUMN `printerStatusAt`, DROP COLUMN `printerStatus`, DROP COLUMN `checksStatus`',
    );
  }
}
