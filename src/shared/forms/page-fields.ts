/** The page fields sent with a form submission, from the website context. */
import type { SiteContext } from '../site/context.js';

export interface PageFields {
  pageTitle: string;
  pageId: string | null;
  /** 'i' on an item page, 'c' on a collection page. */
  contentSource: 'i' | 'c' | null;
  pagePath: string;
  pagePermissionTypeValue: number | null;
}

const integerOr = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);

export function pageFieldsOf(context: SiteContext | undefined, doc: Pick<Document, 'title'>, path: string): PageFields {
  const itemId = context?.itemId ?? context?.item?.id ?? null;
  const collectionId = context?.collectionId ?? context?.collection?.id ?? null;
  const collection = context?.collection;
  return {
    pageTitle: doc.title,
    pageId: itemId ?? collectionId,
    contentSource: itemId ? 'i' : collectionId ? 'c' : null,
    pagePath: path,
    pagePermissionTypeValue: integerOr(collection?.pagePermissionType ?? collection?.permissionType),
  };
}
