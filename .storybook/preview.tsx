import type { Decorator, Preview } from '@storybook/react-vite';
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
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
