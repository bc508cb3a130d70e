// Generated from custom-elements.json by scripts/generate-types.mjs: do not edit. Run `npm run manifest`.
// Starts the loader as `import 'sq-elements'` does; the declarations beside this file teach Svelte every tag.
import 'sq-elements';
