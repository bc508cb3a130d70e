import { t } from '../../shared/i18n/format.js';

export interface AutoplayToggleProps {
  paused: boolean;
  onToggle: () => void;
  locale: string;
}

/** Stops autoplay and starts it again: motion that goes on by itself must be pausable. */
export function AutoplayToggle({ paused, onToggle, locale }: AutoplayToggleProps) {
  return (
    <button
      type="button"
      part="autoplay-toggle"
      className="control autoplay-toggle"
      aria-label={t(paused ? 'galleryStartAutoplay' : 'galleryStopAutoplay', undefined, locale)}
      onClick={onToggle}
    >
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        {paused ? <path d="M5 3l8 5-8 5z" fill="currentColor" /> : <path d="M4 3h3v10H4zM9 3h3v10H9z" fill="currentColor" />}
      </svg>
    </button>
  );
}
