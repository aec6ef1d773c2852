// The errors vessel-kit raises for what it was given (a flag, a file, a profile, a config, a
// bundle, a fault name), in undici's shape: one base class with a stable `code` per kind, so a
// caller needs one `instanceof VesselKitError` (the CLI maps every one to exit 2) and a program can
// branch on `code` rather than on a message's wording. A leaf: the reference vessel and the mock
// model use it too, so it imports nothing.

/** Every code, and what it is for. */
export const ERROR_CODES = {
  VK_ERR_USAGE: 'a command was called wrongly (an unknown option, a bad value)',
  VK_ERR_OPTIONS: 'a certify option has a value it refuses, in any door (a flag, the config file, certify())',
  VK_ERR_CONFIG_FILE: 'vessel-kit.config.json is unreadable or invalid',
  VK_ERR_PROFILE: 'a target profile is unreadable or invalid, or the mock model cannot listen for it',
  VK_ERR_INPUT: 'a file an option names (durations, results) cannot be read',
  VK_ERR_EXPECTED_FAILURES: 'an expected-failures file is unreadable, invalid or names what the kit lacks',
  VK_ERR_TARGET_WAIT: "a target's cards did not answer 200 within --wait-for-target's seconds",
  VK_ERR_MERGE: 'shard results that are not shards of one run',
  VK_ERR_BUNDLE: 'an evidence bundle is unreadable or of another version',
  VK_ERR_VESSEL_CONFIG: "the reference vessel's config file is unreadable or invalid",
  VK_ERR_FIXTURE_FILE: 'a model script or turn script file is unreadable or invalid',
  VK_ERR_FIXTURE: 'a turn or transcript fixture is malformed',
  VK_ERR_UNKNOWN_FAULT: 'a fault name the catalogue does not have',
} as const;

export type VesselKitErrorCode = keyof typeof ERROR_CODES;

export class VesselKitError extends Error {
  override name = 'VesselKitError';
  readonly code: VesselKitErrorCode;
  constructor(code: VesselKitErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
  }
}
