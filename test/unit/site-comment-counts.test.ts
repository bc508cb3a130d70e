import { expect } from '@open-wc/testing';
import {
  commentCountScriptOrigin,
  commentCountScriptUrl,
  commentCountText,
  commentsBase,
  commentsSetting,
  countFromText,
  countThread,
} from '../../src/shared/site/comment-counts.js';
import { isPinnable, pinLabel, pinSetting, pinUrl, type PinCandidate } from '../../src/shared/site/pin-overlay.js';
import { toSiteContext } from '../../src/shared/site/context.js';

const withSettings = (websiteSettings: Record<string, unknown>) => toSiteContext({ websiteSettings });
const PAGE = 'https://juniper.example/journal';

describe('comment counts: the rules', () => {
  it('ask for the script only with comments on and a shortname of letters, digits and hyphens', () => {
    expect(commentsSetting(withSettings({ commentsEnabled: true, disqusShortname: 'juniper-ceramics' }))).to.deep.equal({
      shortname: 'juniper-ceramics',
    });
    expect(commentsSetting(withSettings({ commentsEnabled: false, disqusShortname: 'juniper' }))).to.equal(undefined);
    expect(commentsSetting(withSettings({ commentsEnabled: true, disqusShortname: '' }))).to.equal(undefined);
    expect(commentsSetting(withSettings({ commentsEnabled: true }))).to.equal(undefined);
    for (const bad of ['a.b', 'x/../y', 'juniper ceramics', '-juniper', 'juniper-', 'a'.repeat(65), 'évier']) {
      const setting = commentsSetting(withSettings({ commentsEnabled: true, disqusShortname: bad }));
      expect(setting, bad).to.have.property('problem').that.contains('letters, digits and hyphens');
    }
  });

  it('derive the script URL from the shortname, or from a base that is https or http on a loopback host', () => {
    expect(commentCountScriptUrl('juniper')).to.equal('https://juniper.disqus.com/count.js');
    expect(commentCountScriptOrigin('juniper')).to.equal('https://juniper.disqus.com');
    expect(commentCountScriptUrl('juniper', commentsBase('http://localhost:8000/__script-stand-in/comments'))).to.equal(
      'http://localhost:8000/__script-stand-in/comments/juniper/count.js',
    );
    expect(commentsBase('https://comments.example/')?.href).to.equal('https://comments.example/');
    for (const bad of ['http://comments.example/', 'javascript:alert(1)', 'https://u:p@x.example/', 'https://x.example/?a=1', 'relative/', 42, '']) {
      expect(commentsBase(bad, PAGE), String(bad)).to.equal(undefined);
    }
  });

  it('take a path on the page’s own site as the base, needing no origin in the page’s policy', () => {
    expect(commentsBase('/stand-ins/comments', PAGE)?.href).to.equal('https://juniper.example/stand-ins/comments/');
    expect(commentCountScriptUrl('juniper', commentsBase('/stand-ins/comments/', PAGE))).to.equal(
      'https://juniper.example/stand-ins/comments/juniper/count.js',
    );
    for (const bad of ['//evil.example/', '/\\evil.example/', '/stand-ins/?a=1', '/stand-ins/#x']) {
      expect(commentsBase(bad, PAGE), bad).to.equal(undefined);
    }
    expect(commentCountScriptOrigin('juniper', '/stand-ins/comments/')).to.equal(undefined);
    expect(commentCountScriptOrigin('juniper', 'https://counts.example/base/')).to.equal('https://counts.example');
  });

  it('count the links marked for counts or pointing at #comments on this site, by their page without the fragment', () => {
    expect(countThread({ href: '/journal/a', marked: true }, PAGE)).to.equal('https://juniper.example/journal/a');
    expect(countThread({ href: '/journal/a#comments', marked: false }, PAGE)).to.equal('https://juniper.example/journal/a');
    expect(countThread({ href: '/journal/a#top', marked: false }, PAGE)).to.equal(undefined);
    expect(countThread({ href: 'https://elsewhere.example/a#comments', marked: true }, PAGE)).to.equal(undefined);
    expect(countThread({ href: 'javascript:alert(1)#comments', marked: true }, PAGE)).to.equal(undefined);
    expect(countThread({ href: null, marked: true }, PAGE)).to.equal(undefined);
  });

  it('read the provider’s count and say it in the site’s words', () => {
    expect(countFromText('3 Comments')).to.equal(3);
    expect(countFromText('1,204 Comments')).to.equal(1204);
    expect(countFromText('Comments')).to.equal(undefined);
    expect(commentCountText(0)).to.equal('No comments');
    expect(commentCountText(1)).to.equal('1 comment');
    expect(commentCountText(12)).to.equal('12 comments');
  });
});

describe('the Pin button: the rules', () => {
  const image = (over: Partial<PinCandidate> = {}): PinCandidate => ({
    width: 600,
    height: 400,
    src: '/images/kelp-plate.svg',
    inPost: true,
    excluded: false,
    optedOut: false,
    ...over,
  });

  it('modes: disabled or none means nothing, blog and all are modes, anything else a console message', () => {
    expect(pinSetting(withSettings({}))).to.equal(undefined);
    expect(pinSetting(withSettings({ pinterestOverlayOptions: { mode: 'disabled' } }))).to.equal(undefined);
    expect(pinSetting(withSettings({ pinterestOverlayOptions: { mode: 'blog' } }))).to.deep.equal({ mode: 'blog' });
    expect(pinSetting(withSettings({ pinterestOverlayOptions: { mode: 'all' } }))).to.deep.equal({ mode: 'all' });
    expect(pinSetting(withSettings({ pinterestOverlayOptions: { mode: 'sometimes' } })))
      .to.have.property('problem')
      .that.contains('"sometimes"');
  });

  it('goes over content images of at least 150 px a side, in posts only in blog mode, never over excluded or opted-out ones', () => {
    expect(isPinnable(image(), 'all', PAGE)).to.equal(true);
    expect(isPinnable(image({ inPost: false }), 'all', PAGE)).to.equal(true);
    expect(isPinnable(image({ inPost: false }), 'blog', PAGE)).to.equal(false);
    expect(isPinnable(image(), 'blog', PAGE)).to.equal(true);
    expect(isPinnable(image(), 'disabled', PAGE)).to.equal(false);
    expect(isPinnable(image({ width: 149 }), 'all', PAGE)).to.equal(false);
    expect(isPinnable(image({ height: 32 }), 'all', PAGE)).to.equal(false);
    expect(isPinnable(image({ width: 150, height: 150 }), 'all', PAGE)).to.equal(true);
    expect(isPinnable(image({ excluded: true }), 'all', PAGE)).to.equal(false);
    expect(isPinnable(image({ optedOut: true }), 'all', PAGE)).to.equal(false);
    expect(isPinnable(image({ src: 'data:image/png;base64,AAAA' }), 'all', PAGE)).to.equal(false);
    expect(isPinnable(image({ src: 'javascript:alert(1)' }), 'all', PAGE)).to.equal(false);
  });

  it('links to Pinterest’s pin-create page with the page, the image and its alt as text', () => {
    const url = new URL(pinUrl({ page: `${PAGE}/why#top`, image: '/images/kelp plate.svg', description: '  A <b>kelp</b>\n plate ' }));
    expect(url.origin + url.pathname).to.equal('https://www.pinterest.com/pin/create/button/');
    expect(url.searchParams.get('url')).to.equal('https://juniper.example/journal/why');
    expect(url.searchParams.get('media')).to.equal('https://juniper.example/images/kelp%20plate.svg');
    expect(url.searchParams.get('description')).to.equal('A <b>kelp</b> plate');
    expect(new URL(pinUrl({ page: PAGE, image: '/a.svg', description: '' })).searchParams.has('description')).to.equal(false);
    expect(new URL(pinUrl({ page: PAGE, image: '/a.svg', description: 'x'.repeat(900) })).searchParams.get('description')).to.have.length(500);
    expect(pinLabel('A kelp plate')).to.equal('Save A kelp plate to Pinterest (opens in a new window)');
    expect(pinLabel('')).to.equal('Save image to Pinterest (opens in a new window)');
  });
});
