import { describe, expect, it } from 'vitest';
import { MergeBuffer } from '../../../src/vessel/turn/merge-buffer.ts';
import { codePointLength } from '../../../src/vessel/turn/code-points.ts';
import { FakeClock } from './fake-clock.ts';

function setup() {
  const clock = new FakeClock();
  const emitted: { at: number; content: string }[] = [];
  const buffer = new MergeBuffer({ clock, emit: (content) => emitted.push({ at: clock.now(), content }) });
  return { clock, emitted, buffer };
}

describe('MergeBuffer (D6 merge windows)', () => {
  it('merges the pieces of one 50 ms window into one event, emitted when the window is 50 ms old', () => {
    const { clock, emitted, buffer } = setup();
    buffer.push('Hel');
    clock.advance(20);
    buffer.push('lo');
    clock.advance(29);
    expect(emitted).toEqual([]);
    clock.advance(1);
    expect(emitted).toEqual([{ at: 50, content: 'Hello' }]);
  });

  it('opens the next window when a piece enters the empty buffer, not on a fixed beat', () => {
    const { clock, emitted, buffer } = setup();
    buffer.push('a');
    clock.advance(70);
    buffer.push('b');
    clock.advance(49);
    expect(emitted.map((e) => e.content)).toEqual(['a']);
    clock.advance(1);
    expect(emitted).toEqual([
      { at: 50, content: 'a' },
      { at: 120, content: 'b' },
    ]);
  });

  it('emits at 512 code points at once and starts a fresh window with the rest', () => {
    const { clock, emitted, buffer } = setup();
    clock.advance(10);
    buffer.push('x'.repeat(300));
    clock.advance(30);
    buffer.push('y'.repeat(300));
    expect(emitted).toEqual([{ at: 40, content: 'x'.repeat(300) + 'y'.repeat(212) }]);
    clock.advance(49);
    expect(emitted).toHaveLength(1);
    clock.advance(1);
    expect(emitted[1]).toEqual({ at: 90, content: 'y'.repeat(88) });
  });

  it('cuts a huge piece into several full events', () => {
    const { emitted, buffer, clock } = setup();
    buffer.push('z'.repeat(1300));
    expect(emitted.map((e) => e.content.length)).toEqual([512, 512]);
    buffer.flush();
    expect(emitted.map((e) => e.content.length)).toEqual([512, 512, 276]);
    expect(clock.pendingTimers).toBe(0);
  });

  it('counts astral characters as one and never splits them', () => {
    const { emitted, buffer } = setup();
    buffer.push('😀'.repeat(600));
    buffer.flush();
    expect(emitted.map((e) => codePointLength(e.content))).toEqual([512, 88]);
    expect(emitted.map((e) => e.content).join('')).toBe('😀'.repeat(600));
  });

  it('a full buffer with nothing left leaves no window open', () => {
    const { clock, emitted, buffer } = setup();
    buffer.push('q'.repeat(512));
    expect(emitted).toHaveLength(1);
    expect(clock.pendingTimers).toBe(0);
  });

  it('flushes at once at the end of a message and clears the window', () => {
    const { clock, emitted, buffer } = setup();
    buffer.push('end');
    clock.advance(5);
    buffer.flush();
    expect(emitted).toEqual([{ at: 5, content: 'end' }]);
    expect(clock.pendingTimers).toBe(0);
    buffer.flush();
    clock.advance(100);
    expect(emitted).toHaveLength(1);
  });

  it('ignores empty pieces (they open no window)', () => {
    const { clock, emitted, buffer } = setup();
    buffer.push('');
    expect(clock.pendingTimers).toBe(0);
    clock.advance(100);
    expect(emitted).toEqual([]);
  });
});
