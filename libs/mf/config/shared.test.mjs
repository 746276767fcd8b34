import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { declaredRange, sharedDependencies } from './shared.mjs';

const repo = (files) => {
  const root = mkdtempSync(join(tmpdir(), 'mf-shared-'));
  for (const [file, json] of Object.entries(files)) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), JSON.stringify(json));
  }
  return root;
};

test('every shared package is a lazy singleton with the range this repository declares', () => {
  const shared = sharedDependencies();
  for (const key of ['react', 'react/', 'react-dom', 'react-dom/', 'antd']) {
    assert.equal(shared[key].singleton, true, key);
    assert.equal(shared[key].eager, false, key);
  }
  assert.equal(shared['react-dom/'].requiredVersion, declaredRange('react-dom'));
  assert.match(shared.react.requiredVersion, /^\^19\./);
  // tree-shaken per app instead (see SHARED_PACKAGES)
  assert.equal(shared['@ant-design/icons'], undefined);
  for (const lib of [
    '@bestellwerk/api-client',
    '@bestellwerk/admin-kit',
    '@bestellwerk/mf/session',
  ]) {
    assert.equal(shared[lib].singleton, true, lib);
  }
});

test('the root package.json wins; otherwise the workspaces must agree on one version', () => {
  const agreeing = repo({
    'package.json': { version: '1.0.0', workspaces: ['apps/*'] },
    'apps/a/package.json': { dependencies: { react: '^19.3.1' } },
    'apps/b/package.json': { dependencies: { react: '^19.3.1' } },
  });
  assert.equal(declaredRange('react', agreeing), '^19.3.1');

  const disagreeing = repo({
    'package.json': { version: '1.0.0', workspaces: ['apps/*', 'mfe-*'] },
    'apps/a/package.json': { dependencies: { react: '^19.3.1' } },
    'mfe-x/package.json': { dependencies: { react: '^18.0.0' } },
  });
  assert.throws(() => declaredRange('react', disagreeing), /mehreren Versionen/);

  const pinned = repo({
    'package.json': {
      version: '1.0.0',
      workspaces: ['mfe-*'],
      devDependencies: { react: '19.3.1' },
    },
    'mfe-x/package.json': { dependencies: { react: '^18.0.0' } },
  });
  assert.equal(declaredRange('react', pinned), '19.3.1');
  assert.throws(() => declaredRange('vue', pinned), /keiner package.json/);
});
