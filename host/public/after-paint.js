// A prerendered page's scripts, started once its largest paint is on screen (decision 014). The
// page reads fully without them, so on a slow link its HTML, style sheets and largest picture
// have the link to themselves first, and the app's code (130 kB) comes after to bring the page
// to life. Started by the first of:
// - the browser's report (largest-contentful-paint) that the picture marked for priority (the
//   home page's banner) is painted, or on a page without one, that its first paint is;
// - that picture decoded and two frames after: a picture smaller than the page's text is
//   painted without being reported, as is any picture in a browser that reports none;
// - WAIT_MS: a paint that never comes (a tab in the background) does not hold the app back.
// The renderer puts this script in the page, inline at the end of its body, in place of the
// page's own script tag, whose address is in data-src: inline, the page asks for no script
// before its first paint (the production CSP allows it by its hash, inline-scripts.csp).
// The page is a file written for its school (decision 016): what changes without it, the
// host's configuration and which release of each remote the school's pages load, is read from
// the page's own address (/config.json, the renderer's /remotes.json) while the app's code
// downloads, and put in the page as the data blocks the app reads (runtime-config,
// remote-releases); so are the page's own data for its first render and its school's site data
// (prerendered-data and site-data, the files data-page-data and data-site-data name, which the
// renderer wrote for this page: only the app needs them, so the page's first paint waits for
// none of their bytes). One not read in FILES_WAIT_MS, or not there,
// the app asks for itself (without the page's data, it draws the page afresh).
(function () {
  // The Devanagari faces, if this browser holds them, before the first paint (devanagari-faces.ts:
  // FACES_CACHED_KEY, FACES_ATTRIBUTE; after-paint.test.ts keeps the names the same).
  try {
    if (window.localStorage.getItem('devanagariFacesCached') === '1') document.documentElement.setAttribute('data-devanagari-faces', '');
  } catch {
    // Storage refused: the page reads in the device's face.
  }
  var WAIT_MS = 3000;
  var FILES_WAIT_MS = 5000;
  var FILES = [
    ['/config.json', 'runtime-config'],
    ['/remotes.json', 'remote-releases'],
  ];
  var script = document.currentScript;
  var source = script && script.getAttribute('data-src');
  if (!source) return;
  var pageData = script.getAttribute('data-page-data');
  if (pageData) FILES.push([pageData, 'prerendered-data']);
  var siteData = script.getAttribute('data-site-data');
  if (siteData) FILES.push([siteData, 'site-data']);
  var picture = document.querySelector('img[fetchpriority="high"]');
  var started = false;
  var ran = false;
  function run() {
    if (ran) return;
    ran = true;
    var app = document.createElement('script');
    app.src = source;
    document.head.appendChild(app);
  }
  function dataBlock(file) {
    if (document.getElementById(file[1]) || !window.fetch) return Promise.resolve();
    return fetch(file[0]).then(function (response) {
      return response.ok ? response.text() : null;
    }).then(function (text) {
      if (text === null || ran) return;
      var block = document.createElement('script');
      block.type = 'application/json';
      block.id = file[1];
      block.textContent = text;
      document.head.appendChild(block);
    });
  }
  function start() {
    if (started) return;
    started = true;
    var preload = document.createElement('link');
    preload.rel = 'preload';
    preload.as = 'script';
    preload.href = source;
    document.head.appendChild(preload);
    setTimeout(run, FILES_WAIT_MS);
    Promise.all(FILES.map(dataBlock)).then(run, run);
  }
  function afterFrames(count, then) {
    requestAnimationFrame(function () {
      if (count > 1) afterFrames(count - 1, then);
      else setTimeout(then);
    });
  }
  setTimeout(start, WAIT_MS);
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  var reported = types && types.indexOf('largest-contentful-paint') >= 0;
  if (reported) {
    new PerformanceObserver(function (list, observer) {
      var shown = list.getEntries().some(function (entry) {
        return !picture || entry.element === picture;
      });
      if (!shown) return;
      observer.disconnect();
      start();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }
  if (picture) {
    var drawn = function () {
      afterFrames(2, start);
    };
    if (picture.decode) picture.decode().then(drawn, start);
    else if (picture.complete) drawn();
    else {
      picture.addEventListener('load', drawn);
      picture.addEventListener('error', start);
    }
  } else if (!reported) {
    afterFrames(1, start);
  }
})();
