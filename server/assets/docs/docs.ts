/**
 * The docs pages' one behaviour: a button marked `data-docs-open="ID"` opens the element with that
 * id (an example's `<sq-dialog>` or `<sq-lightbox>`) by setting its `open` property, once the
 * element is defined, so a click before its code has loaded still opens it.
 */
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('[data-docs-open]') : null;
  const target = button ? document.getElementById(button.getAttribute('data-docs-open') ?? '') : null;
  if (!target) return;
  void customElements.whenDefined(target.localName).then(() => {
    if ('open' in target) target.open = true;
  });
});
