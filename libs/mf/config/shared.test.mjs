import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildInfo, declaredRange, libraryVersion, sharedDependencies } from './shared.mjs';

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
});

test('our stateless libraries may be loaded twice, the stateful ones stay one strict instance', () => {
  const shared = sharedDependencies();
  for (const lib of ['@bestellwerk/domain', '@bestellwerk/api-client', '@bestellwerk/admin-kit']) {
    assert.equal(shared[lib].singleton, false, lib);
    assert.equal(shared[lib].requiredVersion, `^${shared[lib].version}`, lib);
  }
  for (const lib of ['@bestellwerk/mf/session', '@bestellwerk/mf/router']) {
    assert.equal(shared[lib].singleton, true, lib);
    assert.equal(shared[lib].strictVersion, true, lib);
  }
  assert.equal(shared['@bestellwerk/api-client'].version, libraryVersion('libs/api-client'));
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

test("a shared library's version is its own package.json's, x.y.z without a pre-release tag", () => {
  const root = repo({
    'package.json': { version: '1.7.2-dev', workspaces: ['libs/*'] },
    'libs/api-client/package.json': { version: '1.8.0' },
    'libs/domain/package.json': { version: '1.8.0-dev' },
  });
  assert.equal(libraryVersion('libs/api-client', root), '1.8.0');
  assert.throws(() => libraryVersion('libs/domain', root), /muss x\.y\.z lauten/);
});

test('a build records its version, commit, time and the shared versions it was built with', () => {
  const info = buildInfo({ dir: join(import.meta.dirname, '..') });
  assert.equal(info.name, '@bestellwerk/mf');
  assert.match(info.commit ?? '', /^[0-9a-f]{10}\+?$/);
  assert.ok(Date.now() - Date.parse(info.builtAt) < 60_000);
  const client = info.shared.find((entry) => entry.name === '@bestellwerk/api-client');
  assert.equal(client?.version, libraryVersion('libs/api-client'));
  assert.match(client?.contentHash ?? '', /^[0-9a-f]{10}$/);
  const react = info.shared.find((entry) => entry.name === 'react');
  assert.match(react?.version ?? '', /^19\.\d+\.\d+$/);
  assert.equal(react?.contentHash, null);
});
