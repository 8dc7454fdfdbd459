// A prerendered page's scripts, started once its largest paint is on screen (decision 014). The
// page reads fully without them, so on a slow link its HTML, style sheets and largest picture
// have the link to themselves first, and the app's code (140 kB) comes after to bring the page
// to life. The largest paint is the picture marked for priority (the home page's banner), or
// else the first paint; a browser that cannot tell (no largest-contentful-paint entries) waits
// for that picture's load and a frame. Never longer than WAIT_MS: a paint that never comes (a
// tab in the background, a scroll before it) does not hold the app back.
// The renderer puts this script in place of the page's own, whose address is in data-src.
(function () {
  var WAIT_MS = 3000;
  var script = document.currentScript;
  var source = script && script.getAttribute('data-src');
  if (!source) return;
  var picture = document.querySelector('img[fetchpriority="high"]');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var app = document.createElement('script');
    app.src = source;
    document.head.appendChild(app);
  }
  function afterNextFrame(then) {
    requestAnimationFrame(function () {
      setTimeout(then);
    });
  }
  setTimeout(start, WAIT_MS);
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('largest-contentful-paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      var shown = list.getEntries().some(function (entry) {
        return !picture || entry.element === picture;
      });
      if (!shown) return;
      observer.disconnect();
      start();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } else if (picture && !picture.complete) {
    var loaded = function () {
      afterNextFrame(start);
    };
    picture.addEventListener('load', loaded);
    picture.addEventListener('error', loaded);
  } else {
    afterNextFrame(start);
  }
})();
