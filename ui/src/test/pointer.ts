import type { UserEventObject } from 'storybook/test';

type Pointer = Pick<UserEventObject, 'pointer'>;

/** Where a mouse resting on the middle of `element` is: client and screen coordinates. */
function middleOf(element: Element) {
  const box = element.getBoundingClientRect();
  const x = Math.round(box.left + box.width / 2);
  const y = Math.round(box.top + box.height / 2);
  return { clientX: x, clientY: y, screenX: x, screenY: y };
}

/**
 * Play-function helper: moves the pointer onto `element` as a mouse does, from the page's
 * corner to the element's middle, so its mouse events carry coordinates that change.
 * user-event's own `hover` sends them without any, and Ariakit opens a tooltip only for a
 * pointer that really moved (a `movementX/Y` or a change of `screenX/Y`), a check it skips
 * while NODE_ENV is `test`: a plain `hover` passes under Vitest and fails in the published
 * Storybook, which is a production build.
 *
 * @example
 * await hover(userEvent, canvas.getByRole('button', { name: 'Copy link' }));
 */
export async function hover(user: Pointer, element: Element): Promise<void> {
  const corner = { clientX: 0, clientY: 0, screenX: 0, screenY: 0 };
  await user.pointer([
    { target: element.ownerDocument.body, coords: corner },
    { target: element, coords: middleOf(element) },
  ]);
}

/** Moves the pointer off `element` to the page's corner, as a mouse leaving it does. */
export async function unhover(user: Pointer, element: Element): Promise<void> {
  await user.pointer([
    { target: element, coords: middleOf(element) },
    {
      target: element.ownerDocument.body,
      coords: { clientX: 0, clientY: 0, screenX: 0, screenY: 0 },
    },
  ]);
}
