import { expect } from '@open-wc/testing';
import {
  ANALYTICS_EVENT_FIELDS,
  ANALYTICS_PAYLOAD_FIELDS,
  eventsServiceBody,
  sanitizeAnalyticsFields,
  shouldCountAsSent,
  trackingErrorMessage,
} from '../../src/shared/analytics/events-service.js';

describe('events service', () => {
  it('names every field of the analytics payload and event fields', () => {
    expect(Object.keys(ANALYTICS_PAYLOAD_FIELDS)).to.deep.equal([
      'websiteId',
      'memberAccountId',
      'website_locale',
      'member_locale',
      'templateId',
      'variantId',
      'pageHash',
      'pagePath',
    ]);
    expect(Object.keys(ANALYTICS_EVENT_FIELDS)).to.include.members([
      'actor',
      'action',
      'event_owner_team',
      'event_source',
      'object_type',
      'object_identifier',
      'object_id',
      'object_display_name',
      'object_value',
      'indirect_object_type',
      'indirect_object_identifier',
      'indirect_object_id',
      'indirect_object_display_name',
      'indirect_object_value',
      'product_area',
      'product_page',
      'product_section',
      'user_member_account_id',
      'user_session_id',
      'browser_locale',
      'member_account_locale',
      'website_locale',
      'frontsite_language',
    ]);
  });

  it('keeps fields of the right type', () => {
    const fields = { actor: 'visitor', action: 'click', object_value: 3, indirect_object_value: true, custom: 'x', count: 2, flag: false };
    expect(sanitizeAnalyticsFields(fields)).to.deep.equal({ fields, dropped: [], warnings: [] });
  });

  it('drops named string fields that are not strings, with a warning each', () => {
    const result = sanitizeAnalyticsFields({ actor: 5, action: 'view', object_id: true, product_area: null });
    expect(result.fields).to.deep.equal({ action: 'view' });
    expect(result.dropped).to.deep.equal(['actor', 'object_id', 'product_area']);
    expect(result.warnings).to.deep.equal([
      'Analytics field actor has the wrong type and was dropped',
      'Analytics field object_id has the wrong type and was dropped',
      'Analytics field product_area has the wrong type and was dropped',
    ]);
  });

  it('drops any field that is not a string, a finite number or a boolean', () => {
    const result = sanitizeAnalyticsFields({ object_value: { a: 1 }, other: [1], nan: NaN, inf: Infinity, fn: () => 1, big: 1n });
    expect(result.fields).to.deep.equal({});
    expect(result.dropped).to.deep.equal(['object_value', 'other', 'nan', 'inf', 'fn', 'big']);
  });

  it('leaves undefined fields out silently', () => {
    expect(sanitizeAnalyticsFields({ actor: undefined, action: 'a' })).to.deep.equal({ fields: { action: 'a' }, dropped: [], warnings: [] });
  });

  it('checks the payload with its own types: all strings', () => {
    const result = sanitizeAnalyticsFields({ websiteId: 'w1', templateId: 3, pagePath: '/' }, ANALYTICS_PAYLOAD_FIELDS);
    expect(result.fields).to.deep.equal({ websiteId: 'w1', pagePath: '/' });
    expect(result.dropped).to.deep.equal(['templateId']);
  });

  it('builds the events-service body with the warnings of both parts', () => {
    const { body, warnings } = eventsServiceBody({
      analyticsId: 'an1',
      customSchemaName: 'page_view',
      commonData: { websiteId: 'w1', variantId: 2 },
      customData: { actor: 'visitor', action: ['x'] },
    });
    expect(body).to.deep.equal({
      analyticsId: 'an1',
      customSchemaName: 'page_view',
      commonData: { websiteId: 'w1' },
      customData: { actor: 'visitor' },
    });
    expect(warnings).to.deep.equal([
      'Analytics field variantId has the wrong type and was dropped',
      'Analytics field action has the wrong type and was dropped',
    ]);
    const withoutId = eventsServiceBody({ customSchemaName: 's', commonData: {}, customData: {} }).body;
    expect(withoutId).not.to.have.property('analyticsId');
  });

  it('counts an event as sent only on 200 or 202', () => {
    expect(shouldCountAsSent(200)).to.equal(true);
    expect(shouldCountAsSent(202)).to.equal(true);
    for (const status of [0, 201, 204, 301, 400, 500]) expect(shouldCountAsSent(status)).to.equal(false);
  });

  it("logs 'Error tracking event: HTTP Status {code}'", () => {
    expect(trackingErrorMessage(500)).to.equal('Error tracking event: HTTP Status 500');
    expect(trackingErrorMessage(0)).to.equal('Error tracking event: HTTP Status 0');
    expect(trackingErrorMessage(1234)).to.equal('Error tracking event: HTTP Status 1234');
  });
});
