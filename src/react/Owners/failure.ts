import { backEndFailure } from '../../shared/config/failure.js';
import { t } from '../../shared/i18n/format.js';

/** What the owner is told when an account or owners call failed. */
export const failureText = (error: unknown) => backEndFailure(error, t('accountSignedOut'));
