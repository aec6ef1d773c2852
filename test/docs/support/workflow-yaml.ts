// A minimal reading of the YAML a GitHub Actions workflow in the docs is written in: block maps,
// block sequences (of maps or scalars), flow sequences of plain scalars (`[1, 2, 3]`), literal
// (`|`) and folded (`>`) block scalars, plain scalars and comments. No YAML library is among the
// kit's dependencies, and this subset is all the documented workflows use; anything outside it
// (anchors, quoted keys, multi-line flow collections) throws rather than being read wrong.
export type Yaml = string | Yaml[] | { [key: string]: Yaml };

interface Line {
  indent: number;
  text: string;
  /** The line as written (its indentation included), for block scalars. */
  raw: string;
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
    const value = text.replace(/\s+#.*$/, '');
    if (/^[&*!'"{]/.test(value)) throw new Error(`workflow YAML outside the subset read here: ${value}`);
    if (value.startsWith('[')) {
      if (!value.endsWith(']')) throw new Error(`a flow sequence on more than one line: ${value}`);
      return value
        .slice(1, -1)
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '');
    }
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
