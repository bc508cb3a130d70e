import { html, render } from '/vendor/lit-html/lit-html.js';
import { selectField } from './lib/fields.js';
import { ACCEPT_TYPES, CTA_VARIANTS, THEMES, VARIANTS, defaults, fromQuery, positionsFor, toQuery } from './lib/settings.js';

/**
 * One preview per variant, position and theme; the CTA and accept type apply to all of them.
 * The previews are pictures: the frames and the banners in them are inert, so no forced (modal) banner takes focus.
 */
const previews = VARIANTS.flatMap((variant) =>
  positionsFor(variant.value).flatMap((position) =>
    THEMES.map((theme) => ({
      label: `${variant.label}, ${position.label.toLowerCase()}, ${theme.label.toLowerCase()} theme`,
      fields: { cookieBannerVariant: variant.value, cookieBannerPosition: position.value, cookieBannerTheme: theme.value },
    })),
  ),
);

const { cookieBannerCtaVariant, cookieBannerAcceptType } = fromQuery(location.search);
let shared = { cookieBannerCtaVariant, cookieBannerAcceptType };

function change(field, value) {
  shared = { ...shared, [field]: value };
  history.replaceState(history.state, '', `${location.pathname}${toQuery({ ...defaults, ...shared })}`);
  update();
}

function controls() {
  return html`
    <form class="controls inline" aria-label="Options for every preview" @submit=${(event) => event.preventDefault()}>
      ${selectField({ field: 'cookieBannerCtaVariant', label: 'Call to action', options: CTA_VARIANTS, value: shared.cookieBannerCtaVariant, onChange: change })}
      ${selectField({ field: 'cookieBannerAcceptType', label: 'Visitor can', options: ACCEPT_TYPES, value: shared.cookieBannerAcceptType, onChange: change })}
    </form>
  `;
}

function gallery() {
  return html`
    <ul class="gallery">
      ${previews.map(({ label, fields }) => {
        const settings = { ...defaults, ...shared, ...fields };
        return html`
          <li>
            <figure>
              <iframe title=${`Preview: ${label}`} src=${`/frames/cookie-banner.html${toQuery(settings)}`} loading="lazy" inert></iframe>
              <figcaption>${label}</figcaption>
            </figure>
          </li>
        `;
      })}
    </ul>
  `;
}

function update() {
  render(controls(), document.getElementById('gallery-controls'));
  render(gallery(), document.getElementById('gallery'));
}

document.getElementById('gallery-controls').replaceChildren();
update();
