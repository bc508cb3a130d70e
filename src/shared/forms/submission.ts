/** The form submit state machine: idle, locked while submitting, then success or error. */
import type { FieldErrors } from './validation.js';

export type SubmissionState =
  { status: 'idle' } | { status: 'submitting' } | { status: 'success' } | { status: 'error'; message: string; fieldErrors: FieldErrors };

export type SubmissionEvent =
  | { type: 'submit' }
  | { type: 'invalid'; message: string; fieldErrors: FieldErrors }
  | { type: 'succeed' }
  | { type: 'fail'; message: string; fieldErrors: FieldErrors };

export const IDLE: SubmissionState = { status: 'idle' };

export const isLocked = (state: SubmissionState): boolean => state.status === 'submitting';

/**
 * Submit locks an idle or failed form; a second submit while locked is ignored. Only a locked form
 * succeeds or fails. Validation failures come before the lock. A submitted form stays submitted.
 */
export function transition(state: SubmissionState, event: SubmissionEvent): SubmissionState {
  switch (state.status) {
    case 'success':
      return state;
    case 'submitting':
      if (event.type === 'succeed') return { status: 'success' };
      if (event.type === 'fail') return { status: 'error', message: event.message, fieldErrors: event.fieldErrors };
      return state;
    case 'idle':
    case 'error':
      if (event.type === 'submit') return { status: 'submitting' };
      if (event.type === 'invalid') return { status: 'error', message: event.message, fieldErrors: event.fieldErrors };
      return state;
  }
}
