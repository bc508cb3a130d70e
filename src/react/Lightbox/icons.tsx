const PATHS = {
  close: 'M4 4l12 12M16 4L4 16',
  previous: 'M12.5 4l-6 6 6 6',
  next: 'M7.5 4l6 6-6 6',
  caption: 'M3 5h14M3 10h14M3 15h9',
} as const;

/** The lightbox's control icons: strokes in the current colour, hidden from assistive technology. */
export function Icon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" fill="none" />
    </svg>
  );
}
