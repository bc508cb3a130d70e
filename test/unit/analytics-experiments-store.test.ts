import { expect } from '@open-wc/testing';
import { $experiments, featureEnabled, featureSegment, setExperiments } from '../../src/shared/analytics/store.js';
import { captureConsole } from '../helpers/console.js';

const LIST = [
  { name: 'new-cart', experimentType: 'FEATURE_TOGGLE', variant: 'true' },
  { name: 'old-header', experimentType: 'FEATURE_TOGGLE', variant: 'false' },
  { name: 'hero-copy', experimentType: 'AB_TEST', variant: 'b', segmentName: 'short-copy' },
];

describe('$experiments', () => {
  afterEach(() => setExperiments(undefined));

  it('falls back to the default, with a warning, until loaded', () => {
    const logged = captureConsole();
    try {
      expect(featureEnabled('new-cart', true)).to.equal(true);
      expect(featureSegment('hero-copy')).to.equal('default');
      expect(logged.warnings).to.deep.equal(['Feature configuration not loaded', 'Feature configuration not loaded']);
    } finally {
      logged.restore();
    }
  });

  it('answers toggles and segments once loaded', () => {
    setExperiments(LIST);
    expect($experiments.get()?.size).to.equal(3);
    expect(featureEnabled('new-cart')).to.equal(true);
    expect(featureEnabled('old-header', true)).to.equal(false);
    expect(featureSegment('hero-copy')).to.equal('short-copy');
  });

  it('warns and falls back for an unknown name or the wrong type', () => {
    setExperiments(LIST);
    const logged = captureConsole();
    try {
      expect(featureEnabled('missing', true)).to.equal(true);
      expect(featureEnabled('hero-copy')).to.equal(false);
      expect(logged.warnings).to.have.length(2);
    } finally {
      logged.restore();
    }
  });

  it('a context without a list leaves the configuration not loaded', () => {
    setExperiments(LIST);
    setExperiments(null);
    expect($experiments.get()).to.equal(undefined);
  });
});
