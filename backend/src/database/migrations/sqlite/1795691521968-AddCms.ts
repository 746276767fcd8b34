import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddCms1795691521968 implements MigrationInterface {
  name = 'AddCms1795691521968';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "cms_block" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "identifier" varchar(100) NOT NULL, "name" varchar(255) NOT NULL, "content" text NOT NULL)',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_cms_block_identifier" ON "cms_block" ("identifier") ',
    );
    await queryRunner.query(
      'CREATE TABLE "cms_lock" ("name" varchar(50) PRIMARY KEY NOT NULL, "version" integer NOT NULL DEFAULT (0))',
    );
    await queryRunner.query(
      'CREATE TABLE "cms_content_ai_job" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "kind" varchar(20) NOT NULL, "siteId" integer, "prompt" text NOT NULL, "status" varchar(20) NOT NULL DEFAULT (\'waiting\'), "progress" integer NOT NULL DEFAULT (0), "result" text, "error" varchar(1000), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE TABLE "cms_node" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "identifier" varchar(100) NOT NULL, "type" varchar(50) NOT NULL, "isPublic" boolean NOT NULL DEFAULT (1), "content" text NOT NULL)',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_cms_node_identifier" ON "cms_node" ("identifier") ',
    );
    await queryRunner.query(
      'CREATE TABLE "cms_form_submission" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "answers" text NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "formId" integer NOT NULL)',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_cms_form_submission_form" ON "cms_form_submission" ("formId") ',
    );
    await queryRunner.query(
      'CREATE TABLE "cms_navigation" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "identifier" varchar(100) NOT NULL, "isPublic" boolean NOT NULL DEFAULT (1), "items" text NOT NULL)',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_cms_navigation_identifier" ON "cms_navigation" ("identifier") ',
    );
    await queryRunner.query(
      'CREATE TABLE "cms_redirect" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "path" varchar(255) NOT NULL, "target" varchar(1000) NOT NULL, "statusCode" integer NOT NULL DEFAULT (301))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_cms_redirect_path" ON "cms_redirect" ("path") ',
    );
    await queryRunner.query(
      'CREATE TABLE "cms_site" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "path" varchar(255) NOT NULL, "type" varchar(50) NOT NULL DEFAULT (\'default\'), "name" varchar(255) NOT NULL, "title" varchar(255), "description" text, "isPublic" boolean NOT NULL DEFAULT (0), "content" text NOT NULL, "draft" text, "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_cms_site_path" ON "cms_site" ("path") ');
    await queryRunner.query('DROP INDEX "IDX_cms_form_submission_form"');
    await queryRunner.query(
      'CREATE TABLE "temporary_cms_form_submission" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "answers" text NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "formId" integer NOT NULL, CONSTRAINT "FK_09423d983f5cd6a216e544b123c" FOREIGN KEY ("formId") REFERENCES "cms_node" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_cms_form_submission"("id", "answers", "createdAt", "formId") SELECT "id", "answers", "createdAt", "formId" FROM "cms_form_submission"',
    );
    await queryRunner.query('DROP TABLE "cms_form_submission"');
    await queryRunner.query(
      'ALTER TABLE "temporary_cms_form_submission" RENAME TO "cms_form_submission"',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_cms_form_submission_form" ON "cms_form_submission" ("formId") ',
    );
    // The row saving a redirect locks (see CmsLock).
    await queryRunner.query('INSERT INTO "cms_lock" ("name", "version") VALUES (\'redirects\', 0)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_cms_form_submission_form"');
    await queryRunner.query(
      'ALTER TABLE "cms_form_submission" RENAME TO "temporary_cms_form_submission"',
    );
    await queryRunner.query(
      'CREATE TABLE "cms_form_submission" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "answers" text NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "formId" integer NOT NULL)',
    );
    await queryRunner.query(
      'INSERT INTO "cms_form_submission"("id", "answers", "createdAt", "formId") SELECT "id", "answers", "createdAt", "formId" FROM "temporary_cms_form_submission"',
    );
    await queryRunner.query('DROP TABLE "temporary_cms_form_submission"');
    await queryRunner.query(
      'CREATE INDEX "IDX_cms_form_submission_form" ON "cms_form_submission" ("formId") ',
    );
    await queryRunner.query('DROP INDEX "UQ_cms_site_path"');
    await queryRunner.query('DROP TABLE "cms_site"');
    await queryRunner.query('DROP INDEX "UQ_cms_redirect_path"');
    await queryRunner.query('DROP TABLE "cms_redirect"');
    await queryRunner.query('DROP INDEX "UQ_cms_navigation_identifier"');
    await queryRunner.query('DROP TABLE "cms_navigation"');
    await queryRunner.query('DROP INDEX "IDX_cms_form_submission_form"');
    await queryRunner.query('DROP TABLE "cms_form_submission"');
    await queryRunner.query('DROP INDEX "UQ_cms_node_identifier"');
    await queryRunner.query('DROP TABLE "cms_node"');
    await queryRunner.query('DROP TABLE "cms_content_ai_job"');
    await queryRunner.query('DROP TABLE "cms_lock"');
    await queryRunner.query('DROP INDEX "UQ_cms_block_identifier"');
    await queryRunner.query('DROP TABLE "cms_block"');
  }
}
