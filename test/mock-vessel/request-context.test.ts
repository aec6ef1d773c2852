// Every mock vessel of a process shares one request-context store (layer.ts: one per vessel made
// Node walk each on every promise, for good): the vessels still keep their requests apart. Two
// vessels, served at once, each record their own requests and agents, and bind their own scripts.
import { expect, it } from 'vitest';
import { turn, userMessage } from '../../src/mock-vessel/index.ts';
import { startedPerTest } from './support/start.ts';

const start = startedPerTest();

async function ask(url: string, text: string): Promise<string> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'a2a-version': '1.0' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'SendMessage', params: userMessage(text) }),
  });
  const { result } = (await res.json()) as {
    result: { task: { artifacts: { name: string; parts: { text: string }[] }[] } };
  };
  return result.task.artifacts.find((a) => a.name === 'answer')!.parts[0]!.text;
}

it('two mock vessels served at once each record their own requests, agents and scripts', async () => {
  const first = await start({ agents: { default: {}, coder: {} } });
  const second = await start();
  first.script(turn().callTool('list', {}, { result: 'a/' }).answer('first, coder'), { agent: 'coder' });
  second.script(turn().callTool('list', {}, { result: 'b/' }).answer('second, default'));
  first.script(turn().answer('first, default'));

  const answers = await Promise.all([
    ask(first.agents.coder!, 'to the coder'),
    ask(second.url, 'to the second'),
    ask(first.url, 'to the first'),
  ]);
  expect(answers).toEqual(['first, coder', 'second, default', 'first, default']);
  const seen = (vessel: typeof first) =>
    vessel.requests
      .map((r) => ({ agent: r.agent, text: r.text, turn: r.turn?.agent }))
      .sort((a, b) => String(a.text).localeCompare(String(b.text)));
  expect(seen(first)).toEqual([
    { agent: 'coder', text: 'to the coder', turn: 'coder' },
    { agent: 'default', text: 'to the first', turn: 'default' },
  ]);
  expect(seen(second)).toEqual([{ agent: 'default', text: 'to the second', turn: 'default' }]);
  expect(first.turns.map((t) => t.agent).sort()).toEqual(['coder', 'default']);
  expect(second.turns.map((t) => t.agent)).toEqual(['default']);
});
