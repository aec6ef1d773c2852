// Progress while a run goes, as vitest and Playwright show it: on a terminal, one block redrawn
// in place (cases done of all, time so far, the rules failing so far); in CI or when the output is
// not a terminal, one plain line per finished case, which logs keep readable. Reads case results only.
import type { CaseResult, CaseStatus } from '../results/schema.ts';

export interface ProgressOptions {
  write(text: string): void;
  /** Redraw in place (a terminal) rather than one line per case. */
  live: boolean;
  /** Terminal width, to keep each redrawn line on one row. */
  columns?: number;
  now?: () => number;
  /** How often the elapsed time is redrawn on a terminal (ms); 0 never (tests). */
  tickMs?: number;
}

const MARK: Record<CaseStatus, string> = { pass: '✓', fail: '✗', skip: '-', error: '!', 'not-tested': '?' };
/** Failing rules shown under the live line. */
const SHOWN_RULES = 5;
/** The least time between two redraws (ms). */
const REDRAW_MS = 80;

export class Progress {
  private total = 0;
  private done = 0;
  private failing = 0;
  private readonly rules = new Map<string, number>();
  private readonly started: number;
  private drawn = 0;
  private timer: NodeJS.Timeout | undefined;
  private pending: NodeJS.Timeout | undefined;
  private lastDraw = -Infinity;
  private readonly now: () => number;
  /** Off a terminal: the reason the last case not run gave (not tested, or skipped), and how many after it gave it too. */
  private repeated: { status: CaseStatus; message: string; count: number } | undefined;

  constructor(private readonly options: ProgressOptions) {
    this.now = options.now ?? (() => performance.now());
    this.started = this.now();
  }

  /** The run knows its cases: start counting (and ticking, on a terminal). */
  start(total: number): void {
    this.total = total;
    if (!this.options.live) return;
    this.draw();
    const tick = this.options.tickMs ?? 1000;
    if (tick > 0) {
      this.timer = setInterval(() => this.draw(), tick);
      this.timer.unref();
    }
  }

  caseDone(result: CaseResult): void {
    this.done++;
    if (result.status === 'fail') {
      this.failing++;
      const rules = new Set(result.evidence.verdicts.filter((v) => v.status === 'fail').map((v) => v.rule));
      for (const rule of rules) this.rules.set(rule, (this.rules.get(rule) ?? 0) + 1);
    }
    if (!this.options.live) {
      // A setup problem that stops every case (a preflight stop, an unreachable target), or what
      // leaves a run's vessel cases out on a plain A2A agent, is said once, with how many cases
      // it stopped, not once a case.
      if (this.repeated?.status === result.status && this.repeated.message === result.message) {
        this.repeated.count++;
        return;
      }
      this.sayRepeated();
      this.options.write(this.plainLine(result) + '\n');
      const unrun = result.status === 'not-tested' || result.status === 'skip';
      this.repeated = unrun ? { status: result.status, message: result.message, count: 0 } : undefined;
      return;
    }
    const wait = this.lastDraw + REDRAW_MS - this.now();
    if (wait <= 0 || this.done === this.total) this.draw();
    else if (!this.pending) {
      this.pending = setTimeout(() => this.draw(), wait);
      this.pending.unref();
    }
  }

  /** The run is over: the live block is cleared (the summary follows); timers stop. */
  stop(): void {
    this.sayRepeated();
    clearInterval(this.timer);
    clearTimeout(this.pending);
    this.timer = this.pending = undefined;
    if (this.options.live && this.drawn > 0) this.options.write(this.erase());
    this.drawn = 0;
  }

  private sayRepeated(): void {
    const count = this.repeated?.count ?? 0;
    const what = this.repeated?.status === 'skip' ? 'skipped' : 'not tested';
    if (count > 0) this.options.write(`  … and ${count} more case(s) ${what} for the same reason\n`);
    this.repeated = undefined;
  }

  private elapsed(): string {
    return `${((this.now() - this.started) / 1000).toFixed(1)} s`;
  }

  private plainLine(result: CaseResult): string {
    const width = String(this.total).length;
    const count = `[${String(this.done).padStart(width)}/${this.total}]`;
    const why = result.status === 'pass' ? '' : ` — ${result.message}`;
    return `${count} ${MARK[result.status]} ${result.status.padEnd(10)} ${result.id} (${result.duration_ms} ms)${why}`;
  }

  /** The live block's lines: the count line, then the rules failing so far. */
  lines(): string[] {
    const head = `${this.done}/${this.total} cases · ${this.elapsed()}${this.failing > 0 ? ` · ${this.failing} failing` : ''}`;
    const rules = [...this.rules].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    const shown = rules.slice(0, SHOWN_RULES).map(([rule, n]) => `  ✗ ${rule} (${n} case${n === 1 ? '' : 's'})`);
    if (rules.length > SHOWN_RULES) shown.push(`  … and ${rules.length - SHOWN_RULES} more rule(s)`);
    return [head, ...shown];
  }

  private erase(): string {
    // Back to the block's first line, clearing each line on the way.
    return '\r\x1b[2K' + '\x1b[1A\x1b[2K'.repeat(Math.max(0, this.drawn - 1));
  }

  private draw(): void {
    clearTimeout(this.pending);
    this.pending = undefined;
    this.lastDraw = this.now();
    const width = Math.max(20, (this.options.columns ?? 80) - 1);
    const lines = this.lines().map((l) => (l.length > width ? `${l.slice(0, width - 1)}…` : l));
    this.options.write((this.drawn > 0 ? this.erase() : '') + lines.join('\n'));
    this.drawn = lines.length;
  }
}
