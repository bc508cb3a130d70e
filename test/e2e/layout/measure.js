// Runs in the page before anything else: records what moved while the page loaded, frame by frame.
// Chromium reports layout shifts itself (PerformanceObserver 'layout-shift'); Firefox has no such
// entries, so every frame the position of every laid-out light-DOM element is sampled too, and a
// box that is laid out in two consecutive frames, in the viewport in either, and starts somewhere
// else in the second one moved.
(() => {
  const record = { supported: false, score: 0, shifts: [], moves: [], heights: {}, frames: 0 };
  window.__layoutRecord = record;

  const name = (node) => {
    if (!(node instanceof Element)) return node ? node.nodeName : 'unknown';
    const id = node.id ? `#${node.id}` : '';
    const classes = typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).join('.')}` : '';
    const host = node.getRootNode() instanceof ShadowRoot ? `${name(node.getRootNode().host)} >>> ` : '';
    return `${host}${node.localName}${id}${classes}`;
  };

  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        record.score += entry.value;
        record.shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => ({
            node: name(source.node),
            from: [source.previousRect.x, source.previousRect.y, source.previousRect.width, source.previousRect.height].map(Math.round),
            to: [source.currentRect.x, source.currentRect.y, source.currentRect.width, source.currentRect.height].map(Math.round),
          })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    record.supported = true;
  } catch {
    // No layout-shift entries in this browser: the frame sampling below is the measure.
  }

  // What the browser paints: Firefox runs frames before the page's stylesheets have loaded but shows none of them.
  const styled = () => document.body !== null && [...document.querySelectorAll('link[rel~="stylesheet"]')].every((link) => link.sheet !== null);

  let previous = new Map();
  const sample = () => {
    if (!styled()) {
      requestAnimationFrame(sample);
      return;
    }
    record.frames++;
    const current = new Map();
    if (document.body) {
      for (const element of document.body.querySelectorAll('*')) {
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) continue;
        const box = { x: rect.left + scrollX, y: rect.top + scrollY, height: rect.height };
        current.set(element, box);
        const before = previous.get(element);
        // As in the layout-shift score, only a box seen in the viewport in either frame counts.
        const seen = (top, height) => top < innerHeight && top + height > 0;
        const visible = before && (seen(rect.top, rect.height) || seen(before.y - scrollY, before.height));
        if (visible && (Math.abs(before.x - box.x) >= 1 || Math.abs(before.y - box.y) >= 1)) {
          record.moves.push({
            frame: record.frames,
            node: name(element),
            from: [before.x, before.y].map(Math.round),
            to: [box.x, box.y].map(Math.round),
          });
        }
        if (element.localName.startsWith('sq-')) {
          const key = name(element);
          const heights = (record.heights[key] ??= []);
          if (heights.at(-1) !== Math.round(rect.height)) heights.push(Math.round(rect.height));
        }
      }
    }
    previous = current;
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
})();
