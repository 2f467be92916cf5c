import type { Decorator, Preview } from '@storybook/react-vite';
import { extractComponentDescription } from 'storybook/internal/docs-tools';
import { jsdocLinksToMarkdown } from './jsdoc-links.ts';
import '../ui/src/styles/theme.css';

/**
 * The theme is a class on <html>, the hook theme.css's dark variant and tokens key on. The
 * story tests pin the `theme` global per Vitest project (ui/vitest.config.ts), so this same
 * decorator gives the light run and the dark run.
 */
const withTheme: Decorator = (Story, context) => {
  document.documentElement.classList.toggle('dark', context.globals.theme === 'dark');
  return <Story />;
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    // Accessibility violations fail the story tests instead of only showing in the panel.
    a11y: { test: 'error' },
    // Reviewers land on the introduction, which links to every piece.
    options: { storySort: { order: ['Introduction', 'Foundations', 'Components', 'Lite'] } },
    controls: { matchers: { color: /(background|color)$/i } },
    docs: {
      // The component's JSDoc is the docs page's description; its {@link X} shows as `X`.
      extractComponentDescription: (component: unknown) =>
        jsdocLinksToMarkdown(extractComponentDescription(component)),
    },
  },
};

export default preview;
