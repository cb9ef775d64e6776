// A prerendered page starts its app once it has painted (docs/decisions/041, 086): its markup shows without a
// script, and the app's chunks neither share the network with the HTML nor run before the first frame.
// The build puts this script into the page's head (minified, allowed by the hash of its text); its data attributes
// name the entry and the chunks to preload with it (what Vite wrote into the page), and the whole stylesheet, of
// which the page brings the rules its markup uses (decision 085).
(() => {
  const { entry, preloads, stylesheet } = document.currentScript.dataset;
  let started = false;
  // Each link sets a fetch going, a few ms each on a slow phone: the 34 of a checkout in one task were a long task of
  // 70-159 ms there (decision 073). Six a task keep each task short; the first six go before the entry, as all did.
  const linksPerTask = 6;
  const addLinks = (hrefs) => {
    for (const href of hrefs.slice(0, linksPerTask)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (hrefs.length > linksPerTask) setTimeout(() => addLinks(hrefs.slice(linksPerTask)));
  };
  const start = () => {
    if (started) return;
    started = true;
    // First, so that it has arrived long before the app renders anything beyond the page's markup (a menu, a dialog).
    if (stylesheet) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.crossOrigin = '';
      link.href = stylesheet;
      document.head.append(link);
    }
    addLinks(preloads ? preloads.split(' ') : []);
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };

  // A press on one of the page's buttons before the app has hydrated it would do nothing: it is kept, starts the
  // app at once if it has not started, and is made again on the same button once the page has hydrated (the
  // session's `hydrated()` says so). Links work without the app and are left alone. The focus given before then
  // is given again, so that the app's handlers see it (a menu's placeholder hands it to the loaded menu).
  let pressed;
  const buttonOf = (event) => event.target instanceof Element && event.target.closest('#root button:enabled');
  const keep = (event) => {
    const button = buttonOf(event);
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    pressed = button;
    start();
  };
  // A pointer that went down on a button before then and is still down when the page hydrates (a tap on a slow
  // phone) goes down again on it for the app's handlers, so that its release there is the press it began. With the
  // fields a press reads: react-aria tells a pointer from a screen reader's virtual one by its size and pressure.
  let down;
  const keepDown = (event) => {
    const button = buttonOf(event);
    down = button && { button, event };
    if (button) start();
  };
  const released = () => {
    down = undefined;
  };
  const pointerFields = [
    'pointerId',
    'pointerType',
    'isPrimary',
    'width',
    'height',
    'pressure',
    'clientX',
    'clientY',
    'button',
    'buttons',
  ];
  const untilHydrated = [
    ['click', keep],
    ['pointerdown', keepDown],
    ['pointerup', released],
    ['pointercancel', released],
  ];
  for (const [type, listener] of untilHydrated) document.addEventListener(type, listener, true);
  window.addEventListener(
    'statefront:hydrated',
    () => {
      for (const [type, listener] of untilHydrated) document.removeEventListener(type, listener, true);
      if (down?.button.isConnected) {
        const init = Object.fromEntries(pointerFields.map((field) => [field, down.event[field]]));
        down.button.dispatchEvent(
          new PointerEvent('pointerdown', { ...init, bubbles: true, composed: true }),
        );
      }
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && focused !== pressed && focused.closest('#root')) {
        focused.blur();
        focused.focus();
      }
      if (pressed?.isConnected) pressed.click();
    },
    { once: true },
  );

  // The first frame that paints the page's markup: a frame's callbacks run before its paint, a task they post after
  // it. Frames before the parser has reached the markup paint nothing of it; once the page is parsed, the next frame
  // paints whatever it has. A hidden tab paints no frames.
  const afterFirstPaint = () => {
    if (document.getElementById('root')?.firstElementChild || document.readyState !== 'loading')
      setTimeout(start);
    else requestAnimationFrame(afterFirstPaint);
  };
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(afterFirstPaint);
})();
