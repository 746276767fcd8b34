import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddCatalog1795337008374 implements MigrationInterface {
  name = 'AddCatalog1795337008374';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "category" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "description" text, "isEnabled" boolean NOT NULL DEFAULT (1), "schedule" text, "isVisibleWhenUnavailable" boolean NOT NULL DEFAULT (0), "position" integer NOT NULL DEFAULT (0), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "imageId" integer)',
    );
    await queryRunner.query(
      'CREATE TABLE "product_image" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "position" integer NOT NULL DEFAULT (0), "productId" integer NOT NULL, "imageId" integer NOT NULL)',
    );
    await queryRunner.query(
      'CREATE TABLE "product" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "type" varchar(20) NOT NULL DEFAULT (\'simple\'), "description" text, "allergens" varchar(100) NOT NULL DEFAULT (\'\'), "price" integer NOT NULL DEFAULT (0), "unit" varchar(32) NOT NULL DEFAULT (\'piece\'), "tax" decimal(5,2) NOT NULL DEFAULT (10), "dineInTax" decimal(5,2) NOT NULL DEFAULT (10), "takeawayTax" decimal(5,2) NOT NULL DEFAULT (10), "calculationModel" varchar(20) NOT NULL DEFAULT (\'fixed\'), "minimumQuantity" decimal(12,3) NOT NULL DEFAULT (1), "maximumQuantity" decimal(12,3), "quantityStepSize" decimal(12,3) NOT NULL DEFAULT (1), "defaultQuantity" decimal(12,3) NOT NULL DEFAULT (1), "defaultUnit" varchar(32) NOT NULL DEFAULT (\'piece\'), "alternativeUnits" text NOT NULL, "isEnabled" boolean NOT NULL DEFAULT (1), "schedule" text, "isVisibleWhenUnavailable" boolean NOT NULL DEFAULT (0), "isPriceHidden" boolean NOT NULL DEFAULT (0), "isStepByStep" boolean NOT NULL DEFAULT (0), "isLeadTimeEnabled" boolean NOT NULL DEFAULT (0), "leadTimeType" varchar(10), "leadTimeValue" integer, "config" text NOT NULL, "position" integer NOT NULL DEFAULT (0), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE TABLE "menu_category_product" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "productId" integer NOT NULL, "position" integer NOT NULL DEFAULT (0), "menuCategoryId" integer NOT NULL)',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "IDX_5529376bcebcb13cccac3177e2" ON "menu_category_product" ("menuCategoryId", "productId") ',
    );
    await queryRunner.query(
      'CREATE TABLE "menu_category" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "categoryId" integer NOT NULL, "position" integer NOT NULL DEFAULT (0), "menuId" integer NOT NULL)',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "IDX_74a239127eb14cfaeb165b558c" ON "menu_category" ("menuId", "categoryId") ',
    );
    await queryRunner.query(
      'CREATE TABLE "menu" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "availableFrom" datetime, "isEnabled" boolean NOT NULL DEFAULT (1), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE TABLE "product_tags" ("productId" integer NOT NULL, "tagId" integer NOT NULL, PRIMARY KEY ("productId", "tagId"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_d11be11255b8eeb5d761023e6b" ON "product_tags" ("productId") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_e6f035b2fbd8b506f33b15e59d" ON "product_tags" ("tagId") ',
    );
    await queryRunner.query(
      'CREATE TABLE "menu_branches" ("menuId" integer NOT NULL, "branchId" integer NOT NULL, PRIMARY KEY ("menuId", "branchId"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_7ba8939b7f521b2a3ff8acf8da" ON "menu_branches" ("menuId") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_f0df18179b7a223461deca8514" ON "menu_branches" ("branchId") ',
    );
    await queryRunner.query(
      'CREATE TABLE "temporary_category" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "description" text, "isEnabled" boolean NOT NULL DEFAULT (1), "schedule" text, "isVisibleWhenUnavailable" boolean NOT NULL DEFAULT (0), "position" integer NOT NULL DEFAULT (0), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "imageId" integer, CONSTRAINT "FK_8a12e4cb68bc526f8d8e59efb12" FOREIGN KEY ("imageId") REFERENCES "image" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_category"("id", "name", "description", "isEnabled", "schedule", "isVisibleWhenUnavailable", "position", "createdAt", "updatedAt", "imageId") SELECT "id", "name", "description", "isEnabled", "schedule", "isVisibleWhenUnavailable", "position", "createdAt", "updatedAt", "imageId" FROM "category"',
    );
    await queryRunner.query('DROP TABLE "category"');
    await queryRunner.query('ALTER TABLE "temporary_category" RENAME TO "category"');
    await queryRunner.query(
      'CREATE TABLE "temporary_product_image" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "position" integer NOT NULL DEFAULT (0), "productId" integer NOT NULL, "imageId" integer NOT NULL, CONSTRAINT "FK_40ca0cd115ef1ff35351bed8da2" FOREIGN KEY ("productId") REFERENCES "product" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_0f1034e692982516dc32f35e7f6" FOREIGN KEY ("imageId") REFERENCES "image" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_product_image"("id", "position", "productId", "imageId") SELECT "id", "position", "productId", "imageId" FROM "product_image"',
    );
    await queryRunner.query('DROP TABLE "product_image"');
    await queryRunner.query('ALTER TABLE "temporary_product_image" RENAME TO "product_image"');
    await queryRunner.query('DROP INDEX "IDX_5529376bcebcb13cccac3177e2"');
    await queryRunner.query(
      'CREATE TABLE "temporary_menu_category_product" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "productId" integer NOT NULL, "position" integer NOT NULL DEFAULT (0), "menuCategoryId" integer NOT NULL, CONSTRAINT "FK_57521ca097e49dc8f1720353c94" FOREIGN KEY ("menuCategoryId") REFERENCES "menu_category" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_c211a2d2d5ca5a26be1cc0424bd" FOREIGN KEY ("productId") REFERENCES "product" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_menu_category_product"("id", "productId", "position", "menuCategoryId") SELECT "id", "productId", "position", "menuCategoryId" FROM "menu_category_product"',
    );
    await queryRunner.query('DROP TABLE "menu_category_product"');
    await queryRunner.query(
      'ALTER TABLE "temporary_menu_category_product" RENAME TO "menu_category_product"',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "IDX_5529376bcebcb13cccac3177e2" ON "menu_category_product" ("menuCategoryId", "productId") ',
    );
    await queryRunner.query('DROP INDEX "IDX_74a239127eb14cfaeb165b558c"');
    await queryRunner.query(
      'CREATE TABLE "temporary_menu_category" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "categoryId" integer NOT NULL, "position" integer NOT NULL DEFAULT (0), "menuId" integer NOT NULL, CONSTRAINT "FK_bd179ebbb8882847d51d3a514bc" FOREIGN KEY ("menuId") REFERENCES "menu" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_bea7542fa5c27bb6fd6e454d015" FOREIGN KEY ("categoryId") REFERENCES "category" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_menu_category"("id", "categoryId", "position", "menuId") SELECT "id", "categoryId", "position", "menuId" FROM "menu_category"',
    );
    await queryRunner.query('DROP TABLE "menu_category"');
    await queryRunner.query('ALTER TABLE "temporary_menu_category" RENAME TO "menu_category"');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "IDX_74a239127eb14cfaeb165b558c" ON "menu_category" ("menuId", "categoryId") ',
    );
    await queryRunner.query('DROP INDEX "IDX_d11be11255b8eeb5d761023e6b"');
    await queryRunner.query('DROP INDEX "IDX_e6f035b2fbd8b506f33b15e59d"');
    await queryRunner.query(
      'CREATE TABLE "temporary_product_tags" ("productId" integer NOT NULL, "tagId" integer NOT NULL, CONSTRAINT "FK_d11be11255b8eeb5d761023e6bc" FOREIGN KEY ("productId") REFERENCES "product" ("id") ON DELETE CASCADE ON UPDATE CASCADE, CONSTRAINT "FK_e6f035b2fbd8b506f33b15e59d9" FOREIGN KEY ("tagId") REFERENCES "tag" ("id") ON DELETE CASCADE ON UPDATE CASCADE, PRIMARY KEY ("productId", "tagId"))',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_product_tags"("productId", "tagId") SELECT "productId", "tagId" FROM "product_tags"',
    );
    await queryRunner.query('DROP TABLE "product_tags"');
    await queryRunner.query('ALTER TABLE "temporary_product_tags" RENAME TO "product_tags"');
    await queryRunner.query(
      'CREATE INDEX "IDX_d11be11255b8eeb5d761023e6b" ON "product_tags" ("productId") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_e6f035b2fbd8b506f33b15e59d" ON "product_tags" ("tagId") ',
    );
    await queryRunner.query('DROP INDEX "IDX_7ba8939b7f521b2a3ff8acf8da"');
    await queryRunner.query('DROP INDEX "IDX_f0df18179b7a223461deca8514"');
    await queryRunner.query(
      'CREATE TABLE "temporary_menu_branches" ("menuId" integer NOT NULL, "branchId" integer NOT NULL, CONSTRAINT "FK_7ba8939b7f521b2a3ff8acf8da8" FOREIGN KEY ("menuId") REFERENCES "menu" ("id") ON DELETE CASCADE ON UPDATE CASCADE, CONSTRAINT "FK_f0df18179b7a223461deca8514c" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE CASCADE ON UPDATE CASCADE, PRIMARY KEY ("menuId", "branchId"))',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_menu_branches"("menuId", "branchId") SELECT "menuId", "branchId" FROM "menu_branches"',
    );
    await queryRunner.query('DROP TABLE "menu_branches"');
    await queryRunner.query('ALTER TABLE "temporary_menu_branches" RENAME TO "menu_branches"');
    await queryRunner.query(
      'CREATE INDEX "IDX_7ba8939b7f521b2a3ff8acf8da" ON "menu_branches" ("menuId") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_f0df18179b7a223461deca8514" ON "menu_branches" ("branchId") ',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_f0df18179b7a223461deca8514"');
    await queryRunner.query('DROP INDEX "IDX_7ba8939b7f521b2a3ff8acf8da"');
    await queryRunner.query('ALTER TABLE "menu_branches" RENAME TO "temporary_menu_branches"');
    await queryRunner.query(
      'CREATE TABLE "menu_branches" ("menuId" integer NOT NULL, "branchId" integer NOT NULL, PRIMARY KEY ("menuId", "branchId"))',
    );
    await queryRunner.query(
      'INSERT INTO "menu_branches"("menuId", "branchId") SELECT "menuId", "branchId" FROM "temporary_menu_branches"',
    );
    await queryRunner.query('DROP TABLE "temporary_menu_branches"');
    await queryRunner.query(
      'CREATE INDEX "IDX_f0df18179b7a223461deca8514" ON "menu_branches" ("branchId") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_7ba8939b7f521b2a3ff8acf8da" ON "menu_branches" ("menuId") ',
    );
    await queryRunner.query('DROP INDEX "IDX_e6f035b2fbd8b506f33b15e59d"');
    await queryRunner.query('DROP INDEX "IDX_d11be11255b8eeb5d761023e6b"');
    await queryRunner.query('ALTER TABLE "product_tags" RENAME TO "temporary_product_tags"');
    await queryRunner.query(
      'CREATE TABLE "product_tags" ("productId" integer NOT NULL, "tagId" integer NOT NULL, PRIMARY KEY ("productId", "tagId"))',
    );
    await queryRunner.query(
      'INSERT INTO "product_tags"("productId", "tagId") SELECT "productId", "tagId" FROM "temporary_product_tags"',
    );
    await queryRunner.query('DROP TABLE "temporary_product_tags"');
    await queryRunner.query(
      'CREATE INDEX "IDX_e6f035b2fbd8b506f33b15e59d" ON "product_tags" ("tagId") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_d11be11255b8eeb5d761023e6b" ON "product_tags" ("productId") ',
    );
    await queryRunner.query('DROP INDEX "IDX_74a239127eb14cfaeb165b558c"');
    await queryRunner.query('ALTER TABLE "menu_category" RENAME TO "temporary_menu_category"');
    await queryRunner.query(
      'CREATE TABLE "menu_category" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "categoryId" integer NOT NULL, "position" integer NOT NULL DEFAULT (0), "menuId" integer NOT NULL)',
    );
    await queryRunner.query(
      'INSERT INTO "menu_category"("id", "categoryId", "position", "menuId") SELECT "id", "categoryId", "position", "menuId" FROM "temporary_menu_category"',
    );
    await queryRunner.query('DROP TABLE "temporary_menu_category"');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "IDX_74a239127eb14cfaeb165b558c" ON "menu_category" ("menuId", "categoryId") ',
    );
    await queryRunner.query('DROP INDEX "IDX_5529376bcebcb13cccac3177e2"');
    await queryRunner.query(
      'ALTER TABLE "menu_category_product" RENAME TO "temporary_menu_category_product"',
    );
    await queryRunner.query(
      'CREATE TABLE "menu_category_product" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "productId" integer NOT NULL, "position" integer NOT NULL DEFAULT (0), "menuCategoryId" integer NOT NULL)',
    );
    await queryRunner.query(
      'INSERT INTO "menu_category_product"("id", "productId", "position", "menuCategoryId") SELECT "id", "productId", "position", "menuCategoryId" FROM "temporary_menu_category_product"',
    );
    await queryRunner.query('DROP TABLE "temporary_menu_category_product"');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "IDX_5529376bcebcb13cccac3177e2" ON "menu_category_product" ("menuCategoryId", "productId") ',
    );
    await queryRunner.query('ALTER TABLE "product_image" RENAME TO "temporary_product_image"');
    await queryRunner.query(
      'CREATE TABLE "product_image" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "position" integer NOT NULL DEFAULT (0), "productId" integer NOT NULL, "imageId" integer NOT NULL)',
    );
    await queryRunner.query(
      'INSERT INTO "product_image"("id", "position", "productId", "imageId") SELECT "id", "position", "productId", "imageId" FROM "temporary_product_image"',
    );
    await queryRunner.query('DROP TABLE "temporary_product_image"');
    await queryRunner.query('ALTER TABLE "category" RENAME TO "temporary_category"');
    await queryRunner.query(
      'CREATE TABLE "category" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "description" text, "isEnabled" boolean NOT NULL DEFAULT (1), "schedule" text, "isVisibleWhenUnavailable" boolean NOT NULL DEFAULT (0), "position" integer NOT NULL DEFAULT (0), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "imageId" integer)',
    );
    await queryRunner.query(
      'INSERT INTO "category"("id", "name", "description", "isEnabled", "schedule", "isVisibleWhenUnavailable", "position", "createdAt", "updatedAt", "imageId") SELECT "id", "name", "description", "isEnabled", "schedule", "isVisibleWhenUnavailable", "position", "createdAt", "updatedAt", "imageId" FROM "temporary_category"',
    );
    await queryRunner.query('DROP TABLE "temporary_category"');
    await queryRunner.query('DROP INDEX "IDX_f0df18179b7a223461deca8514"');
    await queryRunner.query('DROP INDEX "IDX_7ba8939b7f521b2a3ff8acf8da"');
    await queryRunner.query('DROP TABLE "menu_branches"');
    await queryRunner.query('DROP INDEX "IDX_e6f035b2fbd8b506f33b15e59d"');
    await queryRunner.query('DROP INDEX "IDX_d11be11255b8eeb5d761023e6b"');
    await queryRunner.query('DROP TABLE "product_tags"');
    await queryRunner.query('DROP TABLE "menu"');
    await queryRunner.query('DROP INDEX "IDX_74a239127eb14cfaeb165b558c"');
    await queryRunner.query('DROP TABLE "menu_category"');
    await queryRunner.query('DROP INDEX "IDX_5529376bcebcb13cccac3177e2"');
    await queryRunner.query('DROP TABLE "menu_category_product"');
    await queryRunner.query('DROP TABLE "product"');
    await queryRunner.query('DROP TABLE "product_image"');
    await queryRunner.query('DROP TABLE "category"');
  }
}
