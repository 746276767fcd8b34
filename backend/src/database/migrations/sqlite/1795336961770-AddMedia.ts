import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddMedia1795336961770 implements MigrationInterface {
  name = 'AddMedia1795336961770';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "upload" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "version" integer NOT NULL DEFAULT (1), "extension" varchar(8) NOT NULL, "mimeType" varchar(127) NOT NULL, "publicHash" varchar(64) NOT NULL, "originalName" varchar(255) NOT NULL DEFAULT (\'\'), "size" integer NOT NULL, "storageKey" varchar(255) NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "IDX_bd2ec0f050430739fcd2d5639f" ON "upload" ("publicHash") ',
    );
    await queryRunner.query(
      'CREATE TABLE "temporary_image" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "version" integer NOT NULL DEFAULT (1), "extension" varchar(8) NOT NULL, "alt" varchar(255) NOT NULL DEFAULT (\'\'), "mimeType" varchar(64) NOT NULL, "width" integer, "height" integer, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "size" integer NOT NULL DEFAULT (0), "storageKey" varchar(255) NOT NULL DEFAULT (\'\'), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_image"("id", "version", "extension", "alt", "mimeType", "width", "height", "createdAt") SELECT "id", "version", "extension", "alt", "mimeType", "width", "height", "createdAt" FROM "image"',
    );
    await queryRunner.query('DROP TABLE "image"');
    await queryRunner.query('ALTER TABLE "temporary_image" RENAME TO "image"');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "image" RENAME TO "temporary_image"');
    await queryRunner.query(
      'CREATE TABLE "image" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "version" integer NOT NULL DEFAULT (1), "extension" varchar(8) NOT NULL, "alt" varchar(255) NOT NULL DEFAULT (\'\'), "mimeType" varchar(64) NOT NULL, "width" integer, "height" integer, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'INSERT INTO "image"("id", "version", "extension", "alt", "mimeType", "width", "height", "createdAt") SELECT "id", "version", "extension", "alt", "mimeType", "width", "height", "createdAt" FROM "temporary_image"',
    );
    await queryRunner.query('DROP TABLE "temporary_image"');
    await queryRunner.query('DROP INDEX "IDX_bd2ec0f050430739fcd2d5639f"');
    await queryRunner.query('DROP TABLE "upload"');
  }
}
