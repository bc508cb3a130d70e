import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useSite } from './harness.js';

const FAMILY = 'Source Serif 4';
const STYLESHEET = '/fonts.css?family=Source+Serif+4';

describe('the site\u2019s fonts from the fonts service, on the real server', () => {
  const site = useSite();

  test('the page links the stylesheet, its woff2 loads, and the font is in use with swap and its fallback face', async () => {
    await site.withPage(async ({ page, problems }) => {
      const answers = [];
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (pathname === '/fonts.css' || pathname.startsWith('/fonts/')) answers.push(response);
      });
      await page.goto('/', { waitUntil: 'load' });
      await page.waitForFunction(
        (family) =>
          document.fonts.check(`16px "${family}"`) &&
          [...document.fonts].some((face) => face.family.replace(/"/g, '') === family && face.status === 'loaded'),
        FAMILY,
        { timeout: 10_000 },
      );

      const stylesheet = answers.find((response) => new URL(response.url()).pathname === '/fonts.css');
      assert.ok(stylesheet, 'the stylesheet was requested');
      assert.equal(new URL(stylesheet.url()).search, STYLESHEET.slice('/fonts.css'.length));
      assert.equal(stylesheet.status(), 200);
      assert.match(stylesheet.headers()['content-type'], /^text\/css/);
      const files = answers.filter((response) => response.url().endsWith('.woff2'));
      assert.ok(files.length >= 1, 'a font file was downloaded');
      for (const file of files) {
        assert.equal(file.status(), 200, file.url());
        assert.equal(file.headers()['content-type'], 'font/woff2');
        assert.match(file.headers()['cache-control'], /immutable/);
      }
      assert.ok(
        files.every((file) => /-latin(-ext)?-/.test(file.url())),
        `only latin subsets: ${files.map((file) => file.url())}`,
      );

      const faces = await page.evaluate(() =>
        [...document.fonts].map(({ family, display, status }) => ({ family: family.replace(/"/g, ''), display, status })),
      );
      const own = faces.filter((face) => face.family === FAMILY);
      assert.ok(own.length > 0 && own.every((face) => face.display === 'swap'), JSON.stringify(own));
      assert.ok(
        faces.some((face) => face.family === `${FAMILY} Fallback`),
        'the fallback face is declared',
      );
      const stack = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--sq-site-font').trim());
      assert.equal(stack, `"${FAMILY}", "${FAMILY} Fallback", serif`);
      assert.equal(await page.locator(`link[rel="stylesheet"][href="${STYLESHEET}"]`).count(), 1);
      assert.deepEqual(problems, [], 'no console error and no policy violation');
    });
  });

  test('the fallback face takes the room the font takes, so the swap moves nothing', async () => {
    await site.withPage(async ({ page }) => {
      await page.goto('/', { waitUntil: 'load' });
      await page.waitForFunction(
        (family) => [...document.fonts].some((face) => face.family.replace(/"/g, '') === family && face.status === 'loaded'),
        FAMILY,
      );
      const boxes = await page.evaluate(async (family) => {
        await document.fonts.load(`20px "${family} Fallback"`);
        const text = 'The potter fires each glaze slowly, so the colours of the tide, the dune and the kelp come through. '.repeat(3);
        const measure = (fontFamily) => {
          const block = document.createElement('p');
          block.textContent = text;
          Object.assign(block.style, { fontFamily, fontSize: '20px', lineHeight: 'normal', width: '600px', margin: '0' });
          const line = document.createElement('span');
          line.textContent = 'Hamburgefonstiv';
          Object.assign(line.style, { fontFamily, fontSize: '20px', lineHeight: 'normal', whiteSpace: 'nowrap' });
          document.body.append(block, line);
          const box = {
            lineHeight: line.getBoundingClientRect().height,
            blockHeight: block.getBoundingClientRect().height,
            width: line.getBoundingClientRect().width,
          };
          block.remove();
          line.remove();
          return box;
        };
        return {
          font: measure(`"${family}"`),
          fallback: measure(`"${family} Fallback"`),
          unadjusted: measure('"Liberation Serif", "Times New Roman"'),
        };
      }, FAMILY);
      assert.ok(Math.abs(boxes.fallback.lineHeight - boxes.font.lineHeight) < 0.5, `line heights ${JSON.stringify(boxes)}`);
      assert.ok(Math.abs(boxes.fallback.blockHeight - boxes.font.blockHeight) < 1, `paragraph heights ${JSON.stringify(boxes)}`);
      assert.ok(Math.abs(boxes.fallback.width / boxes.font.width - 1) < 0.06, `widths ${JSON.stringify(boxes)}`);
      // Without the overrides the system font would take a different height: the check above can fail.
      assert.ok(Math.abs(boxes.unadjusted.lineHeight - boxes.font.lineHeight) > 1, `unadjusted ${JSON.stringify(boxes)}`);
    });
  });
});
