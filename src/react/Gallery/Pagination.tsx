import { t } from '../../shared/i18n/format.js';

export interface PaginationProps {
  disabled: { previous: boolean; next: boolean };
  onPrevious: () => void;
  onNext: () => void;
  locale: string;
  /** The id of the slides' container the controls move, for `aria-controls`. */
  controls: string;
  /** The controls sit over the slide area, centred in its height. */
  height: number;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}

/**
 * Previous and next controls, each naming the slides' container it moves (`aria-controls`), as the
 * carousel pattern has it; at the ends of a gallery that does not loop they get the disabled class.
 */
export function Pagination({ disabled, onPrevious, onNext, locale, controls, height }: PaginationProps) {
  const control = (name: 'previous' | 'next', off: boolean, action: () => void) => (
    <button
      type="button"
      part={off ? `${name} disabled` : name}
      className={off ? `control ${name} disabled` : `control ${name}`}
      aria-label={t(name === 'previous' ? 'galleryPrevious' : 'galleryNext', undefined, locale)}
      aria-disabled={off}
      aria-controls={controls}
      style={{ top: height / 2 }}
      onClick={() => {
        if (!off) action();
      }}
    >
      <Chevron direction={name === 'previous' ? 'left' : 'right'} />
    </button>
  );
  return (
    <>
      {control('previous', disabled.previous, onPrevious)}
      {control('next', disabled.next, onNext)}
    </>
  );
}
