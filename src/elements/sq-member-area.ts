/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { MemberArea } from '../react/MemberArea/MemberArea.js';
import { styles } from './sq-member-area.styles.js';

/**
 * The member area: site members sign in and out. Its children are plain POST forms, which work
 * without JavaScript: signed out, `<form data-member="sign-in">` with `email`, `password` and
 * `rememberMe` fields (and a link to join); signed in, who is signed in (the password shown as a
 * fixed placeholder, never its length) and `<form data-member="sign-out">`. Upgraded, the forms
 * go through `POST` and `DELETE /api/site-users/account/session`: the session's xsrfToken is kept
 * for the sign-out call, whose crumbFail answer is retried once; on success the page loads again
 * as the member now sees it. A failed sign-in shows 'The email address or password is incorrect.'
 * in the form's alert (`.member-error`), marks the fields invalid and moves focus to the email field.
 *
 * @summary Site-member sign-in and sign-out; plain POST forms without JavaScript.
 * @slot - The member forms: `<form data-member="sign-in">` or `<form data-member="sign-out">`, each with a `.member-error` alert.
 */
export class SqMemberArea extends element({
  view: MemberArea,
  styles,
  props: {
    /** Set by the server when a member is signed in: the children are the account and the sign-out form. */
    signedIn: prop.boolean(),
  },
}) {}

defineElement('sq-member-area', SqMemberArea);
