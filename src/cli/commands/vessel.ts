// Placeholder until the issue that owns `vessel-kit vessel` lands; replaced, not extended.
import type { Command } from '../command.ts';

export const command: Command = {
  name: 'vessel',
  summary: '(not built yet)',
  help: 'Usage: vessel-kit vessel\n\nNot built yet.\n',
  async run(_argv, io) {
    io.stderr('vessel-kit vessel: not built yet\n');
    return 2;
  },
};
