/** The owner back end's form builder (/config/forms). Built into dist/config/ (rollup.config.mjs), served at /dist/config/forms.js. */
import { FormBuilderApp } from '../react/FormBuilder/FormBuilderApp.js';
import { startScreen } from './common/shell.js';

startScreen(<FormBuilderApp />);
