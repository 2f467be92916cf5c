/**
 * JSDoc's inline links (`{@link Modal}`, `{@link Modal the modal}`, `{@linkcode …}`) make
 * names clickable in an editor, but Storybook's docs print a component's JSDoc as markdown,
 * where they showed as literal text. Here a link becomes the name in code style, or its label
 * when it has one.
 *
 * @example
 * jsdocLinksToMarkdown('Wrap it in a {@link ModalProvider}.') // 'Wrap it in a `ModalProvider`.'
 */
export function jsdocLinksToMarkdown(text: string): string {
  return text.replace(
    /\{@link(?:code|plain)?\s+([^\s|}]+)(?:\s*\|\s*|\s+)?([^}]*)\}/g,
    (_, target: string, label: string) => (label.trim() ? label.trim() : `\`${target}\``),
  );
}
