import { expect } from '@open-wc/testing';
import {
  categorizeLink,
  isSafeLinkHref,
  isValidAnchor,
  isValidFtp,
  isValidJavascript,
  isValidMailto,
  isValidSms,
  isValidTel,
  normalizeLinkHref,
} from '../../src/shared/url/links.js';

describe('link categories', () => {
  it('sorts each link into its category', () => {
    expect(categorizeLink('')).to.equal('empty');
    expect(categorizeLink('#top')).to.equal('anchor');
    expect(categorizeLink('https://example.com')).to.equal('external');
    expect(categorizeLink('/s/menu.pdf')).to.equal('file');
    expect(categorizeLink('/about')).to.equal('content');
    expect(categorizeLink('http:example.com')).to.equal('malformed-protocol');
    expect(categorizeLink('mailto:a@b.co')).to.equal('misc-protocol');
    expect(categorizeLink('javascript:alert(1)')).to.equal('misc-protocol');
  });
});

describe('link validators', () => {
  it('anchors are shorter than 100 characters', () => {
    expect(isValidAnchor('#a')).to.be.true;
    expect(isValidAnchor(`#${'a'.repeat(98)}`)).to.be.true;
    expect(isValidAnchor(`#${'a'.repeat(99)}`)).to.be.false;
  });

  it('tel: digits, plus and minus, at least 4 characters, shorter than 50', () => {
    expect(isValidTel('tel:+1-555-0100')).to.be.true;
    expect(isValidTel('tel:123')).to.be.false;
    expect(isValidTel('tel:555 0100')).to.be.false;
    expect(isValidTel(`tel:${'1'.repeat(46)}`)).to.be.false;
  });

  it('sms: digits, plus, minus, parentheses and commas', () => {
    expect(isValidSms('sms:+1(555)0100,2')).to.be.true;
    expect(isValidSms('sms:call me')).to.be.false;
  });

  it('mailto: exactly one @ and a dotted extension after it', () => {
    expect(isValidMailto('mailto:hello@example.com')).to.be.true;
    expect(isValidMailto('mailto:hello@example')).to.be.false;
    expect(isValidMailto('mailto:a@b@example.com')).to.be.false;
    expect(isValidMailto('mailto:hello@example.com?subject=Hi')).to.be.true;
  });

  it('javascript: shorter than 250, ftp: shorter than 100', () => {
    expect(isValidJavascript('javascript:void(0)')).to.be.true;
    expect(isValidJavascript(`javascript:${'x'.repeat(239)}`)).to.be.false;
    expect(isValidFtp('ftp://files.example.com/a.zip')).to.be.true;
    expect(isValidFtp(`ftp://example.com/${'a'.repeat(82)}`)).to.be.false;
  });

  it('never lets a script URL through, and checks each category', () => {
    expect(isSafeLinkHref('javascript:alert(1)')).to.be.false;
    expect(isSafeLinkHref(' JavaScript:alert(1)')).to.be.false;
    expect(isSafeLinkHref('data:text/html,<script>alert(1)</script>')).to.be.false;
    expect(isSafeLinkHref('http:example.com')).to.be.false;
    expect(isSafeLinkHref('https://example.com/privacy')).to.be.true;
    expect(isSafeLinkHref('example.com/privacy')).to.be.true;
    expect(isSafeLinkHref('/privacy')).to.be.true;
    expect(isSafeLinkHref(`/${'p'.repeat(150)}`)).to.be.false;
    expect(isSafeLinkHref('#cookies')).to.be.true;
    expect(isSafeLinkHref('mailto:privacy@example.com')).to.be.true;
    expect(normalizeLinkHref('example.com/privacy')).to.equal('https://example.com/privacy');
    expect(normalizeLinkHref('/privacy')).to.equal('/privacy');
  });
});
