import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * enablePluginFrontdesk now gates the pickup display's feed and stream (default off). A
 * shop that already hands out branch API keys used the display without the flag: it is
 * switched on there, unless the flag was set already. Data only, no schema change.
 */
export class KeepFrontdeskOn1795506983272 implements MigrationInterface {
  name = 'KeepFrontdeskOn1795506983272';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'INSERT INTO "setting" ("key", "value") SELECT \'enablePluginFrontdesk\', \'true\' FROM "api_key" WHERE NOT EXISTS (SELECT 1 FROM "setting" WHERE "key" = \'enablePluginFrontdesk\') LIMIT 1',
    );
  }

  async down(): Promise<void> {
    // The flag stays as the shop has set it since.
  }
}
