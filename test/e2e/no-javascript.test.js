import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, test } from 'node:test';
import { query, useSite } from './harness.js';

const CONTACT = '65f1a2b3c4d5e6f708192e01';
/** The demo owner (demo/site/owners.json) and the password the server guide documents (docs/guides/server.md). */
const OWNER = { email: 'owner@example.com', password: 'juniper-owner' };
const NO_SCRIPTS = { javaScriptEnabled: false };

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's WCAG 2.2 AA and best-practice violations on the page as it is. The page runs no scripts,
 * so axe cannot go in as a script tag and the page's timers never fire: axe is evaluated from the
 * test (which the browser allows) with its timers run as promise reactions (queueMicrotask does
 * not run there either), and the evaluation answers once axe's callback has its results.
 */
async function axeViolationsHere(page) {
  let timer;
  const expired = new Promise((resolve, reject) => {
    timer = setTimeout(() => reject(new Error('axe gave no answer in 10 s')), 10_000);
  });
  const answer = page.evaluate(
    (source) =>
      new Promise((resolve) => {
        window.setTimeout = (run, _delay, ...args) => {
          Promise.resolve().then(() => run(...args));
          return 0;
        };
        window.clearTimeout = () => {};
        window.requestAnimationFrame = (run) => {
          Promise.resolve().then(() => run(performance.now()));
          return 0;
        };
        (0, eval)(source);
        const runOnly = { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] };
        window.axe.run(document, { iframes: false, runOnly }, (error, results) => {
          resolve(
            error
              ? [`axe failed: ${error}`]
              : results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`),
          );
        });
      }),
    axeSource,
  );
  try {
    return await Promise.race([answer, expired]);
  } finally {
    clearTimeout(timer);
  }
}

/** Fills in the contact form as a visitor does; `skip` leaves those labelled fields empty. */
async function fillContact(page, { skip = [] } = {}) {
  const form = page.locator(`form[action="/forms/${CONTACT}/submit"]`);
  const fill = async (label, value) => {
    if (!skip.includes(label)) await form.getByLabel(label, { exact: true }).fill(value);
  };
  await fill('First Name', 'Ada');
  await fill('Last Name', 'Potter');
  await fill('Email (required)', 'ada@example.com');
  await form.getByLabel('Topic (required)').selectOption('A workshop');
  await form.getByLabel('Bowls').check();
  await fill('Message (required)', 'Two places on the Saturday wheel session, please.');
  await form.getByLabel('A market').check();
  return form;
}

describe('the site with JavaScript disabled, against the real server', () => {
  const site = useSite();
  const submissions = () => query(site.server.dbFile, 'SELECT * FROM form_submissions WHERE form_id = ?', CONTACT);

  test('the contact form posts, and the page that comes back says it was sent; the submission is stored', async () => {
    await site.withPage(async ({ page }) => {
      await page.goto('/contact');
      const form = await fillContact(page);
      await form.getByRole('button', { name: 'Send message' }).click();
      await page.waitForURL(`**/forms/${CONTACT}/submit`);
      await page.getByRole('status').filter({ hasText: 'Thank you. We answer every message within two working days.' }).waitFor();
      assert.equal(await page.locator(`form[action="/forms/${CONTACT}/submit"]`).count(), 0, 'the sent form is not shown again');
      assert.equal(
        await page.getByRole('heading', { level: 1 }).textContent(),
        'Contact the studio',
        'the answer is the contact page, in the site’s layout',
      );
      assert.ok(await page.getByRole('navigation').first().isVisible(), 'with the site’s navigation');

      const rows = submissions();
      assert.equal(rows.length, 1);
      const values = JSON.parse(rows[0].form_json);
      assert.deepEqual(values['name-yui_3_17_2_1_1'], ['Ada', 'Potter']);
      assert.equal(values['email-yui_3_17_2_1_2'], 'ada@example.com');
      assert.equal(values['select-yui_3_17_2_1_5'], 'A workshop');
      assert.deepEqual(values['checkbox-yui_3_17_2_1_6'], ['Bowls']);
      assert.equal(values['radio-yui_3_17_2_1_9'], 'A market');
      assert.equal(values['hidden-yui_3_17_2_1_10'], 'none');
      assert.deepEqual(await axeViolationsHere(page), []);

      // Reloading the answer sends the same post, with the same one-time key, again: it is refused, and nothing more is stored.
      const again = await page.reload();
      assert.equal(again.status(), 409);
      await page.getByRole('alert').filter({ hasText: 'This form was already sent' }).waitFor();
      assert.equal(submissions().length, 1);
    }, NO_SCRIPTS);
  });

  test('a post missing a required field comes back with the spec’s messages above the values entered', async () => {
    const before = submissions().length;
    await site.withPage(async ({ page }) => {
      await page.goto('/contact');
      const form = await fillContact(page, { skip: ['Last Name', 'Message (required)'] });
      await form.getByRole('button', { name: 'Send message' }).click();
      await page.waitForURL(`**/forms/${CONTACT}/submit`);
      const summary = page.getByRole('alert');
      await summary.filter({ hasText: 'Your form has encountered a problem. Please scroll down to review.' }).waitFor();
      assert.match(await summary.textContent(), /One or more fields is invalid, please check your entries\./);
      assert.match(await page.title(), /^Error: /);
      const refused = page.locator(`form[action="/forms/${CONTACT}/submit"]`);
      assert.equal(await refused.getByLabel('First Name').inputValue(), 'Ada', 'the values entered are kept');
      assert.equal(await refused.getByLabel('Email (required)').inputValue(), 'ada@example.com');
      assert.equal(await refused.getByLabel('Topic (required)').inputValue(), 'A workshop');
      assert.ok(await refused.getByLabel('Bowls').isChecked());
      assert.ok(await refused.getByLabel('A market').isChecked());
      assert.equal(await refused.getByLabel('Message (required)').getAttribute('aria-invalid'), 'true');
      assert.match(await refused.locator('.form-fallback-field--textarea').textContent(), /Error: Message is required\./);
      assert.deepEqual(await axeViolationsHere(page), []);

      // The summary's link leads to the field; completing the form sends it.
      await summary.getByRole('link', { name: 'Name is required.' }).click();
      await refused.getByLabel('Last Name').fill('Potter');
      await refused.getByLabel('Message (required)').fill('Two places, please.');
      await refused.getByRole('button', { name: 'Send message' }).click();
      await page.getByRole('status').filter({ hasText: 'Thank you.' }).waitFor();
    }, NO_SCRIPTS);
    assert.equal(submissions().length, before + 1, 'only the completed post is stored');
  });

  test('the owner signs in with a plain form post and lands on the back end; a wrong password shows why', async () => {
    await site.withPage(async ({ page }) => {
      await page.goto('/config/');
      await page.getByLabel('Email').fill(OWNER.email);
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' }).waitFor();
      assert.doesNotMatch(await page.content(), /crumbFail/);
      assert.equal(await page.getByLabel('Email').inputValue(), OWNER.email);

      await page.getByLabel('Password').fill(OWNER.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL('**/config/');
      await page.getByText('Signed in as').waitFor();
      assert.match(await page.locator('header').textContent(), /Signed in as Site Owner/);
      assert.equal(query(site.server.dbFile, 'SELECT * FROM owner_sessions').length, 1);
    }, NO_SCRIPTS);
  });

  test('products show their prices, on the shop and on a product’s page with its options to choose', async () => {
    await site.withPage(async ({ page }) => {
      await page.goto('/shop');
      const mug = page.locator('.products-fallback li').filter({ hasText: 'Tide mug' });
      assert.ok(await mug.isVisible());
      assert.match(await mug.textContent(), /£\d+\.\d\d/);
      await page.goto('/shop/tide-mug');
      const product = page.locator('.product-fallback');
      assert.ok(await product.isVisible());
      assert.match(await product.textContent(), /£\d+\.\d\d/);
      assert.deepEqual(await product.getByLabel('Size').locator('option').allTextContents(), ['Select Size', '300 ml', '450 ml']);
    }, NO_SCRIPTS);
  });

  test('the journal summary lists its posts, linked, without scripts', async () => {
    await site.withPage(async ({ page }) => {
      await page.goto('/journal');
      const summary = page.locator('sq-summary');
      for (const title of ['Packing pots that travel', 'Trimming day', 'A salt glaze by the sea', "Reading the kiln's colour"]) {
        assert.ok(await summary.getByRole('link', { name: title }).isVisible(), title);
      }
      assert.equal(await summary.locator('.summary-item').count(), 4);
      const [first, second] = await summary.locator('.summary-item').evaluateAll((items) => items.map((item) => item.getBoundingClientRect()));
      assert.ok(second.top >= first.bottom, 'the list design puts one post under the other');
    }, NO_SCRIPTS);
  });

  test('the pricing toggle shows both periods, each under its label', async () => {
    await site.withPage(async ({ page }) => {
      await page.goto('/shop');
      const toggle = page.locator('sq-pricing-toggle');
      for (const [label, price, link] of [
        ['Monthly', '£12 a month, billed monthly.', 'Join monthly'],
        ['Annual', '£120 a year: two months free.', 'Join for a year'],
      ]) {
        assert.ok(await toggle.getByText(label, { exact: true }).isVisible(), label);
        assert.ok(await toggle.getByText(price).isVisible(), price);
        assert.ok(await toggle.getByRole('link', { name: link }).isVisible(), link);
      }
      const [monthly, annual] = await toggle
        .locator('.pricing-period')
        .evaluateAll((periods) => periods.map((period) => period.getBoundingClientRect()));
      assert.ok(annual.top >= monthly.bottom || annual.left >= monthly.right, 'the two periods are laid out apart, not run together');
    }, NO_SCRIPTS);
  });

  test('the contact page shows the static picture of the studio and its address, and asks for no tile', async () => {
    await site.withPage(async ({ page }) => {
      const tiles = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/maps/tiles/')) tiles.push(request.url());
      });
      await page.goto('/contact');
      const map = page.locator('sq-map');
      const picture = map.getByRole('img', { name: 'Map of Juniper Ceramics, 12 Harbour Road, Porthleven, United Kingdom' });
      await picture.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => document.querySelector('sq-map img')?.complete === true);
      assert.ok(await picture.isVisible());
      const { naturalWidth, width, height } = await picture.evaluate((img) => ({
        naturalWidth: img.naturalWidth,
        width: img.getBoundingClientRect().width,
        height: img.getBoundingClientRect().height,
      }));
      assert.ok(naturalWidth > 0, 'the server drew the picture');
      assert.ok(Math.abs(height - (width * 9) / 16) < 1, 'the picture is at the map’s ratio');
      const address = map.locator('address');
      assert.equal((await address.innerText()).replace(/\s+/g, ' ').trim(), 'Juniper Ceramics 12 Harbour Road Porthleven United Kingdom');
      assert.deepEqual(tiles, []);
      assert.deepEqual(await axeViolationsHere(page), []);
    }, NO_SCRIPTS);
  });

  test('the studio news marquee shows every item, wrapped inside the page, with its links', async () => {
    await site.withPage(async ({ page }) => {
      await page.goto('/');
      const news = page.locator('#studio-news');
      const box = await news.boundingBox();
      const items = await news
        .locator('.marquee-item')
        .evaluateAll((nodes) => nodes.map((node) => [node.textContent, node.getBoundingClientRect().right]));
      assert.equal(items.length, 5);
      for (const [text, right] of items) assert.ok(right <= box.x + box.width + 0.5, `${text} is inside the page`);
      assert.ok(await news.getByRole('link', { name: 'Wheel workshops for beginners' }).isVisible());
      assert.equal(await news.locator('[data-sq-marquee-copy]').count(), 0);
    }, NO_SCRIPTS);
  });

  test('the films page shows each video’s poster as a link to the video, and the embed in its frame', async () => {
    await site.withPage(async ({ page }) => {
      const requests = [];
      page.on('request', (request) => requests.push(new URL(request.url()).hostname));
      await page.goto('/films');
      for (const [title, provider] of [
        ['Throwing a tide mug', 'YouTube'],
        ['Glazing day', 'Vimeo'],
        ['Opening the kiln', 'Wistia'],
        ['Evening at the harbour', 'Animoto'],
      ]) {
        const link = page.getByRole('link', { name: `Play ${title} on ${provider}` });
        assert.ok(await link.isVisible(), title);
        const box = await link.locator('img').boundingBox();
        assert.ok(box.width > 200 && box.height > 100, `${title}: the poster shows at its size`);
      }
      const frame = page.frameLocator('sq-embed iframe');
      await frame.getByRole('heading', { name: 'Open studio hours' }).waitFor();
      const hosts = [...new Set(requests)];
      assert.deepEqual(
        hosts.filter((host) => /youtube|vimeo|wistia|animoto|ytimg/.test(host)),
        [],
        'no request to a video provider',
      );
      assert.deepEqual(await axeViolationsHere(page), []);
    }, NO_SCRIPTS);
  });

  test('a purchase from start to end: options, add to cart, the header count, a quantity changed, a line removed, checkout, the order confirmed', async () => {
    await site.withPage(async ({ page }) => {
      const cartLink = page.locator('header').getByRole('link', { name: /^Cart/ });
      await page.goto('/shop/tide-mug');
      assert.equal(await cartLink.textContent(), 'Cart No items in cart');

      // Add to Cart without a size: the browser asks for it first; the server would refuse it too.
      const form = page.locator('.product-fallback form');
      await form.getByLabel('Size').selectOption('450 ml');
      await form.getByLabel('Quantity').fill('2');
      await Promise.all([page.waitForURL(/\/shop\/tide-mug\?added=/), form.getByRole('button', { name: 'Add to Cart' }).click()]);
      const added = page.getByRole('status');
      assert.equal((await added.textContent()).trim().replace(/\s+/g, ' '), 'Added to your cart: Tide mug (450 ml). View cart');
      // It takes focus as the page loads, so it is read out and seen.
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'product-notice');
      assert.equal(await cartLink.textContent(), 'Cart2 2 items in cart');
      assert.deepEqual(await axeViolationsHere(page), [], 'the product page after an add');

      await page.goto('/shop/mug-of-the-month');
      await Promise.all([page.waitForURL(/\?added=/), page.getByRole('button', { name: 'Add to Cart' }).click()]);
      assert.match(await cartLink.textContent(), /3 items in cart/);

      await Promise.all([page.waitForURL('**/cart'), cartLink.click()]);
      const lines = page.locator('.cart-line');
      assert.deepEqual(await lines.locator('.cart-line-title').allTextContents(), ['Tide mug', 'Mug of the month club']);
      assert.equal(await page.locator('.cart-subtotal').textContent(), 'Subtotal £110.00');
      assert.deepEqual(await axeViolationsHere(page), [], 'the cart page');

      await page.getByLabel('Quantity Tide mug').fill('3');
      await Promise.all([page.waitForURL(/\/cart\?updated=/), page.getByRole('button', { name: 'Update Tide mug' }).click()]);
      assert.match(await page.getByRole('status').textContent(), /Quantity updated: Tide mug \(450 ml\)\./);
      assert.equal(await page.getByLabel('Quantity Tide mug').inputValue(), '3');
      assert.equal(await page.locator('.cart-subtotal').textContent(), 'Subtotal £149.00');

      await Promise.all([page.waitForURL(/\/cart\?removed=/), page.getByRole('button', { name: 'Remove Mug of the month club' }).click()]);
      assert.match(await page.getByRole('status').textContent(), /Removed from your cart: Mug of the month club\./);
      assert.deepEqual(await lines.locator('.cart-line-title').allTextContents(), ['Tide mug']);
      assert.match(await cartLink.textContent(), /3 items in cart/);

      // More than the stock: the cart page again, saying why, the quantity as typed.
      await page.getByLabel('Quantity Tide mug').fill('9');
      await page.getByRole('button', { name: 'Update Tide mug' }).click();
      assert.match(await page.getByRole('alert').textContent(), /Unable to update quantity\. Only 4 of this item are in stock\./);
      assert.equal(await page.getByLabel('Quantity Tide mug').inputValue(), '9');

      await Promise.all([page.waitForURL('**/commerce/goto-checkout'), page.getByRole('link', { name: 'Checkout' }).click()]);
      assert.match(await page.locator('.checkout-summary tbody').textContent(), /Tide mug\s*Size: 450 ml\s*3\s*£117\.00/);
      await page.getByLabel('Email').fill('ada@example.com');
      await page.getByLabel('Full name').fill('Ada Potter');
      await page.getByLabel('Address', { exact: true }).fill('12 Harbour Road');
      await page.getByLabel('City').fill('Porthleven');
      await page.getByLabel('Postcode').fill('TR13 9JA');
      await Promise.all([
        page.waitForURL(/\/commerce\/orders\/[A-Za-z0-9_-]{43}\/confirmed$/),
        page.getByRole('button', { name: 'Place test order' }).click(),
      ]);
      assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Thank you for your order');
      const [order] = query(site.server.dbFile, 'SELECT * FROM orders');
      assert.deepEqual([order.email, order.subtotal_cents], ['ada@example.com', 11700]);
      // The bought cart is done with: the header and the cart page read empty again.
      await page.goto('/cart');
      assert.equal(await page.locator('.cart-empty').textContent(), 'Your cart is empty.');
      assert.equal(await cartLink.textContent(), 'Cart No items in cart');
    }, NO_SCRIPTS);
  });

  test('a gift card is bought through its own checkout: choose the amount, Buy gift card, the checkout names the card and its price', async () => {
    await site.withPage(async ({ page }) => {
      await page.goto('/shop/gift-card');
      const form = page.locator('.product-fallback form');
      assert.equal(await form.getByRole('button', { name: 'Add to Cart' }).count(), 0, 'not through the cart');
      // Without an amount the browser asks for one first.
      await form.getByRole('button', { name: 'Buy gift card' }).click();
      assert.equal(await form.getByLabel('Amount').evaluate((select) => select.validity.valueMissing), true);
      assert.match(page.url(), /\/shop\/gift-card$/);
      await form.getByLabel('Amount').selectOption({ label: '£50' });
      assert.deepEqual(await axeViolationsHere(page), [], 'the gift card page');
      await Promise.all([page.waitForURL(/\/checkout\/giftcard\?/), form.getByRole('button', { name: 'Buy gift card' }).click()]);
      const url = new URL(page.url());
      assert.deepEqual(Object.fromEntries(url.searchParams), {
        websiteId: '65f1a2b3c4d5e6f708192a3b',
        giftCardProductId: '65f1a2b3c4d5e6f708192d07',
        sku: 'SQ0000702',
      });
      assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Gift card checkout');
      const text = (await page.locator('main').textContent()).replace(/\s+/g, ' ');
      assert.match(text, /Studio gift card/);
      assert.match(text, /£50\.00/);
      assert.doesNotMatch(text, /£25\.00/);
    }, NO_SCRIPTS);
  });

  test('a refused add says why above the form, with what was chosen kept', async () => {
    await site.withPage(async ({ page }) => {
      await page.goto('/shop/tide-mug');
      const form = page.locator('.product-fallback form');
      // The size no other test buys: orders take from the stock.
      await form.getByLabel('Size').selectOption('300 ml');
      await form.getByLabel('Quantity').fill('13');
      await form.getByRole('button', { name: 'Add to Cart' }).click();
      assert.equal((await page.getByRole('alert').textContent()).trim(), 'Only 12 of this item are in stock.');
      assert.equal(await form.getByLabel('Size').inputValue(), '300 ml');
      assert.equal(await form.getByLabel('Quantity').inputValue(), '13');
      assert.equal(await form.getByLabel('Quantity').getAttribute('aria-describedby'), 'product-notice');
      assert.equal(await page.locator('header').getByRole('link', { name: /^Cart/ }).textContent(), 'Cart No items in cart');
    }, NO_SCRIPTS);
  });

  test('the album on the Listen page is its tracks, each with the browser’s own player, and it plays', async () => {
    await site.withPage(async ({ page }) => {
      await page.goto('/listen');
      const album = page.locator('sq-audio');
      const items = album.locator('li');
      assert.equal(await items.count(), 4);
      assert.deepEqual(await album.locator('.audio-track-title').allTextContents(), ['Harbour morning', 'Tide turning', 'Net loft', 'Evening kiln']);
      const players = album.locator('audio[controls]');
      assert.equal(await players.count(), 4);
      for (const index of [0, 1, 2, 3]) assert.ok(await players.nth(index).isVisible(), `player ${index + 1} shows`);
      const played = await players.first().evaluate(async (audio) => {
        audio.muted = true;
        await audio.play();
        return !audio.paused && audio.duration;
      });
      assert.equal(played, 8, 'the first track plays from the site, eight seconds long');
      assert.deepEqual(await axeViolationsHere(page), []);
    }, NO_SCRIPTS);
  });

  test('the studio page shows its pictures in their layouts and its heading, with nothing failing axe', async () => {
    await site.withPage(async ({ page }) => {
      await page.goto('/studio');
      assert.ok(await page.getByRole('heading', { level: 1, name: 'The studio by the harbour' }).isVisible());
      // The main picture, and the <noscript> copies of the lazy ones; their <img data-src> is never shown.
      const pictures = page.locator('sq-image img').filter({ visible: true });
      assert.equal(await pictures.count(), 6);
      assert.equal(await page.locator('sq-image > img[data-src]').count(), 5);
      // Every picture loads (scrolled to, as the lazy ones wait for that), at its reserved size.
      for (const picture of await pictures.all()) {
        await picture.scrollIntoViewIfNeeded();
        await page.waitForFunction((node) => node.complete && node.naturalWidth > 0, await picture.elementHandle());
        assert.ok((await picture.boundingBox()).height > 100);
      }
      const card = page.locator('#studio-card');
      const [image, text] = await Promise.all([card.getByRole('img').boundingBox(), card.locator('.image-text').boundingBox()]);
      assert.ok(text.x >= image.x + image.width - 1, 'the card puts its text beside the picture');
      assert.ok(await card.getByRole('link', { name: 'Book a workshop' }).isVisible());
      assert.deepEqual(await axeViolationsHere(page), []);
    }, NO_SCRIPTS);
  });

  test('the questions page shows every answer, the café menu every section in order, the buttons as links', async () => {
    await site.withPage(async ({ page }) => {
      await page.goto('/faq');
      const faq = page.locator('sq-accordion');
      const headings = await faq.getByRole('heading', { level: 2 }).allTextContents();
      assert.equal(headings.length, 5);
      assert.equal(headings[0], 'How long does an order take to arrive?');
      assert.ok(await faq.getByText('Send us a photo within fourteen days').isVisible(), 'a later answer shows');
      assert.equal(await faq.locator('button').count(), 0, 'no button that would do nothing');
      assert.ok(await page.getByRole('link', { name: 'Ask us something else' }).isVisible());
      assert.deepEqual(await axeViolationsHere(page), []);

      await page.goto('/visit');
      const menu = page.locator('sq-menu');
      assert.deepEqual(await menu.getByRole('heading', { level: 3 }).allTextContents(), ['Coffee & tea', 'Cakes', 'Lunch']);
      for (const dish of ['Flat white', 'Saffron bun', 'Crab sandwich']) assert.ok(await menu.getByText(dish).isVisible(), dish);
      assert.equal(await menu.getByRole('tab').count(), 0);
      assert.equal(await page.locator('sq-relative-time').textContent(), '26 November 2026');
      assert.ok(await page.getByRole('link', { name: 'Book a wheel session' }).isVisible());
      assert.deepEqual(await axeViolationsHere(page), []);
    }, NO_SCRIPTS);
  });
  test('the events page shows the month’s calendar, each event with its time, place and calendar links, its .ics file downloads, and the tour dates', async () => {
    await site.withPage(async ({ context, page }) => {
      await page.goto('/events');
      const calendar = page.locator('sq-calendar');
      const table = calendar.getByRole('table');
      assert.ok(await table.isVisible());
      assert.match((await table.locator('caption').textContent()).trim(), /^[A-Z][a-z]+ \d{4}$/);
      assert.deepEqual(await table.getByRole('columnheader').allTextContents(), ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
      assert.equal(await table.locator('td').count(), 42);
      assert.equal(await calendar.locator('td[aria-current="date"]').count(), 1);
      assert.equal(await calendar.getByRole('button').count(), 0, 'no month button that would do nothing');
      const list = page.locator('sq-events');
      const first = list.locator('li.sq-event').first();
      assert.ok(await first.getByRole('heading', { level: 3 }).isVisible());
      assert.match(await first.locator('time').textContent(), /\d{4}, \d{1,2}:\d{2}\s?(AM|PM).*G(MT|MT\+1)$/);
      const ics = list.getByRole('link', { name: 'Download .ics' }).first();
      assert.ok(await ics.isVisible());
      assert.ok(await list.getByRole('link', { name: 'Add to Google Calendar' }).first().isVisible());
      const file = await context.request.get(new URL(await ics.getAttribute('href'), page.url()).href);
      assert.equal(file.status(), 200);
      assert.equal(file.headers()['content-type'], 'text/calendar; charset=utf-8');
      assert.match(await file.text(), /^BEGIN:VCALENDAR\r\n[^]*\r\nBEGIN:VEVENT\r\n[^]*\r\nEND:VCALENDAR\r\n$/);
      const tour = page.locator('sq-tour-dates');
      assert.equal(await tour.locator('li.sq-tour-date').count(), 4);
      assert.ok(await tour.getByText('Guildhall market, Helston').isVisible());
      assert.equal(await tour.getByRole('link', { name: 'Tickets' }).first().getAttribute('href'), '/events#event-christmas-market-dec-12');
      assert.ok(await tour.getByText('Sold out').isVisible());
      assert.deepEqual(await axeViolationsHere(page), []);
    }, NO_SCRIPTS);
  });

  test('the follow links and the share links are there and followed without scripts, and nothing else is asked of their networks', async () => {
    await site.withPage(async ({ context, page }) => {
      const thirdParty = [];
      // The networks are stand-ins here: a follow and a share land on a page of their own.
      await context.route(/^https:\/\/(www\.)?(instagram|pinterest|facebook|x|linkedin)\.com\//, (route) => {
        thirdParty.push(route.request().url());
        return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Network</title><p>Network</p>' });
      });
      await page.goto('/visit');
      const follow = page.getByRole('link', { name: 'Follow us on Instagram' });
      assert.ok(await follow.isVisible());
      assert.equal(await follow.getAttribute('href'), 'https://www.instagram.com/juniperceramics/');
      assert.ok(await page.getByRole('link', { name: 'Follow us on Pinterest' }).isVisible());
      const shareList = page.getByRole('list', { name: 'Share this page' });
      assert.deepEqual(await shareList.getByRole('link').allTextContents(), ['Share on Facebook', 'Share on X', 'Share by email']);
      assert.equal(await page.locator('sq-share button').count(), 0, 'no button that would do nothing');
      assert.deepEqual(thirdParty, [], 'no request to a network before the visitor follows a link');
      assert.deepEqual(await axeViolationsHere(page), []);
      await follow.click();
      await page.waitForURL('https://www.instagram.com/juniperceramics/');

      await page.goto('/journal/glazes-from-the-harbour');
      const post = page.getByRole('list', { name: 'Share this post' });
      const links = post.getByRole('link');
      assert.deepEqual(await links.allTextContents(), ['Share on Facebook', 'Share on X', 'Share on LinkedIn', 'Pin on Pinterest', 'Share by email']);
      for (const link of (await links.all()).slice(0, 4)) {
        assert.equal(await link.getAttribute('target'), '_blank');
        assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
      }
      assert.equal(await links.last().getAttribute('target'), null, 'the email link opens the mail program, not an empty window');
      const canonical = encodeURIComponent('http://localhost:8080/journal/glazes-from-the-harbour');
      assert.equal(await links.first().getAttribute('href'), `https://www.facebook.com/sharer/sharer.php?u=${canonical}`);
      assert.equal(
        await post.getByRole('link', { name: 'Share by email' }).getAttribute('href'),
        `mailto:?subject=Glazes%20from%20the%20harbour&body=${canonical}`,
      );
      assert.deepEqual(await axeViolationsHere(page), []);
      const opened = context.waitForEvent('page');
      await links.first().click();
      const popup = await opened;
      await popup.waitForLoadState();
      assert.equal(popup.url(), `https://www.facebook.com/sharer/sharer.php?u=${canonical}`);
      assert.equal(await popup.evaluate(() => window.opener), null, 'the new window cannot reach the page');
    }, NO_SCRIPTS);
  });

  test('the café’s table booking is its title, details, phone number and a booking link, laid out as a card', async () => {
    await site.withPage(async ({ page }) => {
      await page.goto('/visit');
      const booking = page.locator('sq-reservation');
      assert.ok(await booking.getByRole('heading', { level: 2, name: 'Book a table at the café' }).isVisible());
      const link = booking.getByRole('link', { name: 'Book a table', exact: true });
      assert.ok(await link.isVisible());
      assert.equal(await link.getAttribute('href'), '/contact');
      assert.equal(await booking.getByRole('link', { name: '+44 1326 555 014' }).getAttribute('href'), 'tel:+441326555014');
      const [card, button] = await Promise.all([booking.locator('.reservation-fallback').boundingBox(), link.boundingBox()]);
      assert.ok(button.height >= 44 && button.x >= card.x && button.x + button.width <= card.x + card.width, 'the link is a button inside the card');
      // Nothing is reserved for a notice no script will draw.
      const top = await booking.evaluate((element) => element.getBoundingClientRect().top);
      assert.equal(card.y, top);
      assert.deepEqual(await axeViolationsHere(page), []);
    }, NO_SCRIPTS);
  });

  test('the visitors chart and the seasons chart are their tables, caption and numbers readable, nothing reserved for a drawing', async () => {
    await site.withPage(async ({ page }) => {
      await page.goto('/visit');
      const visitors = page.getByRole('table', { name: 'Studio visitors by month, 2026' });
      assert.ok(await visitors.isVisible());
      assert.deepEqual(await visitors.getByRole('columnheader').allTextContents(), ['Month', 'Studio', 'Workshops']);
      const august = visitors.getByRole('row', { name: /Aug/ });
      assert.deepEqual(await august.getByRole('cell').allTextContents(), ['2,380', '305']);
      // The element is exactly as tall as its table: no box kept for a chart no script will draw.
      const [chart, table] = await Promise.all([page.locator('sq-chart#visit-visitors').boundingBox(), visitors.boundingBox()]);
      assert.ok(Math.abs(chart.height - table.height) < 1, `chart ${chart.height} px, table ${table.height} px`);
      assert.deepEqual(await axeViolationsHere(page), []);

      await page.goto('/shop');
      const seasons = page.getByRole('table', { name: 'Pieces sold by season, 2025' });
      assert.ok(await seasons.isVisible());
      assert.deepEqual(await seasons.getByRole('rowheader').allTextContents(), ['Spring', 'Summer', 'Autumn', 'Winter']);
      assert.deepEqual(await axeViolationsHere(page), []);
    }, NO_SCRIPTS);
  });
});
