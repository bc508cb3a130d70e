import { RESERVATION_COLUMN_QUERY, RESERVATION_WIDE_QUERY } from '../shared/reservation/booking.js';
import { RESERVATION_NOTICE_GAP_PX, RESERVATION_NOTICE_PX } from '../shared/layout/sizes.js';
import { color, radius } from '../shared/theme/css.js';
export const styles = /* css */ `
:host{display:block;container:sq-reservation/inline-size}
[hidden]{display:none!important}
.notice{box-sizing:border-box;display:flex;align-items:center;min-height:${RESERVATION_NOTICE_PX}px;margin-bottom:${RESERVATION_NOTICE_GAP_PX}px;padding:8px 16px;
  font-size:14px;line-height:20px;border-radius:${radius(1)};color:var(--sq-reservation-notice-color,${color('gray', 900)});background:var(--sq-reservation-notice-background,${color('gray', 100)})}
.notice{gap:12px;border-inline-start:4px solid ${color('gray', 300)}}
.preview{color:${color('orange', 950)};background:${color('orange', 100)};border-inline-start-color:${color('orange', 500)}}
.failed,.invalid{border-inline-start-color:${color('gray', 500)}}
.title{font-weight:700}
/* A ring; turning while the script loads, a filled dot for the preview. */
.icon{flex:none;box-sizing:border-box;width:16px;height:16px;border:2px solid currentColor;border-radius:50%;opacity:.7}
.loading .icon{border-right-color:transparent;opacity:1;animation:spin .8s linear infinite}
.preview .icon{background:currentColor}
@keyframes spin{to{rotate:1turn}}
@media (prefers-reduced-motion:reduce){.loading .icon{animation:none}}
/* Column mode: the preview's title above its message. */
@container sq-reservation ${RESERVATION_COLUMN_QUERY}{.preview [role=alert]{display:flex;flex-direction:column}}
/* The wide theme: a roomier notice. */
@container sq-reservation ${RESERVATION_WIDE_QUERY}{.notice{padding:8px 24px;font-size:15px}}
`;
