import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { gotoSettled, useSite } from './harness.js';
import { settled, trackRequests } from './settled.js';

const PLAYER_CHUNK = /\/dist\/chunks\/VideoPlayer-[\w-]+\.js(\?|$)/;
const PROVIDER_HOSTS = /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|vimeo\.com|vimeocdn\.com|wistia\.(com|net)|animoto\.com)$/;
const LOAD_FAILED = '<sq-video>: the player could not load; play again to retry.';

describe('the films page: the video player’s code loads on the intent to play, from the site itself', () => {
  const site = useSite();

  /** Opens /films with every request recorded, the providers' players answered by a stand-in (no network), and `failChunk` player chunk fetches failed. */
  async function openFilms(page, { failChunk = 0 } = {}) {
    const requests = [];
    page.on('request', (request) => requests.push(new URL(request.url())));
    await page.route(
      (url) => PROVIDER_HOSTS.test(url.hostname),
      (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Playing</p>' }),
    );
    let failures = failChunk;
    await page.route(PLAYER_CHUNK, (route) => (failures-- > 0 ? route.abort('connectionfailed') : route.fallback()));
    await gotoSettled(page, '/films');
    return {
      chunkRequests: () => requests.filter((url) => PLAYER_CHUNK.test(url.pathname + url.search)),
      providerRequests: () => requests.filter((url) => PROVIDER_HOSTS.test(url.hostname)),
    };
  }

  test('nothing of the player before intent; the pointer over a play button fetches the chunk from the site and asks no provider; a click plays', async () => {
    await site.withPage(async ({ page, problems }) => {
      const { chunkRequests, providerRequests } = await openFilms(page);
      const play = page.getByRole('button', { name: 'Play Throwing a tide mug' });
      await play.waitFor();
      assert.deepEqual(chunkRequests(), [], 'no player chunk before the intent to play');
      assert.deepEqual(providerRequests(), []);

      const requests = trackRequests(page);
      await play.hover();
      await page.waitForResponse(PLAYER_CHUNK);
      const [chunk] = chunkRequests();
      assert.equal(chunk.origin, new URL(site.server.url).origin);
      // Whatever the intent leads to has been asked for once the page has settled after the chunk.
      await settled(page, requests);
      requests.stop();
      assert.deepEqual(providerRequests(), [], 'no provider request on the intent');
      assert.equal(await page.locator('sq-video iframe').count(), 0);

      await play.click();
      const player = page.locator('sq-video iframe');
      await player.waitFor();
      assert.match(await player.getAttribute('src'), /^https:\/\/www\.youtube\.com\/embed\/aqz-KE-bpKQ\?autoplay=1/);
      assert.equal(await player.evaluate((frame) => frame.getRootNode().activeElement === frame), true, 'the player has the focus');
      assert.equal(chunkRequests().length, 1, 'the chunk is fetched once');
      assert.deepEqual(
        providerRequests().map((url) => url.hostname),
        ['www.youtube.com'],
      );
      assert.deepEqual(problems, []);
    });
  });

  test('four films in a row: each play shows its own provider’s player with focus, and stops the one before', async () => {
    await site.withPage(async ({ page, problems }) => {
      await openFilms(page);
      const films = [
        ['Throwing a tide mug', /^https:\/\/www\.youtube\.com\/embed\/aqz-KE-bpKQ\?autoplay=1/],
        ['Glazing day', /^https:\/\/player\.vimeo\.com\/video\/76979871\?autoplay=1/],
        ['Opening the kiln', /^https:\/\/fast\.wistia\.net\/embed\/iframe\/e4a27b971d\?autoPlay=true/],
        ['Evening at the harbour', /^https:\/\/animoto\.com\/embeds\/Jw2Sxkz8JqjmNI2VJKpzgA\?autoplay=true/],
      ];
      for (const [title, src] of films) {
        const play = page.getByRole('button', { name: `Play ${title}` });
        await play.scrollIntoViewIfNeeded();
        await play.click();
        const player = page
          .locator('sq-video')
          .filter({ has: page.locator(`iframe[title="${title}"]`) })
          .locator('iframe');
        await player.waitFor();
        assert.match(await player.getAttribute('src'), src, title);
        assert.equal(await player.evaluate((frame) => frame.getRootNode().activeElement === frame), true, `${title}: the player has the focus`);
      }
      // Each play stopped the one before: YouTube and Vimeo listen and are paused in place, Wistia
      // does not and went back to its poster; the last film plays.
      const frames = await page.locator('sq-video iframe').evaluateAll((nodes) => nodes.map((node) => node.title));
      assert.deepEqual(frames, ['Throwing a tide mug', 'Glazing day', 'Evening at the harbour']);
      assert.ok(await page.getByRole('button', { name: 'Play Opening the kiln' }).isVisible(), 'the kiln film shows its poster again');
      assert.equal(await page.frameLocator('iframe[title="Evening at the harbour"]').locator('p').textContent(), 'Playing');
      assert.deepEqual(problems, []);
    });
  });

  test('a player chunk that cannot load leaves the play button and one console error; the next click plays', async () => {
    await site.withPage(async ({ page, problems }) => {
      const { chunkRequests, providerRequests } = await openFilms(page, { failChunk: 1 });
      const play = page.getByRole('button', { name: 'Play Glazing day' });
      await play.waitFor();
      const requests = trackRequests(page);
      // A click with no intent before it: the pointer never came over the button.
      await play.evaluate((button) => button.click());
      await page.waitForEvent('console', (message) => message.type() === 'error' && message.text().includes(LOAD_FAILED));
      // A second error or a retry would come while the page settles after the failed load.
      await settled(page, requests);
      requests.stop();
      assert.equal(problems.filter((problem) => problem.includes(LOAD_FAILED)).length, 1);
      assert.ok(await play.isVisible(), 'the play button stays');
      assert.equal(await page.locator('sq-video iframe').count(), 0);
      assert.deepEqual(providerRequests(), []);

      await play.click();
      const player = page.locator('sq-video iframe');
      await player.waitFor();
      assert.match(await player.getAttribute('src'), /^https:\/\/player\.vimeo\.com\/video\/76979871\?autoplay=1/);
      assert.equal(chunkRequests().length, 2, 'the second click fetched the chunk again');
      assert.deepEqual(
        problems.filter((problem) => !problem.includes(LOAD_FAILED) && !problem.includes('net::ERR_CONNECTION_FAILED')),
        [],
      );
    });
  });
});
