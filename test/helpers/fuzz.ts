/**
 * What the element fuzzers share: every element, as custom-elements.json lists it (with all their
 * modules imported), the seed and case count from the environment, and the watch for what may
 * never happen whatever the input: a throw to the caller, an uncaught error, an unhandled rejection.
 */
import { aTimeout } from '@open-wc/testing';
import manifest from '../../custom-elements.json';
import '../../src/elements/sq-announcement-bar.js';
import '../../src/elements/sq-cart-indicator.js';
import '../../src/elements/sq-cart-page.js';
import '../../src/elements/sq-cookie-banner.js';
import '../../src/elements/sq-dialog.js';
import '../../src/elements/sq-donation.js';
import '../../src/elements/sq-form.js';
import '../../src/elements/sq-gallery.js';
import '../../src/elements/sq-lightbox.js';
import '../../src/elements/sq-marquee.js';
import '../../src/elements/sq-mobile-info-bar.js';
import '../../src/elements/sq-newsletter.js';
import '../../src/elements/sq-popup-overlay.js';
import '../../src/elements/sq-pricing-toggle.js';
import '../../src/elements/sq-product.js';
import '../../src/elements/sq-products.js';
import '../../src/elements/sq-reviews-request.js';
import '../../src/elements/sq-site-badge.js';
import '../../src/runtime/sq-site.js';
import '../../src/elements/sq-tooltip.js';
import '../../src/elements/sq-video.js';
import '../../src/elements/sq-embed.js';
import '../../src/elements/sq-audio.js';
import '../../src/elements/sq-image.js';
import '../../src/elements/sq-shape.js';
import '../../src/elements/sq-scaled-text.js';
import '../../src/elements/sq-accordion.js';
import '../../src/elements/sq-menu.js';
import '../../src/elements/sq-relative-time.js';
import '../../src/elements/sq-button.js';
import '../../src/elements/sq-follow-button.js';
import '../../src/elements/sq-share.js';
import '../../src/elements/sq-map.js';
import '../../src/elements/sq-reservation.js';
import '../../src/elements/sq-calendar.js';
import '../../src/elements/sq-events.js';
import '../../src/elements/sq-tour-dates.js';
import '../../src/elements/sq-chart.js';
import '../../src/elements/sq-summary.js';
import '../../src/elements/sq-search.js';
import '../../src/elements/sq-member-area.js';
import { configureApi } from '../../src/shared/api/index.js';
import { configureSiteRuntime } from '../../src/shared/site/runtime-config.js';
import { captureConsole } from './console.js';
import { fuzzSetting } from './random.js';
import { resetSiteTest } from './site.js';
import { standInBase } from './stand-in.js';

/** Set by web-test-runner's bundler from the environment (web-test-runner.config.mjs). */
declare const process: { env: Record<string, string | undefined> };

/** The seed from SQ_FUZZ_SEED, else the test's own. */
export const fuzzSeed = (fallback: number) => fuzzSetting(process.env.SQ_FUZZ_SEED, fallback);
/** The case count from SQ_FUZZ_CASES (per element), else the test's own bounded one. */
export const fuzzCases = (fallback: number) => fuzzSetting(process.env.SQ_FUZZ_CASES, fallback);

export type Kind = 'string' | 'number' | 'boolean' | 'json';
export interface Member {
  attribute: string;
  property: string;
  kind: Kind;
}
interface ManifestAttribute {
  name: string;
  fieldName?: string;
  type?: { text: string };
}
interface ManifestDeclaration {
  tagName?: string;
  customElement?: boolean;
  attributes?: ManifestAttribute[];
}

/** Every element and its members, from the manifest (kept current by `npm run manifest:check`). */
export const ELEMENTS: { tag: string; members: Member[] }[] = (manifest.modules as { declarations?: ManifestDeclaration[] }[])
  .flatMap((module) => module.declarations ?? [])
  .filter((declaration) => declaration.customElement && declaration.tagName)
  .map((declaration) => ({
    tag: declaration.tagName!,
    members: (declaration.attributes ?? []).map((attribute) => {
      const type = attribute.type?.text;
      const kind: Kind = type === 'string' || type === 'number' || type === 'boolean' ? type : 'json';
      return { attribute: attribute.name, property: attribute.fieldName ?? attribute.name, kind };
    }),
  }));

/** What went wrong while a case ran: throws to the caller, uncaught errors, unhandled rejections. */
export const failures: string[] = [];

/** Replaces mocha's window.onerror while a run lasts, so an uncaught error fails with its input, not as a bare message. */
export const onError: OnErrorEventHandlerNonNull = (message, _source, _line, _column, error) => {
  // The first frames say where, which the message alone does not.
  const where = error?.stack
    ?.split('\n')
    .filter((line) => /^\s*at |@/.test(line))
    .slice(0, 4)
    .join(' < ');
  failures.push(`uncaught: ${typeof message === 'string' ? message : 'an error event'}${where ? ` (${where.replace(/\s+/g, ' ')})` : ''}`);
  return true;
};
const onRejection = (event: PromiseRejectionEvent) => {
  const reason: unknown = event.reason;
  failures.push(`unhandled rejection: ${reason instanceof Error ? reason.message : String(reason as string)}`);
  event.preventDefault();
  event.stopImmediatePropagation();
};

/** Starts recording into `failures`; the function it returns puts mocha's handlers back. */
export function watchFailures(): () => void {
  const mochaOnError = window.onerror;
  window.onerror = onError;
  window.addEventListener('unhandledrejection', onRejection, true);
  return () => {
    window.onerror = mochaOnError;
    window.removeEventListener('unhandledrejection', onRejection, true);
  };
}

/** Runs `work`, recording a throw to the caller as a failure. */
export function guarded(work: () => void): void {
  try {
    work();
  } catch (error) {
    failures.push(`thrown to the caller: ${error instanceof Error ? `${error.name}: ${error.message}` : 'a non-Error'}`);
  }
}

/** Lets the views render and run their effects, and the elements' own tasks start. */
export const settle = async () => {
  await aTimeout(0);
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await aTimeout(0);
};

/**
 * The page a fuzz suite runs in, set up before its tests and undone after: the API at the stand-in,
 * no navigation (a random context may hold an owner: nothing may leave the test page), failures
 * watched and the console captured. `console` is the capture, for use inside the tests.
 */
export function fuzzPage(): { console: ReturnType<typeof captureConsole> } {
  const page = {} as { console: ReturnType<typeof captureConsole> };
  let unwatch: () => void;
  const startUrl = location.href;
  before(() => {
    resetSiteTest();
    configureApi({ baseUrl: standInBase() });
    configureSiteRuntime({ assign: () => {} });
    unwatch = watchFailures();
    page.console = captureConsole();
  });
  after(() => {
    page.console.restore();
    unwatch();
    history.replaceState(null, '', startUrl);
    resetSiteTest();
  });
  return page;
}
