import { AppConfig } from './config/app-config';
import { EnvironmentError } from './config/env.schema';
import { runMigrations } from './database/data-source';
import { seedDemoShop } from './database/seeds/demo-shop.seed';

/** `node dist/cli.js migrate|seed`: the release steps run before API and worker start. */
async function main(command: string | undefined): Promise<void> {
  const config = AppConfig.fromProcess();
  if (command === 'migrate') {
    const applied = await runMigrations(config);
    console.log(
      applied.length ? `Migrationen ausgeführt: ${applied.join(', ')}` : 'Datenbank ist aktuell.',
    );
    return;
  }
  if (command === 'seed') {
    await seedDemoShop(config);
    return;
  }
  throw new Error('Verwendung: cli.js migrate | seed');
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof EnvironmentError ? error.message : error);
  process.exit(1);
});
