import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // The introduction page (MDX) first, then every component's stories.
  stories: ['../ui/src/introduction.mdx', '../ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The machine has no network beyond the package registries (toolchain trap 5).
  core: { disableTelemetry: true },
  // Storybook's Vite config is its own, so the Tailwind plugin the apps use is added here.
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [tailwindcss()] }),
};

export default config;
