// The test runner's Jest config (ejected): Chromium from the system, headless, quiet flags.
// Environment variables and a separate jest-playwright config are ignored by the runner, so the
// browser is configured here.
import { getJestConfig } from '@storybook/test-runner';

const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  // A story waits up to 10 s for what it checks; on a shared CI machine the runner's 15 s per story
  // left no room for the build's first render of a large story.
  testTimeout: 60_000,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      // Components honour prefers-reduced-motion. Every story runs with reduced motion; each story
      // with a play function then runs again in the same page with animations playing
      // (.storybook/test-runner.ts), so no play function passes only without animations.
      contextOptions: { reducedMotion: 'reduce' },
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--disable-dev-shm-usage',
        ],
      },
    },
  },
};
