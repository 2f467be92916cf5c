import { afterEach, beforeEach } from 'vitest';

/**
 * jsdom lays nothing out, so a virtualized grid would see a 0-pixel window and render no
 * rows. For the tests of one file, every `role="grid"` element reports a window of
 * `height` pixels (about a dozen rows), as a browser would.
 */
export function stubGridLayout(height = 600): void {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  beforeEach(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.getAttribute('role') === 'grid' ? height : 0;
      },
    });
  });
  afterEach(() => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
  });
}
