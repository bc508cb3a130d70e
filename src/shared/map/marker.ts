/** The map marker's icon (48 × 64), one shape for the element and the server's static picture; its tip is the position. */
export const MARKER_PIN_PATH = 'M24 1C11.3 1 1 11.1 1 23.7 1 41.2 24 63 24 63s23-21.8 23-39.3C47 11.1 36.7 1 24 1z';
export const MARKER_DOT = { cx: 24, cy: 23.5, r: 8.5 } as const;
export const MARKER_COLOR = '#d93a2b';
