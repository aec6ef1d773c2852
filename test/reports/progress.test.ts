// Progress while a run goes: redrawn in place on a terminal, one plain line per case elsewhere.
import { describe, expect, it } from 'vitest';
import { NOT_APPLICABLE } from '../../src/results/classification.ts';
import { Progress } from '../../src/reports/progress.ts';
import type { CaseResult } from '../../src/results/schema.ts';

function result(id: string, status: CaseResult['status'], failing: string[] = []): CaseResult {
  return {
    id,
    title: id,
    section: 's',
    sentence: 's',
    rules: failing,
    level: 'MUST',
    status,
    duration_ms: 12,
    message: status === 'pass' ? '' : `${failing[0] ?? 'x'}: broken`,
    evidence: { verdicts: failing.map((rule) => ({ rule, status: 'fail' as const, message: 'broken' })), turns: [], exchanges: [] },
  };
}

/** What a terminal shows after the writes: \r returns, ESC[2K clears the line, ESC[1A goes up one. */
function screen(writes: string[]): string[] {
  const lines: string[] = [''];
  let row = 0;
  const text = writes.join('');
  for (let i = 0; i < text.length; i++) {
    const rest = text.slice(i);
    if (rest.startsWith('\x1b[2K')) {
      lines[row] = '';
      i += 3;
    } else if (rest.startsWith('\x1b[1A')) {
      row = Math.max(0, row - 1);
      i += 3;
    } else if (text[i] === '\r') continue;
    else if (text[i] === '\n') {
      row++;
      lines[row] ??= '';
    } else lines[row] = (lines[row] ?? '') + text[i];
  }
  return lines.slice(0, Math.max(...lines.map((l, n) => (l === '' ? 0 : n + 1)), 0));
}

describe('progress', () => {
  it('on a terminal redraws one block in place: cases done of all, elapsed, the rules failing so far', () => {
    const writes: string[] = [];
    let now = 0;
    const progress = new Progress({ write: (t) => void writes.push(t), live: true, now: () => now, tickMs: 0 });
    progress.start(3);
    expect(screen(writes)).toEqual(['0/3 cases · 0.0 s']);
    now = 1500;
    progress.caseDone(result('a', 'fail', ['event.shape', 'merge.pacing']));
    expect(screen(writes)).toEqual(['1/3 cases · 1.5 s · 1 failing', '  ✗ event.shape (1 case)', '  ✗ merge.pacing (1 case)']);
    now = 3000;
    progress.caseDone(result('b', 'fail', ['event.shape']));
    progress.caseDone(result('c', 'pass'));
    // Redrawn, not appended: still one block, the count and the rules up to date.
    expect(screen(writes)).toEqual(['3/3 cases · 3.0 s · 2 failing', '  ✗ event.shape (2 cases)', '  ✗ merge.pacing (1 case)']);
    expect(writes.join('')).toContain('\x1b[1A\x1b[2K');
    progress.stop();
    expect(screen(writes)).toEqual([]);
  });

  it('keeps each redrawn line within the terminal width, so redrawing never leaves wrapped rows behind', () => {
    const writes: string[] = [];
    const progress = new Progress({ write: (t) => void writes.push(t), live: true, columns: 30, tickMs: 0 });
    progress.start(1);
    progress.caseDone(result('a', 'fail', ['a-very-long-rule-id.that-goes-on-and-on']));
    for (const line of screen(writes)) expect(line.length).toBeLessThanOrEqual(29);
    progress.stop();
  });

  it('in CI or off a terminal writes one plain line per finished case, saying why one did not pass', () => {
    const writes: string[] = [];
    const progress = new Progress({ write: (t) => void writes.push(t), live: false });
    progress.start(12);
    progress.caseDone(result('a2a.discovery.card', 'pass'));
    progress.caseDone(result('events.bad', 'fail', ['event.shape']));
    progress.stop();
    expect(writes).toEqual([
      '[ 1/12] ✓ pass       a2a.discovery.card (12 ms)\n',
      '[ 2/12] ✗ fail       events.bad (12 ms) — event.shape: broken\n',
    ]);
    expect(writes.join('')).not.toContain('\x1b');
  });

  it('off a terminal says a reason that stopped many cases once, with how many more it stopped', () => {
    const writes: string[] = [];
    const progress = new Progress({ write: (t) => void writes.push(t), live: false });
    const stopped = (id: string) => ({ ...result(id, 'not-tested'), message: 'not run: preflight: no card' });
    progress.start(6);
    progress.caseDone(result('a2a.discovery.card', 'fail', ['a2a.card-served']));
    for (const id of ['a', 'b', 'c', 'd']) progress.caseDone(stopped(id));
    progress.caseDone({ ...result('e', 'not-tested'), message: 'not run: the run was stopped' });
    progress.stop();
    expect(writes).toEqual([
      '[1/6] ✗ fail       a2a.discovery.card (12 ms) — a2a.card-served: broken\n',
      '[2/6] ? not-tested a (12 ms) — not run: preflight: no card\n',
      '  … and 3 more case(s) not tested for the same reason\n',
      '[6/6] ? not-tested e (12 ms) — not run: the run was stopped\n',
    ]);
  });

  it('off a terminal says once that the vessel cases do not apply to a plain A2A agent', () => {
    const writes: string[] = [];
    const progress = new Progress({ write: (t) => void writes.push(t), live: false });
    const notApplicable = (id: string) => ({ ...result(id, 'skip'), message: NOT_APPLICABLE });
    progress.start(5);
    for (const id of ['a', 'b', 'c']) progress.caseDone(notApplicable(id));
    progress.caseDone({ ...result('d', 'skip'), message: 'needs an agent declaring tools.slow' });
    progress.caseDone(notApplicable('e'));
    progress.stop();
    expect(writes).toEqual([
      `[1/5] - skip       a (12 ms) — ${NOT_APPLICABLE}\n`,
      '  … and 2 more case(s) skipped for the same reason\n',
      '[4/5] - skip       d (12 ms) — needs an agent declaring tools.slow\n',
      `[5/5] - skip       e (12 ms) — ${NOT_APPLICABLE}\n`,
    ]);
  });
});
