// The embedded target: the reference vessel with its mock model in-process, its config and the
// certification profile that declares it.
export { startEmbeddedVessel, type RunningEmbedded, type StartEmbeddedOptions } from './start.ts';
export { declareMoreTools, embeddedConfig, embeddedProfile, profileFor } from './config.ts';
