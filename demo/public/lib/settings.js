/** The cookie banner settings the demo controls, in the spec's field names, and their URL form. */

export const VARIANTS = [
  { value: 'BAR', label: 'Bar' },
  { value: 'POPUP', label: 'Popup' },
];

export const POSITIONS = {
  BAR: [
    { value: 'TOP', label: 'Top' },
    { value: 'BOTTOM', label: 'Bottom' },
  ],
  POPUP: [
    { value: 'TOP_LEFT', label: 'Top left' },
    { value: 'TOP_RIGHT', label: 'Top right' },
    { value: 'BOTTOM_LEFT', label: 'Bottom left' },
    { value: 'BOTTOM_RIGHT', label: 'Bottom right' },
  ],
};

export const THEMES = [
  { value: 'LIGHT', label: 'Light' },
  { value: 'DARK', label: 'Dark' },
];

export const CTA_VARIANTS = [
  { value: 'TEXT', label: 'Text link' },
  { value: 'BUTTON', label: 'Button' },
  { value: 'ICON', label: 'Icon' },
];

export const ACCEPT_TYPES = [
  { value: 'OPT_IN', label: 'Accept only' },
  { value: 'OPT_IN_AND_OUT', label: 'Accept or decline' },
];

/** Empty texts stand for the banner's own default wording. */
export const defaults = Object.freeze({
  cookieBannerVariant: 'BAR',
  cookieBannerPosition: 'BOTTOM',
  cookieBannerTheme: 'DARK',
  cookieBannerCtaVariant: 'ICON',
  cookieBannerAcceptType: 'OPT_IN',
  cookieBannerText: '',
  cookieBannerCtaText: '',
  cookieBannerOptOutCtaText: '',
});

const choices = {
  cookieBannerVariant: VARIANTS,
  cookieBannerTheme: THEMES,
  cookieBannerCtaVariant: CTA_VARIANTS,
  cookieBannerAcceptType: ACCEPT_TYPES,
};
const textFields = ['cookieBannerText', 'cookieBannerCtaText', 'cookieBannerOptOutCtaText'];
const MAX_TEXT = 1000;

export function positionsFor(variant) {
  return POSITIONS[variant] ?? POSITIONS.BAR;
}

/** Carries a position across a variant change: kept where the variant offers it, else moved to its counterpart. */
export function positionFor(variant, position) {
  if (positionsFor(variant).some((option) => option.value === position)) return position;
  if (variant === 'POPUP') return position === 'TOP' ? 'TOP_LEFT' : 'BOTTOM_LEFT';
  return position === 'TOP_LEFT' || position === 'TOP_RIGHT' ? 'TOP' : 'BOTTOM';
}

/** Sets one field, keeping the position valid for the variant. */
export function withField(settings, field, value) {
  const next = { ...settings, [field]: value };
  next.cookieBannerPosition = positionFor(next.cookieBannerVariant, next.cookieBannerPosition);
  return next;
}

/** Reads settings from a query string; anything unknown keeps its default. */
export function fromQuery(search) {
  const params = new URLSearchParams(search);
  let settings = { ...defaults };
  for (const [field, options] of Object.entries(choices)) {
    const value = params.get(field);
    if (options.some((option) => option.value === value)) settings[field] = value;
  }
  for (const field of textFields) settings[field] = (params.get(field) ?? '').slice(0, MAX_TEXT);
  settings = withField(settings, 'cookieBannerPosition', params.get('cookieBannerPosition') ?? defaults.cookieBannerPosition);
  return settings;
}

/** The query string for settings: only what differs from the defaults, so a fresh page has a clean URL. */
export function toQuery(settings) {
  const params = new URLSearchParams();
  for (const [field, value] of Object.entries(settings)) if (value !== defaults[field]) params.set(field, value);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function isDefault(settings) {
  return toQuery(settings) === '';
}

/** The object the banner takes as its `settings`: empty texts are left out so its defaults apply. */
export function toBannerSettings(settings) {
  const result = { isCookieBannerEnabled: true };
  for (const [field, value] of Object.entries(settings)) if (value !== '') result[field] = value;
  return result;
}
