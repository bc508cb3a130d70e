import { expect } from '@open-wc/testing';
import { formErrorFor } from '../../src/shared/forms/errors.js';

describe('formErrorFor', () => {
  it('names the status messages verbatim', () => {
    expect(formErrorFor(401, { error: 'x' }).message).to.equal('Unable to submit form. Please try again later.');
    expect(formErrorFor(404, undefined).message).to.equal('This form has not been configured yet.');
    expect(formErrorFor(429, {}).message).to.equal('Unable to submit form. Submission rate limit exceeded. Please try again later.');
    expect(formErrorFor(500, { error: 'boom' }).message).to.equal('Unable to send form. Please try again later.');
    for (const status of [401, 404, 429, 500]) expect(formErrorFor(status, { errors: { a: 'b' } }).fieldErrors).to.deep.equal({});
  });

  it('gives a 400 with errors per field, with the invalid-fields message', () => {
    const error = formErrorFor(400, { errors: { 'email-1': 'Email is not valid.', bad: 3 } });
    expect(error.fieldErrors).to.deep.equal({ 'email-1': 'Email is not valid.' });
    expect(error.message).to.equal('One or more fields is invalid, please check your entries.');
  });

  it('otherwise shows data.error, else the unknown error', () => {
    expect(formErrorFor(400, { error: 'Complete CAPTCHA before submitting.' })).to.deep.equal({
      message: 'Complete CAPTCHA before submitting.',
      fieldErrors: {},
    });
    expect(formErrorFor(400, { errors: {} }).message).to.equal('Unknown error, please try again later.');
    expect(formErrorFor(400, { error: '  ' }).message).to.equal('Unknown error, please try again later.');
    expect(formErrorFor(418, 'teapot').message).to.equal('Unknown error, please try again later.');
    expect(formErrorFor(0, undefined).message).to.equal('Unknown error, please try again later.');
    expect(formErrorFor(503, { error: 'Down for maintenance.' }).message).to.equal('Down for maintenance.');
  });
});
