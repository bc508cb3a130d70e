/** TypeBox schemas of the census records: census hit data, page fields and button events. */
import { Type, type TProperties } from '@sinclair/typebox';

const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const size = Type.Optional(Type.Integer({ minimum: 0 }));
const url = text(2048);

/** Analytics event kinds a census hit may carry. */
export const HIT_EVENTS = [1, 2, 10, 20, 21];

/** The page a census call was made from: the page part of the census hit data. */
export const pageFields = {
  websiteId: text(100),
  templateId: text(100),
  website_locale: text(35),
  url,
  title: text(500),
  itemId: text(100),
  recordType: Type.Optional(Type.Unsafe<number | string>({ type: ['integer', 'string'], maxLength: 50 })),
  collectionId: text(100),
  queryString: url,
  referrer: url,
};

export const visitorCookie = text(200);

export const censusHitData = Type.Object(
  {
    userAgent: text(1000),
    clientDate: Type.Optional(Type.Number()),
    viewportInnerHeight: size,
    viewportInnerWidth: size,
    screenHeight: size,
    screenWidth: size,
    ...pageFields,
    localStorageSupported: Type.Optional(Type.Boolean()),
    visitorCookie,
  },
  { additionalProperties: false },
);

export const buttonEventFields = {
  id: text(100),
  buttonText: text(500),
  clickthroughUrl: url,
  alignment: text(20),
  size: text(20),
  newWindow: Type.Optional(Type.Boolean()),
  context: text(100),
};

/** An object of the given fields (a body, the params); unknown fields are dropped, not refused. */
export function objectOf<T extends TProperties>(properties: T) {
  return Type.Object(properties, { additionalProperties: false });
}
