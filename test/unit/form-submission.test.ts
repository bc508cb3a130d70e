import { expect } from '@open-wc/testing';
import { IDLE, isLocked, transition, type SubmissionEvent, type SubmissionState } from '../../src/shared/forms/submission.js';

const submitting: SubmissionState = { status: 'submitting' };
const success: SubmissionState = { status: 'success' };
const error: SubmissionState = { status: 'error', message: 'm', fieldErrors: { a: 'x' } };
const events: SubmissionEvent[] = [
  { type: 'submit' },
  { type: 'invalid', message: 'bad', fieldErrors: { b: 'y' } },
  { type: 'succeed' },
  { type: 'fail', message: 'no', fieldErrors: {} },
];

describe('form submission state machine', () => {
  it('locks on submit from idle or error, and only then', () => {
    expect(transition(IDLE, events[0]!)).to.deep.equal(submitting);
    expect(transition(error, events[0]!)).to.deep.equal(submitting);
    expect(isLocked(submitting)).to.equal(true);
    for (const state of [IDLE, success, error]) expect(isLocked(state)).to.equal(false);
  });

  it('ignores a second submit and validation while locked; unlocks on success or failure', () => {
    expect(transition(submitting, events[0]!)).to.equal(submitting);
    expect(transition(submitting, events[1]!)).to.equal(submitting);
    expect(transition(submitting, events[2]!)).to.deep.equal(success);
    expect(transition(submitting, events[3]!)).to.deep.equal({ status: 'error', message: 'no', fieldErrors: {} });
  });

  it('shows validation failures without locking', () => {
    expect(transition(IDLE, events[1]!)).to.deep.equal({ status: 'error', message: 'bad', fieldErrors: { b: 'y' } });
    expect(transition(error, events[1]!)).to.deep.equal({ status: 'error', message: 'bad', fieldErrors: { b: 'y' } });
  });

  it('ignores succeed and fail when not locked, and everything after success', () => {
    for (const state of [IDLE, error]) {
      expect(transition(state, events[2]!)).to.equal(state);
      expect(transition(state, events[3]!)).to.equal(state);
    }
    for (const event of events) expect(transition(success, event)).to.equal(success);
  });
});
