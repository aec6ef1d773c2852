// The rows of transcript-format.txt's "Messages" table that rules of several files rest on
// (message, content, tool), quoted once so they stay word for word the same everywhere.
import { transcriptFormat } from './cite.ts';

export const USER_ROW = transcriptFormat(
  'Messages',
  'content is a string, or a non-empty list of {"type": "text", "text": ...} and {"type": "image_url", "image_url": {"url": ..., "detail": ...}} parts',
);
export const ASSISTANT_ROW = transcriptFormat(
  'Messages',
  'content is a string or null; each tool call has exactly id, type: "function" and function with string name and arguments',
);
export const TOOL_ROW = transcriptFormat(
  'Messages',
  'Must answer an open tool call from the preceding assistant message; content is a string',
);
