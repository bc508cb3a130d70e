// The views on React 19 itself, as the ESM build runs them in an app, where the CDN build and the
// other browser tests run them on Preact: the same form, gallery and render-timing tests.
import '../elements/render-queue.test.js';
import '../elements/sq-form.test.js';
import '../elements/sq-gallery.test.js';
