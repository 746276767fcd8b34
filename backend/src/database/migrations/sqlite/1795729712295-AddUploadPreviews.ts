import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddUploadPreviews1795729712295 implements MigrationInterface {
  name = 'AddUploadPreviews1795729712295';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_bd2ec0f050430739fcd2d5639f\"");
    await queryRunner.query("CREATE TABLE \"temporary_upload\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"version\" integer NOT NULL DEFAULT (1), \"extension\" varchar(8) NOT NULL, \"mimeType\" varchar(127) NOT NULL, \"publicHash\" varchar(64) NOT NULL, \"originalName\" varchar(255) NOT NULL DEFAULT (''), \"size\" integer NOT NULL, \"storageKey\" varchar(255) NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')), \"hasPreview\" boolean NOT NULL DEFAULT (0))");
    await queryRunner.query("INSERT INTO \"temporary_upload\"(\"id\", \"version\", \"extension\", \"mimeType\", \"publicHash\", \"originalName\", \"size\", \"storageKey\", \"createdAt\") SELECT \"id\", \"version\", \"extension\", \"mimeType\", \"publicHash\", \"originalName\", \"size\", \"storageKey\", \"createdAt\" FROM \"upload\"");
    await queryRunner.query("DROP TABLE \"upload\"");
    await queryRunner.query("ALTER TABLE \"temporary_upload\" RENAME TO \"upload\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_bd2ec0f050430739fcd2d5639f\" ON \"upload\" (\"publicHash\") ");
    // Pictures always had a preview (sharp, on first request); PDFs get one from now on.
    await queryRunner.query("UPDATE \"upload\" SET \"hasPreview\" = 1 WHERE \"extension\" IN ('jpg', 'png', 'gif', 'webp')");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_bd2ec0f050430739fcd2d5639f\"");
    await queryRunner.query("ALTER TABLE \"upload\" RENAME TO \"temporary_upload\"");
    await queryRunner.query("CREATE TABLE \"upload\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"version\" integer NOT NULL DEFAULT (1), \"extension\" varchar(8) NOT NULL, \"mimeType\" varchar(127) NOT NULL, \"publicHash\" varchar(64) NOT NULL, \"originalName\" varchar(255) NOT NULL DEFAULT (''), \"size\" integer NOT NULL, \"storageKey\" varchar(255) NOT NULL, \"createdAt\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("INSERT INTO \"upload\"(\"id\", \"version\", \"extension\", \"mimeType\", \"publicHash\", \"originalName\", \"size\", \"storageKey\", \"createdAt\") SELECT \"id\", \"version\", \"extension\", \"mimeType\", \"publicHash\", \"originalName\", \"size\", \"storageKey\", \"createdAt\" FROM \"temporary_upload\"");
    await queryRunner.query("DROP TABLE \"temporary_upload\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_bd2ec0f050430739fcd2d5639f\" ON \"upload\" (\"publicHash\") ");
  }
}
