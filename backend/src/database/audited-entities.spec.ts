import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { getMetadataArgsStorage } from 'typeorm';
import {
  AUDIT_COMMON_NAME_FIELDS,
  AUDIT_ENTITIES,
  AUDIT_NAME_FIELDS,
  isAuditEntityType,
} from '@bestellwerk/domain';
import { ENTITIES } from './entities';

const MODULES = join(__dirname, '..', 'modules');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.spec\.ts$/.test(name) ? [path] : [];
  });
}

/** An entity class as TypeORM's metadata names its target. */
type EntityClass = abstract new (...args: never[]) => unknown;

interface Audited {
  code: string;
  entity: EntityClass;
  where: string;
}

/** Every generic CRUD definition in the modules: each audits its creates, changes, deletes. */
function crudDefinitions(): Audited[] {
  const found: Audited[] = [];
  for (const file of sources(MODULES)) {
    if (!/CrudDefinition</.test(readFileSync(file, 'utf8'))) continue;
    // Each module file is loaded as it is, to find the definitions it exports.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exports = require(file) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      const definition = value as { path?: unknown; entity?: unknown; createDto?: unknown };
      if (
        definition &&
        typeof definition === 'object' &&
        typeof definition.path === 'string' &&
        typeof definition.entity === 'function' &&
        definition.createDto
      ) {
        found.push({
          code: definition.path,
          entity: definition.entity as EntityClass,
          where: file,
        });
      }
    }
  }
  return found;
}

/** Records audited outside the generic CRUD, by the code they are recorded under. */
const entityNamed = (name: string) =>
  (ENTITIES as unknown as EntityClass[]).find((entity) => entity.name === name)!;
const OWN_AUDITS: Audited[] = [
  { code: 'absences', entity: entityNamed('Absence'), where: 'absences.service.ts' },
  {
    code: 'working-activities',
    entity: entityNamed('WorkingActivity'),
    where: 'activity.service.ts',
  },
  {
    code: 'terminal-tokens',
    entity: entityNamed('TerminalToken'),
    where: 'terminal-auth.service.ts',
  },
  { code: 'api-keys', entity: entityNamed('ApiKey'), where: 'api-keys.service.ts' },
  { code: 'orders', entity: entityNamed('Order'), where: 'orders.service.ts' },
];

/** The areas recorded by a literal code: `entity: 'absences'` beside an audit call. */
function literalCodes(): string[] {
  const codes = new Set<string>();
  for (const file of sources(MODULES)) {
    const text = readFileSync(file, 'utf8');
    if (!/\.record\(/.test(text)) continue;
    for (const match of text.matchAll(/entity: '([a-z-]+)'/g)) codes.add(match[1]);
  }
  return [...codes];
}

const columnsOf = (entity: EntityClass) =>
  getMetadataArgsStorage()
    .columns.filter(
      (column) =>
        entity === column.target ||
        (typeof column.target === 'function' && entity.prototype instanceof column.target),
    )
    .map((column) => column.propertyName);

describe('every audited record has a German name in the log', () => {
  const definitions = crudDefinitions();
  const audited = [...definitions, ...OWN_AUDITS];

  it('finds the audited entity classes (the generic CRUD and the services that audit on their own)', () => {
    // The catalogue, organisation, cms, signage, time tracking … all write through the CRUD.
    expect(definitions.map((entry) => entry.code)).toEqual(
      expect.arrayContaining(['products', 'scenes', 'redirects', 'navigations', 'sites']),
    );
    expect(definitions.length).toBeGreaterThanOrEqual(25);
  });

  it('names each area in German', () => {
    const unnamed = audited
      .filter((entry) => !isAuditEntityType(entry.code))
      .map((entry) => `${entry.code} (${entry.entity.name}, ${entry.where})`);
    expect(unnamed).toEqual([]);
    const unnamedLiterals = literalCodes().filter((code) => !isAuditEntityType(code));
    expect(unnamedLiterals).toEqual([]);
  });

  it('finds a name in each audited entity: one of its columns is what the log names it by', () => {
    const nameless = audited
      .filter((entry) => {
        const columns = columnsOf(entry.entity);
        const fields = [
          ...AUDIT_COMMON_NAME_FIELDS,
          ...(AUDIT_NAME_FIELDS[entry.code as keyof typeof AUDIT_ENTITIES] ?? []),
        ];
        return !fields.some((field) => columns.includes(field));
      })
      .map((entry) => `${entry.code} (${entry.entity.name})`);
    expect(nameless).toEqual([]);
  });
});
