// The contract's values for the choices the turn engine makes (seam.ts TurnPolicy): the documents'
// figures (D6 merge windows, D16 preview cut) and rules (D9/D16 accepted modes, D7 failing tools,
// D11 the last step).
import { MERGE_MAX_CHARS, MERGE_WINDOW_MS, TOOL_OUTPUT_PREVIEW_CHARS } from '../../a2a/vessel-events.ts';
import { acceptsMediaType } from './artifacts.ts';
import type { TurnPolicy } from './seam.ts';
import { transcriptRequested } from './transcript-artifact.ts';

export const contractPolicy: Readonly<TurnPolicy> = {
  mergeWindowMs: MERGE_WINDOW_MS,
  mergeMaxChars: MERGE_MAX_CHARS,
  toolOutputPreviewChars: TOOL_OUTPUT_PREVIEW_CHARS,
  sendsFile: acceptsMediaType,
  sendsTranscript: transcriptRequested,
  toolFailureEndsTurn: false,
  lastStepOffersTools: false,
};
