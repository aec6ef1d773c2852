// The field table (src/rules/fields.ts) against the catalogue: every field says what judges its
// value or why nothing does, the sentences it rests on are in the documents, every INFO rule of
// the values area shows a field, and every clause a values rule judges belongs to a field.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fields, levelOf, type Field } from '../../src/rules/fields.ts';
import { catalogue, ruleById } from '../../src/rules/index.ts';
import type { SourceDocument } from '../../src/rules/types.ts';
import { renderFieldsDoc } from '../../scripts/fields-doc.ts';

const normalise = (text: string) => text.replace(/[`*]/g, '').replace(/[|]/g, ' ').replace(/\s+/g, ' ').trim();
const documentText = (d: SourceDocument): string =>
  normalise(readFileSync(new URL(`../../spec/${d === 'A2A' ? 'a2a-specification.md' : d}`, import.meta.url), 'utf8'));
const field = (path: string): Field => fields.find((f) => f.path === path)!;
const values = catalogue.filter((r) => r.id.startsWith('values.'));

describe('the field table', () => {
  it('names each field once, by its view and wire path', () => {
    const paths = fields.map((f) => f.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
    expect(paths.filter((p) => !/^(event|artifact|summary|model):\S/.test(p))).toEqual([]);
  });

  it('gives each judged field the sentence its value rests on, and each unjudged one a question', () => {
    expect(fields.filter((f) => f.judged.length > 0 && !f.source).map((f) => f.path)).toEqual([]);
    expect(fields.filter((f) => f.judged.length === 0 && !f.question).map((f) => f.path)).toEqual([]);
    // Nothing no sentence gives goes unseen: it is shown, never judged.
    expect(fields.filter((f) => f.judged.length === 0 && (f.shown ?? []).length === 0).map((f) => f.path)).toEqual([]);
  });

  it('quotes sentences that are in the documents, word for word', () => {
    const missing = fields
      .filter((f) => f.source)
      .flatMap((f) =>
        f
          .source!.sentence.split(/\s*…\s*/)
          .map(normalise)
          .filter((piece) => piece !== '' && !documentText(f.source!.document).includes(piece))
          .map((piece) => `${f.path}: ${piece}`),
      );
    expect(missing).toEqual([]);
  });

  it('shows a field only by INFO rules, and every INFO rule of the values area shows one', () => {
    const shown = fields.flatMap((f) => f.shown ?? []);
    expect(shown.filter((id) => ruleById(id).level !== 'INFO')).toEqual([]);
    expect(values.filter((r) => r.level === 'INFO' && !shown.includes(r.id as never)).map((r) => r.id)).toEqual([]);
  });

  it('holds every clause of the judged values rules to a field', () => {
    const judged = new Set<string>(fields.flatMap((f) => f.judged));
    const clauses = values.filter((r) => r.level !== 'INFO').flatMap((r) => r.clauses.map((c) => `${r.id}#${c.id}`));
    expect(clauses.length).toBeGreaterThan(0);
    expect(clauses.filter((ref) => !judged.has(ref))).toEqual([]);
  });

  it('takes a field’s level from the rules that judge it: D5’s token sums stay SHOULD', () => {
    expect(levelOf(field('event:turn.finished.data.tokens'))).toBe('SHOULD');
    expect(levelOf(field('event:step.finished.data.tokens.input'))).toBe('MUST');
    expect(levelOf(field('event:tool.finished.data.elapsed_ms'))).toBe('INFO');
    expect(levelOf({ path: 'event:x', value: '', judged: [] })).toBeUndefined();
  });

  it('renders docs/fields.md: a row per field, by view, with the counts', () => {
    const doc = renderFieldsDoc();
    expect(doc).toContain(`${fields.length} fields: `);
    expect(doc.split('\n').filter((l) => l.startsWith('| `'))).toHaveLength(fields.length);
    expect(doc).toMatch(
      /\| `tool\.finished\.data\.elapsed_ms` \| not given[^\n]*\| INFO \|  \| `values\.elapsed` \| What does elapsed_ms measure/,
    );
  });
});
