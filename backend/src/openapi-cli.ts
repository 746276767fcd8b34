import { writeFileSync } from 'node:fs';
import { createOpenApiDocument } from './openapi';

/**
 * `node dist/openapi-cli.js [file]`: writes the OpenAPI document (to stdout without a file).
 * Needs no database, Redis or network; libs/api-client generates its types from it.
 */
async function main(target: string | undefined): Promise<void> {
  const json = `${JSON.stringify(await createOpenApiDocument(), null, 2)}\n`;
  if (target) writeFileSync(target, json);
  else process.stdout.write(json);
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
