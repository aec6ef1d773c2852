// Placeholder until the issue that owns `vessel-kit certify` lands; replaced, not extended.
import type { Command } from '../command.ts';

export const command: Command = {
  name: 'certify',
  summary: '(not built yet)',
  help: 'Usage: vessel-kit certify\n\nNot built yet.\n',
  async run(_argv, io) {
    io.stderr('vessel-kit certify: not built yet\n');
    return 2;
  },
};
