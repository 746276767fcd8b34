import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddImageTemplates1795692118314 implements MigrationInterface {
  name = 'AddImageTemplates1795692118314';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "image_template" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "identifier" varchar(100) NOT NULL, "name" varchar(255) NOT NULL, "size" varchar(16) NOT NULL DEFAULT (\'square\'), "width" integer NOT NULL DEFAULT (1080), "height" integer NOT NULL DEFAULT (1080), "background" varchar(7) NOT NULL DEFAULT (\'#ffffff\'), "layers" text NOT NULL, "version" integer NOT NULL DEFAULT (1), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "IDX_fc412f0dca09cde5d64e886a48" ON "image_template" ("identifier") ',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_fc412f0dca09cde5d64e886a48"');
    await queryRunner.query('DROP TABLE "image_template"');
  }
}
