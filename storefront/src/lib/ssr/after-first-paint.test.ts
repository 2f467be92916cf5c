import { describe, expect, it } from 'vitest';
import { type AfterPaintView, afterFirstPaint } from './after-first-paint.ts';

/** A window whose frames and tasks run when the test says. */
function view(visibilityState: DocumentVisibilityState) {
  const frames: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  const fake = {
    document: { visibilityState },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
  } as unknown as AfterPaintView;
  const run = (queue: Array<() => void>) => {
    for (const callback of queue.splice(0)) callback();
  };
  return { fake, paintFrame: () => run(frames), runTasks: () => run(tasks) };
}

describe('afterFirstPaint', () => {
  it('runs once the frame that paints the page has passed, not before', () => {
    const { fake, paintFrame, runTasks } = view('visible');
    let ran = 0;
    afterFirstPaint(() => ran++, fake);
    runTasks();
    expect(ran).toBe(0);
    paintFrame();
    // Inside the frame's callback the paint has not happened yet.
    expect(ran).toBe(0);
    runTasks();
    expect(ran).toBe(1);
  });

  it('runs at once in a hidden tab, which paints no frame', () => {
    const { fake } = view('hidden');
    let ran = 0;
    afterFirstPaint(() => ran++, fake);
    expect(ran).toBe(1);
  });
});
