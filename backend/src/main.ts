import { Logger } from 'nestjs-pino';
import { createApp } from './app.factory';
import { AppConfig } from './config/app-config';
import { EnvironmentError } from './config/env.schema';
import { demoPrinterState, startBanner, workingDemoLogins } from './start-banner';

async function bootstrap(): Promise<void> {
  // Validate first, so a wrong variable stops the start with a readable message, not a stack.
  const config = AppConfig.fromProcess();
  const app = await createApp();
  await app.listen({ port: config.env.PORT, host: process.env.HOST ?? '0.0.0.0' });
  const url = config.publicUrl;
  // The demo passwords are shown only outside production and only while they still work.
  const logins = config.env.NODE_ENV === 'production' ? [] : await workingDemoLogins(app);
  app.get(Logger).log(`Bestellwerk läuft auf ${url}`, 'Bestellwerk');
  process.stdout.write(`${startBanner(url, logins, await demoPrinterState(app))}\n`);
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof EnvironmentError ? error.message : error);
  process.exit(1);
});
