/**
 * The image block's layouts as CSS, written once: the element's shadow root uses it
 * with `:host` and `::slotted()`, and the page's stylesheet (sq-elements.css) with the tag itself
 * before the element's code has run, so the block is laid out the same before and after the upgrade.
 * The picture is the `<img>` child; any other child is its text. The host is a twelve-column grid and
 * a size container: under the narrow width the layouts stack.
 */
import { IMAGE_BLOCK_NARROW_BELOW_PX } from '../constants/limits.js';
import { color, radius, space } from '../theme/css.js';
import type { ImageLayout } from './image.js';

/** A picture still waiting for its address (`awaitsSource`): a `data-src`, and no `src` or only a placeholder. */
export const AWAITING_SOURCE = 'img[data-src]:is(:not([src]),[src^="data:"])';

/** How to write selectors: the host with a condition (`[layout="card" i]`), and a child of it. */
export interface ImageSelectors {
  host(condition?: string): string;
  child(host: string, selector: string): string;
  /** The host's ::before box. */
  before(host: string): string;
}

type Declarations = Record<string, string>;

const rule = (selector: string, declarations: Declarations) =>
  `${selector}{${Object.entries(declarations)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;

const layout = (name: ImageLayout) => `[layout="${name}" i]`;

/** Default box ratios of a cropped picture (width / height), per layout. */
const CROP_RATIO: Partial<Record<ImageLayout, string>> = {
  inline: '3/2',
  poster: '21/9',
  card: '4/5',
  overlap: '4/3',
  collage: '1/1',
};

/** The picture's text: every child but the picture. */
export const TEXT = ':not(img)';

export function imageLayoutCss({ host, child, before }: ImageSelectors): string {
  const at = (condition: string, selector: string) => child(host(condition), selector);
  const wide: string[] = [
    rule(host(), {
      display: 'grid',
      'grid-template-columns': 'repeat(12,minmax(0,1fr))',
      'align-items': 'center',
      position: 'relative',
      'container-type': 'inline-size',
    }),
    rule(child(host(), '*'), { 'grid-column': '1/-1', 'grid-row': 'auto', 'min-width': '0', margin: '0', 'box-sizing': 'border-box' }),
    rule(child(host(), 'img'), { display: 'block', width: '100%', height: 'auto', 'grid-row': '1' }),
    // A lazy picture not yet given its address: its box kept, nothing drawn (its alt text still read).
    rule(child(host(), AWAITING_SOURCE), { opacity: '0' }),
    // A cropped picture's box: the layout's ratio (--_sq-ratio on the host), unless the page sets its own.
    ...(Object.keys(CROP_RATIO) as ImageLayout[]).map((name) =>
      rule(host(name === 'inline' ? '' : layout(name)), { '--_sq-ratio': CROP_RATIO[name]! }),
    ),
    rule(child(host('[crop]'), 'img'), { 'aspect-ratio': 'var(--sq-image-ratio,var(--_sq-ratio))' }),
    rule(child(host('[crop="fill" i]'), 'img'), { 'object-fit': 'cover' }),
    rule(child(host('[crop="fit" i]'), 'img'), { 'object-fit': 'contain' }),
    // Inline and stack: the text under the picture; stack centres it as a block of its own.
    rule(child(host(), TEXT), { 'grid-row': '2', 'padding-top': space(3) }),
    rule(at(layout('stack'), TEXT), { 'text-align': 'center', padding: `${space(5)} ${space(4)} 0` }),
    // Poster: the text over the picture, on a shade that keeps it readable.
    rule(at(layout('poster'), TEXT), {
      'grid-row': '1',
      'grid-column': '2/-2',
      'z-index': '1',
      'align-self': 'end',
      margin: `0 0 ${space(6)}`,
      padding: space(5),
      color: 'var(--sq-image-poster-color,#fff)',
      background: 'var(--sq-image-poster-shade,rgb(0 0 0/0.6))',
      'border-radius': radius(2),
    }),
    // Card: the picture and the text side by side.
    rule(at(layout('card'), 'img'), { 'grid-column': '1/7' }),
    rule(at(layout('card'), TEXT), { 'grid-row': '1', 'grid-column': '7/-1', padding: `0 0 0 ${space(7)}` }),
    // Overlap: the text on a card that overlaps the picture's edge.
    rule(at(layout('overlap'), 'img'), { 'grid-column': '1/9' }),
    rule(at(layout('overlap'), TEXT), {
      'grid-row': '1',
      'grid-column': '7/-1',
      'z-index': '1',
      padding: space(6),
      color: `var(--sq-image-text-color,${color('gray', 900)})`,
      background: 'var(--sq-image-text-background,#fff)',
      'border-radius': radius(2),
      'box-shadow': '0 6px 24px rgb(0 0 0/0.12)',
    }),
    // Collage: the picture over a colour block that runs behind the text.
    rule(before(host(layout('collage'))), {
      content: "''",
      'grid-row': '1',
      'grid-column': '4/-1',
      'align-self': 'stretch',
      margin: `${space(8)} 0`,
      background: `var(--sq-image-accent,${color('orange', 100)})`,
      'border-radius': radius(2),
    }),
    rule(at(layout('collage'), 'img'), { 'grid-column': '1/7', 'z-index': '1' }),
    rule(at(layout('collage'), TEXT), { 'grid-row': '1', 'grid-column': '7/-1', 'z-index': '1', padding: `${space(10)} ${space(6)}` }),
  ];
  // Narrow: every layout stacks its text under the picture; the overlap card still overlaps its foot.
  const narrow = [
    rule(at(':is([layout="card" i],[layout="overlap" i])', 'img'), { 'grid-column': '1/-1' }),
    rule(at(layout('card'), TEXT), { 'grid-row': '2', 'grid-column': '1/-1', padding: `${space(4)} 0 0` }),
    rule(at(layout('overlap'), TEXT), { 'grid-row': '2', 'grid-column': '1/-1', margin: `calc(-1 * ${space(8)}) ${space(3)} 0`, padding: space(4) }),
    rule(at(layout('poster'), TEXT), {
      'grid-row': '2',
      'grid-column': '1/-1',
      margin: '0',
      padding: space(4),
      'border-radius': `0 0 ${radius(2)} ${radius(2)}`,
    }),
    rule(before(host(layout('collage'))), { 'grid-column': '3/-1', margin: `${space(6)} 0 0` }),
    rule(at(layout('collage'), 'img'), { 'grid-column': '1/-2' }),
    rule(at(layout('collage'), TEXT), {
      'grid-row': '2',
      'grid-column': '3/-1',
      padding: space(4),
      background: `var(--sq-image-accent,${color('orange', 100)})`,
    }),
  ];
  return `${wide.join('\n')}\n@container (width < ${IMAGE_BLOCK_NARROW_BELOW_PX}px){${narrow.join('')}}`;
}
