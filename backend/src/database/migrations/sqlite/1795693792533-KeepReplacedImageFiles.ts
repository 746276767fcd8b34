import { MigrationInterface, QueryRunner } from 'typeorm';

export class KeepReplacedImageFiles1795693792533 implements MigrationInterface {
  name = 'KeepReplacedImageFiles1795693792533';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "temporary_image" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "version" integer NOT NULL DEFAULT (1), "extension" varchar(8) NOT NULL, "alt" varchar(255) NOT NULL DEFAULT (\'\'), "mimeType" varchar(64) NOT NULL, "width" integer, "height" integer, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "size" integer NOT NULL DEFAULT (0), "storageKey" varchar(255) NOT NULL DEFAULT (\'\'), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "previousFiles" text)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_image"("id", "version", "extension", "alt", "mimeType", "width", "height", "createdAt", "size", "storageKey", "updatedAt") SELECT "id", "version", "extension", "alt", "mimeType", "width", "height", "createdAt", "size", "storageKey", "updatedAt" FROM "image"',
    );
    await queryRunner.query('DROP TABLE "image"');
    await queryRunner.query('ALTER TABLE "temporary_image" RENAME TO "image"');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "image" RENAME TO "temporary_image"');
    await queryRunner.query(
      'CREATE TABLE "image" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "version" integer NOT NULL DEFAULT (1), "extension" varchar(8) NOT NULL, "alt" varchar(255) NOT NULL DEFAULT (\'\'), "mimeType" varchar(64) NOT NULL, "width" integer, "height" integer, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "size" integer NOT NULL DEFAULT (0), "storageKey" varchar(255) NOT NULL DEFAULT (\'\'), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'INSERT INTO "image"("id", "version", "extension", "alt", "mimeType", "width", "height", "createdAt", "size", "storageKey", "updatedAt") SELECT "id", "version", "extension", "alt", "mimeType", "width", "height", "createdAt", "size", "storageKey", "updatedAt" FROM "temporary_image"',
    );
    await queryRunner.query('DROP TABLE "temporary_image"');
  }
}
