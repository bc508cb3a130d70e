import { expect } from '@open-wc/testing';
import { decodeCursor, encodeCursor, publishOnKey } from '../../src/shared/summary/cursor.js';
import { summaryFragment } from '../../src/shared/summary/markup.js';
import { firstNewIndex } from '../../src/shared/summary/first-new.js';
import { listThrough, summaryPage } from '../../src/shared/summary/page.js';
import { readSummarySettings, summaryRequest } from '../../src/shared/summary/settings.js';
import { isSummaryWidgetType } from '../../src/shared/summary/designs.js';

describe('summary cursors', () => {
  it('round-trips the sort key of the last item shown, and refuses what it did not make', () => {
    const cursor = encodeCursor({ publishOn: '2024-04-02T09:00:00.000Z', id: 'post-1' });
    expect(cursor).to.match(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).to.deep.equal({ publishOn: '2024-04-02T09:00:00.000Z', id: 'post-1' });
    expect(decodeCursor(encodeCursor({ publishOn: '', id: 'undated' }))).to.deep.equal({ publishOn: '', id: 'undated' });
    for (const bad of ['', 'not a cursor', btoa('[1,2]'), btoa('["yesterday","a"]').replace(/=/g, ''), btoa('["",""]'), 42]) {
      expect(decodeCursor(bad), String(bad)).to.equal(undefined);
    }
  });

  it('reads publish times as ISO-8601 in UTC, and anything else as undated', () => {
    expect(publishOnKey('2024-04-02T11:00:00+02:00')).to.equal('2024-04-02T09:00:00.000Z');
    expect(publishOnKey(Date.UTC(2024, 0, 1))).to.equal('2024-01-01T00:00:00.000Z');
    expect([null, undefined, '', 'soon', {}].map(publishOnKey)).to.deep.equal(['', '', '', '', '']);
  });
});

describe('summaryPage', () => {
  const items = [
    { id: 'b', collectionId: 'c', publishOn: '2024-01-02T00:00:00.000Z' },
    { id: 'a', collectionId: 'c', publishOn: '2024-01-02T00:00:00.000Z' },
    { id: 'z', collectionId: 'c' },
    { id: 'new', collectionId: 'c', publishOn: '2024-03-01T00:00:00.000Z', status: 'published' },
    { id: 'draft', collectionId: 'c', publishOn: '2025-01-01T00:00:00.000Z', status: 'draft' },
    { id: 'held', collectionId: 'c', publishOn: '2025-01-01T00:00:00.000Z', workflowState: 'draft' },
    { id: 'other', collectionId: 'd', publishOn: '2025-01-01T00:00:00.000Z' },
  ];
  it('lists published items newest first, the id breaking ties, undated last: through the cursor and one page beyond', () => {
    const first = summaryPage(items, 'c', 2);
    expect(first.items.map((item) => item.id)).to.deep.equal(['new', 'b']);
    const second = summaryPage(items, 'c', 2, { through: decodeCursor(first.next)! });
    expect(second.items.map((item) => item.id)).to.deep.equal(['new', 'b', 'a', 'z']);
    expect(second.next).to.equal(undefined);
  });

  it('leaves out an item scheduled after now, and shows it once its time has come', () => {
    const scheduled = [...items, { id: 'soon', collectionId: 'c', publishOn: '2024-06-01T00:00:00.000Z' }];
    const before = summaryPage(scheduled, 'c', 10, { now: new Date('2024-05-31T23:59:59.000Z') });
    expect(before.items.map((item) => item.id)).to.deep.equal(['new', 'b', 'a', 'z']);
    const after = summaryPage(scheduled, 'c', 10, { now: new Date('2024-06-01T00:00:00.000Z') });
    expect(after.items.map((item) => item.id)).to.deep.equal(['soon', 'new', 'b', 'a', 'z']);
  });
});

describe('listThrough', () => {
  const rows = Array.from({ length: 10 }, (_, index) => ({
    id: `p${index}`,
    publishOn: `2024-01-${String(20 - index).padStart(2, '0')}T00:00:00.000Z`,
  }));
  const ids = (page: { items: { id: string }[] }) => page.items.map((item) => item.id);

  it('holds every row through the cursor, one page beyond, and the cursor of its last item while more follow', () => {
    const first = listThrough(rows.slice(0, 4), 3);
    expect(ids(first)).to.deep.equal(['p0', 'p1', 'p2']);
    expect(decodeCursor(first.next)).to.deep.equal({ publishOn: rows[2]!.publishOn, id: 'p2' });
    const second = listThrough(rows, 3, decodeCursor(first.next));
    expect(ids(second)).to.deep.equal(['p0', 'p1', 'p2', 'p3', 'p4', 'p5']);
    expect(decodeCursor(second.next)!.id).to.equal('p5');
    expect(listThrough(rows.slice(0, 6), 3, decodeCursor(first.next)).next, 'no row beyond the page: the end').to.equal(undefined);
  });

  it('reaches as far when the cursor’s own item has gone, and stops at the most a list holds', () => {
    const gone = rows.filter((row) => row.id !== 'p2');
    expect(ids(listThrough(gone, 3, { publishOn: rows[2]!.publishOn, id: 'p2' }))).to.deep.equal(['p0', 'p1', 'p3', 'p4', 'p5']);
    const capped = listThrough(rows, 3, { publishOn: rows[5]!.publishOn, id: 'p5' }, 7);
    expect(ids(capped)).to.have.length(7);
    expect(capped.next).to.equal(undefined);
  });
});

describe('firstNewIndex', () => {
  it('is the first item after the last one shown before', () => {
    expect(firstNewIndex(['a', 'b'], ['a', 'b', 'c', 'd'])).to.equal(2);
    // A post published meanwhile shows on top, but what the visitor asked for is what follows.
    expect(firstNewIndex(['a', 'b'], ['new', 'a', 'b', 'c'])).to.equal(3);
    // An item shown before and gone since is not waited for.
    expect(firstNewIndex(['a', 'b', 'c'], ['a', 'c', 'd'])).to.equal(2);
  });

  it('is the start when nothing was shown, and nothing when no item follows', () => {
    expect(firstNewIndex([], ['a', 'b'])).to.equal(0);
    expect(firstNewIndex([null], [null, 'a'])).to.equal(0);
    expect(firstNewIndex(['a', 'b'], ['a', 'b'])).to.equal(undefined);
    expect(firstNewIndex([], [])).to.equal(undefined);
  });
});

describe('summary settings and request', () => {
  it('reads the attributes, falling back to defaults with the problems named', () => {
    expect(readSummarySettings({ collectionId: 'journal', design: 'Wall', pageSize: 4, imageAspectRatio: '75' })).to.deep.equal({
      settings: { collectionId: 'journal', blockId: 'summary-journal', design: 'wall', pageSize: 4, imageAspectRatio: 75 },
      problems: [],
    });
    const bad = readSummarySettings({ collectionId: 'journal', design: 'spiral', pageSize: 0, imageAspectRatio: '0' });
    expect(bad.settings).to.deep.include({ design: 'grid', pageSize: 3, imageAspectRatio: 'auto' });
    expect(bad.problems).to.have.length(3);
    expect(readSummarySettings({ collectionId: '../x' }).settings).to.equal(undefined);
  });

  it('builds GetWidgetRendering’s form fields', () => {
    const { settings } = readSummarySettings({ collectionId: 'journal', blockId: 'latest' });
    expect(summaryRequest(settings!, 'abc')).to.deep.equal({
      widgetJSON: '{"type":"summary","id":"latest","value":{"design":"grid","pageSize":3,"imageAspectRatio":"auto"}}',
      collectionId: 'journal',
      cursor: 'abc',
    });
    expect(summaryRequest(settings!)).to.not.have.property('cursor');
    expect([isSummaryWidgetType('summary'), isSummaryWidgetType(1005), isSummaryWidgetType(55), isSummaryWidgetType('text')]).to.deep.equal([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('summaryFragment', () => {
  const markup = (html: string) => {
    const holder = document.createElement('div');
    holder.append(summaryFragment(html, document));
    return holder.innerHTML;
  };
  it('keeps the list’s tags, summary classes and checked URLs, and nothing else', () => {
    expect(
      markup(
        '<ul class="summary-items evil" data-next-cursor="abc" onclick="x()"><li class="summary-item" data-item-id="a" style="color:red">' +
          '<img class="summary-thumbnail" src="javascript:alert(1)" onerror="alert(1)" alt="A &amp; B" width="10" height="x">' +
          '<h3 class="summary-title"><a href="/journal/a" target="_blank">Tea &lt;b&gt; <i>cups</i></a></h3><script>alert(1)</script>' +
          '<p class="summary-excerpt"><a href="//evil.example">x</a><!-- note --></p></li></ul>',
      ),
    ).to.equal(
      '<ul class="summary-items" data-next-cursor="abc"><li class="summary-item" data-item-id="a"><img class="summary-thumbnail" alt="A &amp; B" width="10">' +
        '<h3 class="summary-title"><a href="/journal/a">Tea &lt;b&gt; cups</a></h3><p class="summary-excerpt"><a>x</a></p></li></ul>',
    );
  });
});
