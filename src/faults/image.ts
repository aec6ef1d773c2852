// Faults of the image rules of a history (src/rules/image.ts): a history whose images are no
// inline data: URL of an allowed type, whose base64 or leading bytes are wrong, that are too large
// or too many, go to a model that takes none or name another detail, let through (envelope-faults.ts).
import { acceptingEach } from './envelope-faults.ts';
import type { FaultsOf } from './fault.ts';

export const faults = acceptingEach('image') satisfies FaultsOf<'image'>;
