import { RESERVATION_COLUMN_QUERY, RESERVATION_WIDE_QUERY } from '../shared/reservation/booking.js';
import { RESERVATION_NOTICE_GAP_PX, RESERVATION_NOTICE_PX } from '../shared/layout/sizes.js';
import { color, radius } from '../shared/theme/css.js';
export const styles = /* css */ `
:host{display:block;container:sq-reservation/inline-size}
[hidden]{display:none!important}
.notice{box-sizing:border-box;display:flex;align-items:center;min-height:${RESERVATION_NOTICE_PX}px;margin-bottom:${RESERVATION_NOTICE_GAP_PX}px;padding:8px 16px;
  font-size:14px;line-height:20px;border-radius:${radius(1)};color:var(--sq-reservation-notice-color,${color('gray', 900)});background:var(--sq-reservation-notice-background,${color('gray', 100)})}
.notice>div{display:flex;align-items:center;gap:10px}
.preview{color:${color('orange', 950)};background:${color('orange', 100)};border-inline-start:4px solid ${color('orange', 500)}}
.failed,.invalid{border-inline-start:4px solid ${color('gray', 500)}}
.title{font-weight:700}
.spinner{flex:none;width:16px;height:16px;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:spin 0.8s linear infinite}
@keyframes spin{to{rotate:1turn}}
@media (prefers-reduced-motion:reduce){.spinner{animation:none}}
/* Column mode: the notice's words stack under its symbol. */
@container sq-reservation ${RESERVATION_COLUMN_QUERY}{.notice>div{flex-direction:column;align-items:flex-start;gap:2px}}
/* The wide theme: a roomier notice. */
@container sq-reservation ${RESERVATION_WIDE_QUERY}{.notice{padding:8px 24px;font-size:15px}}
`;
