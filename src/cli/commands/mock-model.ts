// Placeholder until the issue that owns `vessel-kit mock-model` lands; replaced, not extended.
import type { Command } from '../command.ts';

export const command: Command = {
  name: 'mock-model',
  summary: '(not built yet)',
  help: 'Usage: vessel-kit mock-model\n\nNot built yet.\n',
  async run(_argv, io) {
    io.stderr('vessel-kit mock-model: not built yet\n');
    return 2;
  },
};
