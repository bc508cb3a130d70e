import { expect } from '@open-wc/testing';
import { camelToKebab } from '../../src/shared/dom/names.js';

describe('camelToKebab', () => {
  it('turns property names into attribute names', () => {
    expect(camelToKebab('autoplayDuration')).to.equal('autoplay-duration');
    expect(camelToKebab('thumbnailsPerRow')).to.equal('thumbnails-per-row');
    expect(camelToKebab('formId')).to.equal('form-id');
    expect(camelToKebab('settings')).to.equal('settings');
  });
});
