import { expect } from '@open-wc/testing';
import { isEmptyRichText, parseRichText, richTextToPlain } from '../../src/shared/dom/rich-text.js';

describe('rich text', () => {
  it('keeps paragraphs, emphasis and safe links', () => {
    expect(parseRichText('<p>Read our <a href="/privacy">policy</a>, <strong>now</strong>.</p>')).to.deep.equal([
      {
        type: 'element',
        tag: 'p',
        children: [
          { type: 'text', text: 'Read our ' },
          { type: 'element', tag: 'a', href: '/privacy', children: [{ type: 'text', text: 'policy' }] },
          { type: 'text', text: ', ' },
          { type: 'element', tag: 'strong', children: [{ type: 'text', text: 'now' }] },
          { type: 'text', text: '.' },
        ],
      },
    ]);
  });

  it('drops scripts, event handlers and unsafe links but keeps their text', () => {
    const nodes = parseRichText(
      '<p onclick="alert(1)">Hi <img src=x onerror="alert(1)"><a href="javascript:alert(1)">there</a><script>alert(1)</script></p>',
    );
    expect(nodes).to.deep.equal([{ type: 'element', tag: 'p', children: [{ type: 'text', text: 'Hi ' }, { type: 'text', text: 'there' }] }]);
  });

  it('treats plain text as text, markup characters included', () => {
    expect(richTextToPlain(parseRichText('Fish &amp; chips <3'))).to.equal('Fish & chips <3');
  });

  it('recognises an empty editor paragraph', () => {
    expect(isEmptyRichText('<p></p>')).to.be.true;
    expect(isEmptyRichText('<p><br></p>')).to.be.true;
    expect(isEmptyRichText(undefined)).to.be.true;
    expect(isEmptyRichText('<p>x</p>')).to.be.false;
  });
});
