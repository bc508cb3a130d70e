import { expect } from '@open-wc/testing';
import { abTestSegment, experimentConfiguration, isFeatureEnabled } from '../../src/shared/analytics/toggles.js';

const configuration = experimentConfiguration([
  { name: 'on', experimentType: 'FEATURE_TOGGLE', variant: 'true' },
  { name: 'off', experimentType: 'FEATURE_TOGGLE', variant: 'false' },
  { name: 'upper', experimentType: 'FEATURE_TOGGLE', variant: 'TRUE' },
  { name: 'bool', experimentType: 'FEATURE_TOGGLE', variant: true },
  { name: 'broken', experimentType: 'FEATURE_TOGGLE', variant: 'true', containsError: true },
  { name: 'test', experimentType: 'AB_TEST', variant: 'b', segmentName: 'treatment' },
  { name: 'variant-only', experimentType: 'AB_TEST', variant: 'b' },
  { name: 'no-segment', experimentType: 'AB_TEST' },
  { experimentType: 'AB_TEST', variant: 'nameless' },
  'junk',
]);

describe('feature toggles and experiments', () => {
  it('reads the configuration list by name, leaving out entries without one', () => {
    expect([...configuration.keys()]).to.deep.equal(['on', 'off', 'upper', 'bool', 'broken', 'test', 'variant-only', 'no-segment']);
    expect(experimentConfiguration(undefined).size).to.equal(0);
    expect(experimentConfiguration({ name: 'x' }).size).to.equal(0);
  });

  it("a toggle is enabled when its variant is the string 'true'", () => {
    expect(isFeatureEnabled(configuration, 'on', false)).to.deep.equal({ value: true });
    expect(isFeatureEnabled(configuration, 'off', true)).to.deep.equal({ value: false });
    expect(isFeatureEnabled(configuration, 'upper', true)).to.deep.equal({ value: false });
    expect(isFeatureEnabled(configuration, 'bool', true)).to.deep.equal({ value: false });
  });

  it('falls back to the default when the configuration is not loaded', () => {
    expect(isFeatureEnabled(undefined, 'on', true)).to.deep.equal({ value: true, warning: 'Feature configuration not loaded' });
    expect(isFeatureEnabled(undefined, 'on', false).value).to.equal(false);
  });

  it('falls back to the default when the feature does not exist', () => {
    expect(isFeatureEnabled(configuration, 'missing', true)).to.deep.equal({ value: true, warning: 'Feature missing does not exist' });
  });

  it('falls back to the default when the feature is not a toggle', () => {
    expect(isFeatureEnabled(configuration, 'test', false)).to.deep.equal({ value: false, warning: 'Feature test is not the requested type' });
  });

  it('falls back to the default when the server-side definition is invalid', () => {
    expect(isFeatureEnabled(configuration, 'broken', false)).to.deep.equal({
      value: false,
      warning: 'Feature broken has an invalid server-side definition',
    });
  });

  it('an A/B test gives its segment name, else its variant', () => {
    expect(abTestSegment(configuration, 'test')).to.deep.equal({ value: 'treatment' });
    expect(abTestSegment(configuration, 'variant-only')).to.deep.equal({ value: 'b' });
  });

  it("an A/B test falls back to 'default', or the caller's fallback", () => {
    expect(abTestSegment(undefined, 'test')).to.deep.equal({ value: 'default', warning: 'Feature configuration not loaded' });
    expect(abTestSegment(configuration, 'missing')).to.deep.equal({ value: 'default', warning: 'Feature missing does not exist' });
    expect(abTestSegment(configuration, 'on', 'control')).to.deep.equal({ value: 'control', warning: 'Feature on is not the requested type' });
    expect(abTestSegment(configuration, 'no-segment')).to.deep.equal({
      value: 'default',
      warning: 'Feature no-segment has an invalid server-side definition',
    });
  });
});
