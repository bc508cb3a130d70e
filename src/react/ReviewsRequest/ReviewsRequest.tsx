import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { apiBaseFor } from '../../shared/api/index.js';
import { loadReviewRequest, refusalReason, submitReview, type ReviewProduct } from '../../shared/commerce/reviews.js';
import { t } from '../../shared/i18n/format.js';
import { StarRating } from './StarRating.js';

export interface ReviewsRequestViewProps {
  token?: string | undefined;
  host: HTMLElement;
}

type Phase = 'loading' | 'ready' | 'expired' | 'failed';

/**
 * The review screen: one product of the request at a time with a required star
 * rating and a text; each review sent removes its product, until none is left.
 */
export default function ReviewsRequest({ token, host }: ReviewsRequestViewProps) {
  const [phase, setPhase] = useState<Phase>('loading');
  const [products, setProducts] = useState<ReviewProduct[]>([]);
  const [rating, setRating] = useState<number>();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);
  // Bumped by each review sent: focus then goes to the notice, as the form it was in changes or goes.
  const [sent, setSent] = useState(0);
  const firstStar = useRef<HTMLInputElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  // In the commit that shows the thanks, so focus never sits on a control that is being replaced.
  useLayoutEffect(() => {
    if (sent > 0) noticeRef.current?.focus();
  }, [sent]);

  useEffect(() => {
    let current = true;
    setPhase('loading');
    if (!token) return setPhase('expired');
    loadReviewRequest(token, apiBaseFor(host)).then(
      (answer) => current && (setProducts(answer), setPhase('ready')),
      (failure: unknown) => current && setPhase(refusalReason(failure) ? 'expired' : 'failed'),
    );
    return () => {
      current = false;
    };
  }, [token, host]);

  const product = products[0];
  const done = (message: string) => {
    setProducts((list) => list.slice(1));
    setRating(undefined);
    setText('');
    setNotice(message);
    setSent((count) => count + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!product || !token || busy) return;
    if (rating === undefined) {
      setError(t('selectStarRating'));
      firstStar.current?.focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      await submitReview({ token, productId: product.id, rating, text }, apiBaseFor(host));
      done(t('thanksForFeedback'));
    } catch (failure) {
      const reason = refusalReason(failure);
      if (reason === 'alreadyReviewed') done(t('purchaseAlreadyReviewed'));
      else if (reason === 'expired' || reason === 'unknown') setPhase('expired');
      else setError(t('trySubmittingReviewAgain'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="reviews" part="reviews" aria-labelledby="sq-review-title" aria-busy={phase === 'loading'}>
      <h1 id="sq-review-title" className="heading" part="heading">
        {t('rateYourPurchase')}
      </h1>
      <p ref={noticeRef} className="notice" part="notice" role="status" tabIndex={-1}>
        {notice ?? ''}
      </p>
      {phase === 'expired' && (
        <p className="message" part="message">
          {t('reviewRequestExpired')}
        </p>
      )}
      {phase === 'failed' && (
        <p className="message" part="message" role="alert">
          {t('somethingWentWrong')}
        </p>
      )}
      {phase === 'ready' && !product && !notice && (
        <p className="message" part="message">
          {t('noProductsToReview')}
        </p>
      )}
      {phase === 'ready' && product && (
        <form className="review" part="form" noValidate onSubmit={(event) => void submit(event)}>
          <div className="product" part="product">
            {product.image && <img part="product-image" src={product.image} alt="" width={64} height={64} />}
            <h2 className="product-title" part="product-title">
              {product.title}
            </h2>
          </div>
          <StarRating
            value={rating}
            invalid={error === t('selectStarRating')}
            firstRef={firstStar}
            onChange={(value) => {
              setRating(value);
              setError(undefined);
            }}
          />
          <label className="text-label" part="label" htmlFor="sq-review-text">
            {t('describeYourExperience')}
          </label>
          <textarea id="sq-review-text" part="textarea" rows={5} maxLength={5000} value={text} onChange={(event) => setText(event.target.value)} />
          <p className="error" part="error" role="alert">
            {error ?? ''}
          </p>
          {/* Not disabled while sending: that would drop a keyboard user's focus; `submit` ignores it meanwhile. */}
          <button type="submit" className="submit" part="submit" aria-disabled={busy || undefined}>
            {busy ? t('formSubmitting') : t('formSubmit')}
          </button>
        </form>
      )}
    </section>
  );
}
