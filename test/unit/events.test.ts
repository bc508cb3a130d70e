import { expect } from '@open-wc/testing';
import type { HostContext } from '../../src/react/common/host-context.js';
import { dispatchWindowEvent, type SqEventDetail, type SqEventName } from '../../src/shared/events/index.js';

describe('sq-* events, declared once on the event maps', () => {
  it('dispatchWindowEvent sends the detail, and says when a listener cancelled a cancelable event', () => {
    const seen: unknown[] = [];
    const listener = (event: WindowEventMap['sq-open-login']) => {
      seen.push(event.detail.returnTo);
      event.preventDefault();
    };
    window.addEventListener('sq-open-login', listener);
    try {
      expect(dispatchWindowEvent('sq-open-login', { returnTo: '/shop' }, { cancelable: true })).to.equal(false);
      expect(dispatchWindowEvent('sq-open-login', { returnTo: '/cart' })).to.equal(true);
    } finally {
      window.removeEventListener('sq-open-login', listener);
    }
    expect(seen).to.deep.equal(['/shop', '/cart']);
  });

  it('names and details are checked against the maps (this file type-checks only if they are)', () => {
    const names: SqEventName[] = ['sq-slide-change', 'sq-form-error', 'sq-dialog-hide'];
    const detail: SqEventDetail<'sq-slide-change'> = { index: 1, id: 'a' };
    const emit: HostContext['emit'] = () => true;
    emit('sq-pricing-change', { value: 'annual' });
    // @ts-expect-error: an element event that is not declared
    emit('sq-no-such-event', {});
    // @ts-expect-error: a detail of the wrong shape
    emit('sq-slide-change', { index: 'first' });
    // @ts-expect-error: a window event is not an element event
    const windowOnly: SqEventName = 'sq-consent-change';
    // Never called: only the types are checked.
    const typeOnly = () => {
      // @ts-expect-error: a window event with the wrong detail
      dispatchWindowEvent('sq-consent-change', { accepted: 'yes' });
    };
    expect(names).to.have.length(3);
    expect(detail.index).to.equal(1);
    expect(windowOnly).to.be.a('string');
    expect(typeOnly).to.be.a('function');
  });
});
