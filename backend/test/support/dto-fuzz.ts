import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { getMetadataStorage } from 'class-validator';
import fc from 'fast-check';
import type { RouteEntry } from './route-table';

type Dto = new () => object;

/** The DTO class of a route's @Body() or @Query(): its declared type, or the pipe's. */
export function dtoOf(route: RouteEntry, kind: 'body' | 'query'): Dto | null {
  const type = kind === 'body' ? RouteParamtypes.BODY : RouteParamtypes.QUERY;
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, route.controller, route.handlerName) ??
    {}) as Record<string, { index: number; pipes?: unknown[] }>;
  const entry = Object.entries(args).find(([key]) => key.startsWith(`${type}:`))?.[1];
  if (!entry) return null;
  // Generic controllers type the parameter `object` and hand the DTO to the pipe.
  for (const pipe of entry.pipes ?? []) {
    const expected = (pipe as { expectedType?: unknown }).expectedType;
    if (typeof expected === 'function') return expected as Dto;
  }
  const types = Reflect.getMetadata(
    'design:paramtypes',
    (route.controller as { prototype: object }).prototype,
    route.handlerName,
  ) as unknown[] | undefined;
  const declared = types?.[entry.index];
  return typeof declared === 'function' && declared !== Object ? (declared as Dto) : null;
}

export interface FieldRules {
  name: string;
  /** class-validator rule names on the field: isString, isInt, isIn, … */
  rules: Set<string>;
  allowed?: unknown[];
  each: boolean;
  /** The class of a nested field (@Type), e.g. RefDto. */
  nested?: Dto;
}

/** The fields of a DTO as class-validator and class-transformer describe them. */
export function fieldsOf(dto: Dto): FieldRules[] {
  const fields = new Map<string, FieldRules>();
  for (const meta of getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false)) {
    const field = fields.get(meta.propertyName) ?? {
      name: meta.propertyName,
      rules: new Set<string>(),
      each: false,
    };
    const rule = meta.name ?? meta.type;
    field.rules.add(rule);
    if (rule === 'isIn' || rule === 'isEnum') field.allowed = [meta.constraints?.[0]].flat();
    if (meta.each) field.each = true;
    if (meta.type === 'nestedValidation') {
      field.nested = defaultMetadataStorage
        .findTypeMetadata(dto, meta.propertyName)
        ?.typeFunction() as Dto | undefined;
    }
    fields.set(meta.propertyName, field);
  }
  return [...fields.values()];
}

/** class-transformer's @Type registry (not exported from its entry point). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as {
  defaultMetadataStorage: {
    findTypeMetadata(target: Dto, property: string): { typeFunction(): unknown } | undefined;
  };
};

const UNKNOWN_ID = 2_000_000_000;

/** Strings no field should take as they are. */
const nastyString = fc.oneof(
  fc.constant('x'.repeat(100_000)),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    '\u202e‮gnp.exe',
    '👩‍👩‍👧‍👦'.repeat(300),
    'NaN',
    '-1',
    '1e309',
    '0x10',
    "'; DROP TABLE product; --",
    '%_\\',
    '<script>alert(1)</script>',
    '2026-02-30T25:61:00Z',
    // Far dates: a period's end plus one day was year 10000 (a 500).
    '9999-12-31',
    '9999-12-31T23:59:59Z',
    '0000-01-01',
    '+275760-09-13T00:00:00Z',
  ),
);

const nastyNumber = fc.oneof(
  fc.integer({ min: -(2 ** 31), max: -1 }),
  fc.double({ noNaN: true }),
  fc.constantFrom(0, -0, 1.5, 2 ** 53 + 1, 1e308, -1e308, UNKNOWN_ID),
);

/** Any value of a wrong or hostile kind: strings, numbers, unknown ids, nested junk. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.constantFrom(null, true, false, [], {}),
  fc.constantFrom({ id: UNKNOWN_ID }, [{ id: UNKNOWN_ID }], { id: -1 }, { id: '1' }, [null]),
  fc.anything({ maxDepth: 3, maxKeys: 4 }),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }),
);

/**
 * Values of the wrong type for the field's first known rule; null when none is known. A list
 * field (rules with `each`) gets lists of wrong items and a bare item instead of a list.
 */
function wrongTypeFor(field: FieldRules): unknown[] | null {
  const wrong = wrongItemFor(field);
  if (!wrong || !field.each) return wrong;
  return [...wrong.map((item) => [item]), plausibleItemFor(field) ?? 'x'];
}

function wrongItemFor(field: FieldRules): unknown[] | null {
  const r = field.rules;
  if (r.has('isString') || r.has('isEmail') || r.has('matches') || r.has('isISO8601'))
    return [12345, { text: 'x' }, ['x']];
  if (r.has('isInt') || r.has('isNumber') || r.has('min') || r.has('max'))
    return ['abc', 'NaN', { value: 1 }, [1]];
  if (r.has('isBoolean')) return ['ja', 2, {}];
  if (r.has('isIn') || r.has('isEnum')) return ['__unbekannt__', 404];
  if (field.nested) return ['x', 7];
  if (r.has('isArray')) return ['x', 7, { 0: 'x' }];
  return null;
}

/** A value the field would accept, as far as its rules say (for the fields around a poison). */
function plausibleFor(field: FieldRules): unknown {
  const value = plausibleItemFor(field);
  if (!field.each && !field.rules.has('isArray')) return value;
  return value === undefined ? [] : [value];
}

function plausibleItemFor(field: FieldRules): unknown {
  const r = field.rules;
  if (field.allowed?.length) return field.allowed[0];
  if (r.has('isEmail')) return 'fuzz@example.at';
  if (r.has('isISO8601') || r.has('isDateString')) return '2026-11-25';
  if (r.has('isBoolean')) return true;
  if (r.has('isInt') || r.has('isNumber')) return 1;
  if (r.has('isString')) return 'Fuzz';
  if (field.nested) return { id: 1 };
  return undefined;
}

/** References to records that do not exist, in the field's shape. */
function unknownRefFor(field: FieldRules): unknown | null {
  if (!field.nested) return null;
  const nestedFields = fieldsOf(field.nested).map((nested) => nested.name);
  if (!nestedFields.includes('id')) return null;
  const ref = { id: UNKNOWN_ID };
  return field.each || field.rules.has('isArray') ? [ref] : ref;
}

/**
 * Bad bodies for a DTO: every field absent, plausible or junk, plus one sure reason to refuse
 * it — an unknown field, a wrong type, or a reference to a record that does not exist (the
 * only one that reaches the service, which must still refuse and write nothing).
 */
export function badBodies(dto: Dto | null): fc.Arbitrary<Record<string, unknown>> {
  const fields = dto ? fieldsOf(dto) : [];
  const poisons: fc.Arbitrary<Record<string, unknown>>[] = [
    fc.record({ [`unbekanntesFeld`]: junk }),
  ];
  for (const field of fields) {
    const wrong = wrongTypeFor(field);
    if (wrong) poisons.push(fc.constantFrom(...wrong).map((value) => ({ [field.name]: value })));
    const ref = unknownRefFor(field);
    if (ref) poisons.push(fc.constant({ [field.name]: ref }));
  }
  const rest = fc.record(
    Object.fromEntries(
      fields.map((field) => [
        field.name,
        fc.oneof(
          { weight: 2, arbitrary: fc.constant(plausibleFor(field)) },
          { weight: 1, arbitrary: junk },
        ),
      ]),
    ),
    { requiredKeys: [] },
  );
  const junkBodies = fc
    .tuple(rest, fc.oneof(...poisons))
    .map(([body, poison]) => ({ ...body, ...poison }));
  // Well-formed but for references to records that do not exist: these reach the service.
  const refs = fields.flatMap((field) => {
    const ref = unknownRefFor(field);
    return ref ? [{ [field.name]: ref }] : [];
  });
  if (!refs.length) return junkBodies;
  const plausible = Object.fromEntries(
    fields
      .map((field) => [field.name, plausibleFor(field)] as const)
      .filter(([, value]) => value !== undefined),
  );
  const refBodies = fc
    .tuple(fc.constantFrom(...refs), fc.boolean())
    .map(([ref, whole]) => (whole ? { ...plausible, ...ref } : ref));
  return fc.oneof({ weight: 3, arbitrary: junkBodies }, { weight: 2, arbitrary: refBodies });
}

/**
 * One field set to a hostile value and nothing else: a partial update that may well be valid
 * (a name of emoji, a negative position), so the answer may be 200, but never a 500.
 */
export function singleFieldBodies(dto: Dto | null): fc.Arbitrary<Record<string, unknown>> | null {
  const fields = dto ? fieldsOf(dto) : [];
  if (!fields.length) return null;
  return fc
    .tuple(
      fc.constantFrom(...fields.map((field) => field.name)),
      fc.oneof(junk, fc.constantFrom(-1, -0.5, 0, 2 ** 31, '', ' ', [], {})),
    )
    .map(([name, value]) => ({ [name]: value }));
}

/** Bad query strings: the DTO's keys with hostile values, repeated and nested keys, junk keys. */
export function badQueries(dto: Dto | null): fc.Arbitrary<string> {
  const keys = dto ? fieldsOf(dto).map((field) => field.name) : [];
  // Encoded as a browser would (a lone surrogate as U+FFFD), or raw broken escapes.
  const value = fc.oneof(
    nastyString
      .filter((text) => text.length < 5000)
      .map((text) => encodeURIComponent(text.replace(/\p{Cs}/gu, '\ufffd'))),
    fc.constantFrom('-1', 'NaN', '1e3', '0', '9'.repeat(40), '%5B%5D', '%7B%7D'),
    fc.constantFrom('%', '%ZZ', '%E0%A4%A', '%ED%A0%80', '%00', '%FF%FE'),
  );
  const pair = fc
    .tuple(
      keys.length
        ? fc.oneof(fc.constantFrom(...keys), fc.constant('unbekannt'))
        : fc.constant('unbekannt'),
      fc.constantFrom('', '[]', '[0]', '[a][b]'),
      value,
    )
    .map(([key, suffix, text]) => `${encodeURIComponent(key + suffix)}=${text}`);
  return fc
    .array(pair, { minLength: 1, maxLength: 6 })
    .map((pairs) => `${pairs.join('&')}&unbekannt=1`);
}

/** Requests that are wrong before any field is read: not JSON, or not JSON at all. */
export const BROKEN_REQUESTS: { label: string; payload: string; contentType: string }[] = [
  { label: 'invalid JSON', payload: '{"name": "Fuzz",', contentType: 'application/json' },
  {
    label: 'NaN in JSON',
    payload: '{"name": NaN, "id": -Infinity}',
    contentType: 'application/json',
  },
  { label: 'JSON array', payload: '[{"id": 1}]', contentType: 'application/json' },
  { label: 'JSON string', payload: '"Fuzz"', contentType: 'application/json' },
  { label: 'JSON null', payload: 'null', contentType: 'application/json' },
  { label: 'plain text', payload: 'name=Fuzz', contentType: 'text/plain' },
  { label: 'form', payload: 'name=Fuzz&id=1', contentType: 'application/x-www-form-urlencoded' },
  { label: 'XML', payload: '<name>Fuzz</name>', contentType: 'application/xml' },
  {
    label: 'deep JSON',
    payload: '['.repeat(5000) + ']'.repeat(5000),
    contentType: 'application/json',
  },
];
