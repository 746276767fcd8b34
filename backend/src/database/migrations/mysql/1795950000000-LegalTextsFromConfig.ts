import { LEGAL_PAGES } from '@bestellwerk/domain';
import { MigrationInterface, QueryRunner } from 'typeorm';

/** The CMS paths a legal page's text was kept at before (issue 16's demo pages) or could be. */
const sitePaths = (page: (typeof LEGAL_PAGES)[number]) => {
  const former = page.formerPath.replace(/^\/site\//, '');
  const current = page.path.slice(1);
  return [former, `site/${former}`, current, `site/${current}`];
};

/**
 * One source for each legal text (issue 32): AGB, Datenschutz, Impressum and Allergene are the
 * configuration's texts, shown at /agb, /datenschutz, /impressum and /allergene. A CMS site at
 * such a page's path was a second text of it (the demo shop had them); it is removed where the
 * configuration holds that text, so the page shows the one the configuration form edits. A
 * site whose text is not configured stays (nothing of the shop's is lost); the CMS refuses new
 * ones at these paths. Plain SQL both databases read (backticks, ? parameters).
 */
export async function removeLegalSites(queryRunner: QueryRunner): Promise<void> {
  const rows = (await queryRunner.query('SELECT `key`, `value` FROM `setting`')) as {
    key: string;
    value: string | null;
  }[];
  const configured = new Set(
    rows
      .filter((row) => {
        try {
          const value = JSON.parse(row.value ?? 'null') as unknown;
          return typeof value === 'string' && value.trim() !== '';
        } catch {
          return false;
        }
      })
      .map((row) => row.key),
  );
  for (const page of LEGAL_PAGES) {
    if (!configured.has(`${page.key}Text`)) continue;
    const paths = sitePaths(page);
    await queryRunner.query(
      `DELETE FROM \`cms_site\` WHERE \`path\` IN (${paths.map(() => '?').join(', ')})`,
      paths,
    );
  }
}

export class LegalTextsFromConfig1795950000000 implements MigrationInterface {
  name = 'LegalTextsFromConfig1795950000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await removeLegalSites(queryRunner);
  }

  /** The removed pages were copies of configured texts: nothing to bring back. */
  async down(): Promise<void> {}
}
