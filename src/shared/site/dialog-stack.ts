/** The dialogs open on the page, most recent last: Escape shortcuts yield to them, and a click outside closes the top one. */
const open: Element[] = [];

export function pushDialog(dialog: Element): void {
  if (!open.includes(dialog)) open.push(dialog);
}

export function removeDialog(dialog: Element): void {
  const index = open.indexOf(dialog);
  if (index !== -1) open.splice(index, 1);
}

export const topDialog = (): Element | undefined => open.at(-1);

export const isDialogOpen = (): boolean => open.length > 0;
