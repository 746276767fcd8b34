import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddDevices1795349050377 implements MigrationInterface {
  name = 'AddDevices1795349050377';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "device" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "identifier" varchar(100) NOT NULL, "name" varchar(255) NOT NULL, "type" varchar(20) NOT NULL, "host" varchar(255), "port" integer NOT NULL DEFAULT (9100), "columns" integer NOT NULL DEFAULT (48), "isEnabled" boolean NOT NULL DEFAULT (1), "isAutoPrint" boolean NOT NULL DEFAULT (1), "logLines" text, "logsRequestedAt" datetime, "logsUploadedAt" datetime, "lastSeenAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "branchId" integer NOT NULL, CONSTRAINT "UQ_24e06f26a9b60c56e8e54c19e05" UNIQUE ("identifier"))',
    );
    await queryRunner.query(
      'CREATE TABLE "temporary_device" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "identifier" varchar(100) NOT NULL, "name" varchar(255) NOT NULL, "type" varchar(20) NOT NULL, "host" varchar(255), "port" integer NOT NULL DEFAULT (9100), "columns" integer NOT NULL DEFAULT (48), "isEnabled" boolean NOT NULL DEFAULT (1), "isAutoPrint" boolean NOT NULL DEFAULT (1), "logLines" text, "logsRequestedAt" datetime, "logsUploadedAt" datetime, "lastSeenAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "branchId" integer NOT NULL, CONSTRAINT "UQ_24e06f26a9b60c56e8e54c19e05" UNIQUE ("identifier"), CONSTRAINT "FK_cae70c648a6b56d55b38db00013" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_device"("id", "identifier", "name", "type", "host", "port", "columns", "isEnabled", "isAutoPrint", "logLines", "logsRequestedAt", "logsUploadedAt", "lastSeenAt", "createdAt", "updatedAt", "branchId") SELECT "id", "identifier", "name", "type", "host", "port", "columns", "isEnabled", "isAutoPrint", "logLines", "logsRequestedAt", "logsUploadedAt", "lastSeenAt", "createdAt", "updatedAt", "branchId" FROM "device"',
    );
    await queryRunner.query('DROP TABLE "device"');
    await queryRunner.query('ALTER TABLE "temporary_device" RENAME TO "device"');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "device" RENAME TO "temporary_device"');
    await queryRunner.query(
      'CREATE TABLE "device" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "identifier" varchar(100) NOT NULL, "name" varchar(255) NOT NULL, "type" varchar(20) NOT NULL, "host" varchar(255), "port" integer NOT NULL DEFAULT (9100), "columns" integer NOT NULL DEFAULT (48), "isEnabled" boolean NOT NULL DEFAULT (1), "isAutoPrint" boolean NOT NULL DEFAULT (1), "logLines" text, "logsRequestedAt" datetime, "logsUploadedAt" datetime, "lastSeenAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "branchId" integer NOT NULL, CONSTRAINT "UQ_24e06f26a9b60c56e8e54c19e05" UNIQUE ("identifier"))',
    );
    await queryRunner.query(
      'INSERT INTO "device"("id", "identifier", "name", "type", "host", "port", "columns", "isEnabled", "isAutoPrint", "logLines", "logsRequestedAt", "logsUploadedAt", "lastSeenAt", "createdAt", "updatedAt", "branchId") SELECT "id", "identifier", "name", "type", "host", "port", "columns", "isEnabled", "isAutoPrint", "logLines", "logsRequestedAt", "logsUploadedAt", "lastSeenAt", "createdAt", "updatedAt", "branchId" FROM "temporary_device"',
    );
    await queryRunner.query('DROP TABLE "temporary_device"');
    await queryRunner.query('DROP TABLE "device"');
  }
}
