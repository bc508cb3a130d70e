/*
 * The demo's comments provider, served by the site itself: it speaks the provider's count script
 * interface. It finds the links marked with the class `disqus-comment-count` and writes each one's
 * count, for the thread named by `data-disqus-url`, as the provider does ('3 Comments'), and again on
 * `DISQUSWIDGETS.getCount({ reset: true })`. The counts
 * are the demo's own; plain DOM calls only, so it runs under the site's policy.
 */
(() => {
  const COUNTS = {
    '/journal/why-we-fire-slowly': 7,
    '/journal/glazes-from-the-harbour': 4,
    '/journal/summer-workshop-dates': 12,
    '/journal/reading-the-kiln': 3,
    '/journal/a-salt-glaze-by-the-sea': 5,
    '/journal/trimming-day': 1,
    '/journal/packing-pots-that-travel': 2,
  };
  const written = (count) => (count === 0 ? '0 Comments' : count === 1 ? '1 Comment' : `${count} Comments`);
  const count = () => {
    for (const link of document.querySelectorAll('.disqus-comment-count')) {
      const thread = link.getAttribute('data-disqus-url');
      if (!thread) continue;
      let path;
      try {
        path = new URL(thread, document.baseURI).pathname.replace(/\/$/, '');
      } catch {
        continue;
      }
      link.textContent = written(COUNTS[path] ?? 0);
    }
  };
  // As the provider's script does: counts now, and again when asked, for links added since.
  window.DISQUSWIDGETS = { getCount: count };
  count();
})();
