// The built-in tools of the reference vessel, by name (the config's `tools` list names them).
import type { BuiltinToolName } from '../config/schema.ts';
import { bigOutputTool } from './big-output.ts';
import { echoTool } from './echo.ts';
import { failTool } from './fail.ts';
import { listTool } from './list.ts';
import { makeFileTool } from './make-file.ts';
import { sleepTool } from './sleep.ts';
import type { Tool } from './types.ts';

export { ToolError, type Tool, type ToolContext, type ToolFile, type ToolOutcome } from './types.ts';

export const builtinTools: Readonly<Record<BuiltinToolName, Tool>> = {
  list: listTool,
  echo: echoTool,
  sleep: sleepTool,
  fail: failTool,
  make_file: makeFileTool,
  big_output: bigOutputTool,
};

/** Each tool's parameters as plain JSON Schema, made once (a tool is a constant). */
const plainParameters = new WeakMap<Tool, unknown>();

/** The chat-completions `tools` entry offering a tool to the model. */
export function toolSpec(tool: Tool): {
  type: 'function';
  function: { name: string; description: string; parameters: unknown };
} {
  let parameters = plainParameters.get(tool);
  if (parameters === undefined) {
    // JSON round trip drops TypeBox's symbol keys, leaving plain JSON Schema.
    parameters = JSON.parse(JSON.stringify(tool.parameters)) as unknown;
    plainParameters.set(tool, parameters);
  }
  return { type: 'function', function: { name: tool.name, description: tool.description, parameters } };
}
