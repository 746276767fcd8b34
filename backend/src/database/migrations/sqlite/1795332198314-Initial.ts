import { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795332198314 implements MigrationInterface {
  name = 'Initial1795332198314';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "kv_entry" ("key" varchar(191) PRIMARY KEY NOT NULL, "value" text NOT NULL, "expiresAt" bigint)',
    );
    await queryRunner.query(
      'CREATE TABLE "audit_log" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer, "username" varchar(100) NOT NULL DEFAULT (\'\'), "action" varchar(50) NOT NULL, "entity" varchar(50) NOT NULL, "entityId" varchar(50), "before" text, "after" text, "ip" varchar(64) NOT NULL DEFAULT (\'\'), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query('CREATE INDEX "IDX_audit_log_created" ON "audit_log" ("createdAt") ');
    await queryRunner.query(
      'CREATE INDEX "IDX_audit_log_entity" ON "audit_log" ("entity", "entityId") ',
    );
    await queryRunner.query(
      'CREATE TABLE "image" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "version" integer NOT NULL DEFAULT (1), "extension" varchar(8) NOT NULL, "alt" varchar(255) NOT NULL DEFAULT (\'\'), "mimeType" varchar(64) NOT NULL, "width" integer, "height" integer, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')))',
    );
    await queryRunner.query(
      'CREATE TABLE "tag" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "imageId" integer, CONSTRAINT "UQ_6a9775008add570dc3e5a0bab7b" UNIQUE ("name"))',
    );
    await queryRunner.query(
      'CREATE TABLE "delivery_area" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "area" varchar(255) NOT NULL, "price" integer NOT NULL DEFAULT (0), "tax" decimal(5,2) NOT NULL DEFAULT (20), "free" boolean NOT NULL DEFAULT (0), "freeFromOrderValue" integer, "minimumOrderValue" integer, "position" integer NOT NULL DEFAULT (0), "branchId" integer NOT NULL)',
    );
    await queryRunner.query(
      'CREATE TABLE "division" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "identifier" varchar(100) NOT NULL, "name" varchar(255) NOT NULL, "title" varchar(255) NOT NULL DEFAULT (\'\'), "description" text, "isPublic" boolean NOT NULL DEFAULT (1), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "UQ_4ee6d1e7651f90179ce7097bc46" UNIQUE ("identifier"))',
    );
    await queryRunner.query(
      'CREATE TABLE "branch" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "identifier" varchar(100) NOT NULL, "name" varchar(255) NOT NULL, "street" varchar(255) NOT NULL DEFAULT (\'\'), "zipCode" varchar(20) NOT NULL DEFAULT (\'\'), "city" varchar(100) NOT NULL DEFAULT (\'\'), "country" varchar(2) NOT NULL DEFAULT (\'AT\'), "phone" varchar(50) NOT NULL DEFAULT (\'\'), "email" varchar(255) NOT NULL DEFAULT (\'\'), "latitude" decimal(10,7), "longitude" decimal(10,7), "description" text, "keywords" varchar(500) NOT NULL DEFAULT (\'\'), "timezone" varchar(64) NOT NULL DEFAULT (\'Europe/Vienna\'), "isPublic" boolean NOT NULL DEFAULT (1), "openingHours" text NOT NULL, "deliveryHours" text NOT NULL, "isDeliveryHoursEnabled" boolean NOT NULL DEFAULT (0), "orderableFrom" varchar(5), "closedMessage" text, "isTakeawayEnabled" boolean NOT NULL DEFAULT (1), "isDeliveryEnabled" boolean NOT NULL DEFAULT (0), "isDineInEnabled" boolean NOT NULL DEFAULT (0), "isPreorderEnabled" boolean NOT NULL DEFAULT (0), "isTableSelectionEnabled" boolean NOT NULL DEFAULT (0), "isAppointmentRequired" boolean NOT NULL DEFAULT (0), "isQuotationRequired" boolean NOT NULL DEFAULT (0), "isDeliveryEmailRequired" boolean NOT NULL DEFAULT (1), "isDineInEmailRequired" boolean NOT NULL DEFAULT (0), "isTakeawayEmailRequired" boolean NOT NULL DEFAULT (1), "isDeliveryPhoneRequired" boolean NOT NULL DEFAULT (1), "isDineInPhoneRequired" boolean NOT NULL DEFAULT (0), "isTakeawayPhoneRequired" boolean NOT NULL DEFAULT (0), "isDeliveryAddressRequired" boolean NOT NULL DEFAULT (1), "isDineInAddressRequired" boolean NOT NULL DEFAULT (0), "isTakeawayAddressRequired" boolean NOT NULL DEFAULT (0), "isCashEnabled" boolean NOT NULL DEFAULT (1), "isATMCardEnabled" boolean NOT NULL DEFAULT (0), "isHydroAGVoucherEnabled" boolean NOT NULL DEFAULT (0), "isMollieEnabled" boolean NOT NULL DEFAULT (0), "isDatatransEnabled" boolean NOT NULL DEFAULT (0), "position" integer NOT NULL DEFAULT (0), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "divisionId" integer, "logoId" integer, CONSTRAINT "UQ_ba93990a71fc1bccf1d56a0c855" UNIQUE ("identifier"))',
    );
    await queryRunner.query(
      'CREATE TABLE "customer" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "isCompany" boolean NOT NULL DEFAULT (0), "companyName" varchar(255) NOT NULL DEFAULT (\'\'), "firstName" varchar(100) NOT NULL DEFAULT (\'\'), "lastName" varchar(100) NOT NULL DEFAULT (\'\'), "email" varchar(255) NOT NULL DEFAULT (\'\'), "phone" varchar(50) NOT NULL DEFAULT (\'\'), "street" varchar(255) NOT NULL DEFAULT (\'\'), "zipCode" varchar(20) NOT NULL DEFAULT (\'\'), "city" varchar(100) NOT NULL DEFAULT (\'\'), "country" varchar(2) NOT NULL DEFAULT (\'AT\'), "vatNumber" varchar(30) NOT NULL DEFAULT (\'\'), "note" text, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "branchId" integer)',
    );
    await queryRunner.query(
      'CREATE TABLE "donatee" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "description" text, "isEnabled" boolean NOT NULL DEFAULT (1), "position" integer NOT NULL DEFAULT (0))',
    );
    await queryRunner.query(
      'CREATE TABLE "external_user" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "firstName" varchar(100) NOT NULL DEFAULT (\'\'), "lastName" varchar(100) NOT NULL DEFAULT (\'\'), "email" varchar(255) NOT NULL, "phone" varchar(50) NOT NULL DEFAULT (\'\'), "company" varchar(255) NOT NULL DEFAULT (\'\'), "isEnabled" boolean NOT NULL DEFAULT (1), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "divisionId" integer, CONSTRAINT "UQ_beeb235b99a8f173425f4875178" UNIQUE ("email"))',
    );
    await queryRunner.query(
      'CREATE TABLE "job_record" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "queue" varchar(20) NOT NULL, "name" varchar(100) NOT NULL, "payload" text NOT NULL, "status" varchar(20) NOT NULL DEFAULT (\'waiting\'), "attempts" integer NOT NULL DEFAULT (0), "maxAttempts" integer NOT NULL DEFAULT (5), "runAt" bigint NOT NULL, "lastError" text, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "finishedAt" datetime)',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_job_record_due" ON "job_record" ("status", "runAt") ',
    );
    await queryRunner.query(
      'CREATE TABLE "api_key" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "keyHash" varchar(64) NOT NULL, "keyPrefix" varchar(8) NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "lastUsedAt" datetime, "revokedAt" datetime, "branchId" integer NOT NULL)',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "IDX_api_key_hash" ON "api_key" ("keyHash") ');
    await queryRunner.query(
      'CREATE TABLE "department" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "identifier" varchar(100) NOT NULL, "divisionId" integer, "branchId" integer, CONSTRAINT "UQ_28fb30478768a4a1b540bf6b26f" UNIQUE ("identifier"))',
    );
    await queryRunner.query(
      'CREATE TABLE "dining_table" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "identifier" varchar(50) NOT NULL, "seats" integer NOT NULL DEFAULT (0), "branchId" integer NOT NULL, CONSTRAINT "UQ_dining_table_branch_identifier" UNIQUE ("branchId", "identifier"))',
    );
    await queryRunner.query(
      'CREATE TABLE "setting" ("key" varchar(100) PRIMARY KEY NOT NULL, "value" text NOT NULL)',
    );
    await queryRunner.query(
      'CREATE TABLE "user" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "username" varchar(100) NOT NULL, "email" varchar(255), "passwordHash" varchar(255), "firstName" varchar(100) NOT NULL DEFAULT (\'\'), "lastName" varchar(100) NOT NULL DEFAULT (\'\'), "roles" text NOT NULL, "isEnabled" boolean NOT NULL DEFAULT (1), "isLocked" boolean NOT NULL DEFAULT (0), "expiresAt" datetime, "lastLoginAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "UQ_78a916df40e02a9deb1c4b75edb" UNIQUE ("username"), CONSTRAINT "UQ_e12875dfb3b1d92d7d7c5377e22" UNIQUE ("email"))',
    );
    await queryRunner.query(
      'CREATE TABLE "branch_tags" ("branchId" integer NOT NULL, "tagId" integer NOT NULL, PRIMARY KEY ("branchId", "tagId"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_b8b2eede24c7eb77b0bce5bcad" ON "branch_tags" ("branchId") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_55ed09d1e4434fef0a279572d4" ON "branch_tags" ("tagId") ',
    );
    await queryRunner.query(
      'CREATE TABLE "branch_images" ("branchId" integer NOT NULL, "imageId" integer NOT NULL, PRIMARY KEY ("branchId", "imageId"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_9c3fb79ced23df727a6f845838" ON "branch_images" ("branchId") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_65a06b740b5f2e2e53c758be5e" ON "branch_images" ("imageId") ',
    );
    await queryRunner.query(
      'CREATE TABLE "user_branches" ("userId" integer NOT NULL, "branchId" integer NOT NULL, PRIMARY KEY ("userId", "branchId"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_730d741ac106176848e5b3c96c" ON "user_branches" ("userId") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_d4bfb1375daa4e5e17f3def240" ON "user_branches" ("branchId") ',
    );
    await queryRunner.query(
      'CREATE TABLE "temporary_tag" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "imageId" integer, CONSTRAINT "UQ_6a9775008add570dc3e5a0bab7b" UNIQUE ("name"), CONSTRAINT "FK_ed2aa8b9f3195c77083687f02e2" FOREIGN KEY ("imageId") REFERENCES "image" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_tag"("id", "name", "imageId") SELECT "id", "name", "imageId" FROM "tag"',
    );
    await queryRunner.query('DROP TABLE "tag"');
    await queryRunner.query('ALTER TABLE "temporary_tag" RENAME TO "tag"');
    await queryRunner.query(
      'CREATE TABLE "temporary_delivery_area" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "area" varchar(255) NOT NULL, "price" integer NOT NULL DEFAULT (0), "tax" decimal(5,2) NOT NULL DEFAULT (20), "free" boolean NOT NULL DEFAULT (0), "freeFromOrderValue" integer, "minimumOrderValue" integer, "position" integer NOT NULL DEFAULT (0), "branchId" integer NOT NULL, CONSTRAINT "FK_5b5a936b1c88583f2058ea1e443" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_delivery_area"("id", "area", "price", "tax", "free", "freeFromOrderValue", "minimumOrderValue", "position", "branchId") SELECT "id", "area", "price", "tax", "free", "freeFromOrderValue", "minimumOrderValue", "position", "branchId" FROM "delivery_area"',
    );
    await queryRunner.query('DROP TABLE "delivery_area"');
    await queryRunner.query('ALTER TABLE "temporary_delivery_area" RENAME TO "delivery_area"');
    await queryRunner.query(
      'CREATE TABLE "temporary_branch" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "identifier" varchar(100) NOT NULL, "name" varchar(255) NOT NULL, "street" varchar(255) NOT NULL DEFAULT (\'\'), "zipCode" varchar(20) NOT NULL DEFAULT (\'\'), "city" varchar(100) NOT NULL DEFAULT (\'\'), "country" varchar(2) NOT NULL DEFAULT (\'AT\'), "phone" varchar(50) NOT NULL DEFAULT (\'\'), "email" varchar(255) NOT NULL DEFAULT (\'\'), "latitude" decimal(10,7), "longitude" decimal(10,7), "description" text, "keywords" varchar(500) NOT NULL DEFAULT (\'\'), "timezone" varchar(64) NOT NULL DEFAULT (\'Europe/Vienna\'), "isPublic" boolean NOT NULL DEFAULT (1), "openingHours" text NOT NULL, "deliveryHours" text NOT NULL, "isDeliveryHoursEnabled" boolean NOT NULL DEFAULT (0), "orderableFrom" varchar(5), "closedMessage" text, "isTakeawayEnabled" boolean NOT NULL DEFAULT (1), "isDeliveryEnabled" boolean NOT NULL DEFAULT (0), "isDineInEnabled" boolean NOT NULL DEFAULT (0), "isPreorderEnabled" boolean NOT NULL DEFAULT (0), "isTableSelectionEnabled" boolean NOT NULL DEFAULT (0), "isAppointmentRequired" boolean NOT NULL DEFAULT (0), "isQuotationRequired" boolean NOT NULL DEFAULT (0), "isDeliveryEmailRequired" boolean NOT NULL DEFAULT (1), "isDineInEmailRequired" boolean NOT NULL DEFAULT (0), "isTakeawayEmailRequired" boolean NOT NULL DEFAULT (1), "isDeliveryPhoneRequired" boolean NOT NULL DEFAULT (1), "isDineInPhoneRequired" boolean NOT NULL DEFAULT (0), "isTakeawayPhoneRequired" boolean NOT NULL DEFAULT (0), "isDeliveryAddressRequired" boolean NOT NULL DEFAULT (1), "isDineInAddressRequired" boolean NOT NULL DEFAULT (0), "isTakeawayAddressRequired" boolean NOT NULL DEFAULT (0), "isCashEnabled" boolean NOT NULL DEFAULT (1), "isATMCardEnabled" boolean NOT NULL DEFAULT (0), "isHydroAGVoucherEnabled" boolean NOT NULL DEFAULT (0), "isMollieEnabled" boolean NOT NULL DEFAULT (0), "isDatatransEnabled" boolean NOT NULL DEFAULT (0), "position" integer NOT NULL DEFAULT (0), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "divisionId" integer, "logoId" integer, CONSTRAINT "UQ_ba93990a71fc1bccf1d56a0c855" UNIQUE ("identifier"), CONSTRAINT "FK_42c1b50c7b3af568697a86bac8e" FOREIGN KEY ("divisionId") REFERENCES "division" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_f30e3cf43448a353445f4c7046a" FOREIGN KEY ("logoId") REFERENCES "image" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_branch"("id", "identifier", "name", "street", "zipCode", "city", "country", "phone", "email", "latitude", "longitude", "description", "keywords", "timezone", "isPublic", "openingHours", "deliveryHours", "isDeliveryHoursEnabled", "orderableFrom", "closedMessage", "isTakeawayEnabled", "isDeliveryEnabled", "isDineInEnabled", "isPreorderEnabled", "isTableSelectionEnabled", "isAppointmentRequired", "isQuotationRequired", "isDeliveryEmailRequired", "isDineInEmailRequired", "isTakeawayEmailRequired", "isDeliveryPhoneRequired", "isDineInPhoneRequired", "isTakeawayPhoneRequired", "isDeliveryAddressRequired", "isDineInAddressRequired", "isTakeawayAddressRequired", "isCashEnabled", "isATMCardEnabled", "isHydroAGVoucherEnabled", "isMollieEnabled", "isDatatransEnabled", "position", "createdAt", "updatedAt", "divisionId", "logoId") SELECT "id", "identifier", "name", "street", "zipCode", "city", "country", "phone", "email", "latitude", "longitude", "description", "keywords", "timezone", "isPublic", "openingHours", "deliveryHours", "isDeliveryHoursEnabled", "orderableFrom", "closedMessage", "isTakeawayEnabled", "isDeliveryEnabled", "isDineInEnabled", "isPreorderEnabled", "isTableSelectionEnabled", "isAppointmentRequired", "isQuotationRequired", "isDeliveryEmailRequired", "isDineInEmailRequired", "isTakeawayEmailRequired", "isDeliveryPhoneRequired", "isDineInPhoneRequired", "isTakeawayPhoneRequired", "isDeliveryAddressRequired", "isDineInAddressRequired", "isTakeawayAddressRequired", "isCashEnabled", "isATMCardEnabled", "isHydroAGVoucherEnabled", "isMollieEnabled", "isDatatransEnabled", "position", "createdAt", "updatedAt", "divisionId", "logoId" FROM "branch"',
    );
    await queryRunner.query('DROP TABLE "branch"');
    await queryRunner.query('ALTER TABLE "temporary_branch" RENAME TO "branch"');
    await queryRunner.query(
      'CREATE TABLE "temporary_customer" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "isCompany" boolean NOT NULL DEFAULT (0), "companyName" varchar(255) NOT NULL DEFAULT (\'\'), "firstName" varchar(100) NOT NULL DEFAULT (\'\'), "lastName" varchar(100) NOT NULL DEFAULT (\'\'), "email" varchar(255) NOT NULL DEFAULT (\'\'), "phone" varchar(50) NOT NULL DEFAULT (\'\'), "street" varchar(255) NOT NULL DEFAULT (\'\'), "zipCode" varchar(20) NOT NULL DEFAULT (\'\'), "city" varchar(100) NOT NULL DEFAULT (\'\'), "country" varchar(2) NOT NULL DEFAULT (\'AT\'), "vatNumber" varchar(30) NOT NULL DEFAULT (\'\'), "note" text, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "branchId" integer, CONSTRAINT "FK_b10df423257342deeacfeaa742c" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_customer"("id", "isCompany", "companyName", "firstName", "lastName", "email", "phone", "street", "zipCode", "city", "country", "vatNumber", "note", "createdAt", "updatedAt", "branchId") SELECT "id", "isCompany", "companyName", "firstName", "lastName", "email", "phone", "street", "zipCode", "city", "country", "vatNumber", "note", "createdAt", "updatedAt", "branchId" FROM "customer"',
    );
    await queryRunner.query('DROP TABLE "customer"');
    await queryRunner.query('ALTER TABLE "temporary_customer" RENAME TO "customer"');
    await queryRunner.query(
      'CREATE TABLE "temporary_external_user" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "firstName" varchar(100) NOT NULL DEFAULT (\'\'), "lastName" varchar(100) NOT NULL DEFAULT (\'\'), "email" varchar(255) NOT NULL, "phone" varchar(50) NOT NULL DEFAULT (\'\'), "company" varchar(255) NOT NULL DEFAULT (\'\'), "isEnabled" boolean NOT NULL DEFAULT (1), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "divisionId" integer, CONSTRAINT "UQ_beeb235b99a8f173425f4875178" UNIQUE ("email"), CONSTRAINT "FK_afe0c1707199c5e1ac113a2291b" FOREIGN KEY ("divisionId") REFERENCES "division" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_external_user"("id", "firstName", "lastName", "email", "phone", "company", "isEnabled", "createdAt", "divisionId") SELECT "id", "firstName", "lastName", "email", "phone", "company", "isEnabled", "createdAt", "divisionId" FROM "external_user"',
    );
    await queryRunner.query('DROP TABLE "external_user"');
    await queryRunner.query('ALTER TABLE "temporary_external_user" RENAME TO "external_user"');
    await queryRunner.query('DROP INDEX "IDX_api_key_hash"');
    await queryRunner.query(
      'CREATE TABLE "temporary_api_key" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "keyHash" varchar(64) NOT NULL, "keyPrefix" varchar(8) NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "lastUsedAt" datetime, "revokedAt" datetime, "branchId" integer NOT NULL, CONSTRAINT "FK_f4d7f3dd1b4a7dc9a096a07869d" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_api_key"("id", "name", "keyHash", "keyPrefix", "createdAt", "lastUsedAt", "revokedAt", "branchId") SELECT "id", "name", "keyHash", "keyPrefix", "createdAt", "lastUsedAt", "revokedAt", "branchId" FROM "api_key"',
    );
    await queryRunner.query('DROP TABLE "api_key"');
    await queryRunner.query('ALTER TABLE "temporary_api_key" RENAME TO "api_key"');
    await queryRunner.query('CREATE UNIQUE INDEX "IDX_api_key_hash" ON "api_key" ("keyHash") ');
    await queryRunner.query(
      'CREATE TABLE "temporary_department" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "identifier" varchar(100) NOT NULL, "divisionId" integer, "branchId" integer, CONSTRAINT "UQ_28fb30478768a4a1b540bf6b26f" UNIQUE ("identifier"), CONSTRAINT "FK_2e569339fa4ad095534ad8eeadf" FOREIGN KEY ("divisionId") REFERENCES "division" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_a44bcea55f11d1502fc11e39fe7" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_department"("id", "name", "identifier", "divisionId", "branchId") SELECT "id", "name", "identifier", "divisionId", "branchId" FROM "department"',
    );
    await queryRunner.query('DROP TABLE "department"');
    await queryRunner.query('ALTER TABLE "temporary_department" RENAME TO "department"');
    await queryRunner.query(
      'CREATE TABLE "temporary_dining_table" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "identifier" varchar(50) NOT NULL, "seats" integer NOT NULL DEFAULT (0), "branchId" integer NOT NULL, CONSTRAINT "UQ_dining_table_branch_identifier" UNIQUE ("branchId", "identifier"), CONSTRAINT "FK_7564495a218fcb7a53027a0b01e" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_dining_table"("id", "identifier", "seats", "branchId") SELECT "id", "identifier", "seats", "branchId" FROM "dining_table"',
    );
    await queryRunner.query('DROP TABLE "dining_table"');
    await queryRunner.query('ALTER TABLE "temporary_dining_table" RENAME TO "dining_table"');
    await queryRunner.query('DROP INDEX "IDX_b8b2eede24c7eb77b0bce5bcad"');
    await queryRunner.query('DROP INDEX "IDX_55ed09d1e4434fef0a279572d4"');
    await queryRunner.query(
      'CREATE TABLE "temporary_branch_tags" ("branchId" integer NOT NULL, "tagId" integer NOT NULL, CONSTRAINT "FK_b8b2eede24c7eb77b0bce5bcad6" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE CASCADE ON UPDATE CASCADE, CONSTRAINT "FK_55ed09d1e4434fef0a279572d4e" FOREIGN KEY ("tagId") REFERENCES "tag" ("id") ON DELETE CASCADE ON UPDATE CASCADE, PRIMARY KEY ("branchId", "tagId"))',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_branch_tags"("branchId", "tagId") SELECT "branchId", "tagId" FROM "branch_tags"',
    );
    await queryRunner.query('DROP TABLE "branch_tags"');
    await queryRunner.query('ALTER TABLE "temporary_branch_tags" RENAME TO "branch_tags"');
    await queryRunner.query(
      'CREATE INDEX "IDX_b8b2eede24c7eb77b0bce5bcad" ON "branch_tags" ("branchId") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_55ed09d1e4434fef0a279572d4" ON "branch_tags" ("tagId") ',
    );
    await queryRunner.query('DROP INDEX "IDX_9c3fb79ced23df727a6f845838"');
    await queryRunner.query('DROP INDEX "IDX_65a06b740b5f2e2e53c758be5e"');
    await queryRunner.query(
      'CREATE TABLE "temporary_branch_images" ("branchId" integer NOT NULL, "imageId" integer NOT NULL, CONSTRAINT "FK_9c3fb79ced23df727a6f845838f" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE CASCADE ON UPDATE CASCADE, CONSTRAINT "FK_65a06b740b5f2e2e53c758be5e3" FOREIGN KEY ("imageId") REFERENCES "image" ("id") ON DELETE CASCADE ON UPDATE CASCADE, PRIMARY KEY ("branchId", "imageId"))',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_branch_images"("branchId", "imageId") SELECT "branchId", "imageId" FROM "branch_images"',
    );
    await queryRunner.query('DROP TABLE "branch_images"');
    await queryRunner.query('ALTER TABLE "temporary_branch_images" RENAME TO "branch_images"');
    await queryRunner.query(
      'CREATE INDEX "IDX_9c3fb79ced23df727a6f845838" ON "branch_images" ("branchId") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_65a06b740b5f2e2e53c758be5e" ON "branch_images" ("imageId") ',
    );
    await queryRunner.query('DROP INDEX "IDX_730d741ac106176848e5b3c96c"');
    await queryRunner.query('DROP INDEX "IDX_d4bfb1375daa4e5e17f3def240"');
    await queryRunner.query(
      'CREATE TABLE "temporary_user_branches" ("userId" integer NOT NULL, "branchId" integer NOT NULL, CONSTRAINT "FK_730d741ac106176848e5b3c96cd" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE CASCADE, CONSTRAINT "FK_d4bfb1375daa4e5e17f3def2403" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE CASCADE ON UPDATE CASCADE, PRIMARY KEY ("userId", "branchId"))',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_user_branches"("userId", "branchId") SELECT "userId", "branchId" FROM "user_branches"',
    );
    await queryRunner.query('DROP TABLE "user_branches"');
    await queryRunner.query('ALTER TABLE "temporary_user_branches" RENAME TO "user_branches"');
    await queryRunner.query(
      'CREATE INDEX "IDX_730d741ac106176848e5b3c96c" ON "user_branches" ("userId") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_d4bfb1375daa4e5e17f3def240" ON "user_branches" ("branchId") ',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_d4bfb1375daa4e5e17f3def240"');
    await queryRunner.query('DROP INDEX "IDX_730d741ac106176848e5b3c96c"');
    await queryRunner.query('ALTER TABLE "user_branches" RENAME TO "temporary_user_branches"');
    await queryRunner.query(
      'CREATE TABLE "user_branches" ("userId" integer NOT NULL, "branchId" integer NOT NULL, PRIMARY KEY ("userId", "branchId"))',
    );
    await queryRunner.query(
      'INSERT INTO "user_branches"("userId", "branchId") SELECT "userId", "branchId" FROM "temporary_user_branches"',
    );
    await queryRunner.query('DROP TABLE "temporary_user_branches"');
    await queryRunner.query(
      'CREATE INDEX "IDX_d4bfb1375daa4e5e17f3def240" ON "user_branches" ("branchId") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_730d741ac106176848e5b3c96c" ON "user_branches" ("userId") ',
    );
    await queryRunner.query('DROP INDEX "IDX_65a06b740b5f2e2e53c758be5e"');
    await queryRunner.query('DROP INDEX "IDX_9c3fb79ced23df727a6f845838"');
    await queryRunner.query('ALTER TABLE "branch_images" RENAME TO "temporary_branch_images"');
    await queryRunner.query(
      'CREATE TABLE "branch_images" ("branchId" integer NOT NULL, "imageId" integer NOT NULL, PRIMARY KEY ("branchId", "imageId"))',
    );
    await queryRunner.query(
      'INSERT INTO "branch_images"("branchId", "imageId") SELECT "branchId", "imageId" FROM "temporary_branch_images"',
    );
    await queryRunner.query('DROP TABLE "temporary_branch_images"');
    await queryRunner.query(
      'CREATE INDEX "IDX_65a06b740b5f2e2e53c758be5e" ON "branch_images" ("imageId") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_9c3fb79ced23df727a6f845838" ON "branch_images" ("branchId") ',
    );
    await queryRunner.query('DROP INDEX "IDX_55ed09d1e4434fef0a279572d4"');
    await queryRunner.query('DROP INDEX "IDX_b8b2eede24c7eb77b0bce5bcad"');
    await queryRunner.query('ALTER TABLE "branch_tags" RENAME TO "temporary_branch_tags"');
    await queryRunner.query(
      'CREATE TABLE "branch_tags" ("branchId" integer NOT NULL, "tagId" integer NOT NULL, PRIMARY KEY ("branchId", "tagId"))',
    );
    await queryRunner.query(
      'INSERT INTO "branch_tags"("branchId", "tagId") SELECT "branchId", "tagId" FROM "temporary_branch_tags"',
    );
    await queryRunner.query('DROP TABLE "temporary_branch_tags"');
    await queryRunner.query(
      'CREATE INDEX "IDX_55ed09d1e4434fef0a279572d4" ON "branch_tags" ("tagId") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_b8b2eede24c7eb77b0bce5bcad" ON "branch_tags" ("branchId") ',
    );
    await queryRunner.query('ALTER TABLE "dining_table" RENAME TO "temporary_dining_table"');
    await queryRunner.query(
      'CREATE TABLE "dining_table" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "identifier" varchar(50) NOT NULL, "seats" integer NOT NULL DEFAULT (0), "branchId" integer NOT NULL, CONSTRAINT "UQ_dining_table_branch_identifier" UNIQUE ("branchId", "identifier"))',
    );
    await queryRunner.query(
      'INSERT INTO "dining_table"("id", "identifier", "seats", "branchId") SELECT "id", "identifier", "seats", "branchId" FROM "temporary_dining_table"',
    );
    await queryRunner.query('DROP TABLE "temporary_dining_table"');
    await queryRunner.query('ALTER TABLE "department" RENAME TO "temporary_department"');
    await queryRunner.query(
      'CREATE TABLE "department" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "identifier" varchar(100) NOT NULL, "divisionId" integer, "branchId" integer, CONSTRAINT "UQ_28fb30478768a4a1b540bf6b26f" UNIQUE ("identifier"))',
    );
    await queryRunner.query(
      'INSERT INTO "department"("id", "name", "identifier", "divisionId", "branchId") SELECT "id", "name", "identifier", "divisionId", "branchId" FROM "temporary_department"',
    );
    await queryRunner.query('DROP TABLE "temporary_department"');
    await queryRunner.query('DROP INDEX "IDX_api_key_hash"');
    await queryRunner.query('ALTER TABLE "api_key" RENAME TO "temporary_api_key"');
    await queryRunner.query(
      'CREATE TABLE "api_key" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "keyHash" varchar(64) NOT NULL, "keyPrefix" varchar(8) NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "lastUsedAt" datetime, "revokedAt" datetime, "branchId" integer NOT NULL)',
    );
    await queryRunner.query(
      'INSERT INTO "api_key"("id", "name", "keyHash", "keyPrefix", "createdAt", "lastUsedAt", "revokedAt", "branchId") SELECT "id", "name", "keyHash", "keyPrefix", "createdAt", "lastUsedAt", "revokedAt", "branchId" FROM "temporary_api_key"',
    );
    await queryRunner.query('DROP TABLE "temporary_api_key"');
    await queryRunner.query('CREATE UNIQUE INDEX "IDX_api_key_hash" ON "api_key" ("keyHash") ');
    await queryRunner.query('ALTER TABLE "external_user" RENAME TO "temporary_external_user"');
    await queryRunner.query(
      'CREATE TABLE "external_user" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "firstName" varchar(100) NOT NULL DEFAULT (\'\'), "lastName" varchar(100) NOT NULL DEFAULT (\'\'), "email" varchar(255) NOT NULL, "phone" varchar(50) NOT NULL DEFAULT (\'\'), "company" varchar(255) NOT NULL DEFAULT (\'\'), "isEnabled" boolean NOT NULL DEFAULT (1), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "divisionId" integer, CONSTRAINT "UQ_beeb235b99a8f173425f4875178" UNIQUE ("email"))',
    );
    await queryRunner.query(
      'INSERT INTO "external_user"("id", "firstName", "lastName", "email", "phone", "company", "isEnabled", "createdAt", "divisionId") SELECT "id", "firstName", "lastName", "email", "phone", "company", "isEnabled", "createdAt", "divisionId" FROM "temporary_external_user"',
    );
    await queryRunner.query('DROP TABLE "temporary_external_user"');
    await queryRunner.query('ALTER TABLE "customer" RENAME TO "temporary_customer"');
    await queryRunner.query(
      'CREATE TABLE "customer" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "isCompany" boolean NOT NULL DEFAULT (0), "companyName" varchar(255) NOT NULL DEFAULT (\'\'), "firstName" varchar(100) NOT NULL DEFAULT (\'\'), "lastName" varchar(100) NOT NULL DEFAULT (\'\'), "email" varchar(255) NOT NULL DEFAULT (\'\'), "phone" varchar(50) NOT NULL DEFAULT (\'\'), "street" varchar(255) NOT NULL DEFAULT (\'\'), "zipCode" varchar(20) NOT NULL DEFAULT (\'\'), "city" varchar(100) NOT NULL DEFAULT (\'\'), "country" varchar(2) NOT NULL DEFAULT (\'AT\'), "vatNumber" varchar(30) NOT NULL DEFAULT (\'\'), "note" text, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "branchId" integer)',
    );
    await queryRunner.query(
      'INSERT INTO "customer"("id", "isCompany", "companyName", "firstName", "lastName", "email", "phone", "street", "zipCode", "city", "country", "vatNumber", "note", "createdAt", "updatedAt", "branchId") SELECT "id", "isCompany", "companyName", "firstName", "lastName", "email", "phone", "street", "zipCode", "city", "country", "vatNumber", "note", "createdAt", "updatedAt", "branchId" FROM "temporary_customer"',
    );
    await queryRunner.query('DROP TABLE "temporary_customer"');
    await queryRunner.query('ALTER TABLE "branch" RENAME TO "temporary_branch"');
    await queryRunner.query(
      'CREATE TABLE "branch" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "identifier" varchar(100) NOT NULL, "name" varchar(255) NOT NULL, "street" varchar(255) NOT NULL DEFAULT (\'\'), "zipCode" varchar(20) NOT NULL DEFAULT (\'\'), "city" varchar(100) NOT NULL DEFAULT (\'\'), "country" varchar(2) NOT NULL DEFAULT (\'AT\'), "phone" varchar(50) NOT NULL DEFAULT (\'\'), "email" varchar(255) NOT NULL DEFAULT (\'\'), "latitude" decimal(10,7), "longitude" decimal(10,7), "description" text, "keywords" varchar(500) NOT NULL DEFAULT (\'\'), "timezone" varchar(64) NOT NULL DEFAULT (\'Europe/Vienna\'), "isPublic" boolean NOT NULL DEFAULT (1), "openingHours" text NOT NULL, "deliveryHours" text NOT NULL, "isDeliveryHoursEnabled" boolean NOT NULL DEFAULT (0), "orderableFrom" varchar(5), "closedMessage" text, "isTakeawayEnabled" boolean NOT NULL DEFAULT (1), "isDeliveryEnabled" boolean NOT NULL DEFAULT (0), "isDineInEnabled" boolean NOT NULL DEFAULT (0), "isPreorderEnabled" boolean NOT NULL DEFAULT (0), "isTableSelectionEnabled" boolean NOT NULL DEFAULT (0), "isAppointmentRequired" boolean NOT NULL DEFAULT (0), "isQuotationRequired" boolean NOT NULL DEFAULT (0), "isDeliveryEmailRequired" boolean NOT NULL DEFAULT (1), "isDineInEmailRequired" boolean NOT NULL DEFAULT (0), "isTakeawayEmailRequired" boolean NOT NULL DEFAULT (1), "isDeliveryPhoneRequired" boolean NOT NULL DEFAULT (1), "isDineInPhoneRequired" boolean NOT NULL DEFAULT (0), "isTakeawayPhoneRequired" boolean NOT NULL DEFAULT (0), "isDeliveryAddressRequired" boolean NOT NULL DEFAULT (1), "isDineInAddressRequired" boolean NOT NULL DEFAULT (0), "isTakeawayAddressRequired" boolean NOT NULL DEFAULT (0), "isCashEnabled" boolean NOT NULL DEFAULT (1), "isATMCardEnabled" boolean NOT NULL DEFAULT (0), "isHydroAGVoucherEnabled" boolean NOT NULL DEFAULT (0), "isMollieEnabled" boolean NOT NULL DEFAULT (0), "isDatatransEnabled" boolean NOT NULL DEFAULT (0), "position" integer NOT NULL DEFAULT (0), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "divisionId" integer, "logoId" integer, CONSTRAINT "UQ_ba93990a71fc1bccf1d56a0c855" UNIQUE ("identifier"))',
    );
    await queryRunner.query(
      'INSERT INTO "branch"("id", "identifier", "name", "street", "zipCode", "city", "country", "phone", "email", "latitude", "longitude", "description", "keywords", "timezone", "isPublic", "openingHours", "deliveryHours", "isDeliveryHoursEnabled", "orderableFrom", "closedMessage", "isTakeawayEnabled", "isDeliveryEnabled", "isDineInEnabled", "isPreorderEnabled", "isTableSelectionEnabled", "isAppointmentRequired", "isQuotationRequired", "isDeliveryEmailRequired", "isDineInEmailRequired", "isTakeawayEmailRequired", "isDeliveryPhoneRequired", "isDineInPhoneRequired", "isTakeawayPhoneRequired", "isDeliveryAddressRequired", "isDineInAddressRequired", "isTakeawayAddressRequired", "isCashEnabled", "isATMCardEnabled", "isHydroAGVoucherEnabled", "isMollieEnabled", "isDatatransEnabled", "position", "createdAt", "updatedAt", "divisionId", "logoId") SELECT "id", "identifier", "name", "street", "zipCode", "city", "country", "phone", "email", "latitude", "longitude", "description", "keywords", "timezone", "isPublic", "openingHours", "deliveryHours", "isDeliveryHoursEnabled", "orderableFrom", "closedMessage", "isTakeawayEnabled", "isDeliveryEnabled", "isDineInEnabled", "isPreorderEnabled", "isTableSelectionEnabled", "isAppointmentRequired", "isQuotationRequired", "isDeliveryEmailRequired", "isDineInEmailRequired", "isTakeawayEmailRequired", "isDeliveryPhoneRequired", "isDineInPhoneRequired", "isTakeawayPhoneRequired", "isDeliveryAddressRequired", "isDineInAddressRequired", "isTakeawayAddressRequired", "isCashEnabled", "isATMCardEnabled", "isHydroAGVoucherEnabled", "isMollieEnabled", "isDatatransEnabled", "position", "createdAt", "updatedAt", "divisionId", "logoId" FROM "temporary_branch"',
    );
    await queryRunner.query('DROP TABLE "temporary_branch"');
    await queryRunner.query('ALTER TABLE "delivery_area" RENAME TO "temporary_delivery_area"');
    await queryRunner.query(
      'CREATE TABLE "delivery_area" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "area" varchar(255) NOT NULL, "price" integer NOT NULL DEFAULT (0), "tax" decimal(5,2) NOT NULL DEFAULT (20), "free" boolean NOT NULL DEFAULT (0), "freeFromOrderValue" integer, "minimumOrderValue" integer, "position" integer NOT NULL DEFAULT (0), "branchId" integer NOT NULL)',
    );
    await queryRunner.query(
      'INSERT INTO "delivery_area"("id", "area", "price", "tax", "free", "freeFromOrderValue", "minimumOrderValue", "position", "branchId") SELECT "id", "area", "price", "tax", "free", "freeFromOrderValue", "minimumOrderValue", "position", "branchId" FROM "temporary_delivery_area"',
    );
    await queryRunner.query('DROP TABLE "temporary_delivery_area"');
    await queryRunner.query('ALTER TABLE "tag" RENAME TO "temporary_tag"');
    await queryRunner.query(
      'CREATE TABLE "tag" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "imageId" integer, CONSTRAINT "UQ_6a9775008add570dc3e5a0bab7b" UNIQUE ("name"))',
    );
    await queryRunner.query(
      'INSERT INTO "tag"("id", "name", "imageId") SELECT "id", "name", "imageId" FROM "temporary_tag"',
    );
    await queryRunner.query('DROP TABLE "temporary_tag"');
    await queryRunner.query('DROP INDEX "IDX_d4bfb1375daa4e5e17f3def240"');
    await queryRunner.query('DROP INDEX "IDX_730d741ac106176848e5b3c96c"');
    await queryRunner.query('DROP TABLE "user_branches"');
    await queryRunner.query('DROP INDEX "IDX_65a06b740b5f2e2e53c758be5e"');
    await queryRunner.query('DROP INDEX "IDX_9c3fb79ced23df727a6f845838"');
    await queryRunner.query('DROP TABLE "branch_images"');
    await queryRunner.query('DROP INDEX "IDX_55ed09d1e4434fef0a279572d4"');
    await queryRunner.query('DROP INDEX "IDX_b8b2eede24c7eb77b0bce5bcad"');
    await queryRunner.query('DROP TABLE "branch_tags"');
    await queryRunner.query('DROP TABLE "user"');
    await queryRunner.query('DROP TABLE "setting"');
    await queryRunner.query('DROP TABLE "dining_table"');
    await queryRunner.query('DROP TABLE "department"');
    await queryRunner.query('DROP INDEX "IDX_api_key_hash"');
    await queryRunner.query('DROP TABLE "api_key"');
    await queryRunner.query('DROP INDEX "IDX_job_record_due"');
    await queryRunner.query('DROP TABLE "job_record"');
    await queryRunner.query('DROP TABLE "external_user"');
    await queryRunner.query('DROP TABLE "donatee"');
    await queryRunner.query('DROP TABLE "customer"');
    await queryRunner.query('DROP TABLE "branch"');
    await queryRunner.query('DROP TABLE "division"');
    await queryRunner.query('DROP TABLE "delivery_area"');
    await queryRunner.query('DROP TABLE "tag"');
    await queryRunner.query('DROP TABLE "image"');
    await queryRunner.query('DROP INDEX "IDX_audit_log_entity"');
    await queryRunner.query('DROP INDEX "IDX_audit_log_created"');
    await queryRunner.query('DROP TABLE "audit_log"');
    await queryRunner.query('DROP TABLE "kv_entry"');
  }
}
