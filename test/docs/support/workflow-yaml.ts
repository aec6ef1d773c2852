// A minimal reading of the YAML a GitHub Actions workflow in the docs is written in: block maps,
// block sequences (of maps or scalars), flow sequences and flow maps on one line (`[1, 2, 3]`,
// `{ matrix: { shard: [1, 2] }, name: 'a-${{ x }}' }`: plain scalars, single-quoted ones, and
// flow collections in them), literal (`|`) and folded (`>`) block scalars, plain scalars and
// comments. No YAML library is among the kit's dependencies, and this subset is all the
// documented workflows use; anything outside it (anchors, tags, double quotes, quoted keys,
// multi-line flow collections, a key given twice) throws rather than being read wrong.
export type Yaml = string | Yaml[] | { [key: string]: Yaml };

interface Line {
  indent: number;
  text: string;
  /** The line as written (its indentation included), for block scalars. */
  raw: string;
}

const outside = (what: string, text: string) =>
  new Error(`workflow YAML outside the subset read here (${what}): ${text}`);

/**
 * A flow collection that opens and closes on its line, then nothing but a comment. Its items are
 * flow collections, single-quoted scalars (`''` a quote) or plain scalars, which end at `,`, `]`,
 * `}` or (a key) `: `; an empty item (`[a, , b]`, `{ a: }`), a key without a value (`{ a }`) and
 * a trailing comma are refused.
 */
function flow(text: string): Yaml {
  let at = 0;
  const space = () => {
    while (text[at] === ' ') at++;
  };
  const unclosed = () => new Error(`a flow collection on more than one line: ${text}`);
  const item = (inMap: boolean): Yaml => {
    space();
    const c = text[at];
    if (c === undefined) throw unclosed();
    if (c === '[' || c === '{') return collection();
    if (c === "'") {
      let out = '';
      for (at++; ; at++) {
        if (at >= text.length) throw unclosed();
        if (text[at] === "'") {
          if (text[at + 1] !== "'") break;
          at++;
        }
        out += text[at];
      }
      at++;
      return out;
    }
    if (/[&*!"|>%@`#?,\]}]/.test(c)) throw outside(`a flow item starting ${c}`, text);
    const start = at;
    while (
      at < text.length &&
      !/[,\[\]{}]/.test(text[at]!) &&
      !(inMap && text[at] === ':' && /[ ,}]/.test(text[at + 1] ?? ' '))
    )
      at++;
    if (/[[{]/.test(text[at] ?? '')) throw outside('a bracket inside a plain flow scalar', text);
    const plain = text.slice(start, at).trim();
    if (plain === '') throw outside('an empty flow item', text);
    if (/\s#/.test(plain)) throw outside('a comment inside a flow collection', text);
    return plain;
  };
  const collection = (): Yaml => {
    const open = text[at++]!;
    const close = open === '[' ? ']' : '}';
    const seq: Yaml[] = [];
    const map: { [key: string]: Yaml } = {};
    space();
    if (text[at] === close) {
      at++;
      return open === '[' ? seq : map;
    }
    for (;;) {
      if (open === '[') seq.push(item(false));
      else {
        space();
        if (text[at] === "'" || text[at] === '[' || text[at] === '{') throw outside('a key that is not plain', text);
        const key = item(true);
        if (typeof key !== 'string' || !/^[\w.-]+$/.test(key)) throw outside('a flow key', text);
        if (text[at] !== ':') throw outside(`a key without a value (${key})`, text);
        at++;
        if (key in map) throw outside(`the key ${key} given twice`, text);
        map[key] = item(true);
      }
      space();
      const next = text[at++];
      if (next === close) return open === '[' ? seq : map;
      if (next === undefined) throw unclosed();
      if (next !== ',') throw outside(`${next} where , or ${close} goes`, text);
      space();
      if (text[at] === close) throw outside('a trailing comma', text);
    }
  };
  const value = collection();
  const rest = text.slice(at);
  if (rest !== '' && !/^\s+#/.test(rest)) throw outside(`${rest.trim()} after the flow collection`, text);
  return value;
}

export function parseYaml(source: string): Yaml {
  const lines: Line[] = source.split('\n').map((raw) => ({
    raw,
    indent: raw.length - raw.trimStart().length,
    text: raw.trim(),
  }));
  let at = 0;
  // Comments and blank lines between entries carry nothing; inside a block scalar they are its text.
  const skip = () => {
    while (at < lines.length && (lines[at]!.text === '' || lines[at]!.text.startsWith('#'))) at++;
  };

  const scalar = (text: string): Yaml => {
    if (text.startsWith('[') || text.startsWith('{')) return flow(text);
    const value = text.replace(/\s+#.*$/, '');
    if (/^[&*!'"]/.test(value)) throw new Error(`workflow YAML outside the subset read here: ${value}`);
    return value;
  };

  /** The lines more indented than `parent` after a `|` or `>`, unindented; folded, or kept as lines. */
  const blockScalar = (parent: number, folded: boolean): string => {
    const body: string[] = [];
    while (at < lines.length && (lines[at]!.text === '' || lines[at]!.indent > parent)) body.push(lines[at++]!.raw);
    while (body.length > 0 && body.at(-1)!.trim() === '') body.pop();
    const indent = Math.min(...body.filter((l) => l.trim() !== '').map((l) => l.length - l.trimStart().length));
    const text = body.map((l) => l.slice(indent));
    // Folding joins lines of the same indentation with a space; a blank line is a line break.
    return `${folded ? text.join('\n').replace(/([^\n])\n(?=[^\n ])/g, '$1 ') : text.join('\n')}\n`;
  };

  const value = (rest: string, indent: number): Yaml => {
    if (rest === '|' || rest === '>') return blockScalar(indent, rest === '>');
    if (rest !== '') return scalar(rest);
    skip();
    const next = lines[at];
    if (!next || next.indent < indent || (next.indent === indent && !next.text.startsWith('- '))) return '';
    return node(next.indent);
  };

  const map = (indent: number, first?: string): { [key: string]: Yaml } => {
    const out: { [key: string]: Yaml } = {};
    let text = first;
    for (;;) {
      if (text === undefined) {
        skip();
        const line = lines[at];
        if (!line || line.indent !== indent || line.text.startsWith('- ')) return out;
        text = line.text;
        at++;
      }
      const entry = /^([\w.-]+):(?:\s+(.*))?$/.exec(text);
      if (!entry) throw new Error(`not a key: value line of workflow YAML: ${text}`);
      out[entry[1]!] = value(entry[2] ?? '', indent);
      text = undefined;
    }
  };

  const sequence = (indent: number): Yaml[] => {
    const out: Yaml[] = [];
    for (;;) {
      skip();
      const line = lines[at];
      if (!line || line.indent !== indent || !line.text.startsWith('- ')) return out;
      at++;
      const item = line.text.slice(2).trim();
      out.push(/^[\w.-]+:(\s|$)/.test(item) ? map(indent + 2, item) : scalar(item));
    }
  };

  const node = (indent: number): Yaml => (lines[at]!.text.startsWith('- ') ? sequence(indent) : map(indent));

  skip();
  const doc = node(lines[at]?.indent ?? 0);
  skip();
  if (at < lines.length) throw new Error(`workflow YAML not read past line ${at + 1}: ${lines[at]!.text}`);
  return doc;
}
