import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { PlaceAddress, PlacePrediction, PlacesTrackingContext } from '../../shared/api/places.js';
import { PLACES_AUTOCOMPLETE_DEBOUNCE_MS } from '../../shared/constants/timings.js';
import { nextSuggestion } from '../../shared/forms/address-suggestions.js';
import { t } from '../../shared/i18n/format.js';
import { typed } from './typed.js';

export interface AddressComboboxProps {
  id: string;
  value: string;
  autoComplete: string | undefined;
  invalid: true | undefined;
  onType: (value: string) => void;
  /** A suggestion was chosen: its address parts, to fill the field's inputs. */
  onChoose: (address: PlaceAddress) => void;
}

/** Where the form's places calls come from. */
const TRACKING: PlacesTrackingContext = { productPage: 'form', productSection: 'address-field' };
/** The places client with the HTTP client, loaded when the visitor first types: the form's first load stays as it was. */
const places = () => import('../../shared/api/places.js');
/** Fewer characters than this ask for no suggestions. */
const MIN_INPUT = 2;

/**
 * The address field's first line as a combobox with list autocomplete (WAI-ARIA APG): suggestions
 * from the places calls, Down and Up to move, Enter to choose, Escape to close, and Escape with the
 * suggestions closed clears the field, as the search box does. Typing stays plain
 * typing: a failed or slow call only means no suggestions.
 */
export function AddressCombobox({ id, value, autoComplete, invalid, onType, onChoose }: AddressComboboxProps) {
  const [suggestions, setSuggestions] = useState<PlacePrediction[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; controller?: AbortController }>({});
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-suggestion-${index}`;

  const cancel = () => {
    clearTimeout(pending.current.timer);
    pending.current.controller?.abort();
  };
  useEffect(() => cancel, []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const ask = (input: string) => {
    cancel();
    if (input.trim().length < MIN_INPUT) {
      setSuggestions([]);
      close();
      setStatus('');
      return;
    }
    pending.current.timer = setTimeout(() => {
      const controller = new AbortController();
      pending.current.controller = controller;
      places()
        .then(({ placesAutocomplete }) => placesAutocomplete(input, TRACKING, controller.signal))
        .then(
          (found) => {
            if (controller.signal.aborted) return;
            setSuggestions(found);
            setActive(-1);
            setOpen(found.length > 0);
            setStatus(t('formAddressSuggestions', { n: found.length }));
          },
          // No suggestions: the visitor types the address by hand.
          () => {
            if (!controller.signal.aborted) close();
          },
        );
    }, PLACES_AUTOCOMPLETE_DEBOUNCE_MS);
  };

  const choose = (suggestion: PlacePrediction) => {
    cancel();
    close();
    const controller = new AbortController();
    pending.current.controller = controller;
    places()
      .then(({ placeDetails }) => placeDetails(suggestion.placeId, TRACKING, controller.signal))
      .then(
        (place) => {
          if (!controller.signal.aborted && place?.address) onChoose(place.address);
        },
        () => {},
      );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if ((key === 'ArrowDown' || key === 'ArrowUp') && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => nextSuggestion(open ? current : -1, suggestions.length, key === 'ArrowDown' ? 1 : -1));
    } else if (key === 'Enter' && open && active >= 0 && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (key === 'Escape' && open) {
      event.preventDefault();
      close();
    } else if (key === 'Escape' && value !== '') {
      event.preventDefault();
      cancel();
      setSuggestions([]);
      setStatus('');
      onType('');
    }
  };

  const expanded = open && suggestions.length > 0;
  return (
    <div className="combobox">
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid}
        value={value}
        autoComplete={autoComplete}
        {...typed((typedValue) => {
          onType(typedValue);
          ask(typedValue);
        })}
        onKeyDown={onKeyDown}
        onBlur={close}
        part="input"
      />
      <ul id={listId} role="listbox" aria-label={t('formPartLine1')} className="suggestions" hidden={!expanded} part="suggestions">
        {expanded
          ? suggestions.map((suggestion, index) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keyboard chooses through the input (Down, Up, Enter), as the APG combobox does
              <li
                key={suggestion.placeId}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className="suggestion"
                part={index === active ? 'suggestion suggestion-active' : 'suggestion'}
                // Keeps the focus in the input, as the pattern wants.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(suggestion)}
              >
                <span className="suggestion-main">{suggestion.mainText}</span>{' '}
                <span className="suggestion-secondary">{suggestion.secondaryText}</span>
              </li>
            ))
          : null}
      </ul>
      <span className="visually-hidden" role="status">
        {status}
      </span>
    </div>
  );
}
