/** Tour dates that have passed, marked on the light DOM (`data-past`): the page dims them; nothing moves. */
export function markPastDates(host: Element, today: string): number {
  let past = 0;
  for (const time of host.querySelectorAll<HTMLTimeElement>('time.sq-tour-day[datetime]')) {
    const item = time.closest('.sq-tour-date');
    if (!item) continue;
    const isPast = (time.getAttribute('datetime') ?? '') < today;
    if (isPast) past++;
    if (item.hasAttribute('data-past') !== isPast) item.toggleAttribute('data-past', isPast);
  }
  return past;
}
