// Every rule rests on a sentence of the documents: each quote in the catalogue must be found in
// the document it names, so a rule can never cite text that is not there (or no longer there).
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../src/rules/index.ts';
import type { SourceDocument } from '../../src/rules/types.ts';

/** The documents shared with the product (spec/ holds copies of ../shared/spec). */
const documents: SourceDocument[] = ['transcript-format.txt', 'events.txt', 'CONTRACT.md'];
/** Where each document's text is: the A2A specification's cited sections sit in spec/a2a-specification.md. */
const FILE_OF: Record<SourceDocument, string> = {
  'transcript-format.txt': 'transcript-format.txt',
  'events.txt': 'events.txt',
  'CONTRACT.md': 'CONTRACT.md',
  A2A: 'a2a-specification.md',
};
const copy = (name: string) => new URL(`../../spec/${name}`, import.meta.url);
const shared = (name: string) => new URL(`../../../shared/spec/${name}`, import.meta.url);

/** Tables and markup in the documents break sentences over `|`, backticks and line ends. */
const normalise = (text: string) => text.replace(/[`*]/g, '').replace(/[|]/g, ' ').replace(/\s+/g, ' ').trim();
const text = Object.fromEntries(
  (Object.keys(FILE_OF) as SourceDocument[]).map((d) => [d, normalise(readFileSync(copy(FILE_OF[d]), 'utf8'))]),
) as Record<SourceDocument, string>;

/** A quote may elide with `…` or `[…]`; each piece between elisions must be in the document. */
const pieces = (sentence: string) =>
  sentence
    .split(/\s*(?:\[…\]|…|\.\.\.)\s*/)
    .map(normalise)
    .filter((p) => p.length > 0);

describe('rule sources', () => {
  it('every rule cites at least one sentence', () => {
    expect(catalogue.filter((r) => r.sources.length === 0).map((r) => r.id)).toEqual([]);
  });

  it('every quoted sentence is in the document it names, word for word', () => {
    const missing: string[] = [];
    for (const rule of catalogue) {
      for (const source of rule.sources) {
        for (const piece of pieces(source.sentence)) {
          if (!text[source.document].includes(piece)) missing.push(`${rule.id}: ${source.document}: "${piece}"`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('every A2A source names a section of the specification that spec/a2a-specification.md holds', () => {
    const headings = readFileSync(copy(FILE_OF.A2A), 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('#'))
      .map((l) => normalise(l.replace(/^#+\s*/, '').replace(/\.(?= )/, '')));
    const missing = catalogue.flatMap((r) =>
      r.sources
        .filter((s) => s.document === 'A2A' && !headings.some((h) => h.startsWith(normalise(s.section))))
        .map((s) => `${r.id}: ${s.section}`),
    );
    expect(missing).toEqual([]);
  });

  it('the check above can fail: a quote that is not in the document is found missing', () => {
    expect(text['events.txt'].includes(normalise('Every tool.started has a matching tool.finished.'))).toBe(true);
    expect(text['events.txt'].includes(normalise('Every tool.started has two matching tool.finished.'))).toBe(false);
  });

  it('the copies in spec/ equal the shared originals where those sit beside the checkout', () => {
    const beside = documents.filter((d) => existsSync(shared(d)));
    for (const d of beside)
      expect(readFileSync(copy(d), 'utf8'), `spec/${d} differs from ../shared/spec/${d}: copy it again`).toBe(
        readFileSync(shared(d), 'utf8'),
      );
    // CI always has ../shared beside the clone; elsewhere the copies stand on their own.
    if (process.env.CI) expect(beside).toEqual(documents);
  });
});
