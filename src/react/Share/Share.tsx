import { useEffect, useState } from 'react';
import type { HostContext } from '../common/host-context.js';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../shared/constants/timings.js';
import { lazyChunk } from '../../shared/dom/load-chunk.js';
import { t } from '../../shared/i18n/format.js';
import { copyLink } from '../../shared/social/copy-link.js';
import { sharedPageUrl } from '../../shared/social/networks.js';

export interface ShareProps extends HostContext {
  url?: string | undefined;
  shareTitle?: string | undefined;
}

/** The share sheet's code, loaded on the first click; one that has not arrived after two minutes fails with a load error. */
const loadWebShare = lazyChunk(() => import('../../shared/social/web-share.js'), import.meta.url, CHUNK_LOAD_TIMEOUT_MS);

/** The page's own address: its canonical link, else where the visitor is. */
const thisPage = () => document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href || location.href;

/**
 * The share block: its light-DOM share links, then "Share…" (where the browser has a share sheet,
 * whose code loads on the click) and "Copy link", with a status line that says what happened.
 */
export function Share({ url, shareTitle }: ShareProps) {
  const page = sharedPageUrl(url ?? thisPage());
  useEffect(() => {
    if (!page) console.error(t('shareInvalidUrl', { value: url ?? '' }, 'en'));
  }, [page, url]);
  const [status, setStatus] = useState('');
  if (!page) return <slot />;
  const title = shareTitle?.trim() || document.title;

  const share = async () => {
    setStatus('');
    try {
      const { shareNatively } = await loadWebShare();
      await shareNatively({ url: page, title });
    } catch (error) {
      console.error(t('shareFailed', { message: error instanceof Error ? error.message : String(error) }, 'en'));
    }
  };
  const copy = async () => {
    setStatus('');
    setStatus(t((await copyLink(page)) ? 'shareLinkCopied' : 'shareCopyFailed'));
  };
  return (
    <>
      <slot />
      <div className="actions" part="actions">
        {typeof navigator.share === 'function' && (
          <button type="button" part="button share" onClick={() => void share()}>
            {t('shareNative')}
          </button>
        )}
        <button type="button" part="button copy" onClick={() => void copy()}>
          {t('shareCopyLink')}
        </button>
        <span className="status" part="status" role="status">
          {status}
        </span>
      </div>
    </>
  );
}
