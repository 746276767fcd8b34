import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddTimeTracking1795691169707 implements MigrationInterface {
  name = 'AddTimeTracking1795691169707';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "absence" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "kind" varchar(12) NOT NULL, "fromDay" varchar(10) NOT NULL, "toDay" varchar(10) NOT NULL, "halfDay" boolean NOT NULL DEFAULT (0), "status" varchar(10) NOT NULL DEFAULT (\'requested\'), "note" varchar(500) NOT NULL DEFAULT (\'\'), "decidedAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "userId" integer NOT NULL, "decidedById" integer)',
    );
    await queryRunner.query(
      'CREATE TABLE "activity_pause" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "startedAt" datetime NOT NULL, "endedAt" datetime, "activityId" integer NOT NULL)',
    );
    await queryRunner.query(
      'CREATE TABLE "activity_stamp" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "idempotencyKey" varchar(80) NOT NULL, "userId" integer NOT NULL, "action" varchar(10) NOT NULL, "at" datetime NOT NULL, "activityId" integer, "receivedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "UQ_9977fb7eef9b8a0b15de2f49508" UNIQUE ("idempotencyKey"))',
    );
    await queryRunner.query(
      'CREATE TABLE "employment_contract" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "validFrom" varchar(10) NOT NULL, "weeklyMinutes" integer NOT NULL, "workingDays" text NOT NULL, "holidayDaysPerYear" integer NOT NULL DEFAULT (25), "openingHolidayDays" decimal(5,1) NOT NULL DEFAULT (0), "openingOvertimeMinutes" integer NOT NULL DEFAULT (0), "holidayCountry" varchar(2) NOT NULL DEFAULT (\'AT\'), "holidayState" varchar(5) NOT NULL DEFAULT (\'\'), "userId" integer NOT NULL)',
    );
    await queryRunner.query(
      'CREATE TABLE "project" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(200) NOT NULL, "description" text, "status" varchar(10) NOT NULL DEFAULT (\'active\'), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "branchId" integer)',
    );
    await queryRunner.query(
      'CREATE TABLE "task_view" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "viewedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "taskId" integer NOT NULL, "userId" integer NOT NULL)',
    );
    await queryRunner.query(
      'CREATE TABLE "task" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "title" varchar(200) NOT NULL, "description" text, "status" varchar(12) NOT NULL DEFAULT (\'open\'), "dueDate" varchar(10), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "projectId" integer)',
    );
    await queryRunner.query(
      'CREATE TABLE "terminal_token" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "tokenHash" varchar(64) NOT NULL, "tokenPrefix" varchar(8) NOT NULL, "label" varchar(100) NOT NULL DEFAULT (\'\'), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "lastUsedAt" datetime, "revokedAt" datetime, "userId" integer NOT NULL, CONSTRAINT "UQ_e9324ee28a4e96e5de3da2ca744" UNIQUE ("tokenHash"))',
    );
    await queryRunner.query(
      'CREATE TABLE "terminal_pin" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer NOT NULL, "pinHash" varchar(255) NOT NULL, CONSTRAINT "UQ_43bc6cf86cf50614bb2084e9f6e" UNIQUE ("userId"))',
    );
    await queryRunner.query(
      'CREATE TABLE "working_activity" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "startedAt" datetime NOT NULL, "endedAt" datetime, "openFor" integer, "source" varchar(20) NOT NULL DEFAULT (\'backoffice\'), "note" varchar(500) NOT NULL DEFAULT (\'\'), "correctionReason" varchar(500), "correctsId" integer, "supersededById" integer, "warnedAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "userId" integer NOT NULL, "branchId" integer NOT NULL, "projectId" integer, "taskId" integer, "correctedById" integer, CONSTRAINT "UQ_8188e9c2d6d7e5d5c78acf8eadf" UNIQUE ("openFor"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_745b6f1fbad0c4ab4e11eec12d" ON "working_activity" ("userId", "startedAt") ',
    );
    await queryRunner.query(
      'CREATE TABLE "working_schedule" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "kind" varchar(10) NOT NULL DEFAULT (\'single\'), "weekday" integer, "date" varchar(10), "validFrom" varchar(10), "validUntil" varchar(10), "startTime" varchar(5) NOT NULL, "endTime" varchar(5) NOT NULL, "note" varchar(500) NOT NULL DEFAULT (\'\'), "userId" integer NOT NULL, "branchId" integer NOT NULL, "departmentId" integer)',
    );
    await queryRunner.query(
      'CREATE TABLE "task_assignees" ("taskId" integer NOT NULL, "userId" integer NOT NULL, PRIMARY KEY ("taskId", "userId"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_8b1600551063c485554bca74c1" ON "task_assignees" ("taskId") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_e1f7dbf3fd1b02451882ea7c7b" ON "task_assignees" ("userId") ',
    );
    await queryRunner.query(
      'CREATE TABLE "temporary_absence" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "kind" varchar(12) NOT NULL, "fromDay" varchar(10) NOT NULL, "toDay" varchar(10) NOT NULL, "halfDay" boolean NOT NULL DEFAULT (0), "status" varchar(10) NOT NULL DEFAULT (\'requested\'), "note" varchar(500) NOT NULL DEFAULT (\'\'), "decidedAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "userId" integer NOT NULL, "decidedById" integer, CONSTRAINT "FK_a2cd12ac708c89421eb6fd91ff5" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_571db3786eab8c436428c9ec331" FOREIGN KEY ("decidedById") REFERENCES "user" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_absence"("id", "kind", "fromDay", "toDay", "halfDay", "status", "note", "decidedAt", "createdAt", "userId", "decidedById") SELECT "id", "kind", "fromDay", "toDay", "halfDay", "status", "note", "decidedAt", "createdAt", "userId", "decidedById" FROM "absence"',
    );
    await queryRunner.query('DROP TABLE "absence"');
    await queryRunner.query('ALTER TABLE "temporary_absence" RENAME TO "absence"');
    await queryRunner.query(
      'CREATE TABLE "temporary_activity_pause" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "startedAt" datetime NOT NULL, "endedAt" datetime, "activityId" integer NOT NULL, CONSTRAINT "FK_53310f799161aea466ab5ea3915" FOREIGN KEY ("activityId") REFERENCES "working_activity" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_activity_pause"("id", "startedAt", "endedAt", "activityId") SELECT "id", "startedAt", "endedAt", "activityId" FROM "activity_pause"',
    );
    await queryRunner.query('DROP TABLE "activity_pause"');
    await queryRunner.query('ALTER TABLE "temporary_activity_pause" RENAME TO "activity_pause"');
    await queryRunner.query(
      'CREATE TABLE "temporary_employment_contract" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "validFrom" varchar(10) NOT NULL, "weeklyMinutes" integer NOT NULL, "workingDays" text NOT NULL, "holidayDaysPerYear" integer NOT NULL DEFAULT (25), "openingHolidayDays" decimal(5,1) NOT NULL DEFAULT (0), "openingOvertimeMinutes" integer NOT NULL DEFAULT (0), "holidayCountry" varchar(2) NOT NULL DEFAULT (\'AT\'), "holidayState" varchar(5) NOT NULL DEFAULT (\'\'), "userId" integer NOT NULL, CONSTRAINT "FK_110ddb02f636e5975c57e6092ea" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_employment_contract"("id", "validFrom", "weeklyMinutes", "workingDays", "holidayDaysPerYear", "openingHolidayDays", "openingOvertimeMinutes", "holidayCountry", "holidayState", "userId") SELECT "id", "validFrom", "weeklyMinutes", "workingDays", "holidayDaysPerYear", "openingHolidayDays", "openingOvertimeMinutes", "holidayCountry", "holidayState", "userId" FROM "employment_contract"',
    );
    await queryRunner.query('DROP TABLE "employment_contract"');
    await queryRunner.query(
      'ALTER TABLE "temporary_employment_contract" RENAME TO "employment_contract"',
    );
    await queryRunner.query(
      'CREATE TABLE "temporary_project" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(200) NOT NULL, "description" text, "status" varchar(10) NOT NULL DEFAULT (\'active\'), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "branchId" integer, CONSTRAINT "FK_cb0b8742475e78ad1394b365e54" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_project"("id", "name", "description", "status", "createdAt", "branchId") SELECT "id", "name", "description", "status", "createdAt", "branchId" FROM "project"',
    );
    await queryRunner.query('DROP TABLE "project"');
    await queryRunner.query('ALTER TABLE "temporary_project" RENAME TO "project"');
    await queryRunner.query(
      'CREATE TABLE "temporary_task_view" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "viewedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "taskId" integer NOT NULL, "userId" integer NOT NULL, CONSTRAINT "FK_690a7f585c8fea85b168ba482ec" FOREIGN KEY ("taskId") REFERENCES "task" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_b421e65f5ffa680b8536fba569a" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_task_view"("id", "viewedAt", "taskId", "userId") SELECT "id", "viewedAt", "taskId", "userId" FROM "task_view"',
    );
    await queryRunner.query('DROP TABLE "task_view"');
    await queryRunner.query('ALTER TABLE "temporary_task_view" RENAME TO "task_view"');
    await queryRunner.query(
      'CREATE TABLE "temporary_task" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "title" varchar(200) NOT NULL, "description" text, "status" varchar(12) NOT NULL DEFAULT (\'open\'), "dueDate" varchar(10), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "projectId" integer, CONSTRAINT "FK_3797a20ef5553ae87af126bc2fe" FOREIGN KEY ("projectId") REFERENCES "project" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_task"("id", "title", "description", "status", "dueDate", "createdAt", "projectId") SELECT "id", "title", "description", "status", "dueDate", "createdAt", "projectId" FROM "task"',
    );
    await queryRunner.query('DROP TABLE "task"');
    await queryRunner.query('ALTER TABLE "temporary_task" RENAME TO "task"');
    await queryRunner.query(
      'CREATE TABLE "temporary_terminal_token" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "tokenHash" varchar(64) NOT NULL, "tokenPrefix" varchar(8) NOT NULL, "label" varchar(100) NOT NULL DEFAULT (\'\'), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "lastUsedAt" datetime, "revokedAt" datetime, "userId" integer NOT NULL, CONSTRAINT "UQ_e9324ee28a4e96e5de3da2ca744" UNIQUE ("tokenHash"), CONSTRAINT "FK_3584d9a5d84227841884c793d74" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_terminal_token"("id", "tokenHash", "tokenPrefix", "label", "createdAt", "lastUsedAt", "revokedAt", "userId") SELECT "id", "tokenHash", "tokenPrefix", "label", "createdAt", "lastUsedAt", "revokedAt", "userId" FROM "terminal_token"',
    );
    await queryRunner.query('DROP TABLE "terminal_token"');
    await queryRunner.query('ALTER TABLE "temporary_terminal_token" RENAME TO "terminal_token"');
    await queryRunner.query('DROP INDEX "IDX_745b6f1fbad0c4ab4e11eec12d"');
    await queryRunner.query(
      'CREATE TABLE "temporary_working_activity" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "startedAt" datetime NOT NULL, "endedAt" datetime, "openFor" integer, "source" varchar(20) NOT NULL DEFAULT (\'backoffice\'), "note" varchar(500) NOT NULL DEFAULT (\'\'), "correctionReason" varchar(500), "correctsId" integer, "supersededById" integer, "warnedAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "userId" integer NOT NULL, "branchId" integer NOT NULL, "projectId" integer, "taskId" integer, "correctedById" integer, CONSTRAINT "UQ_8188e9c2d6d7e5d5c78acf8eadf" UNIQUE ("openFor"), CONSTRAINT "FK_a931b42b18cb28a43f7cbf1cf3b" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_8bdd81f647aac5347a4effe02d9" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_5829fde11cfeaf7ea6eb7f7f56d" FOREIGN KEY ("projectId") REFERENCES "project" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_0428aa1000b24fba48a1402551a" FOREIGN KEY ("taskId") REFERENCES "task" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_abbd636016804145ca1d0ab524a" FOREIGN KEY ("correctedById") REFERENCES "user" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_working_activity"("id", "startedAt", "endedAt", "openFor", "source", "note", "correctionReason", "correctsId", "supersededById", "warnedAt", "createdAt", "updatedAt", "userId", "branchId", "projectId", "taskId", "correctedById") SELECT "id", "startedAt", "endedAt", "openFor", "source", "note", "correctionReason", "correctsId", "supersededById", "warnedAt", "createdAt", "updatedAt", "userId", "branchId", "projectId", "taskId", "correctedById" FROM "working_activity"',
    );
    await queryRunner.query('DROP TABLE "working_activity"');
    await queryRunner.query(
      'ALTER TABLE "temporary_working_activity" RENAME TO "working_activity"',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_745b6f1fbad0c4ab4e11eec12d" ON "working_activity" ("userId", "startedAt") ',
    );
    await queryRunner.query(
      'CREATE TABLE "temporary_working_schedule" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "kind" varchar(10) NOT NULL DEFAULT (\'single\'), "weekday" integer, "date" varchar(10), "validFrom" varchar(10), "validUntil" varchar(10), "startTime" varchar(5) NOT NULL, "endTime" varchar(5) NOT NULL, "note" varchar(500) NOT NULL DEFAULT (\'\'), "userId" integer NOT NULL, "branchId" integer NOT NULL, "departmentId" integer, CONSTRAINT "FK_a20b1e7957793db60b545d27a72" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_825df892f51c541c6a236ee3c72" FOREIGN KEY ("branchId") REFERENCES "branch" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_bf91e93b438d1bd6cd9423cc2c3" FOREIGN KEY ("departmentId") REFERENCES "department" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_working_schedule"("id", "kind", "weekday", "date", "validFrom", "validUntil", "startTime", "endTime", "note", "userId", "branchId", "departmentId") SELECT "id", "kind", "weekday", "date", "validFrom", "validUntil", "startTime", "endTime", "note", "userId", "branchId", "departmentId" FROM "working_schedule"',
    );
    await queryRunner.query('DROP TABLE "working_schedule"');
    await queryRunner.query(
      'ALTER TABLE "temporary_working_schedule" RENAME TO "working_schedule"',
    );
    await queryRunner.query('DROP INDEX "IDX_8b1600551063c485554bca74c1"');
    await queryRunner.query('DROP INDEX "IDX_e1f7dbf3fd1b02451882ea7c7b"');
    await queryRunner.query(
      'CREATE TABLE "temporary_task_assignees" ("taskId" integer NOT NULL, "userId" integer NOT NULL, CONSTRAINT "FK_8b1600551063c485554bca74c13" FOREIGN KEY ("taskId") REFERENCES "task" ("id") ON DELETE CASCADE ON UPDATE CASCADE, CONSTRAINT "FK_e1f7dbf3fd1b02451882ea7c7b4" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE CASCADE, PRIMARY KEY ("taskId", "userId"))',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_task_assignees"("taskId", "userId") SELECT "taskId", "userId" FROM "task_assignees"',
    );
    await queryRunner.query('DROP TABLE "task_assignees"');
    await queryRunner.query('ALTER TABLE "temporary_task_assignees" RENAME TO "task_assignees"');
    await queryRunner.query(
      'CREATE INDEX "IDX_8b1600551063c485554bca74c1" ON "task_assignees" ("taskId") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_e1f7dbf3fd1b02451882ea7c7b" ON "task_assignees" ("userId") ',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_e1f7dbf3fd1b02451882ea7c7b"');
    await queryRunner.query('DROP INDEX "IDX_8b1600551063c485554bca74c1"');
    await queryRunner.query('ALTER TABLE "task_assignees" RENAME TO "temporary_task_assignees"');
    await queryRunner.query(
      'CREATE TABLE "task_assignees" ("taskId" integer NOT NULL, "userId" integer NOT NULL, PRIMARY KEY ("taskId", "userId"))',
    );
    await queryRunner.query(
      'INSERT INTO "task_assignees"("taskId", "userId") SELECT "taskId", "userId" FROM "temporary_task_assignees"',
    );
    await queryRunner.query('DROP TABLE "temporary_task_assignees"');
    await queryRunner.query(
      'CREATE INDEX "IDX_e1f7dbf3fd1b02451882ea7c7b" ON "task_assignees" ("userId") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_8b1600551063c485554bca74c1" ON "task_assignees" ("taskId") ',
    );
    await queryRunner.query(
      'ALTER TABLE "working_schedule" RENAME TO "temporary_working_schedule"',
    );
    await queryRunner.query(
      'CREATE TABLE "working_schedule" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "kind" varchar(10) NOT NULL DEFAULT (\'single\'), "weekday" integer, "date" varchar(10), "validFrom" varchar(10), "validUntil" varchar(10), "startTime" varchar(5) NOT NULL, "endTime" varchar(5) NOT NULL, "note" varchar(500) NOT NULL DEFAULT (\'\'), "userId" integer NOT NULL, "branchId" integer NOT NULL, "departmentId" integer)',
    );
    await queryRunner.query(
      'INSERT INTO "working_schedule"("id", "kind", "weekday", "date", "validFrom", "validUntil", "startTime", "endTime", "note", "userId", "branchId", "departmentId") SELECT "id", "kind", "weekday", "date", "validFrom", "validUntil", "startTime", "endTime", "note", "userId", "branchId", "departmentId" FROM "temporary_working_schedule"',
    );
    await queryRunner.query('DROP TABLE "temporary_working_schedule"');
    await queryRunner.query('DROP INDEX "IDX_745b6f1fbad0c4ab4e11eec12d"');
    await queryRunner.query(
      'ALTER TABLE "working_activity" RENAME TO "temporary_working_activity"',
    );
    await queryRunner.query(
      'CREATE TABLE "working_activity" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "startedAt" datetime NOT NULL, "endedAt" datetime, "openFor" integer, "source" varchar(20) NOT NULL DEFAULT (\'backoffice\'), "note" varchar(500) NOT NULL DEFAULT (\'\'), "correctionReason" varchar(500), "correctsId" integer, "supersededById" integer, "warnedAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "userId" integer NOT NULL, "branchId" integer NOT NULL, "projectId" integer, "taskId" integer, "correctedById" integer, CONSTRAINT "UQ_8188e9c2d6d7e5d5c78acf8eadf" UNIQUE ("openFor"))',
    );
    await queryRunner.query(
      'INSERT INTO "working_activity"("id", "startedAt", "endedAt", "openFor", "source", "note", "correctionReason", "correctsId", "supersededById", "warnedAt", "createdAt", "updatedAt", "userId", "branchId", "projectId", "taskId", "correctedById") SELECT "id", "startedAt", "endedAt", "openFor", "source", "note", "correctionReason", "correctsId", "supersededById", "warnedAt", "createdAt", "updatedAt", "userId", "branchId", "projectId", "taskId", "correctedById" FROM "temporary_working_activity"',
    );
    await queryRunner.query('DROP TABLE "temporary_working_activity"');
    await queryRunner.query(
      'CREATE INDEX "IDX_745b6f1fbad0c4ab4e11eec12d" ON "working_activity" ("userId", "startedAt") ',
    );
    await queryRunner.query('ALTER TABLE "terminal_token" RENAME TO "temporary_terminal_token"');
    await queryRunner.query(
      'CREATE TABLE "terminal_token" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "tokenHash" varchar(64) NOT NULL, "tokenPrefix" varchar(8) NOT NULL, "label" varchar(100) NOT NULL DEFAULT (\'\'), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "lastUsedAt" datetime, "revokedAt" datetime, "userId" integer NOT NULL, CONSTRAINT "UQ_e9324ee28a4e96e5de3da2ca744" UNIQUE ("tokenHash"))',
    );
    await queryRunner.query(
      'INSERT INTO "terminal_token"("id", "tokenHash", "tokenPrefix", "label", "createdAt", "lastUsedAt", "revokedAt", "userId") SELECT "id", "tokenHash", "tokenPrefix", "label", "createdAt", "lastUsedAt", "revokedAt", "userId" FROM "temporary_terminal_token"',
    );
    await queryRunner.query('DROP TABLE "temporary_terminal_token"');
    await queryRunner.query('ALTER TABLE "task" RENAME TO "temporary_task"');
    await queryRunner.query(
      'CREATE TABLE "task" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "title" varchar(200) NOT NULL, "description" text, "status" varchar(12) NOT NULL DEFAULT (\'open\'), "dueDate" varchar(10), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "projectId" integer)',
    );
    await queryRunner.query(
      'INSERT INTO "task"("id", "title", "description", "status", "dueDate", "createdAt", "projectId") SELECT "id", "title", "description", "status", "dueDate", "createdAt", "projectId" FROM "temporary_task"',
    );
    await queryRunner.query('DROP TABLE "temporary_task"');
    await queryRunner.query('ALTER TABLE "task_view" RENAME TO "temporary_task_view"');
    await queryRunner.query(
      'CREATE TABLE "task_view" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "viewedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "taskId" integer NOT NULL, "userId" integer NOT NULL)',
    );
    await queryRunner.query(
      'INSERT INTO "task_view"("id", "viewedAt", "taskId", "userId") SELECT "id", "viewedAt", "taskId", "userId" FROM "temporary_task_view"',
    );
    await queryRunner.query('DROP TABLE "temporary_task_view"');
    await queryRunner.query('ALTER TABLE "project" RENAME TO "temporary_project"');
    await queryRunner.query(
      'CREATE TABLE "project" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(200) NOT NULL, "description" text, "status" varchar(10) NOT NULL DEFAULT (\'active\'), "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "branchId" integer)',
    );
    await queryRunner.query(
      'INSERT INTO "project"("id", "name", "description", "status", "createdAt", "branchId") SELECT "id", "name", "description", "status", "createdAt", "branchId" FROM "temporary_project"',
    );
    await queryRunner.query('DROP TABLE "temporary_project"');
    await queryRunner.query(
      'ALTER TABLE "employment_contract" RENAME TO "temporary_employment_contract"',
    );
    await queryRunner.query(
      'CREATE TABLE "employment_contract" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "validFrom" varchar(10) NOT NULL, "weeklyMinutes" integer NOT NULL, "workingDays" text NOT NULL, "holidayDaysPerYear" integer NOT NULL DEFAULT (25), "openingHolidayDays" decimal(5,1) NOT NULL DEFAULT (0), "openingOvertimeMinutes" integer NOT NULL DEFAULT (0), "holidayCountry" varchar(2) NOT NULL DEFAULT (\'AT\'), "holidayState" varchar(5) NOT NULL DEFAULT (\'\'), "userId" integer NOT NULL)',
    );
    await queryRunner.query(
      'INSERT INTO "employment_contract"("id", "validFrom", "weeklyMinutes", "workingDays", "holidayDaysPerYear", "openingHolidayDays", "openingOvertimeMinutes", "holidayCountry", "holidayState", "userId") SELECT "id", "validFrom", "weeklyMinutes", "workingDays", "holidayDaysPerYear", "openingHolidayDays", "openingOvertimeMinutes", "holidayCountry", "holidayState", "userId" FROM "temporary_employment_contract"',
    );
    await queryRunner.query('DROP TABLE "temporary_employment_contract"');
    await queryRunner.query('ALTER TABLE "activity_pause" RENAME TO "temporary_activity_pause"');
    await queryRunner.query(
      'CREATE TABLE "activity_pause" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "startedAt" datetime NOT NULL, "endedAt" datetime, "activityId" integer NOT NULL)',
    );
    await queryRunner.query(
      'INSERT INTO "activity_pause"("id", "startedAt", "endedAt", "activityId") SELECT "id", "startedAt", "endedAt", "activityId" FROM "temporary_activity_pause"',
    );
    await queryRunner.query('DROP TABLE "temporary_activity_pause"');
    await queryRunner.query('ALTER TABLE "absence" RENAME TO "temporary_absence"');
    await queryRunner.query(
      'CREATE TABLE "absence" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "kind" varchar(12) NOT NULL, "fromDay" varchar(10) NOT NULL, "toDay" varchar(10) NOT NULL, "halfDay" boolean NOT NULL DEFAULT (0), "status" varchar(10) NOT NULL DEFAULT (\'requested\'), "note" varchar(500) NOT NULL DEFAULT (\'\'), "decidedAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "userId" integer NOT NULL, "decidedById" integer)',
    );
    await queryRunner.query(
      'INSERT INTO "absence"("id", "kind", "fromDay", "toDay", "halfDay", "status", "note", "decidedAt", "createdAt", "userId", "decidedById") SELECT "id", "kind", "fromDay", "toDay", "halfDay", "status", "note", "decidedAt", "createdAt", "userId", "decidedById" FROM "temporary_absence"',
    );
    await queryRunner.query('DROP TABLE "temporary_absence"');
    await queryRunner.query('DROP INDEX "IDX_e1f7dbf3fd1b02451882ea7c7b"');
    await queryRunner.query('DROP INDEX "IDX_8b1600551063c485554bca74c1"');
    await queryRunner.query('DROP TABLE "task_assignees"');
    await queryRunner.query('DROP TABLE "working_schedule"');
    await queryRunner.query('DROP INDEX "IDX_745b6f1fbad0c4ab4e11eec12d"');
    await queryRunner.query('DROP TABLE "working_activity"');
    await queryRunner.query('DROP TABLE "terminal_pin"');
    await queryRunner.query('DROP TABLE "terminal_token"');
    await queryRunner.query('DROP TABLE "task"');
    await queryRunner.query('DROP TABLE "task_view"');
    await queryRunner.query('DROP TABLE "project"');
    await queryRunner.query('DROP TABLE "employment_contract"');
    await queryRunner.query('DROP TABLE "activity_stamp"');
    await queryRunner.query('DROP TABLE "activity_pause"');
    await queryRunner.query('DROP TABLE "absence"');
  }
}
