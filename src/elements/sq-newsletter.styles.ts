import { styles as formStyles } from './sq-form.styles.js';

export const styles = /* css */ `${formStyles}
.newsletter:not(.small) .fields { flex-direction: row; flex-wrap: wrap; align-items: flex-end; }
.newsletter:not(.small) .field { flex: 1 1 12em; }
.small .submit { align-self: stretch; }
`;
