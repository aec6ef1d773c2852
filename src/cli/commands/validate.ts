// Placeholder until the issue that owns `vessel-kit validate` lands; replaced, not extended.
import type { Command } from '../command.ts';

export const command: Command = {
  name: 'validate',
  summary: '(not built yet)',
  help: 'Usage: vessel-kit validate\n\nNot built yet.\n',
  async run(_argv, io) {
    io.stderr('vessel-kit validate: not built yet\n');
    return 2;
  },
};
