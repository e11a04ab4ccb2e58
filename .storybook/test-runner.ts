import type { TestRunnerConfig } from '@storybook/test-runner';

// scripts/test-storybook.mjs runs the stories twice. With reduced motion, every story: its render,
// its play function and axe. With the animations a designer's browser plays
// (STORYBOOK_MOTION=no-preference), the stories that have a play function (Storybook tags them
// 'play-fn'): what the motion pass catches is a check made before an entry animation ends, and a
// story without a play function checks nothing an animation could delay.
const config: TestRunnerConfig = {
  tags: process.env.STORYBOOK_MOTION === 'no-preference' ? { include: ['play-fn'] } : {},
};

export default config;
