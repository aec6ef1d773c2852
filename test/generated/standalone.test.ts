// The precompiled validators' writer: its module is ajv's own code for the schema, so it accepts,
// refuses and explains exactly as `new Ajv(options).compile(schema)` does, ajv's runtime helpers
// included, and it imports nothing a build would have to resolve.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Type } from '@sinclair/typebox';
import { Ajv, type Options, type ValidateFunction } from 'ajv';
import { afterAll, describe, expect, it } from 'vitest';
import {
  standaloneValidatorCode,
  standaloneValidatorsCode,
  standaloneValidatorText,
} from '../../src/generated/standalone.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'standalone-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// maxLength calls ajv's ucs2length, uniqueItems its deep equal; the union is a discriminator.
const Schema = Type.Object(
  {
    name: Type.String({ maxLength: 3 }),
    tags: Type.Array(Type.Object({ k: Type.String() }), { uniqueItems: true }),
    part: Type.Union([
      Type.Object({ kind: Type.Literal('a'), a: Type.Number() }, { additionalProperties: false }),
      Type.Object({ kind: Type.Literal('b'), b: Type.String() }, { additionalProperties: false }),
    ]),
  },
  { additionalProperties: false },
);
const OPTIONS: Options = { allErrors: true, verbose: true, strict: false, discriminator: false };

const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));

let n = 0;
async function loadModule(
  code: string,
): Promise<{ validate: ValidateFunction; validators: Record<string, ValidateFunction> }> {
  const file = path.join(dir, `v${n++}.ts`);
  writeFileSync(file, `import type { ValidateFunction } from 'ajv';\n${code}\n`);
  return (await import(pathToFileURL(file).href)) as never;
}
const load = async (code: string): Promise<ValidateFunction> => (await loadModule(code)).validate;

const SAMPLES: unknown[] = [
  { name: 'abc', tags: [{ k: 'x' }, { k: 'y' }], part: { kind: 'a', a: 1 } },
  // Three code points, six UTF-16 units: ucs2length counts code points.
  { name: '😀😀😀', tags: [], part: { kind: 'b', b: 'x' } },
  { name: '😀😀😀😀', tags: [{ k: 'x' }, { k: 'x' }], part: { kind: 'c' }, extra: 1 },
  { name: 7, tags: 'no', part: null },
  'not an object',
];

describe('standaloneValidatorCode', () => {
  it('validates and reports errors exactly as the schema compiled at run time does', async () => {
    const precompiled = await load(standaloneValidatorCode(Schema, OPTIONS));
    const compiled = new Ajv(OPTIONS).compile(Schema);
    for (const sample of SAMPLES) {
      const ok = precompiled(sample);
      expect(ok).toBe(compiled(sample));
      // As JSON: a verbose error's schema at run time is TypeBox's object, with its symbols; the
      // precompiled one is the schema as JSON, as the published schemas are.
      expect(asJson(precompiled.errors)).toEqual(asJson(compiled.errors));
    }
    expect(precompiled(SAMPLES[1])).toBe(true);
    expect(precompiled(SAMPLES[2])).toBe(false);
    expect(precompiled.errors?.map((e) => e.keyword)).toEqual(
      expect.arrayContaining(['maxLength', 'uniqueItems', 'additionalProperties']),
    );
  });

  it("inlines ajv's runtime helpers, so the module requires and imports nothing", () => {
    const code = standaloneValidatorCode(Schema, OPTIONS);
    expect(code).toContain('const ucs2length = function ucs2length(');
    expect(code).toContain('const equal = function equal(');
    expect(code).not.toMatch(/\brequire\(|^import /m);
  });

  it('changes when the schema or an option changes, so the generated-files test sees a stale one', () => {
    const code = standaloneValidatorCode(Schema, OPTIONS);
    expect(standaloneValidatorCode(Schema, OPTIONS)).toBe(code);
    expect(standaloneValidatorCode(Type.Object({ name: Type.String({ maxLength: 4 }) }), OPTIONS)).not.toBe(code);
    expect(standaloneValidatorCode(Schema, { ...OPTIONS, allErrors: false })).not.toBe(code);
  });

  it('refuses code that needs a runtime helper it cannot inline', () => {
    expect(() => standaloneValidatorCode(Type.Object({}, { $async: true }), OPTIONS)).toThrow(
      /needs ajv\/dist\/runtime\/validation_error, which is not a known runtime helper/,
    );
  });
});

describe('standaloneValidatorsCode', () => {
  // A table of schemas, as a check keeps one (by result member, by event type): a key that is no
  // identifier, and a second schema whose code ajv names as it names the first's.
  const Table = { 'a.b': Schema, other: Type.Object({ n: Type.Integer({ maximum: 2 }) }) };

  it('exports one validator a key, each validating and reporting as its schema compiled at run time does', async () => {
    const { validators } = await loadModule(standaloneValidatorsCode(Table, OPTIONS));
    expect(Object.keys(validators)).toEqual(['a.b', 'other']);
    for (const [key, schema] of Object.entries(Table)) {
      const compiled = new Ajv(OPTIONS).compile(schema);
      for (const sample of [...SAMPLES, { n: 3 }, { n: 1 }]) {
        expect(validators[key]!(sample)).toBe(compiled(sample));
        expect(asJson(validators[key]!.errors)).toEqual(asJson(compiled.errors));
      }
    }
    expect(validators.other!({ n: 1 })).toBe(true);
  });

  it('writes each helper once, above every validator, and imports nothing', () => {
    const code = standaloneValidatorsCode({ one: Schema, two: Schema }, OPTIONS);
    expect(code.split('const ucs2length = function ucs2length(')).toHaveLength(2);
    expect(code).not.toMatch(/\brequire\(|^import /m);
  });
});

describe('standaloneValidatorText', () => {
  it('opens with the do-not-edit line naming source and writer, the ajv version and options, and type-checks nothing', () => {
    const text = standaloneValidatorText(
      { name: 'x', source: 'src/x/schema.ts', schema: Schema, options: OPTIONS },
      'scripts/validators.ts',
    );
    const lines = text.split('\n');
    expect(lines[0]).toBe(
      '// Generated from src/x/schema.ts by scripts/validators.ts (`npm run generate`); do not edit by hand.',
    );
    expect(lines[1]).toMatch(/^\/\/ ajv \d+\.\d+\.\d+ standalone code, options \{"allErrors":true,/);
    expect(lines.slice(2, 4)).toEqual(['// @ts-nocheck', "import type { ValidateFunction } from 'ajv';"]);
    expect(text.endsWith('as unknown as ValidateFunction;\n')).toBe(true);
  });
});
