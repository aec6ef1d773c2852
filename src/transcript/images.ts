// Image rules over the whole history (D12): each image part's URL, the count of 32, and whether
// the agent's model takes images at all. Parts the structural pass refused are skipped.
import { MAX_IMAGES } from './schema.ts';
import { isObject, own } from './read.ts';
import { problem, type Problem } from './problem.ts';
import { checkImageUrl } from './image-url.ts';

export function imageProblems(messages: readonly unknown[], acceptsImages: boolean): Problem[] {
  const out: Problem[] = [];
  let count = 0;
  let firstExcess: (string | number)[] | null = null;
  for (const [i, message] of messages.entries()) {
    if (own(message, 'role') !== 'user') continue;
    const content = own(message, 'content');
    if (!Array.isArray(content)) continue;
    for (const [j, part] of (content as unknown[]).entries()) {
      if (!isObject(part) || own(part, 'type') !== 'image_url') continue;
      const where = ['messages', i, 'content', j];
      count++;
      if (count === MAX_IMAGES + 1) firstExcess = where;
      if (!acceptsImages) {
        out.push(
          problem(
            'image.not-accepted',
            where,
            "image parts are not accepted: this agent's model does not support images",
          ),
        );
      }
      const url = own(own(part, 'image_url'), 'url');
      if (typeof url !== 'string') continue;
      for (const f of checkImageUrl(url)) out.push(problem(f.rule, [...where, 'image_url', 'url'], f.text));
    }
  }
  if (firstExcess) {
    out.push(
      problem(
        'image.max-count',
        firstExcess,
        `too many images: the history holds ${count}, at most ${MAX_IMAGES}; this is image ${MAX_IMAGES + 1}`,
      ),
    );
  }
  return out;
}
