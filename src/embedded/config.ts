// The embedded configuration: what `vessel-kit vessel` serves when no --config is given, and the
// certification profile (CONTRACT.md D13) that declares it. Its agents together cover every
// capability the kit tests (images accepted and refused, reasoning sent back and not, a short
// deadline, a small max_steps), so a certification of the embedded vessel skips nothing.
import type { Profile, ProfileAgent } from '../profile/schema.ts';
import { BuiltinToolNames, MOCK_MODEL_BASE_URL, type AgentConfig, type VesselConfig } from '../vessel/index.ts';

const BRIEFING = 'You are the vessel-kit reference agent. Answer briefly. Use the tools when the user asks for them.';

function agent(
  name: string,
  description: string,
  overrides: Partial<AgentConfig> & { accepts_images?: boolean },
): AgentConfig {
  const { accepts_images = true, ...rest } = overrides;
  return {
    name,
    description,
    briefing: BRIEFING,
    model: { base_url: MOCK_MODEL_BASE_URL, name: 'vessel-kit-mock', accepts_images },
    max_steps: 8,
    deadline_seconds: 30,
    send_reasoning: false,
    tools: [...BuiltinToolNames],
    ...rest,
  };
}

export const embeddedConfig: VesselConfig = {
  agents: [
    agent('default', 'Every built-in tool, 8 steps, 30 s, images accepted, reasoning not sent back', {}),
    agent('no-images', 'As default, but its model accepts no images', { accepts_images: false }),
    agent('send-reasoning', 'As default, but reasoning of earlier turns is sent back to the model', {
      send_reasoning: true,
    }),
    agent('short-deadline', 'As default, with a 2 s deadline', { deadline_seconds: 2 }),
    agent('few-steps', 'As default, with max_steps 2', { max_steps: 2 }),
  ],
};

/** How long the profile's slow tool runs: past the short deadline, well inside the default one. */
const SLOW_TOOL_MS = 5_000;

/** The tool uses the profile declares for an agent with the built-in tools (src/vessel/tools). */
function builtinToolUses(tools: readonly string[]): ProfileAgent['tools'] {
  const uses: NonNullable<ProfileAgent['tools']> = {};
  if (tools.includes('echo')) uses.fast = { name: 'echo', arguments: { text: 'ping' } };
  if (tools.includes('fail')) uses.failing = { name: 'fail', arguments: { message: 'failing on purpose' } };
  if (tools.includes('sleep')) uses.slow = { name: 'sleep', arguments: { ms: SLOW_TOOL_MS }, runs_ms: SLOW_TOOL_MS };
  return uses;
}

/** The profile declaring a running vessel's agents; `urls` maps agent name to base URL (startVessel's `urls`). */
export function profileFor(
  config: VesselConfig,
  urls: Readonly<Record<string, string>>,
  name = 'vessel-kit reference vessel',
): Profile {
  return {
    name,
    input: 'parts',
    agents: config.agents.map((a) => {
      const url = urls[a.name];
      if (url === undefined) throw new Error(`profileFor: no URL for agent '${a.name}'`);
      return {
        name: a.name,
        url,
        max_steps: a.max_steps,
        deadline_seconds: a.deadline_seconds,
        send_reasoning: a.send_reasoning,
        accepts_images: a.model.accepts_images,
        tools: builtinToolUses(a.tools),
      };
    }),
  };
}

/**
 * The embedded profile declares the fast, failing and slow tools; the file and big-output tools
 * (profile fields `tools.file`, `tools.big`) are declared here for every agent whose config has
 * `make_file` / `big_output`, so the file-artifact and output-cut cases run against it too.
 */
export function declareMoreTools(
  profile: Profile,
  config: { agents: { name: string; tools: readonly string[] }[] },
): Profile {
  const tools = new Map(config.agents.map((a) => [a.name, a.tools]));
  return {
    ...profile,
    agents: profile.agents.map((agent) => {
      const has = (tool: string) => tools.get(agent.name)?.includes(tool) ?? false;
      const more: NonNullable<Profile['agents'][number]['tools']> = { ...agent.tools };
      if (has('make_file'))
        more.file ??= {
          name: 'make_file',
          arguments: { name: 'report.csv', media_type: 'text/csv', content: 'a,b\n1,2\n' },
          media_type: 'text/csv',
        };
      if (has('big_output')) more.big ??= { name: 'big_output', arguments: { n: 5000 }, output_chars: 5000 };
      return { ...agent, tools: more };
    }),
  };
}

/** The certification profile of the embedded vessel. */
export function embeddedProfile(urls: Readonly<Record<string, string>>): Profile {
  return profileFor(embeddedConfig, urls, 'vessel-kit embedded reference vessel');
}
