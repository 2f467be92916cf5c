/**
 * What runs inside the static Storybook's preview iframe (`iframe.html`), serialized by
 * Playwright's `page.evaluate`, so each function here is self-contained. Storybook's preview
 * reports a story's outcome on its channel, `globalThis.__STORYBOOK_ADDONS_CHANNEL__`, the
 * way @storybook/test-runner reads it: `setCurrentStory` selects a story as the manager does
 * when a reviewer clicks it in the sidebar, and the preview answers with
 * `playFunctionThrewException`, `storyThrewException`, `storyErrored`,
 * `unhandledErrorsWhilePlaying` or `storyMissing` on failure, and always ends a render with
 * `storyFinished` ({ storyId, status, reporters }; axe's report is one of the reporters).
 * Outside a test runner Storybook sets `throwPlayFunctionExceptions: false`, so a failed play
 * function still finishes with status `success`: the exception event is what shows it.
 */

export type Outcome = { ok: boolean; errors: string[] };

/*
 * Messages are cut to their first paragraph: Testing Library appends the whole DOM to a
 * failed query, which would bury the story's error.
 */

type Channel = {
  on: (event: string, listener: (payload: never) => void) => void;
  off: (event: string, listener: (payload: never) => void) => void;
  emit: (event: string, payload: unknown) => void;
};

type Report = {
  type: string;
  status: string;
  result?: { violations?: { id: string; help: string; nodes: { target: string[] }[] }[] };
};

/** Selects the story in story mode and resolves with how its render and play function ended. */
export function playStory(storyId: string): Promise<Outcome> {
  const channel = (globalThis as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
    .__STORYBOOK_ADDONS_CHANNEL__;
  const errors: string[] = [];
  return new Promise((resolve) => {
    const listeners: Record<string, (payload: never) => void> = {
      playFunctionThrewException: (error: { message: string }) => {
        errors.push(`play function: ${error.message}`);
      },
      storyThrewException: (error: { message: string }) => {
        errors.push(`render: ${error.message}`);
      },
      storyErrored: (error: { title: string; description: string }) => {
        errors.push(`render: ${error.title} ${error.description}`);
      },
      unhandledErrorsWhilePlaying: (unhandled: { message: string }[]) => {
        for (const error of unhandled) errors.push(`unhandled: ${error.message}`);
      },
      storyMissing: () => finish([...errors, 'missing from the build']),
      storyFinished: (payload: { storyId: string; status: string; reporters: Report[] }) => {
        if (payload.storyId !== storyId) return;
        for (const report of payload.reporters) {
          if (report.status !== 'failed') continue;
          const violations = report.result?.violations ?? [];
          errors.push(
            violations.length > 0
              ? `${report.type}: ${violations
                  .map(
                    (v) =>
                      `${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
                  )
                  .join('; ')}`
              : `${report.type}: failed`,
          );
        }
        if (payload.status !== 'success' && errors.length === 0) errors.push(payload.status);
        finish(errors);
      },
    };
    function finish(found: string[]) {
      for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
      const short = found.map((error) => (error.split('\n\n')[0] ?? error).slice(0, 600));
      resolve({ ok: short.length === 0, errors: short });
    }
    for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  });
}

/**
 * Selects a docs page and resolves once it has rendered, with what a reader would flag:
 * a render error, or JSDoc markup such as `{@link X}` that reached the page as text.
 */
export function renderDocs(docsId: string): Promise<Outcome> {
  const channel = (globalThis as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
    .__STORYBOOK_ADDONS_CHANNEL__;
  return new Promise((resolve) => {
    const listeners: Record<string, (payload: never) => void> = {
      docsRendered: (id: string) => {
        if (id !== docsId) return;
        const text = document.getElementById('storybook-docs')?.innerText ?? '';
        const leftovers = text.match(/\{@\w+[^}]*\}/g) ?? [];
        finish(leftovers.map((markup) => `JSDoc markup shown as text: ${markup}`));
      },
      storyErrored: (error: { title: string; description: string }) =>
        finish([`render: ${error.title} ${error.description}`]),
      storyThrewException: (error: { message: string }) => finish([`render: ${error.message}`]),
      storyMissing: () => finish(['missing from the build']),
    };
    function finish(found: string[]) {
      for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
      resolve({ ok: found.length === 0, errors: found });
    }
    for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
    channel.emit('setCurrentStory', { storyId: docsId, viewMode: 'docs' });
  });
}

/** Resolves once the preview has loaded the build's story index and listens on its channel. */
export async function previewReady(): Promise<void> {
  const scope = globalThis as unknown as {
    __STORYBOOK_PREVIEW__?: { ready: () => Promise<unknown> };
    __STORYBOOK_ADDONS_CHANNEL__?: Channel;
  };
  await new Promise<void>((resolve) => {
    const check = () =>
      scope.__STORYBOOK_PREVIEW__ && scope.__STORYBOOK_ADDONS_CHANNEL__
        ? resolve()
        : requestAnimationFrame(check);
    check();
  });
  await scope.__STORYBOOK_PREVIEW__?.ready();
}
