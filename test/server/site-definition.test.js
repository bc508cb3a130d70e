import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { injectSiteContext, scriptJson } from '../../server/http/pages.js';
import { pageContext } from '../../server/site/context.js';
import { readSiteDefinition } from '../../server/site/definition.js';
import { DEFAULT_SITE_DIR, loadSiteDefinition } from '../../server/site/load.js';
import { testDatabases } from './databases.js';

/** A copy of the demo site definition that a test may edit. */
async function siteCopy() {
  const dir = await mkdtemp(join(tmpdir(), 'sq-site-'));
  await cp(DEFAULT_SITE_DIR, dir, { recursive: true });
  return dir;
}

async function editJson(dir, file, edit) {
  const path = join(dir, file);
  await writeFile(path, JSON.stringify(edit(JSON.parse(await readFile(path, 'utf8'))), null, 2));
}

const writeJson = (dir, file, value) => writeFile(join(dir, file), JSON.stringify(value));

describe('the demo site definition', () => {
  test('is complete: a contact form with every kind of field the brief names, a newsletter, and varied products', async () => {
    const site = await readSiteDefinition(DEFAULT_SITE_DIR);
    const contact = site.forms.find((form) => form.name === 'Contact');
    const types = contact.fields.map((field) => field.type);
    for (const type of ['name', 'email', 'phone', 'address', 'textarea', 'checkbox', 'select']) assert.ok(types.includes(type), type);
    assert.ok(contact.fields.some((field) => field.type === 'textarea' && field.maxLength > 0));
    assert.ok(contact.fields.some((field) => field.required));
    assert.ok(site.forms.some((form) => form.newsletter));

    const soldOut = (product) => product.variants?.every((variant) => !variant.unlimited && variant.qtyInStock <= 0);
    assert.ok(site.products.some((product) => product.productType === 'PHYSICAL' && soldOut(product)));
    assert.ok(site.products.some((product) => product.productType === 'DIGITAL'));
    assert.ok(site.products.some((product) => product.subscriptionPlan));
    assert.ok(site.items.some((item) => item.recordType === 'text'));
    assert.ok(site.items.some((item) => item.recordType === 'image'));
    assert.equal(site.members.length, 2);
    assert.deepEqual(
      site.owners.map(({ email, displayName, permission, websiteRoles }) => ({ email, displayName, permission, websiteRoles })),
      [
        { email: 'owner@example.com', displayName: 'Site Owner', permission: 2, websiteRoles: [1] },
        { email: 'viewer@example.com', displayName: 'Site Viewer', permission: 0, websiteRoles: [10] },
        { email: 'editor@example.com', displayName: 'Site Editor', permission: 1, websiteRoles: [4] },
        { email: 'store@example.com', displayName: 'Store Manager', permission: 1, websiteRoles: [8] },
      ],
    );
  });

  test('a comments base is a path on the site or an https base; another stops loading, and none reaches the page context', async () => {
    const site = await readSiteDefinition(DEFAULT_SITE_DIR);
    assert.equal(site.website.commentsBase, '/stand-ins/comments/');
    assert.equal(pageContext(site, '/').commentsBase, undefined, 'it is drawn on <sq-site>, not carried in the context');
    const dir = await siteCopy();
    try {
      for (const bad of ['//evil.example/', 'http://counts.example/', 'javascript:alert(1)', '/stand-ins/?x=1', 42]) {
        await editJson(dir, 'website.json', (doc) => ({ ...doc, commentsBase: bad }));
        await assert.rejects(readSiteDefinition(dir), /website\.json: has a commentsBase that is neither a path on the site/, String(bad));
      }
      await editJson(dir, 'website.json', (doc) => ({ ...doc, commentsBase: 'https://counts.example/base/' }));
      assert.equal((await readSiteDefinition(dir)).website.commentsBase, 'https://counts.example/base/');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('a bad owner stops loading with the owner and the problem named', async () => {
    const dir = await siteCopy();
    try {
      const [owner] = JSON.parse(await readFile(join(dir, 'owners.json'), 'utf8'));
      const cases = [
        [{ ...owner, passwordHash: 'plain' }, /owners\.json: owner 1 needs a passwordHash/],
        [{ ...owner, id: '' }, /owners\.json: owner 1 needs an id/],
        [{ ...owner, email: 'nobody' }, /owners\.json: owner 1 needs an email address/],
        [{ ...owner, displayName: ' ' }, /owners\.json: owner 1 needs a displayName/],
        [{ ...owner, permission: 3 }, /owners\.json: owner 1 needs a permission: 0 \(authenticated\), 1 \(config\), 2 \(admin\)/],
        [{ ...owner, permission: '2' }, /owner 1 needs a permission/],
        [{ ...owner, websiteRoles: [5] }, /owners\.json: owner 1 needs websiteRoles: a list of role codes/],
        [{ ...owner, websiteRoles: 'ADMIN' }, /owner 1 needs websiteRoles/],
      ];
      for (const [bad, message] of cases) {
        await writeJson(dir, 'owners.json', [bad]);
        await assert.rejects(readSiteDefinition(dir), message);
      }
      await writeJson(dir, 'owners.json', [owner, { ...owner, email: 'other@example.com' }]);
      await assert.rejects(readSiteDefinition(dir), /owners\.json: owner 2 repeats the id/);
      await writeJson(dir, 'owners.json', [owner, { ...owner, id: 'other', email: ' OWNER@example.com' }]);
      await assert.rejects(readSiteDefinition(dir), /owners\.json: owner 2 repeats the email " OWNER@example.com"/);
      await writeJson(dir, 'owners.json', { owners: [] });
      await assert.rejects(readSiteDefinition(dir), /owners\.json: must be an array/);
      await rm(join(dir, 'owners.json'));
      await assert.rejects(readSiteDefinition(dir), /owners\.json: cannot read the site definition file \(ENOENT\)/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('a product of the wrong shape stops loading, by the runtime\u2019s own product shape check', async () => {
    const dir = await siteCopy();
    try {
      const products = JSON.parse(await readFile(join(dir, 'products.json'), 'utf8'));
      const [first] = products;
      const cases = [
        [{ ...first, variants: {} }, /products\.json: product 2 has variants that are not a list\./],
        [{ ...first, variants: 'x' }, /products\.json: product 2 has variants that are not a list\./],
        [{ ...first, variants: [first.variants[0], 'x'] }, /product 2 has variant 2 that is not an object/],
        [{ ...first, variants: [{ ...first.variants[0], price: '38' }] }, /product 2 has variant 1 without a price \(a number\)/],
        [{ ...first, variants: [{ ...first.variants[0], optionValues: 'Size' }] }, /product 2 has variant 1 with optionValues that are not a list/],
        [{ ...first, subscriptionPlan: 'monthly' }, /product 2 has a subscriptionPlan that is not an object/],
        [{ ...first, images: 'mug.jpg' }, /product 2 has images that are not a list/],
        [{ ...first, title: 7 }, /product 2 has a title that is not text/],
        [{ ...first, productType: null }, /product 2 needs a productType/],
        [{ ...first, id: '' }, /product 2 needs an id/],
      ];
      for (const [bad, message] of cases) {
        await writeJson(dir, 'products.json', [products[1], bad]);
        await assert.rejects(readSiteDefinition(dir), message);
      }
      await writeJson(dir, 'products.json', [{ ...first, productType: 1 }]);
      assert.equal((await readSiteDefinition(dir)).products.length, 1, 'a productType code is a right shape');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('a broken file stops loading with the file and the problem named', async () => {
    const dir = await siteCopy();
    try {
      await writeFile(join(dir, 'forms.json'), '[{"id": "f", ');
      await assert.rejects(readSiteDefinition(dir), /forms\.json is not valid JSON/);
      await writeJson(dir, 'forms.json', [{ id: 'f', name: 'F', fields: [{ id: 'a', type: 'colour', title: 'A' }] }]);
      await assert.rejects(readSiteDefinition(dir), /forms\.json: form 1 field 1 has an unknown type "colour"/);
      await writeJson(dir, 'forms.json', []);
      await writeJson(dir, 'members.json', [{ email: 'a@example.com', password: 'plain' }]);
      await assert.rejects(readSiteDefinition(dir), /members\.json: member 1 needs a passwordHash/);
      await rm(join(dir, 'items.json'));
      await assert.rejects(readSiteDefinition(dir), /items\.json: cannot read the site definition file \(ENOENT\)/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the page context', () => {
  const documents = {
    website: { website: { id: 'w' }, cookieSettings: {} },
    collections: [
      { id: 'home', fullUrl: '/', pageType: 2 },
      { id: 'blog', fullUrl: '/journal/', pageType: 1 },
    ],
    items: [
      { id: 'post', collectionId: 'blog', fullUrl: '/journal/post', status: 'published' },
      { id: 'draft', collectionId: 'blog', fullUrl: '/journal/draft', status: 'draft' },
    ],
    forms: [],
    products: [{ id: 'p', workflowState: 'draft' }],
  };

  test('finds the page\u2019s collection or item and its page type', () => {
    assert.equal(pageContext(documents, '/').collectionId, 'home');
    assert.equal(pageContext(documents, '/index.html?x=1').collectionId, 'home');
    assert.equal(pageContext(documents, '/journal/').pageType, 1);
    const item = pageContext(documents, '/journal/post');
    assert.deepEqual([item.pageType, item.itemId, item.collectionId], [50, 'post', 'blog']);
    const draft = pageContext(documents, '/journal/draft');
    assert.deepEqual([draft.itemId, draft.collectionId, draft.pageType], [null, null, 2]);
    assert.deepEqual(pageContext(documents, '/other.html').products, []);
  });

  test('is written so that no text in it can end the script or open markup', () => {
    const context = { text: '</script><script>alert(1)</script><!--', line: '\u2028' };
    const json = scriptJson(context);
    assert.doesNotMatch(json, /</);
    assert.deepEqual(JSON.parse(json), context);
    const html = injectSiteContext('<html><head><title>x</title></head><body><p>x</p></BODY></html>', context);
    assert.match(html, /<p>x<\/p><script type="application\/json" id="sq-site-context">\{.*\}<\/script>\n<\/BODY>/);
    assert.equal(html.match(/<\/script>/g).length, 1);
  });
});

for (const target of await testDatabases()) {
  describe(`loading the site definition on ${target.name}`, () => {
    let database;
    let dir;
    before(async () => {
      database = await target.open();
      dir = await siteCopy();
    });
    after(async () => {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    });

    test('the first start stores the documents, the forms and the members', async () => {
      assert.equal(await loadSiteDefinition(database.db, dir), true);
      const keys = (await database.db.selectFrom('site_documents').select('key').orderBy('key').execute()).map((row) => row.key);
      assert.deepEqual(keys, ['collections', 'events', 'forms', 'headerFooter', 'items', 'members', 'owners', 'pages', 'products', 'website']);
      const forms = await database.db.selectFrom('forms').select(['id', 'name']).orderBy('name').execute();
      assert.deepEqual(
        forms.map((form) => form.name),
        ['Contact', 'Newsletter', 'Workshop feedback'],
      );
      const [member] = await database.db.selectFrom('site_users').selectAll().execute();
      assert.equal(member.email, 'member@juniper.example');
      assert.match(member.password_hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });

    test('a start with unchanged files writes nothing', async () => {
      assert.equal(await loadSiteDefinition(database.db, dir), false);
    });

    test('edited files take effect on the next start: changed, added and removed forms, changed members', async () => {
      await editJson(dir, 'forms.json', (forms) => [
        { ...forms[0], name: 'Contact us' },
        { id: 'new-form', name: 'New', fields: [] },
      ]);
      await editJson(dir, 'members.json', (members) => [{ ...members[0], firstName: 'Ada B.', memberAreas: ['studio', 'teachers'] }]);
      assert.equal(await loadSiteDefinition(database.db, dir), true);
      const forms = await database.db.selectFrom('forms').select(['id', 'name']).orderBy('name').execute();
      assert.deepEqual(
        forms.map((form) => form.name),
        ['Contact us', 'New'],
      );
      const ada = await database.db
        .selectFrom('site_users')
        .select(['first_name', 'member_areas'])
        .where('email', '=', 'member@juniper.example')
        .execute();
      assert.deepEqual(ada, [{ first_name: 'Ada B.', member_areas: '["studio","teachers"]' }]);
    });
  });
}
