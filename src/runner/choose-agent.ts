// Which declared agent serves a case, given what it needs (D13). The kit cannot see a vessel's
// configuration, so a case that needs something the profile does not declare is skipped, and the
// skip says exactly what to declare.
import type { Need } from '../case/index.ts';
import type { Profile, ProfileAgent } from '../profile/schema.ts';

/** Longest deadline the kit will wait out in a deadline case; longer ones are not tested. */
const MAX_TESTED_DEADLINE_SECONDS = 30;
/** Largest max_steps the kit will walk through in a step-limit case. */
const MAX_TESTED_STEPS = 16;

function has(agent: ProfileAgent, need: Need, profile: Profile): boolean {
  switch (need) {
    case 'tools.fast':
      return agent.tools?.fast !== undefined;
    case 'tools.failing':
      return agent.tools?.failing !== undefined;
    case 'tools.slow':
      return agent.tools?.slow !== undefined;
    case 'tools.file':
      return agent.tools?.file !== undefined;
    case 'tools.big':
      return agent.tools?.big !== undefined;
    case 'max_steps':
      return agent.max_steps !== undefined && agent.max_steps <= MAX_TESTED_STEPS;
    case 'deadline_seconds':
      return agent.deadline_seconds !== undefined && agent.deadline_seconds <= MAX_TESTED_DEADLINE_SECONDS;
    case 'send_reasoning':
      return agent.send_reasoning === true;
    case 'no_send_reasoning':
      return agent.send_reasoning === false;
    case 'accepts_images':
      return agent.accepts_images === true;
    case 'refuses_images':
      return agent.accepts_images === false;
    case 'input.parts':
      return (profile.input ?? 'parts') === 'parts';
  }
}

/** What to write in the profile to satisfy a need: the text of a skip message. */
export function declareHint(need: Need): string {
  switch (need) {
    case 'tools.fast':
      return 'tools.fast ({name, arguments} of a tool that succeeds quickly)';
    case 'tools.failing':
      return 'tools.failing ({name, arguments} of a tool that fails)';
    case 'tools.slow':
      return 'tools.slow ({name, arguments, runs_ms} of a tool that runs long)';
    case 'tools.file':
      return 'tools.file ({name, arguments, media_type} of a tool that returns a file)';
    case 'tools.big':
      return 'tools.big ({name, arguments, output_chars} of a tool whose output is over 4,000 characters)';
    case 'max_steps':
      return `max_steps (at most ${MAX_TESTED_STEPS})`;
    case 'deadline_seconds':
      return `deadline_seconds (at most ${MAX_TESTED_DEADLINE_SECONDS})`;
    case 'send_reasoning':
      return 'send_reasoning: true';
    case 'no_send_reasoning':
      return 'send_reasoning: false';
    case 'accepts_images':
      // A card's image input modes say it too (src/profile/capabilities.ts); a card never says false.
      return 'accepts_images: true (or whose card lists an image type in defaultInputModes)';
    case 'refuses_images':
      return 'accepts_images: false';
    case 'input.parts':
      return 'input: "parts" (the case sends the new user message as text parts)';
  }
}

export type AgentChoice = { agent: ProfileAgent } | { skip: string };

/**
 * The declared agent a case runs on: the first that has every need. Deadline and step-limit
 * cases take the agent with the shortest deadline / fewest steps, so they finish soonest.
 */
export function chooseAgent(profile: Profile, needs: readonly Need[]): AgentChoice {
  const fitting = profile.agents.filter((agent) => needs.every((need) => has(agent, need, profile)));
  if (fitting.length === 0) {
    const missing = needs.filter((need) => !profile.agents.some((agent) => has(agent, need, profile)));
    const hints = (missing.length > 0 ? missing : needs).map(declareHint);
    const together = missing.length === 0 ? ' on one agent' : '';
    return { skip: `needs an agent declaring ${hints.join(' and ')}${together} in the profile` };
  }
  const key = needs.includes('deadline_seconds')
    ? (a: ProfileAgent) => a.deadline_seconds ?? Infinity
    : needs.includes('max_steps')
      ? (a: ProfileAgent) => a.max_steps ?? Infinity
      : () => 0;
  const [agent] = [...fitting].sort((a, b) => key(a) - key(b));
  return { agent: agent! };
}
