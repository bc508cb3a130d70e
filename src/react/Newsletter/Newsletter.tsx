import { NEWSLETTER_SMALL_CONTAINER_BELOW_PX } from '../../shared/constants/limits.js';
import { useContainerWidth } from '../common/useContainerWidth.js';
import { Form, type FormProps } from '../Form/Form.js';

/** The newsletter block: a form that fires the subscribe event, stacked in a small container. */
export function Newsletter(props: FormProps) {
  const width = useContainerWidth(props.host);
  const small = width > 0 && width < NEWSLETTER_SMALL_CONTAINER_BELOW_PX;
  return (
    <div className={small ? 'newsletter small' : 'newsletter'} part={small ? 'newsletter newsletter-small' : 'newsletter'}>
      <Form {...props} newsletter />
    </div>
  );
}
