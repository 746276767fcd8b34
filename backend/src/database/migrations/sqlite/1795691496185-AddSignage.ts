import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddSignage1795691496185 implements MigrationInterface {
  name = 'AddSignage1795691496185';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "signage_device" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "identifier" varchar(100) NOT NULL, "name" varchar(255) NOT NULL, "pairingCode" varchar(12), "tokenHash" varchar(64), "pairedAt" datetime, "lastHeartbeatAt" datetime, "nowPlaying" text, "appVersion" varchar(50), "screenWidth" integer, "screenHeight" integer, "screenshotKey" varchar(255), "screenshotAt" datetime, "commandId" varchar(36), "command" varchar(20), "commandPayload" text, "commandState" varchar(12), "commandMessage" varchar(255), "commandIssuedAt" datetime, "commandUpdatedAt" datetime, "commandExpiresAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "branchId" integer NOT NULL, "sceneId" integer, CONSTRAINT "UQ_7b47191e01c795684f41b1b9f46" UNIQUE ("identifier"), CONSTRAINT "UQ_b7368ae3b41a8156f94aade0ebb" UNIQUE ("pairingCode"), CONSTRAINT "UQ_facd36053e1c880c9a7bb61a337" UNIQUE ("tokenHash"))',
    );
    await queryRunner.query(
      'CREATE TABLE "signage_scene" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "identifier" varchar(100) NOT NULL, "name" varchar(255) NOT NULL, "path" varchar(150) NOT NULL, "width" integer NOT NULL DEFAULT (1920), "height" integer NOT NULL DEFAULT (1080), "orientation" varchar(20) NOT NULL DEFAULT (\'landscape\'), "background" varchar(20) NOT NULL DEFAULT (\'#000000\'), "isPublic" boolean NOT NULL DEFAULT (1), "zones" text NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "branchId" integer, CONSTRAINT "UQ_21f8cf4e19639b1af08fdee6ce9" UNIQUE ("identifier"), CONSTRAINT "UQ_eb727d78a554a92074ec36415c6" UNIQUE ("path"))',
    );
    await queryRunner.query(
      'CREATE TABLE "signage_segment" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "type" varchar(20) NOT NULL, "duration" integer NOT NULL DEFAULT (10), "transition" varchar(10) NOT NULL DEFAULT (\'fade\'), "content" text NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "branchId" integer)',
    );
    await queryRunner.query(
      'CREATE TABLE "signage_stream" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "priority" integer NOT NULL DEFAULT (0), "isInterrupt" boolean NOT NULL DEFAULT (0), "isEnabled" boolean NOT NULL DEFAULT (1), "dayparts" text NOT NULL, "segmentIds" text NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "branchId" integer)',
    );
    await queryRunner.query(
      'CREATE TABLE "temporary_signage_device" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "identifier" varchar(100) NOT NULL, "name" varchar(255) NOT NULL, "pairingCode" varchar(12), "tokenHash" varchar(64), "pairedAt" datetime, "lastHeartbeatAt" datetime, "nowPlaying" text, "appVersion" varchar(50), "screenWidth" integer, "screenHeight" integer, "screenshotKey" varchar(255), "screenshotAt" datetime, "commandId" varchar(36), "command" varchar(20), "commandPayload" text, "commandState" varchar(12), "commandMessage" varchar(255), "commandIssuedAt" datetime, "commandUpdatedAt" datetime, "commandExpiresAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "branchId" integer NOT NULL, "sceneId" integer, CONSTRAINT "UQ_7b47191e01c795684f41b1b9f46" UNIQUE ("identifier"), CONSTRAINT "UQ_b7368ae3b41a8156f94aade0ebb" UNIQUE ("pairingCode"), CONSTRAINT "UQ_facd36053e1c880c9a7bb61a337" UNIQUE ("tokenHash"), CONSTRAINT "FK_7ee52b7d9397c66d2835e15db9c" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_6adce5e2b993082e16ec258c5b3" FOREIGN KEY ("sceneId") REFERENCES "signage_scene" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_signage_device"("id", "identifier", "name", "pairingCode", "tokenHash", "pairedAt", "lastHeartbeatAt", "nowPlaying", "appVersion", "screenWidth", "screenHeight", "screenshotKey", "screenshotAt", "commandId", "command", "commandPayload", "commandState", "commandMessage", "commandIssuedAt", "commandUpdatedAt", "commandExpiresAt", "createdAt", "updatedAt", "branchId", "sceneId") SELECT "id", "identifier", "name", "pairingCode", "tokenHash", "pairedAt", "lastHeartbeatAt", "nowPlaying", "appVersion", "screenWidth", "screenHeight", "screenshotKey", "screenshotAt", "commandId", "command", "commandPayload", "commandState", "commandMessage", "commandIssuedAt", "commandUpdatedAt", "commandExpiresAt", "createdAt", "updatedAt", "branchId", "sceneId" FROM "signage_device"',
    );
    await queryRunner.query('DROP TABLE "signage_device"');
    await queryRunner.query('ALTER TABLE "temporary_signage_device" RENAME TO "signage_device"');
    await queryRunner.query(
      'CREATE TABLE "temporary_signage_scene" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "identifier" varchar(100) NOT NULL, "name" varchar(255) NOT NULL, "path" varchar(150) NOT NULL, "width" integer NOT NULL DEFAULT (1920), "height" integer NOT NULL DEFAULT (1080), "orientation" varchar(20) NOT NULL DEFAULT (\'landscape\'), "background" varchar(20) NOT NULL DEFAULT (\'#000000\'), "isPublic" boolean NOT NULL DEFAULT (1), "zones" text NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "branchId" integer, CONSTRAINT "UQ_21f8cf4e19639b1af08fdee6ce9" UNIQUE ("identifier"), CONSTRAINT "UQ_eb727d78a554a92074ec36415c6" UNIQUE ("path"), CONSTRAINT "FK_155ab4b205bfaebe4ff64e3d0f1" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_signage_scene"("id", "identifier", "name", "path", "width", "height", "orientation", "background", "isPublic", "zones", "createdAt", "updatedAt", "branchId") SELECT "id", "identifier", "name", "path", "width", "height", "orientation", "background", "isPublic", "zones", "createdAt", "updatedAt", "branchId" FROM "signage_scene"',
    );
    await queryRunner.query('DROP TABLE "signage_scene"');
    await queryRunner.query('ALTER TABLE "temporary_signage_scene" RENAME TO "signage_scene"');
    await queryRunner.query(
      'CREATE TABLE "temporary_signage_segment" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "type" varchar(20) NOT NULL, "duration" integer NOT NULL DEFAULT (10), "transition" varchar(10) NOT NULL DEFAULT (\'fade\'), "content" text NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "branchId" integer, CONSTRAINT "FK_032d8db8ad0f518f1843042f3ec" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_signage_segment"("id", "name", "type", "duration", "transition", "content", "createdAt", "updatedAt", "branchId") SELECT "id", "name", "type", "duration", "transition", "content", "createdAt", "updatedAt", "branchId" FROM "signage_segment"',
    );
    await queryRunner.query('DROP TABLE "signage_segment"');
    await queryRunner.query('ALTER TABLE "temporary_signage_segment" RENAME TO "signage_segment"');
    await queryRunner.query(
      'CREATE TABLE "temporary_signage_stream" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "priority" integer NOT NULL DEFAULT (0), "isInterrupt" boolean NOT NULL DEFAULT (0), "isEnabled" boolean NOT NULL DEFAULT (1), "dayparts" text NOT NULL, "segmentIds" text NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "branchId" integer, CONSTRAINT "FK_349f08352f750be33489e5f5e8f" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_signage_stream"("id", "name", "priority", "isInterrupt", "isEnabled", "dayparts", "segmentIds", "createdAt", "updatedAt", "branchId") SELECT "id", "name", "priority", "isInterrupt", "isEnabled", "dayparts", "segmentIds", "createdAt", "updatedAt", "branchId" FROM "signage_stream"',
    );
    await queryRunner.query('DROP TABLE "signage_stream"');
    await queryRunner.query('ALTER TABLE "temporary_signage_stream" RENAME TO "signage_stream"');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "signage_stream" RENAME TO "temporary_signage_stream"');
    await queryRunner.query(
      'CREATE TABLE "signage_stream" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "priority" integer NOT NULL DEFAULT (0), "isInterrupt" boolean NOT NULL DEFAULT (0), "isEnabled" boolean NOT NULL DEFAULT (1), "dayparts" text NOT NULL, "segmentIds" text NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "branchId" integer)',
    );
    await queryRunner.query(
      'INSERT INTO "signage_stream"("id", "name", "priority", "isInterrupt", "isEnabled", "dayparts", "segmentIds", "createdAt", "updatedAt", "branchId") SELECT "id", "name", "priority", "isInterrupt", "isEnabled", "dayparts", "segmentIds", "createdAt", "updatedAt", "branchId" FROM "temporary_signage_stream"',
    );
    await queryRunner.query('DROP TABLE "temporary_signage_stream"');
    await queryRunner.query('ALTER TABLE "signage_segment" RENAME TO "temporary_signage_segment"');
    await queryRunner.query(
      'CREATE TABLE "signage_segment" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "type" varchar(20) NOT NULL, "duration" integer NOT NULL DEFAULT (10), "transition" varchar(10) NOT NULL DEFAULT (\'fade\'), "content" text NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "branchId" integer)',
    );
    await queryRunner.query(
      'INSERT INTO "signage_segment"("id", "name", "type", "duration", "transition", "content", "createdAt", "updatedAt", "branchId") SELECT "id", "name", "type", "duration", "transition", "content", "createdAt", "updatedAt", "branchId" FROM "temporary_signage_segment"',
    );
    await queryRunner.query('DROP TABLE "temporary_signage_segment"');
    await queryRunner.query('ALTER TABLE "signage_scene" RENAME TO "temporary_signage_scene"');
    await queryRunner.query(
      'CREATE TABLE "signage_scene" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "identifier" varchar(100) NOT NULL, "name" varchar(255) NOT NULL, "path" varchar(150) NOT NULL, "width" integer NOT NULL DEFAULT (1920), "height" integer NOT NULL DEFAULT (1080), "orientation" varchar(20) NOT NULL DEFAULT (\'landscape\'), "background" varchar(20) NOT NULL DEFAULT (\'#000000\'), "isPublic" boolean NOT NULL DEFAULT (1), "zones" text NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "branchId" integer, CONSTRAINT "UQ_21f8cf4e19639b1af08fdee6ce9" UNIQUE ("identifier"), CONSTRAINT "UQ_eb727d78a554a92074ec36415c6" UNIQUE ("path"))',
    );
    await queryRunner.query(
      'INSERT INTO "signage_scene"("id", "identifier", "name", "path", "width", "height", "orientation", "background", "isPublic", "zones", "createdAt", "updatedAt", "branchId") SELECT "id", "identifier", "name", "path", "width", "height", "orientation", "background", "isPublic", "zones", "createdAt", "updatedAt", "branchId" FROM "temporary_signage_scene"',
    );
    await queryRunner.query('DROP TABLE "temporary_signage_scene"');
    await queryRunner.query('ALTER TABLE "signage_device" RENAME TO "temporary_signage_device"');
    await queryRunner.query(
      'CREATE TABLE "signage_device" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "identifier" varchar(100) NOT NULL, "name" varchar(255) NOT NULL, "pairingCode" varchar(12), "tokenHash" varchar(64), "pairedAt" datetime, "lastHeartbeatAt" datetime, "nowPlaying" text, "appVersion" varchar(50), "screenWidth" integer, "screenHeight" integer, "screenshotKey" varchar(255), "screenshotAt" datetime, "commandId" varchar(36), "command" varchar(20), "commandPayload" text, "commandState" varchar(12), "commandMessage" varchar(255), "commandIssuedAt" datetime, "commandUpdatedAt" datetime, "commandExpiresAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "branchId" integer NOT NULL, "sceneId" integer, CONSTRAINT "UQ_7b47191e01c795684f41b1b9f46" UNIQUE ("identifier"), CONSTRAINT "UQ_b7368ae3b41a8156f94aade0ebb" UNIQUE ("pairingCode"), CONSTRAINT "UQ_facd36053e1c880c9a7bb61a337" UNIQUE ("tokenHash"))',
    );
    await queryRunner.query(
      'INSERT INTO "signage_device"("id", "identifier", "name", "pairingCode", "tokenHash", "pairedAt", "lastHeartbeatAt", "nowPlaying", "appVersion", "screenWidth", "screenHeight", "screenshotKey", "screenshotAt", "commandId", "command", "commandPayload", "commandState", "commandMessage", "commandIssuedAt", "commandUpdatedAt", "commandExpiresAt", "createdAt", "updatedAt", "branchId", "sceneId") SELECT "id", "identifier", "name", "pairingCode", "tokenHash", "pairedAt", "lastHeartbeatAt", "nowPlaying", "appVersion", "screenWidth", "screenHeight", "screenshotKey", "screenshotAt", "commandId", "command", "commandPayload", "commandState", "commandMessage", "commandIssuedAt", "commandUpdatedAt", "commandExpiresAt", "createdAt", "updatedAt", "branchId", "sceneId" FROM "temporary_signage_device"',
    );
    await queryRunner.query('DROP TABLE "temporary_signage_device"');
    await queryRunner.query('DROP TABLE "signage_stream"');
    await queryRunner.query('DROP TABLE "signage_segment"');
    await queryRunner.query('DROP TABLE "signage_scene"');
    await queryRunner.query('DROP TABLE "signage_device"');
  }
}
