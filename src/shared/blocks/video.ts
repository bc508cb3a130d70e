/**
 * A video: the site's own poster linking to the video, which `<sq-video>` turns into a play button
 * that loads the provider's player only when the visitor plays. The poster is stored with the site,
 * so no provider hears of the visitor before they play.
 */
import { html, nothing } from 'lit-html';
import { VIDEO_FALLBACK_ASPECT_RATIO_PERCENT } from '../constants/limits.js';
import { isSitePath } from '../url/check.js';
import { PROVIDERS, recogniseVideo, VIDEO_MODES, type VideoMode } from '../video/providers.js';
import { imageSrc } from './links.js';
import { isOptionalText, isText, type Block, type BlockType } from './types.js';

export interface VideoBlock extends Block {
  type: 'video';
  /** The video's page or player URL (YouTube, Vimeo, Wistia, Animoto). */
  url?: string;
  /** Or the provider's embed markup, read for its iframe or object address. */
  embed?: string;
  title: string;
  /** The poster stored on the site: a site path. */
  poster: { src: string };
  /** The video's own size, for the box's ratio; else 56.3%. */
  width?: number;
  height?: number;
  mode?: VideoMode;
  accountType?: string;
}

const isSize = (value: unknown) => Number.isInteger(value) && (value as number) > 0 && (value as number) <= 20000;
const isOptionalSize = (value: unknown) => value === undefined || isSize(value);

/** The box's size as the poster's width and height attributes: the video's own, else the 56.3% fallback. */
function boxSize(block: VideoBlock): { width: number; height: number } {
  if (isSize(block.width) && isSize(block.height)) return { width: block.width!, height: block.height! };
  return { width: 1000, height: Math.round(10 * VIDEO_FALLBACK_ASPECT_RATIO_PERCENT) };
}

const PROBLEMS = {
  missing: 'needs a url or embed markup',
  'unknown-provider': 'must be a Vimeo, YouTube, Wistia or Animoto video',
  'vimeo-basic': 'is on a Vimeo Basic account, which is unsupported',
  'invalid-embed': 'has embed markup without an iframe or object: Invalid video embed.',
} as const;

/** The video a checked block plays, as its page URL for the link without JavaScript. */
export function videoOf(block: Block) {
  const found = recogniseVideo({ url: block.url, embed: block.embed, accountType: block.accountType });
  return found.ok ? found.video : undefined;
}

export const videoBlock: BlockType<VideoBlock> = {
  type: 'video',
  element: 'sq-video',
  check(block) {
    const found = recogniseVideo({ url: block.url, embed: block.embed, accountType: block.accountType });
    if (!found.ok) return PROBLEMS[found.problem];
    if (!isText(block.title)) return 'needs a title: it names the play button';
    const poster = block.poster as Partial<VideoBlock['poster']> | undefined;
    if (!poster || !isSitePath(poster.src, 'https://site.invalid/') || !imageSrc(poster.src)) {
      return 'needs a poster stored on the site: { "src": "/…" }, so no provider is asked for a thumbnail';
    }
    if (!isOptionalSize(block.width) || !isOptionalSize(block.height)) return 'width and height must be whole numbers of pixels';
    if (block.mode !== undefined && !VIDEO_MODES.includes(block.mode as VideoMode)) return `mode must be one of ${VIDEO_MODES.join(', ')}`;
    if (!isOptionalText(block.accountType)) return 'accountType must be text';
    return undefined;
  },
  frameSources: (block) => {
    const video = videoOf(block);
    return video ? [PROVIDERS[video.provider].origin] : [];
  },
  template(block) {
    const video = videoOf(block)!;
    const provider = PROVIDERS[video.provider];
    const { width, height } = boxSize(block);
    const page = new URL(`${provider.path}${video.id}`, `${provider.origin}/`).href;
    return html`<sq-video
      id=${block.id}
      class="block block-video"
      url=${page}
      video-title=${block.title}
      mode=${block.mode ?? nothing}
      width=${width}
      height=${height}
      account-type=${block.accountType ?? nothing}
      ><a class="video-link" href=${page}
        ><img src=${imageSrc(block.poster.src) ?? ''} alt="" width=${width} height=${height} loading="lazy" decoding="async" /><span
          class="video-link-text"
          >Play ${block.title} on ${provider.name}</span
        ></a
      ></sq-video
    >`;
  },
};
