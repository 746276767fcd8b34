/**
 * `tsc -p tsconfig.build.json` plus the @nestjs/swagger compiler plugin, which reads the
 * DTO classes and their class-validator rules into the OpenAPI document. That document
 * (/api/docs/openapi.json) is what the front ends generate their types from.
 */
import { before as swaggerPlugin } from '@nestjs/swagger/plugin';
import { buildSync } from 'esbuild';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as ts from 'typescript';

const configPath = join(__dirname, '..', 'tsconfig.build.json');
const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
const parsed = ts.parseJsonConfigFileContent(config, ts.sys, join(__dirname, '..'));
rmSync(parsed.options.outDir!, { recursive: true, force: true });

const program = ts.createProgram(parsed.fileNames, parsed.options);
const result = program.emit(undefined, undefined, undefined, false, {
  before: [
    swaggerPlugin(
      {
        classValidatorShim: true,
        introspectComments: true,
        dtoFileNameSuffix: ['.dto.ts', '.entity.ts'],
      },
      program,
    ),
  ],
});
const diagnostics = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics];
if (diagnostics.length) {
  const host: ts.FormatDiagnosticsHost = {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: ts.sys.getCurrentDirectory,
    getNewLine: () => ts.sys.newLine,
  };
  console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  process.exit(1);
}

// The signage player (backend/player): a small page of its own, bundled with libs/domain's
// dayparting into dist/player, served at /signage/… by player-host.ts. libs/domain comes from
// its ES module sources, so only the rules the player calls are bundled (its CommonJS dist
// would bring every rule of the shop: 140 kB instead of 38 kB).
const playerOut = join(parsed.options.outDir!, 'player');
mkdirSync(playerOut, { recursive: true });
buildSync({
  entryPoints: {
    player: join(__dirname, '..', 'player/src/main.ts'),
    sw: join(__dirname, '..', 'player/src/sw.ts'),
  },
  outdir: playerOut,
  bundle: true,
  alias: { '@bestellwerk/domain': join(__dirname, '..', '..', 'libs/domain/src/index.ts') },
  minify: true,
  format: 'iife',
  target: 'es2020',
  legalComments: 'none',
  logLevel: 'warning',
});
copyFileSync(join(__dirname, '..', 'player/src/player.css'), join(playerOut, 'player.css'));

// Scripts the server runs as child processes (ES modules that tsc does not emit): beside
// the compiled file that starts them, as in src.
for (const script of ['modules/media/pdf-preview/render-first-page.mjs']) {
  const from = join(__dirname, '..', 'src', script);
  const to = join(parsed.options.outDir!, script);
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(from, to);
}
console.log(`backend gebaut: ${parsed.fileNames.length} Dateien nach ${parsed.options.outDir}`);
