import { resolve } from 'node:path';
import { build } from 'esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { browserPaths, CHROMIUM_FLAGS as flags } from './scripts/browsers.mjs';
import { apiStandIn } from './test/helpers/api-stand-in.mjs';
import { fontsStandIn } from './test/helpers/fonts-stand-in.mjs';
import { trustedTypesPage } from './test/trusted-types/page.mjs';
import { videoStandIn } from './test/helpers/video-stand-in.mjs';
import { embedFrameStandIn } from './test/helpers/embed-frame-stand-in.mjs';
import { scriptStandIn } from './test/helpers/script-stand-in.mjs';
import { mapTilesStandIn } from './test/helpers/map-tiles-stand-in.mjs';
import { chunkStandIn } from './test/helpers/chunk-stand-in.mjs';
import { browserUnitFiles } from './test/suites.mjs';

const testingWrapper = resolve('test/helpers/testing.ts');

/** Points test files' `@open-wc/testing` at the wrapper with the suite's defaults; the wrapper gets the real one. */
const testingDefaults = {
  name: 'testing-defaults',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^@open-wc\/testing$/ }, (args) =>
      args.importer === testingWrapper ? { path: '@open-wc/testing', external: true } : { path: testingWrapper },
    );
  },
};

/**
 * Bundles each test file with esbuild, the views on the React and react-dom the build ships (their
 * development builds, for React's warnings).
 */
function bundleTests() {
  return {
    name: 'bundle-tests',
    async serve(context) {
      if (!/\.test\.tsx?$/.test(context.path)) return undefined;
      const result = await build({
        entryPoints: [`.${context.path}`],
        bundle: true,
        write: false,
        format: 'esm',
        jsx: 'automatic',
        sourcemap: 'inline',
        target: 'es2022',
        // The fuzzers' seed and case count (test/helpers/random.ts), from the environment as `npm run fuzz` sets them.
        define: {
          'process.env.NODE_ENV': '"development"',
          'process.env.SQ_FUZZ_SEED': JSON.stringify(process.env.SQ_FUZZ_SEED ?? ''),
          'process.env.SQ_FUZZ_CASES': JSON.stringify(process.env.SQ_FUZZ_CASES ?? ''),
        },
        // util: @sinonjs/fake-timers requires it only where there is a Node process, never in the browser.
        external: ['@web/test-runner-commands', 'util'],
        plugins: [testingDefaults],
        logLevel: 'silent',
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}

const { chromium, firefox } = browserPaths();
const only = process.env.SQ_BROWSERS?.split(',');

/** Loading a test page may wait its turn on a busy machine: two minutes, not puppeteer's 30 s, before the file fails. */
async function patientPage({ context }) {
  const page = await context.newPage();
  page.setDefaultNavigationTimeout(120_000);
  return page;
}

/**
 * Firefox ESR 140 sizes the viewport over WebDriver BiDi but has no screen-orientation override,
 * which puppeteer sends with every viewport change; the size is set, so that one refusal is let go.
 */
async function firefoxPage({ context }) {
  const page = await patientPage({ context });
  const setViewport = page.setViewport.bind(page);
  page.setViewport = async (viewport) => {
    try {
      await setViewport(viewport);
    } catch (error) {
      if (!String(error?.message).includes('emulation.setScreenOrientationOverride')) throw error;
    }
  };
  return page;
}

const browsers = [
  Object.assign(chromeLauncher({ launchOptions: { executablePath: chromium, headless: true, args: flags }, createPage: patientPage }), {
    name: 'Chromium',
  }),
  // puppeteer drives Firefox over WebDriver BiDi through the same launcher; name it for the reports.
  Object.assign(chromeLauncher({ launchOptions: { browser: 'firefox', executablePath: firefox, headless: true }, createPage: firefoxPage }), {
    name: 'Firefox',
  }),
].filter((_, i) => !only || only.includes(i === 0 ? 'chromium' : 'firefox'));

export default {
  // The unit files that need a browser; the others run once, in Node (test/suites.mjs).
  files: [...browserUnitFiles(), 'test/elements/**/*.test.{ts,tsx}', 'test/trusted-types/**/*.test.ts'],
  nodeResolve: true,
  // One page at a time per browser: a background tab gets no animation frames and no focus.
  concurrency: 1,
  // Both browsers at once, each on its own page: the tests wait for signals, not for time, so a busy machine slows them without failing them.
  concurrentBrowsers: 2,
  browsers,
  // The HTTP client's failure paths need statuses on demand: a stand-in that answers like the server.
  // The elements under the recommended Content-Security-Policy, Trusted Types enforced: a page served with that header.
  // The fonts route, drawn by the server's own code.
  // The video providers' players, local: what they were asked for and the messages they received.
  // The embed block's frame, drawn by the server's own code with its sandbox policy.
  // A third-party script host that records what it was asked for, answers late or not at all.
  // A map tile service that records what it was asked for, answers, fails or stalls.
  // A slow network for the built library's own chunks: requests held unanswered on demand.
  middleware: [
    chunkStandIn(),
    apiStandIn(),
    fontsStandIn(),
    trustedTypesPage(),
    videoStandIn(),
    embedFrameStandIn(),
    scriptStandIn(),
    mapTilesStandIn(),
  ],
  plugins: [bundleTests()],
  // A test's whole budget, not a wait: its conditions wait for signals, 5 s each. The keyboard walks
  // through the back end's editors take a few hundred key presses, each a round trip to the browser,
  // and two browsers share two cores: 30 s, so a slow machine slows a test without failing it (a
  // test stopped at its time-out runs on, into the next one).
  testFramework: { config: { timeout: 30000 } },
  // `npm run fuzz` may run far more cases than `npm test` (SQ_FUZZ_CASES): an hour for a file, not five minutes.
  testsFinishTimeout: process.env.SQ_FUZZ_CASES ? 3600000 : 300000,
};
