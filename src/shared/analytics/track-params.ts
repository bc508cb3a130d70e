/** The campaign parameters a tracking pixel carries from the page address, each a column the server stores. */
export const TRACK_PARAMS = [
  'source',
  'campaign',
  'subcampaign',
  'channel',
  'subchannel',
  'refer',
  'variation',
  'mkwid',
  'landing',
  'rk',
  'lang',
  'screen',
] as const;

export type TrackParam = (typeof TRACK_PARAMS)[number];
