import { expect } from '@open-wc/testing';
import { captchaSizeFor, loadCaptcha } from '../../src/shared/forms/captcha.js';

describe('captcha provider', () => {
  it('is compact in a container narrower than 320 px', () => {
    expect(captchaSizeFor(319)).to.equal('compact');
    expect(captchaSizeFor(0)).to.equal('compact');
    expect(captchaSizeFor(320)).to.equal('normal');
  });

  it("rejects with 'ReCaptcha has not been set up!' without a site key, loading nothing", async () => {
    const scripts = document.scripts.length;
    for (const key of [undefined, '']) {
      const error = await loadCaptcha(key, '/test/helpers/captcha-stand-in.js').then(
        () => undefined,
        (reason: Error) => reason,
      );
      expect(error?.message).to.equal('ReCaptcha has not been set up!');
    }
    expect(document.scripts.length).to.equal(scripts);
  });

  it('loads the provider script once and resolves with its global', async () => {
    const [first, second] = await Promise.all([
      loadCaptcha('site-key', '/test/helpers/captcha-stand-in.js'),
      loadCaptcha('site-key', '/test/helpers/captcha-stand-in.js'),
    ]);
    expect(first).to.equal(window.grecaptcha);
    expect(second).to.equal(first);
    expect(document.querySelectorAll('script[src="/test/helpers/captcha-stand-in.js"]')).to.have.length(1);
  });
});
