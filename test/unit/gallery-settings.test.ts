import { expect } from '@open-wc/testing';
import { parseBlockJson } from '../../src/shared/gallery/block-data.js';
import { designDefaults } from '../../src/shared/gallery/defaults.js';
import { GALLERY_DESIGN_NAMES, resolveDesign, resolveTransition } from '../../src/shared/gallery/designs.js';
import { GALLERY_ATTRIBUTES, GALLERY_BLOCK_KEYS, parseGallerySettings, resolveGallerySettings } from '../../src/shared/gallery/settings.js';
import { settingsFromAttributes, type AttributeMap } from '../helpers/gallery-settings.js';

const DECODE = 'Error decoding gallery block data.';
const EVALUATE = 'Error evaluating gallery block data.';

function fromAttributes(attributes: AttributeMap) {
  return settingsFromAttributes(attributes);
}

function fromBlock(block: unknown) {
  return parseGallerySettings({ block });
}

describe('gallery designs', () => {
  it('maps every public design name to the design it draws', () => {
    const drawn = GALLERY_DESIGN_NAMES.map((name) => resolveDesign(name));
    expect(drawn).to.deep.equal(['grid', 'auto-grid', 'auto-columns', 'auto-rows', 'carousel', 'list', 'stacked', 'strip']);
  });

  it('maps stacked to base, slider to strip, slideshow to stacked, and others by own name', () => {
    expect(resolveDesign('stacked')).to.equal('base');
    expect(resolveDesign('slider')).to.equal('strip');
    expect(resolveDesign('slideshow')).to.equal('stacked');
    expect(resolveDesign('strip')).to.equal('strip');
    expect(resolveDesign('base')).to.equal('base');
    expect(resolveDesign('carousel')).to.equal('carousel');
  });

  it('defaults to base without a design', () => {
    for (const name of [undefined, null, '', '   ']) expect(resolveDesign(name), String(name)).to.equal('base');
  });

  it('reads the spec spelling, kebab-case, camelCase and any letter case', () => {
    for (const name of ['auto grid', 'auto-grid', 'autoGrid', 'AUTO_GRID', ' Auto  Grid ']) {
      expect(resolveDesign(name), name).to.equal('auto-grid');
    }
    expect(resolveDesign('Auto Columns')).to.equal('auto-columns');
    expect(resolveDesign('autoRows')).to.equal('auto-rows');
    expect(resolveDesign('SlideShow')).to.equal('stacked');
  });

  it('throws the design-not-found error naming an unknown design', () => {
    expect(() => resolveDesign('mosaic')).to.throw(Error, 'Gallery design not found: mosaic');
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(() => resolveDesign(name), name).to.throw(`Gallery design not found: ${name}`);
    }
  });

  it('gives the stacked design fade by default, and ken-burns and scroll', () => {
    expect(resolveTransition(undefined)).to.equal('fade');
    expect(resolveTransition('')).to.equal('fade');
    expect(resolveTransition('fade')).to.equal('fade');
    expect(resolveTransition('ken-burns')).to.equal('ken-burns');
    expect(resolveTransition('Ken Burns')).to.equal('ken-burns');
    expect(resolveTransition('kenBurns')).to.equal('ken-burns');
    expect(resolveTransition('scroll')).to.equal('scroll');
  });

  it('throws the transition-not-found error naming an unknown transition', () => {
    expect(() => resolveTransition('slide')).to.throw(Error, 'Gallery transition not found: slide');
    expect(() => resolveTransition('valueOf')).to.throw('Gallery transition not found: valueOf');
  });
});

describe('gallery settings names', () => {
  it('reads block data under the spec keys, some camelCase, some kebab-case', () => {
    expect(GALLERY_BLOCK_KEYS).to.include({
      design: 'design',
      imageAspectRatio: 'imageAspectRatio',
      slidesPerRow: 'slidesPerRow',
      lightbox: 'lightbox',
      lightboxTheme: 'lightboxTheme',
      mixedContent: 'mixedContent',
      columnWidth: 'columnWidth',
      gutter: 'gutter',
      listImageSize: 'listImageSize',
      autoplay: 'autoplay',
      autoplayDuration: 'autoplay-duration',
      activeAlignment: 'active-alignment',
      thumbnailsPerRow: 'thumbnails-per-row',
      squareThumbs: 'square-thumbs',
      autoCrop: 'auto-crop',
      thumbnails: 'thumbnails',
      thumbnailStripHeight: 'thumbnail-strip-height',
      thumbnailStripMargin: 'thumbnail-strip-margin',
      vSize: 'vSize',
      padding: 'padding',
      metaPosition: 'meta-position',
    });
  });

  it('reads attributes under the kebab-case of each name', () => {
    expect(GALLERY_ATTRIBUTES).to.deep.equal({
      design: 'design',
      imageAspectRatio: 'image-aspect-ratio',
      slidesPerRow: 'slides-per-row',
      lightbox: 'lightbox',
      lightboxTheme: 'lightbox-theme',
      mixedContent: 'mixed-content',
      columnWidth: 'column-width',
      columnBehavior: 'column-behavior',
      gutter: 'gutter',
      listImageSize: 'list-image-size',
      rowHeight: 'row-height',
      autoplay: 'autoplay',
      autoplayDuration: 'autoplay-duration',
      randomize: 'randomize',
      activeAlignment: 'active-alignment',
      thumbnailsPerRow: 'thumbnails-per-row',
      squareThumbs: 'square-thumbs',
      autoCrop: 'auto-crop',
      thumbnails: 'thumbnails',
      thumbnailStripHeight: 'thumbnail-strip-height',
      thumbnailStripMargin: 'thumbnail-strip-margin',
      vSize: 'v-size',
      padding: 'padding',
      metaPosition: 'meta-position',
      transition: 'transition',
      speed: 'speed',
      autoHeight: 'auto-height',
      clickBehavior: 'click-behavior',
      activeSlideClickBehavior: 'active-slide-click-behavior',
      loop: 'loop',
      history: 'history',
      keyboard: 'keyboard',
      imageFit: 'image-fit',
    });
  });
});

describe('gallery defaults', () => {
  it('is the base design with plain defaults when nothing is given', () => {
    const { settings, problems } = parseGallerySettings();
    expect(problems).to.deep.equal([]);
    expect(settings).to.deep.equal(designDefaults('base'));
    expect(settings).to.include({
      design: 'base',
      imageAspectRatio: 'auto',
      lightbox: false,
      lightboxTheme: 'dark',
      autoplay: false,
      loop: false,
      history: false,
      keyboard: true,
      thumbnailStripMargin: 0,
    });
  });

  it('grid: perRow 4, padding 20, lightbox on', () => {
    expect(fromAttributes({ design: 'grid' }).settings).to.include({ slidesPerRow: 4, padding: 20, lightbox: true });
  });

  it('auto grid and auto columns: columnWidth 250, gutter 0, column behaviour min', () => {
    for (const design of ['auto grid', 'auto columns']) {
      expect(fromAttributes({ design }).settings, design).to.include({ columnWidth: 250, gutter: 0, columnBehavior: 'min' });
    }
  });

  it('auto rows: rowHeight 250, gutter 20, lightbox on', () => {
    expect(fromAttributes({ design: 'auto rows' }).settings).to.include({ rowHeight: 250, gutter: 20, lightbox: true });
  });

  it('carousel: gutter 1, slidesPerRow 3', () => {
    expect(fromAttributes({ design: 'carousel' }).settings).to.include({ gutter: 1, slidesPerRow: 3, lightbox: false });
  });

  it('slideshow (stacked): fade, speed 1 s, autoHeight, clickBehavior next', () => {
    expect(fromAttributes({ design: 'slideshow' }).settings).to.include({
      design: 'stacked',
      transition: 'fade',
      speed: 1,
      autoHeight: true,
      clickBehavior: 'next',
    });
  });

  it('slider (strip): speed 0.5 s, alignment middle, no vSize of its own', () => {
    expect(fromAttributes({ design: 'slider' }).settings).to.include({
      design: 'strip',
      speed: 0.5,
      activeAlignment: 'middle',
      vSize: undefined,
    });
  });

  it('list: half the width for the image; other designs animate in 0.3 s', () => {
    expect(fromAttributes({ design: 'list' }).settings).to.include({ listImageSize: 50, speed: 0.3, gutter: 0 });
  });
});

describe('gallery settings from attributes', () => {
  it('reads every kebab-case attribute', () => {
    const { settings, problems } = fromAttributes({
      design: 'slideshow',
      'image-aspect-ratio': '75',
      'slides-per-row': '5',
      lightbox: '',
      'lightbox-theme': 'light',
      'mixed-content': '',
      'column-width': '300',
      'column-behavior': 'max',
      gutter: '12',
      'list-image-size': '40',
      'row-height': '180',
      autoplay: '',
      'autoplay-duration': '3',
      randomize: 'true',
      'active-alignment': 'left',
      'thumbnails-per-row': '6',
      'square-thumbs': '',
      'auto-crop': '',
      thumbnails: '',
      'thumbnail-strip-height': '80',
      'thumbnail-strip-margin': '4',
      'v-size': '15',
      padding: '8',
      'meta-position': 'bottom',
      transition: 'ken-burns',
      speed: '2',
      'auto-height': 'false',
      'click-behavior': 'half',
      'active-slide-click-behavior': 'previous',
      loop: '',
      history: '',
      keyboard: 'false',
      'image-fit': 'none',
    });
    expect(problems).to.deep.equal([]);
    expect(settings).to.deep.equal({
      design: 'stacked',
      imageAspectRatio: 75,
      slidesPerRow: 5,
      lightbox: true,
      lightboxTheme: 'light',
      mixedContent: true,
      columnWidth: 300,
      columnBehavior: 'max',
      gutter: 12,
      listImageSize: 40,
      rowHeight: 180,
      autoplay: true,
      autoplayDuration: 3,
      randomize: true,
      activeAlignment: 'start',
      thumbnailsPerRow: 6,
      squareThumbs: true,
      autoCrop: true,
      thumbnails: true,
      thumbnailStripHeight: 80,
      thumbnailStripMargin: 4,
      vSize: 15,
      padding: 8,
      metaPosition: 'bottom',
      transition: 'ken-burns',
      speed: 2,
      autoHeight: false,
      clickBehavior: 'half',
      activeSlideClickBehavior: 'previous',
      loop: true,
      history: true,
      keyboard: false,
      imageFit: 'none',
    });
  });

  it('treats a present boolean attribute as true, except the text false', () => {
    expect(fromAttributes({ loop: '' }).settings.loop).to.equal(true);
    expect(fromAttributes({ loop: 'loop' }).settings.loop).to.equal(true);
    expect(fromAttributes({ loop: 'true' }).settings.loop).to.equal(true);
    expect(fromAttributes({ loop: 'false' }).settings.loop).to.equal(false);
    expect(fromAttributes({ design: 'grid', lightbox: ' FALSE ' }).settings.lightbox).to.equal(false);
    expect(fromAttributes({ loop: null }).settings.loop).to.equal(false);
    expect(fromAttributes({ loop: undefined }).settings.loop).to.equal(false);
  });

  it('reads the image aspect ratio as a number or Auto', () => {
    expect(fromAttributes({ 'image-aspect-ratio': 'Auto' }).settings.imageAspectRatio).to.equal('auto');
    expect(fromAttributes({ 'image-aspect-ratio': 'auto' }).settings.imageAspectRatio).to.equal('auto');
    expect(fromAttributes({ 'image-aspect-ratio': '56.25' }).settings.imageAspectRatio).to.equal(56.25);
    const invalid = fromAttributes({ 'image-aspect-ratio': '0' });
    expect(invalid.settings.imageAspectRatio).to.equal('auto');
    expect(invalid.problems).to.deep.equal(['Invalid gallery setting image-aspect-ratio: 0']);
  });

  it('reports and ignores unusable values, keeping the default', () => {
    const { settings, problems } = fromAttributes({
      design: 'carousel',
      'slides-per-row': '2.5',
      gutter: '-1',
      'row-height': 'tall',
      'autoplay-duration': '0',
      'click-behavior': 'sideways',
      'active-slide-click-behavior': 'jump',
      'list-image-size': '120',
      'column-behavior': 'round',
      speed: '-1',
    });
    expect(settings).to.include({
      slidesPerRow: 3,
      gutter: 1,
      rowHeight: 250,
      autoplayDuration: undefined,
      clickBehavior: 'next',
      activeSlideClickBehavior: 'stay',
      listImageSize: 50,
      columnBehavior: 'min',
      speed: 0.3,
    });
    expect(problems).to.deep.equal([
      'Invalid gallery setting slides-per-row: 2.5',
      'Invalid gallery setting column-behavior: round',
      'Invalid gallery setting gutter: -1',
      'Invalid gallery setting list-image-size: 120',
      'Invalid gallery setting row-height: tall',
      'Invalid gallery setting autoplay-duration: 0',
      'Invalid gallery setting speed: -1',
      'Invalid gallery setting click-behavior: sideways',
      'Invalid gallery setting active-slide-click-behavior: jump',
    ]);
  });

  it('ignores block data spellings in attributes', () => {
    const { settings } = fromAttributes({ imageAspectRatio: '50', autoplayDuration: '3', vSize: '20' });
    expect(settings).to.include({ imageAspectRatio: 'auto', autoplayDuration: undefined, vSize: undefined });
  });

  it('treats a blank text attribute as absent', () => {
    expect(fromAttributes({ 'meta-position': '  ', design: '' }).settings).to.include({ metaPosition: undefined, design: 'base' });
  });
});

describe('gallery settings validation', () => {
  it('takes a positive columnWidth, reading text as an integer', () => {
    expect(fromAttributes({ 'column-width': '300px' }).settings.columnWidth).to.equal(300);
    expect(fromAttributes({ 'column-width': '250.9' }).settings.columnWidth).to.equal(250);
    expect(fromBlock({ columnWidth: 320.5 }).settings.columnWidth).to.equal(320.5);
    expect(fromBlock({ columnWidth: '180' }).settings.columnWidth).to.equal(180);
  });

  it('reports a columnWidth that is not a positive number and keeps 250', () => {
    for (const value of ['abc', '0', '-20', 'px300']) {
      const { settings, problems } = fromAttributes({ design: 'auto columns', 'column-width': value });
      expect(settings.columnWidth, value).to.equal(250);
      expect(problems, value).to.deep.equal([`Auto columns columnWidth must be a positive number: ${value}`]);
    }
    for (const value of [0, -5, true, {}]) {
      const { problems } = fromBlock({ columnWidth: value });
      expect(problems, String(value)).to.deep.equal([`Auto columns columnWidth must be a positive number: ${JSON.stringify(value)}`]);
    }
  });

  it('maps active-alignment left, center and right to start, middle and end', () => {
    expect(fromAttributes({ 'active-alignment': 'left' }).settings.activeAlignment).to.equal('start');
    expect(fromAttributes({ 'active-alignment': 'center' }).settings.activeAlignment).to.equal('middle');
    expect(fromAttributes({ 'active-alignment': 'right' }).settings.activeAlignment).to.equal('end');
    expect(fromAttributes({ 'active-alignment': 'START' }).settings.activeAlignment).to.equal('start');
    expect(fromBlock({ 'active-alignment': 'middle' }).settings.activeAlignment).to.equal('middle');
    expect(fromBlock({ 'active-alignment': 'end' }).settings.activeAlignment).to.equal('end');
  });

  it('reports a strip alignment other than start, middle or end and keeps middle', () => {
    const { settings, problems } = fromAttributes({ design: 'slider', 'active-alignment': 'top' });
    expect(settings.activeAlignment).to.equal('middle');
    expect(problems).to.deep.equal(['Strip alignment must be start, middle or end: top']);
    expect(fromBlock({ 'active-alignment': 'constructor' }).problems).to.deep.equal(['Strip alignment must be start, middle or end: constructor']);
  });

  it('reads the lightbox theme as light or otherwise dark', () => {
    expect(fromAttributes({ 'lightbox-theme': 'light' }).settings.lightboxTheme).to.equal('light');
    expect(fromAttributes({ 'lightbox-theme': 'Light' }).settings.lightboxTheme).to.equal('light');
    expect(fromAttributes({ 'lightbox-theme': 'sepia' }).settings.lightboxTheme).to.equal('dark');
    expect(fromBlock({ lightboxTheme: 'dark' }).settings.lightboxTheme).to.equal('dark');
  });

  it('caps the thumbnail strip margin at 5', () => {
    expect(fromAttributes({ 'thumbnail-strip-margin': '12' }).settings.thumbnailStripMargin).to.equal(5);
    expect(fromAttributes({ 'thumbnail-strip-margin': '5' }).settings.thumbnailStripMargin).to.equal(5);
    expect(fromAttributes({ 'thumbnail-strip-margin': '2' }).settings.thumbnailStripMargin).to.equal(2);
  });

  it('throws for an unknown design, from attributes or block data', () => {
    expect(() => fromAttributes({ design: 'mosaic' })).to.throw('Gallery design not found: mosaic');
    expect(() => fromBlock({ design: 'wall' })).to.throw('Gallery design not found: wall');
  });

  it('throws for an unknown transition of the slideshow, and ignores transitions elsewhere', () => {
    expect(() => fromAttributes({ design: 'slideshow', transition: 'wipe' })).to.throw('Gallery transition not found: wipe');
    expect(fromAttributes({ design: 'grid', transition: 'wipe' }).settings.transition).to.equal('fade');
    expect(fromAttributes({ design: 'slideshow', transition: 'scroll' }).settings.transition).to.equal('scroll');
  });
});

describe('gallery block data', () => {
  it('parses block JSON objects', () => {
    expect(parseBlockJson('{"design":"grid","slidesPerRow":2}')).to.deep.equal({ data: { design: 'grid', slidesPerRow: 2 } });
    expect(parseBlockJson('{}')).to.deep.equal({ data: {} });
  });

  it('treats blank text as no data', () => {
    for (const text of [undefined, null, '', '  \n ']) expect(parseBlockJson(text)).to.deep.equal({ data: {} });
  });

  it('fails to decode text that is not JSON', () => {
    for (const text of ['{', "{design:'grid'}", 'undefined', '{"a":1,}', 'grid']) {
      expect(parseBlockJson(text), text).to.deep.equal({ error: 'decode' });
    }
  });

  it('fails to evaluate JSON that is not an object', () => {
    for (const text of ['null', '42', '"grid"', 'true', '[]', '[{"design":"grid"}]']) {
      expect(parseBlockJson(text), text).to.deep.equal({ error: 'evaluate' });
    }
  });

  it('reads the spec keys exactly', () => {
    const { settings, problems } = fromBlock(
      JSON.stringify({
        design: 'auto rows',
        imageAspectRatio: 'Auto',
        'autoplay-duration': 4,
        'thumbnails-per-row': 5,
        'square-thumbs': true,
        'auto-crop': 'true',
        'thumbnail-strip-height': 90,
        vSize: 12,
        'meta-position': 'top',
        lightboxTheme: 'light',
        mixedContent: false,
      }),
    );
    expect(problems).to.deep.equal([]);
    expect(settings).to.include({
      design: 'auto-rows',
      imageAspectRatio: 'auto',
      autoplayDuration: 4,
      thumbnailsPerRow: 5,
      squareThumbs: true,
      autoCrop: true,
      thumbnailStripHeight: 90,
      vSize: 12,
      metaPosition: 'top',
      lightboxTheme: 'light',
      mixedContent: false,
    });
  });

  it('ignores other spellings of the keys', () => {
    const { settings } = fromBlock({ autoplayDuration: 4, 'image-aspect-ratio': 50, 'v-size': 20, thumbnailsPerRow: 3 });
    expect(settings).to.include({ autoplayDuration: undefined, imageAspectRatio: 'auto', vSize: undefined, thumbnailsPerRow: undefined });
  });

  it('takes block data that is already parsed', () => {
    expect(fromBlock({ design: 'carousel', slidesPerRow: 4 }).settings).to.include({ design: 'carousel', slidesPerRow: 4 });
  });

  it('logs the decoding error and still gives settings from attributes and defaults', () => {
    const { settings, problems } = settingsFromAttributes({ design: 'grid' }, '{"design":');
    expect(problems).to.deep.equal([DECODE]);
    expect(settings.design).to.equal('grid');
  });

  it('logs the evaluating error for block data that is not an object', () => {
    for (const block of ['[1,2]', 'null', 42, [], true]) {
      const { settings, problems } = fromBlock(block);
      expect(problems, JSON.stringify(block)).to.deep.equal([EVALUATE]);
      expect(settings.design).to.equal('base');
    }
  });

  it('logs the evaluating error once for fields of the wrong type, and keeps the rest', () => {
    const { settings, problems } = fromBlock({ design: 'carousel', slidesPerRow: 'many', gutter: {}, loop: 'yes', autoplay: true });
    expect(problems).to.deep.equal([EVALUATE]);
    expect(settings).to.include({ slidesPerRow: 3, gutter: 1, loop: false, autoplay: true });
  });

  it('does not read keys inherited by objects', () => {
    expect(fromBlock({}).settings.design).to.equal('base');
    expect(fromBlock(JSON.parse('{"__proto__":{"design":"wall"}}')).settings.design).to.equal('base');
  });

  it('lets attributes win over block data', () => {
    const { settings } = settingsFromAttributes({ 'slides-per-row': '6' }, { design: 'grid', slidesPerRow: 2, padding: 4 });
    expect(settings).to.include({ design: 'grid', slidesPerRow: 6, padding: 4 });
  });

  it('keeps block data values where an attribute is unusable', () => {
    const { settings, problems } = settingsFromAttributes({ gutter: 'wide' }, { gutter: 7 });
    expect(settings.gutter).to.equal(7);
    expect(problems).to.deep.equal(['Invalid gallery setting gutter: wide']);
  });
});

describe('resolveGallerySettings', () => {
  it('fills the design defaults under given values and ignores undefined ones', () => {
    const settings = resolveGallerySettings({ design: 'carousel', gutter: undefined, slidesPerRow: 5 });
    expect(settings).to.include({ design: 'carousel', gutter: 1, slidesPerRow: 5 });
  });
});

describe('<sq-gallery> setting properties', () => {
  it('types each setting from its attribute: numbers, booleans and values of a set', () => {
    const gallery = document.createElement('sq-gallery');
    gallery.setAttribute('speed', '2');
    gallery.setAttribute('autoplay', '');
    gallery.setAttribute('auto-height', 'false');
    gallery.setAttribute('column-behavior', 'MAX');
    gallery.setAttribute('active-alignment', 'left');
    gallery.setAttribute('column-width', '300px');
    expect(gallery.speed).to.equal(2);
    expect(gallery.autoplay).to.equal(true);
    expect(gallery.autoHeight).to.equal(false);
    expect(gallery.columnBehavior).to.equal('max');
    expect(gallery.activeAlignment).to.equal('start');
    expect(gallery.columnWidth).to.equal(300);
    expect(gallery.loop, 'unset: the design decides').to.equal(undefined);
  });

  it('writes boolean settings back so that false turns a default off, and unset leaves it to the design', () => {
    const gallery = document.createElement('sq-gallery');
    gallery.lightbox = false;
    expect(gallery.getAttribute('lightbox')).to.equal('false');
    expect(gallery.lightbox).to.equal(false);
    gallery.lightbox = true;
    expect(gallery.getAttribute('lightbox')).to.equal('');
    gallery.lightbox = undefined;
    expect(gallery.hasAttribute('lightbox')).to.equal(false);
    expect(gallery.lightbox).to.equal(undefined);
  });

  it('observes the attribute of every setting', () => {
    const observed = (customElements.get('sq-gallery') as unknown as { observedAttributes: string[] }).observedAttributes;
    expect(observed).to.include.members(Object.values(GALLERY_ATTRIBUTES));
  });
});
