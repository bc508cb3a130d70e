import { expect } from '@open-wc/testing';
import { DROPPED_ELEMENTS, isEmptyRichText, parseRichText, RICH_TAGS, richTextToPlain, type RichNode } from '../../src/shared/dom/rich-text.js';
import { isSafeLinkHref, normalizeLinkHref } from '../../src/shared/url/links.js';

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
    expect(nodes).to.deep.equal([
      {
        type: 'element',
        tag: 'p',
        children: [
          { type: 'text', text: 'Hi ' },
          { type: 'text', text: 'there' },
        ],
      },
    ]);
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

/** The browser's own reading of the same text, reduced the same way: the reference the tokenizer must match. */
function browserReading(source: string): RichNode[] {
  const convert = (node: Node): RichNode[] => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ? [{ type: 'text', text: node.textContent }] : [];
    if (node.nodeType !== Node.ELEMENT_NODE) return [];
    const element = node as Element;
    if (DROPPED_ELEMENTS.has(element.localName)) return [];
    const children = [...element.childNodes].flatMap(convert);
    const tag = RICH_TAGS[element.localName];
    if (!tag) return children;
    if (tag === 'a') {
      const href = element.getAttribute('href') ?? '';
      return isSafeLinkHref(href) ? [{ type: 'element', tag, href: normalizeLinkHref(href), children }] : children;
    }
    return [{ type: 'element', tag, children: tag === 'br' ? [] : children }];
  };
  const merged = (nodes: RichNode[]): RichNode[] =>
    nodes.reduce<RichNode[]>((out, node) => {
      const last = out[out.length - 1];
      if (node.type === 'text' && last?.type === 'text') out[out.length - 1] = { type: 'text', text: last.text + node.text };
      else out.push(node.type === 'element' ? { ...node, children: merged(node.children) } : node);
      return out;
    }, []);
  return merged([...new DOMParser().parseFromString(source, 'text/html').body.childNodes].flatMap(convert));
}

/** Adjacent text nodes joined: the tree a view draws is the same either way. */
function joined(nodes: RichNode[]): RichNode[] {
  return nodes.reduce<RichNode[]>((out, node) => {
    const last = out[out.length - 1];
    if (node.type === 'text' && last?.type === 'text') out[out.length - 1] = { type: 'text', text: last.text + node.text };
    else out.push(node.type === 'element' ? { ...node, children: joined(node.children) } : node);
    return out;
  }, []);
}

describe('rich text read without an HTML parser', () => {
  const corpus = [
    '<p>By using this website, you agree to our use of cookies.</p>',
    '<p>Read our <a href="/privacy">policy</a>, <strong>now</strong>.</p><p>Second <em>paragraph</em></p>',
    '<p>Line one<br>Line two<br/>Line three</br>end</p>',
    '<P>Upper <B>case</B> <I>tags</I> <A HREF="/x">link</A></P>',
    '<div>A div is a paragraph</div><div>and so is this</div>',
    '<p>Nested <strong><em>both</em></strong> <span class="x">span text</span> <u>under</u></p>',
    '<p>Entities: &amp; &lt; &gt; &quot; &#39; &#x2014; &nbsp; &copy; &hellip; &mdash; &rsquo;</p>',
    '<p>Legacy &amp without semicolon, &nbspspace, &copy2026 and &unknown; stays</p>',
    '<p><a href="/search?q=1&copy=2&amp;x=3&ampy">query with a legacy name</a></p>',
    '<p>Bad numbers &#0; &#xD800; &#1114112;</p>',
    "<p><a href='https://example.com/a?b=1&amp;c=2'>single quotes</a> <a href=/bare>bare</a></p>",
    '<p><a href="javascript:alert(1)">script link</a> <a href="java\tscript:alert(1)">tab</a> <a>no href</a></p>',
    '<p><a href="mailto:hello@example.com">mail</a> <a href="tel:+15551234">call</a> <a href="#top">top</a></p>',
    '<p onclick="alert(1)">Hi <img src=x onerror="alert(1)"> there<script>alert("</p>")</script> after</p>',
    '<p>Style <style>p { color: red }</style>gone <noscript>hidden</noscript><template><p>t</p></template>ok</p>',
    '<p>SVG <svg><text>drawn</text><a href="/x">in svg</a></svg> after</p>',
    '<p>Comment <!-- hidden --> and <!doctype html> and <?php echo 1 ?> gone</p>',
    'Plain text with < and <3 and a > sign',
    '<p>Unclosed <strong>bold',
    '<p>First<p>Second</p>',
    '<p>Stray </em> end tags </div> ignored</p>',
    '<p><a href="/one">one <a href="/two">two</a></a></p>',
    '<p title="a > b">quoted bracket</p>',
    '<p>Attribute <a href="/x" data-x=\'he said "hi"\'>quotes</a></p>',
    '<p>Unicode ✓ — “quotes” and emoji 🍪</p>',
    '<p><br></p>',
    '',
  ];
  for (const source of corpus) {
    it(`reads ${JSON.stringify(source).slice(0, 70)} as the browser does`, () => {
      expect(joined(parseRichText(source))).to.deep.equal(browserReading(source));
    });
  }

  it('calls no HTML sink: the text is never handed to the browser to parse', () => {
    const parse = DOMParser.prototype.parseFromString;
    let calls = 0;
    DOMParser.prototype.parseFromString = function (...args) {
      calls += 1;
      return parse.apply(this, args);
    };
    try {
      parseRichText('<p>Read our <a href="/privacy">policy</a>.</p>');
    } finally {
      DOMParser.prototype.parseFromString = parse;
    }
    expect(calls).to.equal(0);
  });
});
