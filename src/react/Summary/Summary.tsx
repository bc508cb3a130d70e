import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { HostContext } from '../common/host-context.js';
import { useContainerWidth } from '../common/useContainerWidth.js';
import { apiBaseFor } from '../../shared/api/api-base.js';
import { CAROUSEL_THREE_PER_ROW_BELOW_PX, CAROUSEL_TWO_PER_ROW_BELOW_PX } from '../../shared/constants/limits.js';
import { t } from '../../shared/i18n/format.js';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../shared/constants/timings.js';
import { lazyChunk } from '../../shared/dom/load-chunk.js';
import { focusItem, markSlides, nextCursorOf, summaryList } from '../../shared/summary/dom.js';
import { readSummarySettings } from '../../shared/summary/settings.js';

export interface SummaryProps extends HostContext {
  collectionId?: string | undefined;
  blockId?: string | undefined;
  design?: string | undefined;
  pageSize?: number | undefined;
  imageAspectRatio?: string | undefined;
  label?: string | undefined;
}

/** Loading the list is a chunk of its own: the first paint needs none of it. */
const pagesChunk = lazyChunk(() => import('../../shared/summary/pages.js'), import.meta.url, CHUNK_LOAD_TIMEOUT_MS);

/** Cards per view of the carousel at a width, as the layout's container queries draw it. */
const perView = (width: number) => (width < CAROUSEL_TWO_PER_ROW_BELOW_PX ? 1 : width < CAROUSEL_THREE_PER_ROW_BELOW_PX ? 2 : 3);

/**
 * A summary's controls around its light-DOM list (the server's first page, laid out by the page's
 * sq-elements.css in every design): 'Load more', which puts the server's list through the next
 * page in place of the list and moves focus to the first new item, or the carousel's previous and
 * next buttons, whose live region reads the new slides. Without a server-rendered list the first
 * page is asked for; without a collection the content shows as it is.
 */
export function Summary({ collectionId, blockId, design, pageSize, imageAspectRatio, label, host, lightDomVersion }: SummaryProps) {
  const reading = useMemo(
    () => readSummarySettings({ collectionId, blockId, design, pageSize, imageAspectRatio }),
    [collectionId, blockId, design, pageSize, imageAspectRatio],
  );
  const { settings } = reading;
  const problems = reading.problems.join('; ');
  useEffect(() => {
    if (problems) console.error(t('summarySettingsProblem', { problems }));
  }, [problems]);

  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // Counts the answers put in place, so the list is read again after each.
  const [pages, setPages] = useState(0);
  const [index, setIndex] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the light DOM's change count and the answers put in place say when to read it again
  const list = useMemo(() => summaryList(host), [host, lightDomVersion, pages]);
  const next = nextCursorOf(list);
  const count = list?.children.length ?? 0;

  const load = async (cursor: string | undefined): Promise<Element | undefined> => {
    if (!settings) return undefined;
    setLoading(true);
    setFailed(false);
    try {
      const first = await (await pagesChunk()).loadThrough(host, settings, cursor, apiBaseFor(host));
      setPages((value) => value + 1);
      return first;
    } catch {
      setFailed(true);
      return undefined;
    } finally {
      setLoading(false);
    }
  };

  // No server-rendered list (an embed with the bare tag): the first page is asked for once.
  const asked = useRef(false);
  useEffect(() => {
    if (list || !settings || asked.current) return;
    asked.current = true;
    void load(undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first page is asked for once
  }, [list, settings]);

  const carousel = settings?.design === 'carousel';
  const visible = perView(useContainerWidth(host));
  const lastStart = Math.max(0, count - visible);
  const start = Math.min(index, lastStart);
  useLayoutEffect(() => {
    if (!carousel) return;
    markSlides(list, start, visible, (position, total) => t('summarySlidePosition', { index: position, count: total }), t('summarySlide'));
    host.style.setProperty('--_sq-index', String(start));
  }, [carousel, list, start, visible, count, host, lightDomVersion]);

  if (!settings) return <slot />;

  const error = failed && (
    <p className="status" part="status" role="alert">
      {t('unableToLoadTryAgain')}
    </p>
  );
  if (carousel) {
    const atEnd = start >= lastStart;
    const forward = async () => {
      if (loading || (atEnd && next && !(await load(next)))) return;
      setIndex(start + 1);
    };
    return (
      <div className="carousel" part="carousel" role="group" aria-roledescription={t('summaryCarousel')} aria-label={label || undefined}>
        <div className="viewport" aria-live="polite" aria-busy={loading}>
          <slot />
        </div>
        <div className="controls" part="controls">
          <button type="button" part="previous" aria-label={t('summaryPrevious')} disabled={start === 0} onClick={() => setIndex(start - 1)}>
            ‹
          </button>
          <button type="button" part="next" aria-label={t('summaryNext')} disabled={atEnd && !next} onClick={() => void forward()}>
            ›
          </button>
        </div>
        {error}
      </div>
    );
  }
  const more = async () => {
    if (loading) return;
    const first = await load(list ? next : undefined);
    if (first) focusItem(first);
  };
  return (
    <>
      <slot />
      {(next || (failed && !list)) && (
        <button type="button" className="more" part="load-more" aria-disabled={loading} onClick={() => void more()}>
          {t('summaryLoadMore')}
        </button>
      )}
      {error}
    </>
  );
}
