import { expect } from '@open-wc/testing';
import { isAnalyticsVisitor } from '../../src/shared/analytics/census.js';
import {
  DEFAULT_RECORDING_SCRIPT_URL,
  maySampleSession,
  recordingUserId,
  sessionRecordingSettings,
  type SessionRecordingConditions,
} from '../../src/shared/analytics/session-recording.js';
import { toSiteContext } from '../../src/shared/site/context.js';

const all = (overrides: Partial<SessionRecordingConditions> = {}): SessionRecordingConditions => ({
  toggle: () => true,
  sampled: true,
  cores: 3,
  analyticsVisitor: true,
  ...overrides,
});

describe('session recording rules', () => {
  it('needs the toggle, the sampling flag, more than 2 cores and an analytics visitor', () => {
    expect(maySampleSession(all())).to.equal(true);
    expect(maySampleSession(all({ toggle: () => false }))).to.equal(false);
    expect(maySampleSession(all({ sampled: false }))).to.equal(false);
    expect(maySampleSession(all({ cores: 2 }))).to.equal(false);
    expect(maySampleSession(all({ cores: undefined })), 'unknown cores').to.equal(false);
    expect(maySampleSession(all({ analyticsVisitor: false }))).to.equal(false);
  });

  it('looks the toggle up only when everything else allows recording', () => {
    let asked = 0;
    const toggle = () => (asked += 1) > 0;
    maySampleSession(all({ toggle, sampled: false }));
    maySampleSession(all({ toggle, cores: 1 }));
    expect(asked).to.equal(0);
    maySampleSession(all({ toggle }));
    expect(asked).to.equal(1);
  });

  it("skips 'automated-mock-id', an empty answer and anything that is not text", () => {
    expect(recordingUserId('a1b2c3')).to.equal('a1b2c3');
    expect(recordingUserId(' a1b2c3\n')).to.equal('a1b2c3');
    expect(recordingUserId('automated-mock-id')).to.equal(undefined);
    expect(recordingUserId('')).to.equal(undefined);
    expect(recordingUserId(undefined)).to.equal(undefined);
    expect(recordingUserId({ id: 'x' })).to.equal(undefined);
  });

  it("reads the context's sessionRecording field, a wrong type counting as absent", () => {
    expect(sessionRecordingSettings(toSiteContext({}))).to.deep.equal({ sampled: false, scriptUrl: DEFAULT_RECORDING_SCRIPT_URL });
    expect(sessionRecordingSettings(toSiteContext({ sessionRecording: { sampled: true, scriptUrl: 'https://rec.example/r.js' } }))).to.deep.equal({
      sampled: true,
      scriptUrl: 'https://rec.example/r.js',
    });
    expect(sessionRecordingSettings(toSiteContext({ sessionRecording: { sampled: 'yes', scriptUrl: 7 } }))).to.deep.equal({
      sampled: false,
      scriptUrl: DEFAULT_RECORDING_SCRIPT_URL,
    });
    expect(sessionRecordingSettings(toSiteContext({ sessionRecording: true }))).to.deep.equal({
      sampled: false,
      scriptUrl: DEFAULT_RECORDING_SCRIPT_URL,
    });
  });

  it('records visitors and viewer-only accounts, never owners, config pages or the back end', () => {
    const visitor = toSiteContext({});
    const owner = toSiteContext({ authenticatedAccount: { id: 'a' }, websiteRoles: [1] });
    const viewer = toSiteContext({ authenticatedAccount: { id: 'v' }, websiteRoles: [10] });
    expect(isAnalyticsVisitor({ context: visitor, pathname: '/' })).to.equal(true);
    expect(isAnalyticsVisitor({ context: viewer, pathname: '/' })).to.equal(true);
    expect(isAnalyticsVisitor({ context: owner, pathname: '/' })).to.equal(false);
    expect(isAnalyticsVisitor({ context: visitor, pathname: '/config/' })).to.equal(false);
    expect(isAnalyticsVisitor({ context: visitor, pathname: '/', inBackEnd: true })).to.equal(false);
  });
});
