/** JSON schemas of the census records (§3): census hit data, page fields and button events. */

const text = (maxLength) => ({ type: 'string', maxLength });
const size = { type: 'integer', minimum: 0 };
const url = text(2048);

/** Analytics event kinds (§3) a census hit may carry. */
export const HIT_EVENTS = [1, 2, 10, 20, 21];

/** The page a census call was made from: the page part of the census hit data. */
export const pageFields = {
  websiteId: text(100),
  templateId: text(100),
  website_locale: text(35),
  url,
  title: text(500),
  itemId: text(100),
  recordType: { type: ['integer', 'string'], maxLength: 50 },
  collectionId: text(100),
  queryString: url,
  referrer: url,
};

export const visitorCookie = text(200);

export const censusHitData = {
  type: 'object',
  additionalProperties: false,
  properties: {
    userAgent: text(1000),
    clientDate: { type: 'number' },
    viewportInnerHeight: size,
    viewportInnerWidth: size,
    screenHeight: size,
    screenWidth: size,
    ...pageFields,
    localStorageSupported: { type: 'boolean' },
    visitorCookie,
  },
};

export const buttonEventFields = {
  id: text(100),
  buttonText: text(500),
  clickthroughUrl: url,
  alignment: text(20),
  size: text(20),
  newWindow: { type: 'boolean' },
  context: text(100),
};

/** An object of the given fields (a body, the params); unknown fields are dropped, not refused. */
export function objectOf(properties, required = []) {
  return { type: 'object', additionalProperties: false, properties, required };
}
