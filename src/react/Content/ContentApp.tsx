import { useCallback, useEffect, useState } from 'react';
import { loadAccess, type ContentAccess } from '../../shared/content/api.js';
import type { ContentKind } from '../../shared/content/workflow.js';
import { t } from '../../shared/i18n/format.js';
import { failureText } from './EntryControl.js';
import { ContentList } from './ContentList.js';

interface Props {
  /** Only this kind's list (the store's Products screen); otherwise every list the owner may change. */
  only?: ContentKind;
  /** Only this collection's entries: its panel, at /config/pages/{id}. */
  collection?: { id: string; title: string } | undefined;
}

/**
 * The back end's content workflow: the products (for an owner who runs the store) and the
 * collection items (for one who edits content), each with its state and a control to publish,
 * schedule or hide it. The server refuses the other's changes too.
 */
export function ContentApp({ only, collection }: Props) {
  const [access, setAccess] = useState<ContentAccess | undefined>(undefined);
  const [error, setError] = useState('');
  const [signedOut, setSignedOut] = useState(false);
  const endSession = useCallback(() => setSignedOut(true), []);

  useEffect(() => {
    loadAccess().then(setAccess, (caught: unknown) => {
      const { text, signedOut: ended } = failureText(caught);
      setError(text);
      if (ended) setSignedOut(true);
    });
  }, []);

  const kinds = (['items', 'products'] as const).filter((kind) => access?.[kind] && (!only || only === kind));
  return (
    <div className="content-layout">
      {signedOut && (
        <p className="error" role="alert">
          {t('contentSignedOut')} <a href="/config/">{t('inboxSignIn')}</a>
        </p>
      )}
      {!access ? (
        !signedOut && (
          <p className={error ? 'error' : undefined} role={error ? 'alert' : 'status'}>
            {error || t('backEndLoading')}
          </p>
        )
      ) : (
        <>
          {collection ? (
            <p className="content-intro">
              {t('contentCollectionIntro', { collection: collection.title })} <a href="/config/content">{t('contentAllEntries')}</a>
            </p>
          ) : (
            <p className="content-intro">{t('contentIntro')}</p>
          )}
          {kinds.map((kind) => (
            <ContentList key={kind} kind={kind} onSignedOut={endSession} collection={collection?.id} />
          ))}
        </>
      )}
    </div>
  );
}
