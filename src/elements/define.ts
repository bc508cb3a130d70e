import r2wc from '@r2wc/react-to-web-component';
import { Component, createElement, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { camelToKebab } from '../shared/dom/names.js';
import type { HostContext } from '../react/common/host-context.js';

/** How an attribute's text becomes a property value. */
export type PropKind = 'string' | 'number' | 'boolean' | 'enum' | 'json';

/** What a JSON value must be; any other value logs one error and gives the fallback. */
export type JsonShape = 'object' | 'array';

export interface PropSpec<T> {
  kind: PropKind;
  /** The attribute name; kebab-case of the property name unless given. */
  attribute?: string;
  /** The value when neither the attribute nor the property is set, or when the attribute is malformed. */
  fallback?: T;
  /** For `json`: the shape a value must have. */
  shape?: JsonShape;
  /** For `boolean`: absent is the fallback (undefined: the view's own default) and the text "false" is false, so a default that is on can be turned off. */
  optional?: boolean;
  /** For `number`: the text's leading integer is the value, as `parseInt` reads it ('300px' is 300). */
  leadingInteger?: boolean;
  /** For `enum`: the values, and other spellings of them; attribute text is matched case-insensitively. */
  values?: readonly string[];
  aliases?: Readonly<Record<string, string>>;
  /** For `number` and `enum`: the console message for unusable attribute text, instead of the factory's own. */
  invalid?: (text: string, attribute: string) => string;
  /** Marker for the value type; never set at run time. */
  readonly valueType?: T;
}

type Fallback<T> = { attribute?: string; fallback?: T };
type Checked = { invalid?: (text: string, attribute: string) => string };

/** Property schema builders. The analyzer plugin reads these calls to write custom-elements.json. */
export const prop = {
  /** Text as written. `T` narrows the type a user sees (values a view reads leniently, unknown ones falling back) without checking it. */
  string: <T extends string = string>(options: Fallback<T> = {}): PropSpec<T> => ({ kind: 'string', ...options }),
  number: (options: Fallback<number> & Checked & { leadingInteger?: boolean } = {}): PropSpec<number> => ({ kind: 'number', ...options }),
  /**
   * HTML boolean: presence of the attribute is true, its removal false. With `optional`, absence is
   * undefined (the view's default) and the text "false" is false; the property writes "false" back.
   */
  boolean: (options: { attribute?: string; optional?: boolean } = {}): PropSpec<boolean> => ({
    kind: 'boolean',
    fallback: options.optional ? undefined : false,
    ...options,
  }),
  /** One of `values` (attribute text matched case-insensitively, `aliases` map other spellings onto them); any other text logs one error and gives the fallback. */
  enum: <T extends string>(values: readonly T[], options: Fallback<T> & Checked & { aliases?: Readonly<Record<string, T>> } = {}): PropSpec<T> => ({
    kind: 'enum',
    values,
    ...options,
  }),
  /** An object or array: set as a property directly, or as a JSON attribute; `shape` rejects values of another kind. */
  json: <T>(options: Fallback<T> & { shape?: JsonShape } = {}): PropSpec<T> => ({ kind: 'json', ...options }),
};

export type Schema = Record<string, PropSpec<unknown>>;
export type SchemaValues<S extends Schema> = { [K in keyof S]: S[K] extends PropSpec<infer T> ? T | undefined : never };

export type ViewProps<S extends Schema> = SchemaValues<S> & HostContext;

export interface ElementOptions<S extends Schema> {
  /** The React view the element mounts in its shadow root. */
  view: ComponentType<ViewProps<S>>;
  props: S;
  /** CSS text for the shadow root, adopted once per element type. */
  styles?: string;
  /** Re-render when light-DOM children are added or removed after upgrade. */
  observeLightDom?: boolean;
}

const PROPS: unique symbol = Symbol.for('r2wc.props') as never;
const RENDER: unique symbol = Symbol.for('r2wc.render') as never;

interface R2wcInternals extends HTMLElement {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
}

/** What every element adds to HTMLElement besides its properties. */
export interface SqElementInstance {
  /**
   * Resolves once the element has drawn everything set on it so far (attributes, properties,
   * light-DOM changes), and at once when nothing is waiting to be drawn: await it after a change
   * instead of waiting for a time. A render that asks for another resolves it only after that one.
   */
  readonly updateComplete: Promise<boolean>;
}

export type SqElementClass<S extends Schema> = {
  new (): HTMLElement & SqElementInstance & SchemaValues<S>;
  readonly observedAttributes: string[];
};

/**
 * Whether the element's document has a window: not a template's content, nor a document that
 * DOMParser or createHTMLDocument made. The view cannot create nodes in such a document (the
 * shadow root's registry belongs to another), and nothing there is ever seen.
 */
function hasWindow(element: HTMLElement): boolean {
  return element.ownerDocument.defaultView !== null;
}

function tagOf(element: HTMLElement): string {
  return `<${element.localName}>`;
}

function parseAttribute(element: HTMLElement, attribute: string, spec: PropSpec<unknown>, text: string | null): unknown {
  if (spec.kind === 'boolean') {
    if (!spec.optional) return text !== null;
    return text === null ? spec.fallback : text.trim().toLowerCase() !== 'false';
  }
  if (text === null) return spec.fallback;
  switch (spec.kind) {
    case 'string':
      return text;
    case 'number': {
      const value = spec.leadingInteger ? Number.parseInt(text, 10) : Number(text);
      if (text.trim() !== '' && Number.isFinite(value)) return value;
      console.error(
        spec.invalid?.(text, attribute) ?? `${tagOf(element)}: the "${attribute}" attribute must be a number, got "${text}"; using the default.`,
      );
      return spec.fallback;
    }
    case 'enum': {
      const key = text.trim().toLowerCase();
      if (key === '') return spec.fallback;
      const value =
        spec.values?.find((candidate) => candidate === key) ?? (spec.aliases && Object.hasOwn(spec.aliases, key) ? spec.aliases[key] : undefined);
      if (value !== undefined) return value;
      console.error(
        spec.invalid?.(text, attribute) ??
          `${tagOf(element)}: the "${attribute}" attribute must be one of ${spec.values?.join(', ')}, got "${text}"; using the default.`,
      );
      return spec.fallback;
    }
    case 'json': {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch (error) {
        console.error(`${tagOf(element)}: the "${attribute}" attribute is not valid JSON (${(error as Error).message}); using the default.`);
        return spec.fallback;
      }
      if (spec.shape && value !== null && shapeOf(value) !== spec.shape) {
        console.error(`${tagOf(element)}: the "${attribute}" attribute must be a JSON ${spec.shape}, got ${describe(value)}; using the default.`);
        return spec.fallback;
      }
      return value;
    }
  }
}

function shapeOf(value: unknown): JsonShape | undefined {
  if (Array.isArray(value)) return 'array';
  return typeof value === 'object' && value !== null ? 'object' : undefined;
}

/** A short, safe description of a rejected value for a console message. */
function describe(value: unknown): string {
  const shape = shapeOf(value);
  if (shape) return shape === 'array' ? 'an array' : 'an object';
  if (typeof value === 'string') return `the string "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'symbol') return 'a symbol';
  return String(value);
}

/** `String(value)`, or undefined for a value that cannot become a string (`Object.create(null)`, a throwing `toString`). */
function toText(value: unknown): string | undefined {
  try {
    return String(value);
  } catch {
    return undefined;
  }
}

interface BoundaryProps {
  tag: string;
  children: ReactNode;
}

/** A view that throws renders its light DOM instead of taking the page down. */
class RenderBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(`<${this.props.tag}>: failed to render; showing its fallback content.`, error);
  }
  override render() {
    return this.state.failed ? createElement('slot') : this.props.children;
  }
}

const sheets = new WeakMap<object, CSSStyleSheet>();

/** Adopts the element type's one shared stylesheet (strict-CSP safe: no <style> elements). */
function adoptStyles(root: ShadowRoot, key: object, css: string | undefined) {
  if (!css) return;
  let sheet = sheets.get(key);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(key, sheet);
  }
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/**
 * The one element factory: an r2wc element with HTML boolean attributes, JSON properties without a
 * round trip, adopted styles, typed composed `sq-*` events, safe moves and light-DOM observation.
 */
export function element<S extends Schema>(options: ElementOptions<S>): SqElementClass<S> {
  const { view, props: schema, styles, observeLightDom = false } = options;
  const attributes = new Map<string, string>();
  for (const [name, spec] of Object.entries(schema)) attributes.set(spec.attribute ?? camelToKebab(name), name);

  function View(props: Record<string, unknown>) {
    const host = props.host as HTMLElement;
    return createElement(RenderBoundary, { tag: host.localName, children: createElement(view as ComponentType<object>, props) });
  }
  // Without a DOM (server rendering) the class can still be imported; it is never constructed there.
  const Base = (typeof HTMLElement === 'undefined' ? class {} : r2wc(View, { shadow: 'open', props: {} })) as unknown as new () => R2wcInternals;

  class SqElement extends Base {
    static get observedAttributes() {
      return [...attributes.keys()];
    }

    #unmountTimer: ReturnType<typeof setTimeout> | undefined;
    #observer: MutationObserver | undefined;
    #renderQueued = false;
    /** The promise `updateComplete` hands out while a render is queued, and what settles it. */
    #update: Promise<boolean> | undefined;
    #settleUpdate: ((done: boolean) => void) | undefined;
    /** The slot that shows the light DOM until the view's first commit. */
    #placeholder: HTMLSlotElement | undefined;

    /**
     * Renders once in a microtask however many attributes and properties changed in this task, and
     * never inside a render: a view's effect that sets one of its element's attributes (the
     * gallery's current-index) asks for another render while the first is still committing.
     */
    override [RENDER]() {
      if (this.#renderQueued) return;
      this.#renderQueued = true;
      this.#update ??= new Promise((resolve) => (this.#settleUpdate = resolve));
      queueMicrotask(() => {
        this.#renderQueued = false;
        try {
          if (!hasWindow(this)) return;
          // React leaves a shadow root's existing children in place (it clears only element and
          // document containers), so the placeholder goes here, in the same task as the first commit.
          this.#placeholder?.remove();
          this.#placeholder = undefined;
          // Committed in this task, not React's next one: the placeholder's removal and the view's
          // first frame are painted together, so upgrading shifts nothing.
          flushSync(() => super[RENDER]());
        } finally {
          // A render that queued another (an effect setting an attribute) settles with that one.
          if (!this.#renderQueued) {
            const settle = this.#settleUpdate;
            this.#update = this.#settleUpdate = undefined;
            settle?.(true);
          }
        }
      });
    }

    get updateComplete(): Promise<boolean> {
      return this.#update ?? Promise.resolve(true);
    }

    constructor() {
      super();
      const root = this.shadowRoot!;
      adoptStyles(root, SqElement, styles);
      // Until the view's first commit replaces it, the shadow root shows the light DOM as the page
      // drew it, so upgrading never paints a frame without the element's content.
      this.#placeholder = root.appendChild(document.createElement('slot'));
      const state = this[PROPS];
      const context: Omit<HostContext, 'lightDomVersion'> = {
        host: this,
        root,
        emit: (type, detail) => this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: true })),
      };
      Object.assign(state, context, { lightDomVersion: 0 });
      // Existing attributes arrive through attributeChangedCallback, on upgrade and parse alike.
      for (const [name, spec] of Object.entries(schema)) state[name] = spec.fallback;
      // Properties set on the element before its definition loaded shadow the accessors: re-apply them.
      // An upgrade calls attributeChangedCallback for the attributes the element had before it, but
      // not for those its constructor sets, so a value the setter reflects is read back here.
      for (const [name, spec] of Object.entries(schema)) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value = (this as unknown as Record<string, unknown>)[name];
          delete (this as unknown as Record<string, unknown>)[name];
          (this as unknown as Record<string, unknown>)[name] = value;
          const attribute = spec.attribute ?? camelToKebab(name);
          if (spec.kind !== 'json' && this.hasAttribute(attribute)) state[name] = parseAttribute(this, attribute, spec, this.getAttribute(attribute));
        }
      }
    }

    override connectedCallback() {
      // Moved into a document without a window: drawn nowhere, so it stays as if removed (its view unmounts) until it is back.
      if (!hasWindow(this)) return;
      clearTimeout(this.#unmountTimer);
      this.#unmountTimer = undefined;
      if (observeLightDom && !this.#observer) {
        this.#observer = new MutationObserver(() => {
          (this[PROPS].lightDomVersion as number)++;
          this[RENDER]();
        });
        this.#observer.observe(this, { childList: true, subtree: true, characterData: true });
      }
      super.connectedCallback();
    }

    override disconnectedCallback() {
      this.#observer?.disconnect();
      this.#observer = undefined;
      // A move is a disconnect then a connect in one task: unmounting synchronously would
      // collide with a render under way, and lose the view's state.
      this.#unmountTimer = setTimeout(() => {
        this.#unmountTimer = undefined;
        if (!this.isConnected || !hasWindow(this)) super.disconnectedCallback();
      });
    }

    attributeChangedCallback(attribute: string, previous: string | null, next: string | null) {
      if (previous === next) return;
      const name = attributes.get(attribute);
      if (!name) return;
      // An upgrade's callbacks carry the text from before the constructor, which a property set
      // before the definition may have replaced since: the constructor read the text that is there.
      if (this.getAttribute(attribute) !== next) return;
      this[PROPS][name] = parseAttribute(this, attribute, schema[name]!, next);
      if (this.isConnected) this[RENDER]();
    }
  }

  for (const [attribute, name] of attributes) {
    const spec = schema[name]!;
    Object.defineProperty(SqElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: SqElement) {
        return this[PROPS][name];
      },
      set(this: SqElement, value: unknown) {
        if (spec.kind === 'boolean') {
          // Reflect, like native boolean attributes; attributeChangedCallback stores and renders.
          if (!spec.optional) this.toggleAttribute(attribute, Boolean(value));
          else if (value == null) this.removeAttribute(attribute);
          else this.setAttribute(attribute, value ? '' : 'false');
          return;
        }
        let accepted = value;
        if ((spec.kind === 'string' || spec.kind === 'number' || spec.kind === 'enum') && value != null) {
          const text = toText(value);
          if (text !== undefined) {
            this.setAttribute(attribute, text);
            return;
          }
          console.error(`${tagOf(this)}: the "${name}" property must be a ${spec.kind}, got a value that cannot become a string; using the default.`);
          accepted = undefined;
        }
        if (spec.kind === 'json' && spec.shape && value != null && shapeOf(value) !== spec.shape) {
          console.error(
            `${tagOf(this)}: the "${name}" property must be ${spec.shape === 'array' ? 'an array' : 'an object'}, got ${describe(value)}; using the default.`,
          );
          accepted = undefined;
        }
        if (accepted == null && this.hasAttribute(attribute)) {
          this.removeAttribute(attribute);
          return;
        }
        this[PROPS][name] = accepted ?? spec.fallback;
        if (this.isConnected) this[RENDER]();
      },
    });
  }

  return SqElement as unknown as SqElementClass<S>;
}

const warned = new Set<string>();

/** Registers a tag once, where there are custom elements; a second copy of the library on the page warns instead of throwing. */
export function defineElement(tag: string, constructor: CustomElementConstructor): void {
  if (typeof customElements === 'undefined') return;
  const existing = customElements.get(tag);
  if (existing) {
    if (existing !== constructor && !warned.has(tag)) {
      warned.add(tag);
      console.warn(`<${tag}> is already defined, probably by a second copy of sq-elements on this page; keeping the first.`);
    }
    return;
  }
  customElements.define(tag, constructor);
}
