/**
 * Runs `next` once the page the server sent is on screen: after the frame that paints it
 * (a task queued from `requestAnimationFrame` runs after that frame's paint). A hidden page
 * paints no frame, so there it runs at once.
 */
export function afterFirstPaint(next: () => void, view: AfterPaintView = window): void {
  if (view.document.visibilityState === 'hidden') {
    next();
    return;
  }
  view.requestAnimationFrame(() => view.setTimeout(next, 0));
}

/** What `afterFirstPaint` needs of the window: a test passes its own. */
export type AfterPaintView = Pick<Window, 'requestAnimationFrame' | 'setTimeout'> & {
  document: Pick<Document, 'visibilityState'>;
};
