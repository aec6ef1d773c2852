// One model call as the mock model's journal records it. The mock model serves any client, so the
// shape lives here, a leaf with no imports, and the kit's recording (src/a2a/recording.ts) takes
// it from here, not the other way round.
/** One request the vessel made to the mock model, as its journal saw it. */
export interface ModelCall {
  index: number;
  receivedAt: number;
  scriptId: string | null;
  /** 0-based step the mock model played; null when it answered an error before choosing one. */
  step: number | null;
  headers: Record<string, string>;
  /** The parsed chat-completions request body. */
  request: unknown;
  status: number;
  /** Each SSE frame's data as sent (`[DONE]` included), with its send time. */
  frames: { sentAt: number; data: string }[];
  /** Set when the vessel hung up before the mock model finished. */
  disconnectedAt?: number;
  disconnectedAfterFrame?: number;
  /** Request expectations of the script step that did not hold. */
  mismatches: string[];
}
