import { MigrationInterface, QueryRunner } from 'typeorm';
import { removeLegalSites } from '../mysql/1795950000000-LegalTextsFromConfig';

/** As the MariaDB migration of the same name: the legal texts are the configuration's only. */
export class LegalTextsFromConfig1795950000000 implements MigrationInterface {
  name = 'LegalTextsFromConfig1795950000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await removeLegalSites(queryRunner);
  }

  async down(): Promise<void> {}
}
