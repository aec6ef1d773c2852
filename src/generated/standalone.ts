// A precompiled ajv validator (src/generated/validators/*.ts): ajv's standalone code of one
// TypeBox schema (https://ajv.js.org/standalone.html), so nothing compiles a schema when a module
// is imported or first used. Compiling the transcript and model-script schemas cost an
// application's test file ~100 ms before its first turn. The code is what `new Ajv(options)
// .compile(schema)` builds at run time, errors and messages alike, written as a TypeScript module
// that both builds (ES modules and CommonJS) compile like any other source. ajv's runtime helpers
// that the code calls are written into the file from the installed ajv, so it imports nothing:
// ajv's own `require("ajv/dist/runtime/…")` resolves neither from an ES module nor the same way
// under both module formats.
import { createRequire } from 'node:module';
import { Kind, type TSchema } from '@sinclair/typebox';
import { Ajv, type Options } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { generatedFile, type GeneratedFile } from './file.ts';

const require = createRequire(import.meta.url);
const AJV_VERSION = (require('ajv/package.json') as { version: string }).version;

/** The runtime helpers of ajv that standalone code may call, each a function that uses nothing but its arguments. */
const RUNTIME_HELPERS: Readonly<Record<string, string>> = {
  'ajv/dist/runtime/ucs2length': 'ucs2length',
  'ajv/dist/runtime/equal': 'equal',
};

export interface ValidatorSource {
  /** The file under src/generated/validators/, without `.ts`. */
  name: string;
  /** Where the schema is declared, as a reader would look for it (`src/transcript/schema.ts`). */
  source: string;
  /**
   * One schema, exported as `validate`; or several (a check's table of them), exported as
   * `validators`, one precompiled function a key, as one Ajv compiled each before.
   */
  schema: TSchema | { readonly [key: string]: TSchema };
  /** ajv's options, exactly as the consumer compiled with before (strictness, allErrors, verbose, …). */
  options: Options;
}

/** ajv's standalone code of one schema: the helpers it calls (by name), its body, and its validating function's name. */
function standaloneParts(
  schema: TSchema,
  options: Options,
  helpers: Map<string, string>,
): { body: string; fn: string } {
  const ajv = new Ajv({ ...options, code: { ...options.code, source: true, esm: true, lines: true } });
  const standalone = standaloneCode as unknown as (ajv: Ajv, validate: ReturnType<Ajv['compile']>) => string;
  const code = standalone(ajv, ajv.compile(schema));
  const head = /^"use strict";\nexport const validate = (\w+);\nexport default \1;\n/.exec(code);
  if (!head) throw new Error(`ajv ${AJV_VERSION}'s standalone code does not open as expected: ${code.slice(0, 120)}`);
  const body = code.slice(head[0].length).replace(/require\("([^"]+)"\)\.default/g, (_whole, module: string) => {
    const name = RUNTIME_HELPERS[module];
    if (name === undefined) throw new Error(`standalone code needs ${module}, which is not a known runtime helper`);
    const helper = (require(module) as { default: (...args: never[]) => unknown }).default;
    helpers.set(name, `const ${name} = ${helper.toString()};`);
    return name;
  });
  return { body: body.trimEnd(), fn: head[1]! };
}

/** ajv's standalone code of `schema` under `options`, and the helpers it calls inlined: the body of the module. */
export function standaloneValidatorCode(schema: TSchema, options: Options): string {
  const helpers = new Map<string, string>();
  const { body, fn } = standaloneParts(schema, options, helpers);
  return [...helpers.values(), body, `export const validate = ${fn} as unknown as ValidateFunction;`].join('\n');
}

/**
 * ajv's standalone code of each schema of a table, as `export const validators`, one function a
 * key. Each schema's code keeps its own scope (ajv names every module's functions and constants
 * alike, validate10, schema11, …); the helpers are written once, above them all.
 */
export function standaloneValidatorsCode(schemas: { readonly [key: string]: TSchema }, options: Options): string {
  const helpers = new Map<string, string>();
  const entries = Object.entries(schemas).map(([key, schema]) => {
    const { body, fn } = standaloneParts(schema, options, helpers);
    return `  ${JSON.stringify(key)}: (() => {\n${body}\nreturn ${fn};\n})(),`;
  });
  const type = Object.keys(schemas)
    .map((key) => `readonly ${JSON.stringify(key)}: ValidateFunction`)
    .join('; ');
  return [...helpers.values(), 'export const validators = {', ...entries, `} as unknown as { ${type} };`].join('\n');
}

const isTable = (schema: ValidatorSource['schema']): schema is { readonly [key: string]: TSchema } => !(Kind in schema);

/** The whole module: where it comes from, then the code. */
export function standaloneValidatorText(validator: ValidatorSource, writer: string): string {
  return [
    `// Generated from ${validator.source} by ${writer} (\`npm run generate\`); do not edit by hand.`,
    `// ajv ${AJV_VERSION} standalone code, options ${JSON.stringify(validator.options)}.`,
    '// @ts-nocheck',
    "import type { ValidateFunction } from 'ajv';",
    '',
    isTable(validator.schema)
      ? standaloneValidatorsCode(validator.schema, validator.options)
      : standaloneValidatorCode(validator.schema, validator.options),
    '',
  ].join('\n');
}

/** `src/generated/validators/<name>.ts`, written by the module at `writerUrl`. */
export function standaloneValidator(writerUrl: string, validator: ValidatorSource): GeneratedFile {
  const file = generatedFile(writerUrl, `src/generated/validators/${validator.name}.ts`, () => '');
  return { ...file, render: () => standaloneValidatorText(validator, file.writer) };
}
