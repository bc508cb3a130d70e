import { accent, accentColor, color, radius, space } from '../shared/theme/css.js';
export const styles = /* css */ `
:host {
  display: block;
  --_error: var(--sq-form-error-color, #b3261e);
  --_accent: ${accent('form')};
  --_accent-fg: ${accentColor('form')};
  font: inherit;
  line-height: 1.5;
}
.visually-hidden {
  position: absolute !important;
  width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
}
.form { display: flex; flex-direction: column; gap: ${space(3)}; }
.fields { display: flex; flex-direction: column; gap: ${space(3)}; }
.field.invalid { border-left: 4px solid var(--_error); padding-left: ${space(2)}; }
fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
.title { display: block; font-weight: 600; padding: 0; }
.required { font-weight: 400; }
.description { margin: 0.25em 0; opacity: 0.8; }
.field-error { margin: 0 0 0.25em; color: var(--_error); font-weight: 600; }
.parts { display: flex; flex-wrap: wrap; gap: ${space(2)}; }
.part { display: flex; flex-direction: column-reverse; flex: 1 1 8em; }
.part-label { font-size: 0.875em; }
.choice { display: flex; align-items: center; gap: 0.5em; min-height: 44px; }
.choice input { flex: none; width: 1.25rem; height: 1.25rem; margin: 0; accent-color: var(--_accent); }
.likert-question { margin-top: 0.5em; }
.likert-question .choice { display: inline-flex; margin-right: 1em; }
.control { display: flex; align-items: center; gap: 0.25em; }
.combobox { position: relative; }
.suggestions {
  position: absolute; z-index: 1; top: 100%; left: 0; min-width: min(22em, 90vw); margin: 2px 0 0; padding: 0.25em 0; list-style: none;
  background: var(--sq-form-suggestions-background, #fff); color: ${color('gray', 900)};
  border: 1px solid currentColor; border-radius: ${radius(1)}; box-shadow: 0 4px 12px rgb(0 0 0 / 0.15);
}
.suggestions[hidden] { display: none; }
.suggestion { padding: 0.5em; cursor: pointer; }
.suggestion[aria-selected='true'], .suggestion:hover { background: ${color('gray', 100)}; }
.suggestion[aria-selected='true'] { outline: 2px solid var(--_accent); outline-offset: -2px; }
.suggestion-main { font-weight: 600; }
.suggestion-secondary { font-size: 0.875em; opacity: 0.8; }
input[type='text'], input[type='email'], input[type='number'], input[type='url'], input[type='password'], textarea, select {
  box-sizing: border-box; width: 100%; font: inherit; padding: 0.5em; border: 1px solid currentColor; border-radius: ${radius(1)};
}
[aria-invalid='true'] { border-color: var(--_error); outline-color: var(--_error); }
.counter { margin: 0.25em 0 0; font-size: 0.875em; text-align: right; }
.counter.over { color: var(--_error); font-weight: 600; }
.section.underline { border-bottom: 1px solid currentColor; padding-bottom: 0.5em; }
.section-title { margin: 0; font-size: 1.125em; }
.submit {
  align-self: flex-start; font: inherit; padding: 0.75em 1.5em; border: 0; cursor: pointer;
  color: var(--_accent-fg); background: var(--_accent); border-radius: ${radius(1)};
}
.submitting .submit { opacity: 0.7; cursor: progress; }
.error-summary { border: 4px solid var(--_error); padding: ${space(3)}; }
.error-summary:focus { outline: 3px solid var(--sq-focus-color, #fd0); }
.error-title { margin: 0 0 0.5em; font-size: 1.125em; }
.error-message { margin: 0; }
.error-list { margin: 0.5em 0 0; padding-left: 1.25em; }
.error-list a { color: var(--_error); font-weight: 600; }
.error-below { margin: 0; color: var(--_error); }
.post-submit {
  position: relative;
  padding: ${space(4)} ${space(4)} ${space(4)} calc(${space(4)} + 2.25em);
  border: 1px solid color-mix(in srgb, var(--_accent) 25%, transparent);
  border-left: 4px solid var(--_accent);
  border-radius: ${radius(2)};
  background: color-mix(in srgb, var(--_accent) 6%, transparent);
  scroll-margin: ${space(6)};
}
.post-submit::before {
  content: ''; position: absolute; left: ${space(4)}; top: calc(${space(4)} + 0.05em);
  width: 1.5em; height: 1.5em; border-radius: 50%; background: var(--_accent);
}
.post-submit::after {
  content: ''; position: absolute; left: calc(${space(4)} + 0.55em); top: calc(${space(4)} + 0.3em);
  width: 0.35em; height: 0.7em; border: solid var(--_accent-fg); border-width: 0 0.16em 0.16em 0; transform: rotate(45deg);
}
.post-submit > :first-child { margin-top: 0; }
.post-submit > :last-child { margin-bottom: 0; }
.post-submit:focus { outline: none; }
`;
