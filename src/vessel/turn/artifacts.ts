// The turn's A2A artifacts (D9, D16): the answer, returned files, and which files a client accepts.
import { ANSWER_MEDIA_TYPE, ArtifactNames } from '../../a2a/vessel-events.ts';
import type { Artifact } from '../../a2a/wire.ts';
import type { ToolFile } from '../tools/index.ts';

export function answerArtifact(taskId: string, text: string): Artifact {
  return {
    artifactId: `${taskId}-answer`,
    name: ArtifactNames.answer,
    parts: [{ text, mediaType: ANSWER_MEDIA_TYPE }],
  };
}

export function fileArtifact(taskId: string, ordinal: number, file: ToolFile, callId: string): Artifact {
  return {
    artifactId: `${taskId}-file-${ordinal}`,
    name: ArtifactNames.file,
    parts: [
      {
        raw: Buffer.from(file.bytes).toString('base64'),
        mediaType: file.media_type,
        filename: file.filename,
        metadata: { call_id: callId },
      },
    ],
  };
}

/** D16: sent when acceptedOutputModes is empty or absent, or lists the type, `type/*` or `*` + `/*`. */
export function acceptsMediaType(mediaType: string, acceptedOutputModes: readonly string[] | undefined): boolean {
  if (!acceptedOutputModes || acceptedOutputModes.length === 0) return true;
  const type = mediaType.toLowerCase();
  const family = `${type.split('/')[0]}/*`;
  return acceptedOutputModes.some((mode) => {
    const m = mode.trim().toLowerCase();
    return m === type || m === family || m === '*/*';
  });
}
