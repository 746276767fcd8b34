/**
 * Developer tool: writes a migration for both dialects from the entity changes.
 *   npm run migration:generate -w backend -- AddSomething
 * It compares the entities with a scratch SQLite file and a scratch MariaDB database (typed
 * 'mariadb': as 'mysql', TypeORM sees every nullable column as changed) that
 * already carry all existing migrations, so each dialect gets exactly the SQL it needs.
 */
import { writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { DataSource, DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { MYSQL_MIGRATIONS } from './migrations/mysql';
import { SQLITE_MIGRATIONS } from './migrations/sqlite';

async function generate(
  dialect: 'mysql' | 'sqlite',
  options: DataSourceOptions,
  name: string,
  stamp: number,
) {
  const dataSource = new DataSource(options);
  await dataSource.initialize();
  await dataSource.runMigrations();
  const sql = await dataSource.driver.createSchemaBuilder().log();
  await dataSource.destroy();
  if (sql.upQueries.length === 0) {
    console.log(`${dialect}: no changes`);
    return;
  }
  const className = `${name}${stamp}`;
  const quote = (text: string) => JSON.stringify(text);
  const up = sql.upQueries.map((q) => `    await queryRunner.query(${quote(q.query)});`).join('\n');
  const down = sql.downQueries
    .reverse()
    .map((q) => `    await queryRunner.query(${quote(q.query)});`)
    .join('\n');
  const file = `${stamp}-${name}`;
  const dir = join(__dirname, 'migrations', dialect);
  writeFileSync(
    join(dir, `${file}.ts`),
    `import { MigrationInterface, QueryRunner } from 'typeorm';\n\nexport class ${className} implements MigrationInterface {\n  name = '${className}';\n\n  async up(queryRunner: QueryRunner): Promise<void> {\n${up}\n  }\n\n  async down(queryRunner: QueryRunner): Promise<void> {\n${down}\n  }\n}\n`,
  );
  const indexFile = join(dir, 'index.ts');
  const list = dialect === 'mysql' ? 'MYSQL_MIGRATIONS' : 'SQLITE_MIGRATIONS';
  const index = readFileSync(indexFile, 'utf8');
  const imports = [...index.matchAll(/^import .*$/gm)].map((m) => m[0]);
  const names = [
    ...(index.match(/\[([^\]]*)\]/)?.[1] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ];
  imports.push(`import { ${className} } from './${file}';`);
  names.push(className);
  writeFileSync(
    indexFile,
    `${imports.join('\n')}\n\nexport const ${list} = [${names.join(', ')}];\n`,
  );
  console.log(`${dialect}: wrote ${file}.ts (${sql.upQueries.length} statements)`);
}

async function main() {
  const name = process.argv[2];
  if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name))
    throw new Error('Usage: generate-migration <PascalCaseName>');
  const stamp = Date.now();
  await generate(
    'sqlite',
    {
      type: 'better-sqlite3',
      database: join(tmpdir(), `bw-gen-${stamp}.sqlite`),
      entities: ENTITIES,
      migrations: SQLITE_MIGRATIONS,
    },
    name,
    stamp,
  );
  const url = process.env.GENERATE_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306';
  const database = `bw_gen_${stamp}`;
  const admin = new DataSource({ type: 'mariadb', url });
  await admin.initialize();
  await admin.query(
    `CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
  );
  try {
    await generate(
      'mysql',
      {
        type: 'mariadb',
        url: `${url}/${database}`,
        charset: 'utf8mb4_unicode_ci',
        entities: ENTITIES,
        migrations: MYSQL_MIGRATIONS,
      },
      name,
      stamp,
    );
  } finally {
    await admin.query(`DROP DATABASE \`${database}\``);
    await admin.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
