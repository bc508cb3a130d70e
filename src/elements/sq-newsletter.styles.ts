import { styles as formStyles } from './sq-form.styles.js';

export const styles = /* css */ `${formStyles}
/* Top-aligned: every field's title is one line, so the Email input and the Name inputs share a row (a name's part labels sit below its inputs). */
.newsletter:not(.small) .fields { flex-direction: row; flex-wrap: wrap; align-items: flex-start; }
.newsletter:not(.small) .field { flex: 1 1 12em; }
.small .submit { align-self: stretch; }
`;
