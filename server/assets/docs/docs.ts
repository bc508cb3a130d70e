/**
 * The docs pages' one behaviour: a button marked `data-docs-open="ID"` opens the element with that
 * id (an example's `<sq-dialog>` or `<sq-lightbox>`) by setting its `open` property.
 */
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('[data-docs-open]') : null;
  if (!button) return;
  const target = document.getElementById(button.getAttribute('data-docs-open') ?? '');
  if (target && 'open' in target) (target as HTMLElement & { open: boolean }).open = true;
});
