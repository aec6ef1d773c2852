// Builds a Tool from a TypeBox parameter schema, so the schema offered to the model and the
// argument check are one value, and each tool's run function gets typed arguments.
import type { Static, TObject } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { ToolError, type Tool, type ToolContext, type ToolOutcome } from './types.ts';

export function defineTool<S extends TObject>(spec: {
  name: string;
  description: string;
  parameters: S;
  run: (args: Static<S>, context: ToolContext) => Promise<ToolOutcome> | ToolOutcome;
}): Tool {
  return {
    name: spec.name,
    description: spec.description,
    parameters: spec.parameters,
    async run(args, context) {
      const problem = Value.Errors(spec.parameters, args).First();
      if (problem) {
        const where = problem.path === '' ? 'arguments' : `argument ${problem.path.slice(1)}`;
        throw new ToolError(`${spec.name}: ${where}: ${problem.message}`);
      }
      return spec.run(args as Static<S>, context);
    },
  };
}
