import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyInteractions } from './early-interactions.ts';

/** The server's HTML of a page: a button, a form with no action, a search form, a link. */
function page() {
  document.body.innerHTML = `
    <button type="button" id="add">Add to cart</button>
    <form id="sign-in"><input name="email" /><button id="send">Sign in</button></form>
    <form id="search" action="/products" method="get"><button id="find">Search</button></form>
    <a href="#top" id="link"><span>Home</span></a>`;
  const get = (id: string) => document.getElementById(id) as HTMLElement;
  return { get };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('holdEarlyInteractions', () => {
  it("holds a button's press and a form's submit until release, then does them in order", () => {
    const { get } = page();
    const done: string[] = [];
    get('add').addEventListener('click', () => done.push('add'));
    get('sign-in').addEventListener('submit', (event) => {
      event.preventDefault();
      done.push('sign-in');
    });
    let asked = 0;
    const held = holdEarlyInteractions(document, () => asked++);
    get('add').click();
    get('send').click();
    expect(done).toEqual([]);
    expect(asked).toBe(2);
    held.release();
    expect(done).toEqual(['add', 'sign-in']);
    // Released: presses reach the page at once.
    get('add').click();
    expect(done).toEqual(['add', 'sign-in', 'add']);
  });

  it('keeps the browser from sending a form without an action, submitted without a button', () => {
    const { get } = page();
    const form = get('sign-in') as HTMLFormElement;
    let sent: boolean | undefined;
    form.addEventListener('submit', (event) => {
      sent = !event.defaultPrevented;
      event.preventDefault();
    });
    holdEarlyInteractions(document, () => undefined);
    form.requestSubmit();
    expect(sent).toBeUndefined();
  });

  it('lets links and forms with an action work as HTML', () => {
    const { get } = page();
    const reached: string[] = [];
    document.addEventListener('click', (event) => {
      reached.push((event.target as HTMLElement).id || 'span');
    });
    document.addEventListener('submit', (event) => {
      reached.push((event.target as HTMLElement).id);
      event.preventDefault();
    });
    let asked = 0;
    holdEarlyInteractions(document, () => asked++);
    get('link').querySelector('span')?.click();
    get('find').click();
    expect(reached).toEqual(['span', 'find', 'search']);
    expect(asked).toBe(0);
  });
});
