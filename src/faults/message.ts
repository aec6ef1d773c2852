// Faults of the message rules of a history (src/rules/message.ts): a system message run instead
// of refused, and, for each other clause, a history that breaks it let through (envelope-faults.ts).
import { withoutRule } from './bends/validate.ts';
import { acceptingEach } from './envelope-faults.ts';
import { fault, type FaultsOf } from './fault.ts';

const acceptsSystem = fault(
  'message.system-refused#whole',
  'accept-system-message',
  'lets a system message in the history through instead of refusing the turn',
  withoutRule('message.system-refused'),
  { alsoBreaks: ['rejection.refused'] },
);

export const faults = [acceptsSystem, ...acceptingEach('message', [acceptsSystem])] satisfies FaultsOf<'message'>;
