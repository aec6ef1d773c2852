// The turn engine's bends as faults write them: each of ./engine.ts's wrappers of the engine made
// a Bend, so a policy change, an output map or a stream filter is spelled one way in every fault.
import { ArtifactNames, type VesselEvent } from '../../a2a/vessel-events.ts';
import type { Artifact, TaskState } from '../../a2a/wire.ts';
import type { TranscriptMessage } from '../../transcript/schema.ts';
import type { AgentConfig, TurnPolicy } from '../../vessel/seams.ts';
import type { Bend, TurnBend } from '../bend.ts';
import {
  dropFirstEvent,
  everySecondScript,
  filterStream,
  mapOutputs,
  withAgent,
  withModelChunks,
  withModelRequest,
  withPolicy,
  type OutputMaps,
  type StreamFilter,
} from './engine.ts';

export type { OutputMaps, StreamFilter } from './engine.ts';

/** A bend of the turn engine alone. */
export interface EngineBend extends Bend {
  turn: TurnBend;
}

/** Any wrapper of the engine, as a bend. */
export const turn = (bend: TurnBend): EngineBend => ({ turn: bend });

/** The turn policy with some of its fields changed (merge windows, tool output previews, …). */
export const policy = (change: Partial<TurnPolicy>): EngineBend => turn(withPolicy(change));

export const agent = (change: (agent: AgentConfig) => AgentConfig): EngineBend => turn(withAgent(change));

export const modelRequest = (change: Parameters<typeof withModelRequest>[0]): EngineBend =>
  turn(withModelRequest(change));

export const modelChunks = (change: Parameters<typeof withModelChunks>[0]): EngineBend => turn(withModelChunks(change));

export const outputs = (maps: OutputMaps): EngineBend => turn(mapOutputs(maps));

/** Output maps that read the turn's agent (its model endpoint, say). */
export const agentOutputs = (maps: (agent: AgentConfig) => OutputMaps): EngineBend =>
  turn((inner) => (agent, input, sink, options) => mapOutputs(maps(agent))(inner)(agent, input, sink, options));

export const stream = (filter: StreamFilter): EngineBend => turn(filterStream(filter));

/** The stream without the first event that `matches`. */
export const withoutFirstEvent = (matches: (event: VesselEvent) => boolean): EngineBend =>
  turn(dropFirstEvent(matches));

/** `bend` on every second script only (engine.ts `everySecondScript`): of two turns of one input, one is bent. */
export const onEverySecondScript = (bend: EngineBend): EngineBend => turn(everySecondScript(bend.turn));

/** Each vessel event of the stream and the result, changed (its task state kept). */
export const events = (change: (event: VesselEvent) => VesselEvent): EngineBend =>
  outputs({ event: (event, state) => ({ event: change(event), state }) });

/** Events of one type changed. */
export const eventsOf = <T extends VesselEvent['type']>(
  type: T,
  change: (event: Extract<VesselEvent, { type: T }>) => Record<string, unknown>,
): EngineBend => events((e) => (e.type === type ? (change(e as Extract<VesselEvent, { type: T }>) as VesselEvent) : e));

/** The task state each event is carried in, changed (the event kept). */
export const eventStates = (change: (event: VesselEvent, state: TaskState) => TaskState): EngineBend =>
  outputs({ event: (event, state) => ({ event, state: change(event, state) }) });

/** Artifacts of one name (answer, file) changed in the stream and the result; undefined drops one. */
export const artifactsNamed = (name: string, change: (artifact: Artifact) => Artifact | undefined): EngineBend =>
  outputs({ artifact: (a) => (a.name === name ? change(a) : a) });

/** Every transcript message of the stream and the result, changed. */
export const transcriptMessages = (change: (m: TranscriptMessage) => TranscriptMessage): EngineBend =>
  outputs({ transcript: (ms) => ms.map(change) });

/** The answer artifact with its text changed; other artifacts as they are. */
export function answerText(artifact: Artifact, change: (text: string) => string): Artifact {
  if (artifact.name !== ArtifactNames.answer) return artifact;
  return {
    ...artifact,
    parts: artifact.parts.map((p) => (typeof p.text === 'string' ? { ...p, text: change(p.text) } : p)),
  };
}
