import { expect } from '@open-wc/testing';
import { isoToLocalInput, localInputToIso } from '../../src/shared/content/date-input.js';
import {
  applyWorkflowChange,
  checkWorkflowChange,
  contentPage,
  decodeContentCursor,
  encodeContentCursor,
  isServedAt,
  servedState,
  workflowStateOf,
} from '../../src/shared/content/workflow.js';
import { isPublished, isShownAt } from '../../src/shared/summary/page.js';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const PAST = '2026-11-01T09:00:00.000Z';
const FUTURE = '2026-12-24T09:00:00.000Z';

describe('workflow state', () => {
  it('is draft when either the status or the workflow state says so, then scheduled, then published; anything else as named', () => {
    expect(workflowStateOf({})).to.equal('published');
    expect(workflowStateOf({ status: 'published' })).to.equal('published');
    expect(workflowStateOf({ workflowState: 'published' })).to.equal('published');
    expect(workflowStateOf({ status: 'published', workflowState: 'draft' })).to.equal('draft');
    expect(workflowStateOf({ status: 'draft', workflowState: 'scheduled' })).to.equal('draft');
    expect(workflowStateOf({ status: 'scheduled' })).to.equal('scheduled');
    expect(workflowStateOf({ status: 'needs_review' })).to.equal('needs_review');
    expect(workflowStateOf({ status: null, workflowState: undefined })).to.equal('published');
  });

  it('serves no draft ever, a scheduled entry once its date has passed, a published one once its date (if any) has', () => {
    expect(isServedAt({ status: 'draft', publishOn: PAST }, NOW)).to.equal(false);
    expect(isServedAt({ workflowState: 'draft' }, NOW)).to.equal(false);
    expect(isServedAt({ workflowState: 'scheduled' }, NOW), 'scheduled without a date').to.equal(false);
    expect(isServedAt({ workflowState: 'scheduled', publishOn: FUTURE }, NOW)).to.equal(false);
    expect(isServedAt({ workflowState: 'scheduled', publishOn: PAST }, NOW)).to.equal(true);
    expect(isServedAt({ status: 'scheduled', publishOn: NOW.toISOString() }, NOW), 'due to the millisecond').to.equal(true);
    expect(isServedAt({ status: 'published', publishOn: FUTURE }, NOW)).to.equal(false);
    expect(isServedAt({ status: 'published' }, NOW)).to.equal(true);
    expect(isServedAt({ status: 'private' }, NOW)).to.equal(false);
    expect(isServedAt({ status: 'needs_review' }, NOW)).to.equal(false);
  });

  it('summaries list scheduled items with a date as published, shown once due', () => {
    expect(isPublished({ id: 'a', status: 'scheduled', publishOn: FUTURE })).to.equal(true);
    expect(isPublished({ id: 'a', status: 'scheduled' })).to.equal(false);
    expect(isShownAt({ id: 'a', status: 'scheduled', publishOn: FUTURE }, NOW)).to.equal(false);
    expect(isShownAt({ id: 'a', status: 'scheduled', publishOn: FUTURE }, new Date('2027-01-01T00:00:00Z'))).to.equal(true);
  });

  it('serves a scheduled entry whose date has passed as published, and leaves others as they are', () => {
    const due = { id: 'p', workflowState: 'scheduled', publishOn: PAST };
    expect(servedState(due, NOW)).to.deep.equal({ id: 'p', workflowState: 'published', publishOn: PAST });
    const item = { id: 'i', status: 'scheduled', publishOn: PAST };
    expect(servedState(item, NOW)).to.deep.equal({ id: 'i', status: 'published', publishOn: PAST });
    const later = { id: 'p', workflowState: 'scheduled', publishOn: FUTURE };
    expect(servedState(later, NOW)).to.equal(later);
    const draft = { id: 'p', workflowState: 'draft' };
    expect(servedState(draft, NOW)).to.equal(draft);
  });
});

describe('an owner’s workflow change', () => {
  it('accepts publish, hide, and a schedule in the future in UTC', () => {
    expect(checkWorkflowChange({ state: 'published' }, NOW)).to.deep.equal({ change: { state: 'published' } });
    expect(checkWorkflowChange({ state: 'draft', publishOn: null }, NOW)).to.deep.equal({ change: { state: 'draft' } });
    expect(checkWorkflowChange({ state: 'scheduled', publishOn: '2026-12-24T10:00+01:00' }, NOW)).to.deep.equal({
      change: { state: 'scheduled', publishOn: FUTURE },
    });
  });

  it('refuses with the rule: a bad state, a missing, invalid or past date, a date on a state that takes none', () => {
    const reason = (body: { state?: unknown; publishOn?: unknown }) =>
      'error' in checkWorkflowChange(body, NOW) ? (checkWorkflowChange(body, NOW) as { error: string }).error : '';
    expect(reason({ state: 'archived' })).to.equal('The state must be published, scheduled or draft.');
    expect(reason({})).to.equal('The state must be published, scheduled or draft.');
    expect(reason({ state: 'scheduled' })).to.equal('A scheduled entry needs the date and time it is published.');
    expect(reason({ state: 'scheduled', publishOn: '' })).to.equal('A scheduled entry needs the date and time it is published.');
    for (const bad of ['tomorrow', '2026-12-24', '2026-12-24T10:00', '2027-02-31T10:00Z', 5]) {
      expect(reason({ state: 'scheduled', publishOn: bad }), String(bad)).to.equal('The date and time must be a valid ISO-8601 date and time.');
    }
    expect(reason({ state: 'scheduled', publishOn: PAST })).to.equal('The date and time must be in the future.');
    expect(reason({ state: 'scheduled', publishOn: NOW.toISOString() })).to.equal('The date and time must be in the future.');
    expect(reason({ state: 'published', publishOn: FUTURE })).to.equal('Only a scheduled entry takes a date.');
  });

  it('sets the workflow state, the status where the entry has one, and the date of a schedule', () => {
    expect(applyWorkflowChange({ id: 'p', workflowState: 'published' }, { state: 'draft' }, NOW)).to.deep.equal({ id: 'p', workflowState: 'draft' });
    expect(applyWorkflowChange({ id: 'i', status: 'published', publishOn: PAST }, { state: 'scheduled', publishOn: FUTURE }, NOW)).to.deep.equal({
      id: 'i',
      status: 'scheduled',
      workflowState: 'scheduled',
      publishOn: FUTURE,
    });
    // Published now: a date still ahead would hold it back, so it becomes now; a past date stays.
    expect(applyWorkflowChange({ id: 'i', status: 'scheduled', publishOn: FUTURE }, { state: 'published' }, NOW).publishOn).to.equal(
      NOW.toISOString(),
    );
    expect(applyWorkflowChange({ id: 'i', status: 'draft', publishOn: PAST }, { state: 'published' }, NOW).publishOn).to.equal(PAST);
  });
});

describe('content pages', () => {
  const entries = [{ id: '02', title: 'bowl' }, { id: '05', title: 'Apron' }, { id: '01', title: 'cup' }, { id: '04', title: 'Bowl' }, { id: '03' }];
  const all = (order: 'newest' | 'title', limit: number) => {
    const ids: string[] = [];
    let after: [string, string] | undefined;
    for (let pages = 0; pages < 10; pages += 1) {
      const page = contentPage(entries, order, limit, after);
      ids.push(...page.entries.map((entry) => entry.id));
      if (!page.next) return ids;
      after = decodeContentCursor(encodeContentCursor(page.next));
    }
    throw new Error('no last page');
  };

  it('pages newest first (the id descending) and by title (case-blind, the id breaking ties), with no repeats', () => {
    expect(all('newest', 2)).to.deep.equal(['05', '04', '03', '02', '01']);
    expect(all('title', 2)).to.deep.equal(['03', '05', '02', '04', '01']);
    expect(contentPage(entries, 'newest', 5).next).to.equal(undefined);
  });

  it('cursors round-trip and anything else is refused', () => {
    expect(decodeContentCursor(encodeContentCursor(['Tide mug', 'x']))).to.deep.equal(['Tide mug', 'x']);
    for (const bad of ['', 'a*b', btoa('[1,2]').replace(/=/g, ''), btoa('"x"').replace(/=/g, ''), 'x'.repeat(401)]) {
      expect(decodeContentCursor(bad), bad).to.equal(undefined);
    }
  });
});

describe('the date-time input', () => {
  it('reads a local date and time as the instant it names, and writes one back to the minute', () => {
    const iso = localInputToIso('2026-12-24T10:30');
    expect(iso).to.equal(new Date(2026, 11, 24, 10, 30).toISOString());
    expect(isoToLocalInput(iso)).to.equal('2026-12-24T10:30');
    expect(localInputToIso('2026-12-24T10:30:15')).to.equal(new Date(2026, 11, 24, 10, 30, 15).toISOString());
  });

  it('names no instant for an empty, partial or impossible value', () => {
    for (const bad of ['', '2026-12-24', '2026-02-30T10:00', 'soon', '2026-12-24 10:00']) expect(localInputToIso(bad), bad).to.equal(undefined);
    expect(isoToLocalInput(null)).to.equal('');
    expect(isoToLocalInput('soon')).to.equal('');
  });
});
