import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig, type UserConfig } from 'vite';
import { workspaceAliases } from '../scripts/aliases.mjs';

const workspaceViteConfig: UserConfig = {
  // Stories import @compare/* by public name; resolve those to source, not a stale dist/.
  resolve: { alias: workspaceAliases },
  build: {
    // A static Storybook is one big preview bundle by design; the default limit only adds noise.
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      // Libraries' "use client" directives mean nothing in a client-only bundle.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
};

const config: StorybookConfig = {
  // Every workspace package contributes stories and docs pages to this one Storybook.
  stories: ['../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, workspaceViteConfig),
};

export default config;
