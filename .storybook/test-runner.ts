import { appendFileSync } from 'node:fs';
import type { TestRunnerConfig } from '@storybook/test-runner';

type Page = Parameters<NonNullable<TestRunnerConfig['postVisit']>>[0];

// scripts/test-storybook.mjs runs every story once in Chromium with `prefers-reduced-motion:
// reduce`: its render, its play function and axe. Then each story with a play function (Storybook
// tags them 'play-fn') is remounted in the same page with the animations a designer's browser
// plays (`no-preference`) and must pass again, play function and axe: what this catches is a
// check made before an entry animation ends. A story without a play function checks nothing an
// animation could delay. Remounting in the page already open costs a render, where a second run
// of the runner cost a page and the preview bundle per story file.

interface Outcome {
  status: 'success' | 'error';
  messages: string[];
}

// Runs in the story's page: remounts the story and resolves with how its second run ended.
function remountInPage(storyId: string): Promise<Outcome> {
  interface Report {
    type: string;
    status: string;
    result?: { violations?: { id: string; help: string; nodes: unknown[] }[] };
  }
  interface Channel {
    on(event: string, listener: (payload: never) => void): void;
    off(event: string, listener: (payload: never) => void): void;
    emit(event: string, payload: unknown): void;
  }
  const scope = globalThis as unknown as {
    __STORYBOOK_ADDONS_CHANNEL__: Channel;
    __STORYBOOK_MODULE_CORE_EVENTS__: Record<string, string>;
  };
  const channel = scope.__STORYBOOK_ADDONS_CHANNEL__;
  const events = scope.__STORYBOOK_MODULE_CORE_EVENTS__;
  const finished = events.STORY_FINISHED ?? 'storyFinished';
  const threw = events.PLAY_FUNCTION_THREW_EXCEPTION ?? 'playFunctionThrewException';
  const unhandled = events.UNHANDLED_ERRORS_WHILE_PLAYING ?? 'unhandledErrorsWhilePlaying';
  const errored = events.STORY_THREW_EXCEPTION ?? 'storyThrewException';
  const messages: string[] = [];
  return new Promise((resolve) => {
    const onError = (error: { message?: string }) => {
      messages.push(error?.message ?? String(error));
    };
    const onUnhandled = (errors: { message?: string }[]) => {
      for (const error of errors) onError(error);
    };
    const onFinished = (payload: { storyId: string; status: string; reporters?: Report[] }) => {
      if (payload.storyId !== storyId) return;
      channel.off(finished, onFinished);
      channel.off(threw, onError);
      channel.off(errored, onError);
      channel.off(unhandled, onUnhandled);
      for (const report of payload.reporters ?? []) {
        if (report.status !== 'failed') continue;
        for (const violation of report.result?.violations ?? []) {
          messages.push(
            `${report.type}: ${violation.id} (${violation.help}), ${violation.nodes.length} element(s)`,
          );
        }
      }
      // A play function that throws is reported by its own event; the story still finishes.
      const ok = payload.status === 'success' && messages.length === 0;
      resolve({ status: ok ? 'success' : 'error', messages });
    };
    channel.on(finished, onFinished);
    channel.on(threw, onError);
    channel.on(errored, onError);
    channel.on(unhandled, onUnhandled);
    channel.emit(events.FORCE_REMOUNT ?? 'forceRemount', { storyId });
  });
}

// The build's index tags each story that has a play function 'play-fn' (the runtime story context
// does not carry that tag). Read once per runner worker.
let playStories: Promise<Set<string>> | undefined;
function storiesWithPlay(page: Page): Promise<Set<string>> {
  playStories ??= page
    .evaluate(async () => {
      const index = (await (await fetch('./index.json')).json()) as {
        entries: Record<string, { id: string; type: string; tags?: string[] }>;
      };
      return Object.values(index.entries)
        .filter((entry) => entry.type === 'story' && entry.tags?.includes('play-fn'))
        .map((entry) => entry.id);
    })
    .then((ids) => new Set(ids));
  return playStories;
}

const config: TestRunnerConfig = {
  async postVisit(page, context) {
    if ((context as { hasFailure?: boolean }).hasFailure) return;
    if (!(await storiesWithPlay(page)).has(context.id)) return;
    // The second run starts as a first visit would: no storage left by the first.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.context().clearCookies();
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    try {
      const outcome = await page.evaluate(remountInPage, context.id);
      if (outcome.status !== 'success') {
        throw new Error(
          `${context.title} > ${context.name} failed with animations playing (prefers-reduced-motion: no-preference):\n` +
            (outcome.messages.join('\n') || 'the story reported an error'),
        );
      }
      // scripts/test-storybook.mjs counts the stories that passed with animations playing.
      if (process.env.STORYBOOK_MOTION_LOG)
        appendFileSync(process.env.STORYBOOK_MOTION_LOG, `${context.id}\n`);
    } finally {
      await page.emulateMedia({ reducedMotion: 'reduce' });
    }
  },
};

export default config;
