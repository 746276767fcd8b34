import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import { ROOT, sharedDependencies } from './shared.mjs';

const FACADE = join(ROOT, 'libs/mf/src/antd.ts');

/** Every name a source file imports from 'antd' as a value (type imports are erased). */
function valueImports(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const names = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    if (statement.moduleSpecifier.text !== 'antd') continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    if (clause.name) names.push('default');
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements)
        if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
  }
  return names;
}

/** The names the shared antd entry exports (re-exports and exported constants), as parsed. */
function facadeExports() {
  const source = ts.createSourceFile(FACADE, readFileSync(FACADE, 'utf8'), ts.ScriptTarget.Latest);
  const names = new Set();
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause)
      for (const element of statement.exportClause.elements) names.add(element.name.text);
    if (
      ts.isVariableStatement(statement) &&
      statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
    )
      for (const declaration of statement.declarationList.declarations)
        names.add(declaration.name.getText(source));
  }
  return names;
}

test('the back office shares its own antd entry, under antd’s version', () => {
  const antd = sharedDependencies().antd;
  assert.equal(antd.import, FACADE);
  assert.equal(antd.singleton, true);
  assert.equal(
    antd.version,
    JSON.parse(readFileSync(join(ROOT, 'node_modules/antd/package.json'), 'utf8')).version,
  );
});

test('everything the shell, the remotes and admin-kit take from antd is in the shared entry', () => {
  const exported = facadeExports();
  assert.ok(exported.has('Button') && exported.has('Table'), 'the entry was read');
  const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: ROOT })
    .toString()
    .split('\n')
    .filter((file) => /^(shell|mfe-[^/]+|libs\/admin-kit|libs\/mf)\/src\//.test(file))
    .filter((file) => !/\.(spec|test)\.tsx?$/.test(file));
  assert.ok(files.length > 50, `${files.length} source files`);
  const missing = [];
  for (const file of files) {
    for (const name of valueImports(file, readFileSync(join(ROOT, file), 'utf8')))
      if (!exported.has(name)) missing.push(`${file}: ${name}`);
  }
  assert.deepEqual(missing, [], 'in libs/mf/src/antd.ts aufnehmen');
});

test('an import the shared entry lacks is found', () => {
  const names = valueImports(
    'x.tsx',
    "import { Cascader, type TableProps } from 'antd';\nimport type { FormInstance } from 'antd';",
  );
  assert.deepEqual(names, ['Cascader']);
  assert.equal(facadeExports().has('Cascader'), false);
});
