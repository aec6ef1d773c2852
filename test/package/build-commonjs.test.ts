// The CommonJS build's steps (src/package/build-commonjs.ts) on small hand-written trees: what a
// module and a declaration become, which modules get twins (the require closure, stand-ins in
// place), and the build failing on what CommonJS cannot express.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COMMONJS_MODULE_URL,
  relativeRequires,
  toCommonJsDeclaration,
  toCommonJsModule,
  writeCommonJs,
} from '../../src/package/build-commonjs.ts';

describe('one module, one declaration', () => {
  it('relative requires name the .cjs twins; package requires and other strings stay', () => {
    const code = `const a = require("./a.js");\nconst m = require("msw");\nconst s = "./not-a-require.js";\nrequire("../up/b.js");`;
    expect(relativeRequires(code)).toEqual(['./a.js', '../up/b.js']);
    expect(toCommonJsModule(code, 'x.js')).toBe(
      `const a = require("./a.cjs");\nconst m = require("msw");\nconst s = "./not-a-require.js";\nrequire("../up/b.cjs");`,
    );
  });

  it('import.meta.url becomes the file’s URL, which is what the ES build has (packed.test.ts runs it)', () => {
    expect(toCommonJsModule('new URL("../package.json", import.meta.url)', 'x.js')).toBe(
      `new URL("../package.json", ${COMMONJS_MODULE_URL})`,
    );
  });

  it('any other import.meta fails the build, naming the file', () => {
    expect(() => toCommonJsModule('const d = import.meta.dirname;', 'src/x.js')).toThrow(
      'src/x.js: import.meta.dirname; has no CommonJS equivalent in the build',
    );
  });

  it('a declaration names the .d.cts twin where there is one and keeps the ES declaration where there is none', () => {
    const text = `import type { A } from './a.js';\nexport * from "../b.js";\nexport declare const c: import('./c.js').C;\nimport type { M } from 'msw';`;
    expect(toCommonJsDeclaration(text, (specifier) => specifier !== './c.js')).toBe(
      `import type { A } from './a.cjs';\nexport * from "../b.cjs";\nexport declare const c: import('./c.js').C;\nimport type { M } from 'msw';`,
    );
  });
});

describe('writeCommonJs', () => {
  let root: string;
  let staging: string;
  let dist: string;
  const put = (file: string, text: string) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'vessel-kit-cjs-'));
    staging = path.join(root, 'staging');
    dist = path.join(root, 'dist');
    // entry requires peer (with a stand-in) and lib/util; lib/util's declaration names a type-only module.
    put(path.join(staging, 'src/entry.js'), 'require("./peer.js"); require("../lib/util.js");');
    put(path.join(staging, 'src/peer.js'), 'await import("msw");');
    put(path.join(staging, 'src/peer-require.js'), 'require("msw"); require("./shared.js");');
    put(path.join(staging, 'src/shared.js'), 'exports.x = 1;');
    put(path.join(staging, 'lib/util.js'), 'exports.u = import.meta.url;');
    put(path.join(staging, 'lib/unused.js'), 'exports.n = 1;');
    put(path.join(dist, 'src/entry.d.ts'), "export * from './peer.js';\nexport * from '../lib/util.js';");
    put(path.join(dist, 'src/peer.d.ts'), 'export declare const http: unknown;');
    put(path.join(dist, 'src/shared.d.ts'), 'export declare const x = 1;');
    put(path.join(dist, 'lib/util.d.ts'), "export declare const u: import('./types-only.js').T;");
    put(path.join(dist, 'lib/types-only.d.ts'), 'export type T = string;');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes the require closure only, a stand-in under the name of the module it stands in for', () => {
    expect(writeCommonJs(staging, dist, ['src/entry'], { 'src/peer': 'src/peer-require' })).toEqual([
      'lib/util',
      'src/entry',
      'src/peer',
      'src/shared',
    ]);
    expect(readFileSync(path.join(dist, 'src/peer.cjs'), 'utf8')).toBe('require("msw"); require("./shared.cjs");');
    expect(readFileSync(path.join(dist, 'src/entry.d.cts'), 'utf8')).toBe(
      "export * from './peer.cjs';\nexport * from '../lib/util.cjs';",
    );
    // a module reached only for its types keeps its ES declaration, and gets no twin
    expect(readFileSync(path.join(dist, 'lib/util.d.cts'), 'utf8')).toBe(
      "export declare const u: import('./types-only.js').T;",
    );
    expect(readdirSync(path.join(dist, 'lib')).sort()).toEqual([
      'types-only.d.ts',
      'util.cjs',
      'util.d.cts',
      'util.d.ts',
    ]);
  });

  it('fails on a declaration naming a module with neither twin nor ES declaration, and on a stand-in elsewhere', () => {
    rmSync(path.join(dist, 'lib/types-only.d.ts'));
    expect(() => writeCommonJs(staging, dist, ['src/entry'], { 'src/peer': 'src/peer-require' })).toThrow(
      'lib/util.d.ts names ./types-only.js, which has neither a CommonJS twin nor ES declarations',
    );
    expect(() => writeCommonJs(staging, dist, ['src/entry'], { 'src/peer': 'lib/unused' })).toThrow(
      'lib/unused stands in for src/peer: it must be in the same folder, for its requires',
    );
  });
});
