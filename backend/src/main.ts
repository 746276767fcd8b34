import { createApp } from './app.factory';
import { AppConfig } from './config/app-config';
import { EnvironmentError } from './config/env.schema';

async function bootstrap(): Promise<void> {
  // Validate first, so a wrong variable stops the start with a readable message, not a stack.
  const config = AppConfig.fromProcess();
  const app = await createApp();
  await app.listen({ port: config.env.PORT, host: process.env.HOST ?? '0.0.0.0' });
  const url = `http://localhost:${config.env.PORT}`;
  console.log(`Bestellwerk API läuft auf ${url}/api (Dokumentation: ${url}/api/docs)`);
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof EnvironmentError ? error.message : error);
  process.exit(1);
});
