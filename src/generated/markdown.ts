// A generated Markdown document (docs/*.md): a title, then the line that tells a reader where the
// text comes from and not to edit it, then the body. The line names the writer by its real path,
// so moving a writer makes its doc stale and the doc's test says so, and the one command that
// rewrites every generated file.
export interface DocHead {
  title: string;
  /** What the text is rendered from, as a reader would look for it (`src/rules`). */
  source: string;
  /** The script that rewrites the doc (a GeneratedFile's `writer`). */
  writer: string;
}

export function doNotEditLine(source: string, writer: string): string {
  return `<!-- Generated from ${source} by ${writer} (\`npm run generate\`); do not edit by hand. -->`;
}

export function markdownDoc(head: DocHead, body: readonly string[]): string {
  return [`# ${head.title}`, '', doNotEditLine(head.source, head.writer), '', ...body].join('\n') + '\n';
}

/** Text made safe for one Markdown table cell: pipes escaped, white space folded. */
export const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
