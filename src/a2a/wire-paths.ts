// The wire paths a schema of src/a2a/wire.ts defines, read from the schema itself: `status.state`,
// `artifacts[].parts`. The table of which view carries which task field (src/faults/task-fields.ts)
// is derived from these, so a field the wire types drop or add changes the table with them.
import type { TSchema } from '@sinclair/typebox';

type SchemaNode = TSchema & {
  properties?: Record<string, TSchema>;
  items?: TSchema;
  anyOf?: readonly TSchema[];
};

/**
 * Every path of `schema`, depth first: an object's properties (`a.b`), an array's items (`a[]`).
 * A path in `atoms` is listed but not entered: a value judged whole (a message, a part list).
 */
export function wirePaths(schema: TSchema, atoms: ReadonlySet<string> = new Set(), at = ''): string[] {
  const node = schema as SchemaNode;
  if (at !== '' && atoms.has(at)) return [at];
  if (node.properties)
    return Object.entries(node.properties).flatMap(([key, child]) => {
      const path = at === '' ? key : `${at}.${key}`;
      const inner = wirePaths(child, atoms, path);
      return inner.length > 0 ? inner : [path];
    });
  if (node.items) return wirePaths(node.items, atoms, `${at}[]`);
  if (node.anyOf) return [...new Set(node.anyOf.flatMap((branch) => wirePaths(branch, atoms, at)))];
  return at === '' ? [] : [at];
}
