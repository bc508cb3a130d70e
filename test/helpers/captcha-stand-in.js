/**
 * Test-only stand-in for the captcha provider's script: defines `window.grecaptcha` with `render`,
 * `reset` and `ready`. The widget is a checkbox; checking it completes the captcha with the key
 * `stand-in-key-{n}`. Its container records the size asked for in `data-size`.
 */
(() => {
  const widgets = [];
  let completed = 0;
  window.grecaptcha = {
    ready(callback) {
      callback();
    },
    render(container, options) {
      const id = widgets.length;
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.className = 'stand-in-captcha';
      box.addEventListener('change', () => {
        if (box.checked) options.callback(`stand-in-key-${(completed += 1)}`);
        else options['expired-callback']();
      });
      label.append(box, ' I am not a robot');
      container.dataset.size = options.size;
      container.dataset.sitekey = options.sitekey;
      container.append(label);
      widgets.push(box);
      return id;
    },
    reset(id = 0) {
      if (widgets[id]) widgets[id].checked = false;
    },
  };
})();
