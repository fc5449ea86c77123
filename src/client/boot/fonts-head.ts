/**
 * The head's fonts script (decision 036), inlined before the first paint: a browser that has loaded the
 * site's fonts before (they are cached for a year; the boot script notes it) uses them from the first
 * paint. A first visit paints in the system's faces. Runs as a classic script: nothing here may throw.
 */
try {
  if (localStorage.getItem('bl-fonts')) document.documentElement.dataset.fonts = '';
} catch {
  // Storage refused: the page keeps the system's faces.
}
