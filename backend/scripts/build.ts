/**
 * `tsc -p tsconfig.build.json` plus the @nestjs/swagger compiler plugin, which reads the
 * DTO classes and their class-validator rules into the OpenAPI document. That document
 * (/api/docs/openapi.json) is what the front ends generate their types from.
 */
import { before as swaggerPlugin } from '@nestjs/swagger/plugin';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
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
console.log(`backend gebaut: ${parsed.fileNames.length} Dateien nach ${parsed.options.outDir}`);
