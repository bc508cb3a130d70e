/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element } from './define.js';
import { Embed } from '../react/Embed/Embed.js';
import { styles } from './sq-embed.styles.js';

/**
 * The embed block: owner HTML and code, run in a frame the site serves from its own address
 * (`/embed-frame/{blockId}`) as a sandbox, an opaque origin that cannot read the site's cookies,
 * storage or page. It never runs inside the page, which keeps its strict policy. The element makes
 * the frame's height follow its content through a small message handshake; without JavaScript the
 * frame shows at its `height` attribute.
 *
 * @summary Owner HTML and code in a sandboxed frame that grows with its content.
 * @slot - The `<iframe>` whose `src` is one of the site's `/embed-frame/` addresses, with a `title` and `sandbox="allow-scripts …"`.
 */
export class SqEmbed extends element({
  view: Embed,
  styles,
  observeLightDom: true,
  props: {},
}) {}

defineElement('sq-embed', SqEmbed);
