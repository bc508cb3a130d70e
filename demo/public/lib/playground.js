import { html } from '/vendor/lit-html/lit-html.js';
import { selectField, textField } from './fields.js';
import { ACCEPT_TYPES, CTA_VARIANTS, THEMES, VARIANTS, positionsFor } from './settings.js';
import { CONSENT_COOKIE } from './cookies.js';

/**
 * The cookie banner playground's control panel, on the banner's docs page.
 * @param {{ settings: object, banner: 'loading' | 'hidden' | 'shown' | 'forced', cookies: [string, string][], consentLog: { at: Date, accepted: boolean }[] }} state
 * @param {Record<string, Function>} actions
 */
export function playground(state, actions) {
  return html`
    ${settingsForm(state.settings, actions)} ${displaySection(state, actions)} ${cookieSection(state.cookies, actions)}
    ${consentLog(state.consentLog)}
  `;
}

function settingsForm(settings, actions) {
  const select = (field, label, options) => selectField({ field, label, options, value: settings[field], onChange: actions.change });
  const text = (field, label, multiline = false) =>
    textField({ field, label, multiline, value: settings[field], describedBy: 'wording-hint', onInput: actions.change });
  return html`
    <form class="controls" aria-labelledby="settings-title" @submit=${(event) => event.preventDefault()}>
      <h3 id="settings-title">Settings</h3>
      <p class="hint">Changes apply at once, through the <code>sq-cookie-banner:update</code> window event.</p>
      <fieldset>
        <legend>Appearance</legend>
        ${select('cookieBannerVariant', 'Variant', VARIANTS)}
        ${select('cookieBannerPosition', 'Position', positionsFor(settings.cookieBannerVariant))} ${select('cookieBannerTheme', 'Theme', THEMES)}
        ${select('cookieBannerCtaVariant', 'Call to action', CTA_VARIANTS)} ${select('cookieBannerAcceptType', 'Visitor can', ACCEPT_TYPES)}
      </fieldset>
      <fieldset>
        <legend>Wording</legend>
        <p class="hint" id="wording-hint">Leave a field empty for the banner's default wording.</p>
        ${text('cookieBannerText', 'Banner text', true)} ${text('cookieBannerCtaText', 'Accept label')}
        ${text('cookieBannerOptOutCtaText', 'Decline label')}
      </fieldset>
      <button type="button" @click=${actions.restoreDefaults}>Restore defaults</button>
    </form>
  `;
}

const bannerStatus = {
  loading: () => 'Loading the banner…',
  forced: () => 'Forced: the banner blocks the page until you choose. Press Escape to unforce it.',
  shown: () => 'Showing: no choice is stored yet.',
  hidden: (choice) =>
    choice === undefined
      ? 'Hidden.'
      : `Hidden: a choice is stored (${CONSENT_COOKIE}=${choice}). Force the banner, or reset the choice, to see it again.`,
};

function displaySection({ banner, cookies }, actions) {
  const choice = cookies.find(([name]) => name === CONSENT_COOKIE)?.[1];
  return html`
    <section aria-labelledby="display-title">
      <h3 id="display-title">Display</h3>
      <div class="button-row">
        <button type="button" @click=${actions.force}>Force</button>
        <button type="button" @click=${actions.unforce}>Unforce</button>
        <button type="button" @click=${actions.resetChoice}>Reset choice</button>
      </div>
      <p class="hint" role="status" data-testid="banner-status">${bannerStatus[banner](choice)}</p>
      <p class="hint">Reset choice deletes <code>${CONSENT_COOKIE}</code> and reloads the page; the settings above stay in its address.</p>
    </section>
  `;
}

function cookieSection(cookies, actions) {
  const choice = cookies.find(([name]) => name === CONSENT_COOKIE)?.[1];
  return html`
    <section aria-labelledby="cookies-title">
      <h3 id="cookies-title">Cookies</h3>
      <dl class="facts">
        <dt><code>${CONSENT_COOKIE}</code></dt>
        <dd data-testid="consent-cookie">${choice ?? 'not set'}</dd>
      </dl>
      <button type="button" @click=${actions.setTrackingCookies}>Set tracking cookies</button>
      <p class="hint">
        Sets stand-ins for <code>ss_cid</code>, <code>ss_cpvisit</code>, <code>ss_cvisit</code>, <code>ss_cvr</code> and <code>ss_cvt</code>;
        declining clears them.
      </p>
      <h4 id="jar-title">document.cookie</h4>
      <ul class="cookie-jar" aria-labelledby="jar-title" data-testid="cookie-jar">
        ${cookies.length ? cookies.map(([name, value]) => html`<li><code>${name}=${value}</code></li>`) : html`<li class="empty">No cookies.</li>`}
      </ul>
    </section>
  `;
}

function consentLog(entries) {
  return html`
    <section aria-labelledby="log-title">
      <h3 id="log-title"><code>sq-consent-change</code> events</h3>
      <div role="log" aria-labelledby="log-title" data-testid="consent-log">
        ${
          entries.length
            ? html`<ol class="event-log">
                ${entries.map(
                  ({ at, accepted }) =>
                    html`<li>
                      <time datetime=${at.toISOString()}>${at.toLocaleTimeString()}</time> accepted: <strong>${String(accepted)}</strong>
                    </li>`,
                )}
              </ol>`
            : html`<p class="hint">None yet: accept or decline on the banner.</p>`
        }
      </div>
    </section>
  `;
}
