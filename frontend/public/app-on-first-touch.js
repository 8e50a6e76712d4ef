// A page whose first screen the server rendered (a share page) shows its song with no script at all.
// The app's code (React and the page, ~330 KB) starts to load when the visitor first reaches for the
// page: a pointer over it, a touch, a key, a focus, a scroll. A phone opening a shared link thus
// paints and settles without evaluating the app, and the app is there by the time a finger lands.
// A click that comes before the app has taken over is held and clicked again once it has, so no tap
// is lost (the app calls window.boogyAppTookOver after hydrating the page). Plain script: it is
// served as it is from public/, under the page's script-src 'self'.
(function () {
  var tag = document.currentScript;
  var app = tag && tag.getAttribute('data-app');
  if (!app) return;
  var held = [];
  var started = false;
  var tookOver = false;
  var REACH = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'];

  function listen(on) {
    for (var i = 0; i < REACH.length; i++) {
      if (on) window.addEventListener(REACH[i], start, { capture: true, passive: true });
      else window.removeEventListener(REACH[i], start, true);
    }
  }

  function start() {
    if (started) return;
    started = true;
    listen(false);
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = app;
    // Not loaded (the network dropped): the next touch tries again, and a held tap waits for it.
    script.onerror = function () {
      script.remove();
      started = false;
      document.documentElement.style.cursor = '';
      listen(true);
    };
    document.head.appendChild(script);
  }

  // Clicks inside the app's part of the page, on something that acts, wait for the app.
  function hold(event) {
    start();
    if (tookOver) return;
    var root = document.getElementById('root');
    var target = event.target instanceof Element ? event.target.closest('a[href], button, [role="button"], summary, label') : null;
    if (!target || !root || !root.contains(target)) return;
    // A link opened elsewhere (a new tab, a download) needs no app.
    if (target.tagName === 'A' && (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)) return;
    event.preventDefault();
    event.stopPropagation();
    if (held.indexOf(target) < 0) held.push(target);
    document.documentElement.style.cursor = 'progress';
  }

  window.boogyAppTookOver = function () {
    if (tookOver) return;
    tookOver = true;
    window.removeEventListener('click', hold, true);
    document.documentElement.style.cursor = '';
    var clicks = held;
    held = [];
    for (var i = 0; i < clicks.length; i++) if (clicks[i].isConnected) clicks[i].click();
  };

  window.addEventListener('click', hold, true);
  listen(true);
})();
