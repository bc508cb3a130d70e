import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import type { HostContext } from '../common/host-context.js';
import { apiBaseFor } from '../../shared/api/api-base.js';
import { isRestrictiveCookieSettings } from '../../shared/consent/policy.js';
import { followUrl } from '../../shared/dom/navigate.js';
import { parseRichText } from '../../shared/dom/rich-text.js';
import { successRedirectOf } from '../../shared/forms/definition.js';
import { RESERVED_HEIGHT } from '../../shared/layout/reserved-height.js';
import { pageFieldsOf } from '../../shared/forms/page-fields.js';
import { resolveFormDefinition } from '../../shared/forms/source.js';
import { IDLE, isLocked, transition } from '../../shared/forms/submission.js';
import { validateForm } from '../../shared/forms/validation.js';
import { formValuesOf, type FieldInput } from '../../shared/forms/values.js';
import { t } from '../../shared/i18n/format.js';
import { $site } from '../../shared/site/store.js';
import { OwnerHtml } from '../common/OwnerHtml.js';
import { RichText } from '../common/RichText.js';
import { Captcha } from './Captcha.js';
import { ErrorSummary } from './ErrorSummary.js';
import { Field } from './Field.js';

export interface FormProps extends HostContext {
  definition?: unknown;
  formId?: string | undefined;
  collectionId?: string | undefined;
  objectName?: string | undefined;
  overlay?: boolean | undefined;
  /** A newsletter block: fires `sq-newsletter-subscribe` on success whatever the definition says. */
  newsletter?: boolean | undefined;
  /** The captcha site key; the site context's captchaSettings.siteKey by default. */
  captchaSiteKey?: string | undefined;
  /** The captcha provider's script URL. */
  captchaSrc?: string | undefined;
}

/** A form-builder form: renders its fields, validates on submit, submits, and shows the outcome. */
export function Form({
  definition,
  formId: formIdAttribute,
  collectionId,
  objectName,
  overlay = false,
  newsletter = false,
  captchaSiteKey,
  captchaSrc,
  host,
  root,
  emit,
  lightDomVersion,
}: FormProps) {
  const site = useStore($site);
  const source = useMemo(
    () => resolveFormDefinition(definition, host, formIdAttribute, site),
    // The JSON script child may arrive after upgrade on a streaming page: lightDomVersion says so.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [definition, host, formIdAttribute, site, lightDomVersion],
  );
  // A ref, not state: a script that fills the fields and submits in one task (a password manager)
  // does so before React draws the inputs, and submit must read every one of them.
  const inputs = useRef<Record<string, FieldInput>>({});
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const [state, dispatch] = useReducer(transition, IDLE);
  const locked = useRef(false);
  // A ref, not state: the provider's callback and a quick submit can come in the same task.
  const captchaKey = useRef<string>(undefined);
  const [captchaResets, setCaptchaResets] = useState(0);
  // After a failure the captcha is reset and submit waits for it to be completed again.
  const [captchaHold, setCaptchaHold] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const postSubmit = useRef<HTMLDivElement>(null);
  const form = source.ok ? source.form : undefined;
  const formId = formIdAttribute || form?.id || '';
  const reason = source.ok ? undefined : source.reason;

  useEffect(() => {
    if (reason !== undefined) console.error(`<sq-form>: ${t('couldNotRenderForm')}: ${reason}.`);
  }, [reason]);

  const rendered = form !== undefined;
  const restrictive = isRestrictiveCookieSettings(site.cookieSettings);
  useEffect(() => {
    if (!rendered || !formId) return undefined;
    let stopped = false;
    let stop: (() => void) | undefined;
    // The census and the submit calls need the HTTP client, which a form does not need to draw: both load it when used.
    void import('../../shared/forms/render-census.js').then(({ reportFormRenderWhenAllowed }) => {
      if (!stopped) stop = reportFormRenderWhenAllowed(apiBaseFor(host), formId, restrictive);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [rendered, formId, host, restrictive]);

  // In the commit that shows the summary or the message, so focus and what a screen reader reads move with what is drawn.
  useLayoutEffect(() => {
    if (state.status === 'error') summary.current?.focus();
    if (state.status === 'success' && postSubmit.current) {
      // The height the page reserved was for the fields: the message is the form's whole height now.
      host.style.setProperty(RESERVED_HEIGHT, '0px');
      postSubmit.current.scrollIntoView?.({ block: 'nearest' });
      postSubmit.current.focus({ preventScroll: true });
    }
  }, [state, host]);

  const siteKey = captchaSiteKey || site.captchaSettings?.siteKey || undefined;
  const postSubmitNodes = useMemo(() => parseRichText(form?.postSubmitMessage || ''), [form]);
  const ownerHtml = form?.postSubmitHtml;

  if (!form) {
    return (
      <div className="fallback" part="fallback" role="alert">
        <slot>{t('formUnavailable')}</slot>
      </div>
    );
  }

  const onInput = (id: string, update: (previous: FieldInput | undefined) => FieldInput) => {
    inputs.current = { ...inputs.current, [id]: update(inputs.current[id]) };
    redraw();
  };
  const onCaptchaKey = (key: string | undefined) => {
    captchaKey.current = key;
    if (key) setCaptchaHold(false);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form || locked.current || state.status === 'success') return;
    const values = formValuesOf(form.fields, inputs.current, new URLSearchParams(location.search));
    const fieldErrors = validateForm(form.fields, values);
    const captchaMissing = form.captcha === true && !captchaKey.current;
    if (Object.keys(fieldErrors).length > 0 || captchaMissing) {
      const message = captchaMissing && !Object.keys(fieldErrors).length ? t('captchaIncomplete') : t('fieldsInvalid');
      dispatch({ type: 'invalid', message, fieldErrors });
      emit('sq-form-error', { formId, status: 0, message, fieldErrors });
      return;
    }
    locked.current = true;
    dispatch({ type: 'submit' });
    const { submitForm } = await import('../../shared/forms/submit.js');
    const outcome = await submitForm(apiBaseFor(host), {
      formId,
      form: values,
      captchaKey: captchaKey.current,
      collectionId,
      objectName,
      isOverlayForm: overlay,
      submitButtonText: form.submitButtonText,
      ...pageFieldsOf(site, document, location.pathname),
    });
    locked.current = false;
    if (!outcome.ok) {
      if (form.captcha) {
        setCaptchaResets((count) => count + 1);
        setCaptchaHold(true);
      }
      dispatch({ type: 'fail', message: outcome.message, fieldErrors: outcome.fieldErrors });
      emit('sq-form-error', { formId, status: outcome.status, message: outcome.message, fieldErrors: outcome.fieldErrors });
      return;
    }
    dispatch({ type: 'succeed' });
    emit('sq-form-success', { formId, values });
    if (newsletter || form.newsletter) emit('sq-newsletter-subscribe', { formId, values });
    const redirect = successRedirectOf(form);
    if (redirect) followUrl(redirect);
  }

  const submitting = isLocked(state);
  const failed = state.status === 'error' ? state : undefined;
  const fieldErrors = failed?.fieldErrors ?? {};

  return (
    <form className={submitting ? 'form submitting' : 'form'} part="form" noValidate onSubmit={onSubmit}>
      {failed ? <ErrorSummary ref={summary} message={failed.message} fields={form.fields} fieldErrors={fieldErrors} root={root} /> : null}
      {state.status === 'success' ? (
        ownerHtml ? (
          <OwnerHtml ref={postSubmit} html={ownerHtml} />
        ) : (
          <div ref={postSubmit} className="post-submit" part="post-submit" tabIndex={-1}>
            <RichText nodes={postSubmitNodes} />
          </div>
        )
      ) : (
        <>
          <div className="fields" part="fields">
            {form.fields.map((field) => (
              <Field key={field.id} field={field} input={inputs.current[field.id]} error={fieldErrors[field.id]} onInput={onInput} />
            ))}
          </div>
          {form.captcha ? <Captcha siteKey={siteKey} scriptUrl={captchaSrc} onKey={onCaptchaKey} resetCount={captchaResets} /> : null}
          <button type="submit" className="submit" part="submit" aria-disabled={submitting || undefined} disabled={captchaHold}>
            {submitting ? t('formSubmitting') : form.submitButtonText || t('formSubmit')}
          </button>
          {failed ? (
            <p className="error-below" part="error-below">
              {t('formProblemScrollUp')}
            </p>
          ) : null}
        </>
      )}
      <div className="visually-hidden" role="status">
        {submitting ? t('formSubmitting') : ''}
      </div>
    </form>
  );
}
