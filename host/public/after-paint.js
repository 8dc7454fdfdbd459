// A prerendered page's scripts, started once its first frame is painted (decision 014). The
// page reads fully without them, so on a slow link its HTML, style sheets and largest picture
// have the link to themselves first, and the app's code comes after to bring the page to life.
// The renderer puts this script in place of the page's own, whose address is in data-src.
(function () {
  var script = document.currentScript;
  var source = script && script.getAttribute('data-src');
  if (!source) return;
  requestAnimationFrame(function () {
    setTimeout(function () {
      var app = document.createElement('script');
      app.src = source;
      document.head.appendChild(app);
    });
  });
})();
