/*
 * The demo's table-booking provider, served by the site itself: it speaks the provider's interface
 * (a global SqTableBooking with load(slug, container)) and draws a small booking form. Holding a
 * table books nothing; it says so. Plain DOM calls only, so it runs under the site's policy.
 */
(() => {
  const OPEN_DAYS = [2, 3, 4, 5, 6];
  const TIMES = ['12:00', '12:30', '13:00', '13:30', '14:00', '14:30'];
  const day = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Europe/London' });
  let forms = 0;

  const element = (tag, properties = {}, children = []) => {
    const node = Object.assign(document.createElement(tag), properties);
    node.append(...children);
    return node;
  };

  function field(id, label, options) {
    return element('div', { className: 'booking-stand-in-field' }, [
      element('label', { htmlFor: id, textContent: label }),
      element(
        'select',
        { id, name: id },
        options.map(([value, text]) => element('option', { value, textContent: text })),
      ),
    ]);
  }

  function nextOpenDays(count) {
    const days = [];
    for (let date = new Date(); days.length < count; date = new Date(date.getTime() + 86_400_000)) {
      if (OPEN_DAYS.includes(date.getDay())) days.push([date.toISOString().slice(0, 10), day.format(date)]);
    }
    return days;
  }

  function load(slug, container) {
    const id = `booking-${++forms}`;
    const days = nextOpenDays(6);
    const form = element('form', { className: 'booking-stand-in' }, [
      element('h3', { textContent: 'Book a table online' }),
      field(`${id}-day`, 'Day', days),
      field(
        `${id}-time`,
        'Time',
        TIMES.map((time) => [time, time]),
      ),
      field(
        `${id}-party`,
        'Guests',
        [1, 2, 3, 4, 5, 6].map((n) => [String(n), n === 1 ? '1 guest' : `${n} guests`]),
      ),
      element('button', { type: 'submit', className: 'button', textContent: 'Hold a table' }),
    ]);
    form.dataset.business = slug;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const value = (name) => form.elements.namedItem(`${id}-${name}`);
      const party = value('party').value;
      const when = value('day').selectedOptions[0].textContent;
      const held = element('p', {
        className: 'booking-stand-in-held',
        textContent: `A table for ${party} on ${when} at ${value('time').value} is held for you. This demo books nothing: call to confirm.`,
      });
      held.setAttribute('role', 'status');
      held.tabIndex = -1;
      form.replaceWith(held);
      held.focus();
    });
    container.replaceChildren(form);
  }

  window.SqTableBooking = { load };
})();
