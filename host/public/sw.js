// The site's service worker: the remotes' last known good (issue 33, docs/decisions/015-remote-releases.md).
// It keeps the files of the remote versions that last rendered, and when a remote's server does
// not answer (a network error or a 5xx) it answers with the kept copy and tells the page, which
// then says that part of the site is a saved copy instead of showing an error.
//
// It handles GET requests to the remotes' origins only, which its registration names:
// /sw.js?content=<origin>&schoolAdmin=<origin>&providerAdmin=<origin>&api=<origin>. The host's own
// pages and configuration and the API (whose admin answers must never be kept) go to the network
// as if there were no worker; where the browser has static routes, they do not even wake it.
(function (worker) {
  'use strict';

  /** The versions kept per remote: the one that rendered last and the one before it (a rollback's). */
  var KEPT_VERSIONS = 2;
  /** Each kept version is one cache, `remote-files/<remote>/<version>`. */
  var PREFIX = 'remote-files/';
  /** The kept versions of each remote, newest first ({ content: ['b05209a95faf', …] }), in a cache of their own. */
  var INDEX_CACHE = 'remote-files';
  var INDEX_URL = new URL('remote-files.json', worker.location.href).href;
  var MANIFEST = /\/mf-manifest\.json$/;
  /** What the worker tells a page whose remote it answered from a kept copy. */
  var OFFLINE_COPY = 'remote-offline-copy';
  /**
   * How long a remote's server may keep a file waiting before its kept copy answers instead: a
   * server that hangs does not answer either. The host gives up on a remote after 10 s in all
   * (manifest, entry and chunk), so once a remote has kept a file waiting this long, its files
   * come from the copy at once for SLOW_FOR_MS. Without a copy, the page waits for the server.
   */
  var PATIENCE_MS = 3000;
  var SLOW_FOR_MS = 30000;
  /** Per remote, until when its files come from the copy without waiting. */
  var slowUntil = {};

  /** Each remote's origin to its name; never the worker's own origin or the API's. */
  var remoteAt = {};
  var named = new URL(worker.location.href).searchParams;
  named.forEach(function (origin, remote) {
    if (remote !== 'api' && origin !== worker.location.origin && origin !== named.get('api')) remoteAt[origin] = remote;
  });

  /** Changes to what is kept, one at a time: a manifest's version is in the index before its files are filed under it. */
  var queue = Promise.resolve();
  function inTurn(task) {
    var run = queue.then(task);
    queue = run.catch(function () {});
    return run;
  }

  function cacheName(remote, version) {
    return PREFIX + remote + '/' + version;
  }

  function readIndex() {
    return worker.caches.match(INDEX_URL, { cacheName: INDEX_CACHE }).then(function (answer) {
      return answer ? answer.json() : {};
    });
  }

  function writeIndex(index) {
    return worker.caches.open(INDEX_CACHE).then(function (cache) {
      return cache.put(INDEX_URL, new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json' } }));
    });
  }

  /** A remote's file as sent without credentials: CORS, so its status can be read (every remote's server allows any origin). */
  function fromNetwork(url) {
    return worker.fetch(url, { mode: 'cors', credentials: 'omit' });
  }

  /** Whether an answer is one to keep: a whole 200 (an opaque answer's status reads 0). */
  function keepable(answer) {
    return answer.status === 200;
  }

  /**
   * The files of a version its manifest names, as the federation runtime finds them: its entry
   * and every script and style sheet of the modules it exposes, at the manifest's public path
   * ('auto': beside the manifest). Its shared modules are not: the host provides them.
   */
  function filesOf(manifest, manifestUrl) {
    var meta = manifest.metaData || {};
    if (typeof meta.publicPath !== 'string') return [];
    var base = meta.publicPath === 'auto' || meta.publicPath === '' ? manifestUrl : new URL(meta.publicPath, manifestUrl).href;
    var files = [];
    var add = function (file) {
      var url = new URL(file, base).href;
      if (files.indexOf(url) < 0) files.push(url);
    };
    var entry = meta.remoteEntry || {};
    if (entry.name) add((entry.path ? entry.path.replace(/^\.?\/?/, '').replace(/\/?$/, '/') : '') + entry.name);
    (manifest.exposes || []).forEach(function (expose) {
      var assets = expose.assets || {};
      ['js', 'css'].forEach(function (kind) {
        ['sync', 'async'].forEach(function (when) {
          ((assets[kind] || {})[when] || []).forEach(add);
        });
      });
    });
    return files;
  }

  /** The versions this worker has found complete since it started, not to be looked through again. */
  var complete = {};

  /**
   * Fetches, one at a time, the files of a version not kept yet, so a page the visitor has not
   * opened still comes up from the copy. Skipped when the visitor asked to save data: then only
   * what the pages loaded is kept. Stops at the first file that does not come.
   */
  function fillVersion(name, files) {
    var connection = worker.navigator && worker.navigator.connection;
    if (complete[name] || (connection && connection.saveData)) return Promise.resolve();
    return worker.caches.open(name).then(function (cache) {
      return files.reduce(function (previous, url) {
        return previous.then(function (going) {
          if (!going) return false;
          return cache.match(url, { ignoreVary: true }).then(function (kept) {
            if (kept) return true;
            return fromNetwork(url).then(
              function (answer) {
                return keepable(answer) ? cache.put(url, answer).then(function () { return true; }) : false;
              },
              function () {
                return false;
              },
            );
          });
        });
      }, Promise.resolve(true)).then(function (all) {
        complete[name] = all;
      });
    });
  }

  /**
   * A manifest that answered: its version becomes the remote's newest kept one (the oldest beyond
   * KEPT_VERSIONS is dropped), and the version's other files are fetched into its cache.
   */
  function keepManifest(remote, url, answer) {
    var manifest, name;
    return inTurn(function () {
      return answer
        .clone()
        .json()
        .then(function (read) {
          manifest = read;
          var buildInfo = (manifest.metaData && manifest.metaData.buildInfo) || {};
          var version = buildInfo.buildVersion || encodeURIComponent(url);
          name = cacheName(remote, version);
          return worker.caches
            .open(name)
            .then(function (cache) {
              return cache.put(url, answer);
            })
            .then(readIndex)
            .then(function (index) {
              var versions = [version].concat((index[remote] || []).filter(function (kept) { return kept !== version; }));
              index[remote] = versions.slice(0, KEPT_VERSIONS);
              return writeIndex(index).then(function () {
                return Promise.all(
                  versions.slice(KEPT_VERSIONS).map(function (old) {
                    delete complete[cacheName(remote, old)];
                    return worker.caches.delete(cacheName(remote, old));
                  }),
                );
              });
            });
        });
    }).then(function () {
      return fillVersion(name, filesOf(manifest, url));
    });
  }

  /** Any other file that answered: filed under the remote's newest kept version, if it has one. */
  function keepFile(remote, url, answer) {
    return inTurn(function () {
      return readIndex().then(function (index) {
        var newest = (index[remote] || [])[0];
        if (!newest) return undefined;
        return worker.caches.open(cacheName(remote, newest)).then(function (cache) {
          return cache.put(url, answer);
        });
      });
    });
  }

  function keep(remote, url, answer) {
    return (MANIFEST.test(new URL(url).pathname) ? keepManifest : keepFile)(remote, url, answer).catch(function () {
      // Not kept (storage full, a manifest that is not JSON): the page has its answer all the same.
    });
  }

  /** The kept copy of a remote's file, from its newest kept version that has it. */
  function keptCopy(remote, url) {
    return readIndex().then(function (index) {
      return (index[remote] || []).reduce(function (found, version) {
        return found.then(function (copy) {
          return copy || worker.caches.match(url, { cacheName: cacheName(remote, version), ignoreVary: true });
        });
      }, Promise.resolve(undefined));
    });
  }

  function tellPage(clientId, remote) {
    return worker.clients.get(clientId).then(function (client) {
      if (client) client.postMessage({ type: OFFLINE_COPY, remote: remote });
    });
  }

  /** Extends the event's life while `work` goes on; past its end (a late answer), the work goes on all the same. */
  function extend(event, work) {
    try {
      event.waitUntil(work);
    } catch {
      // The event is over: the worker still finishes what it started.
    }
  }

  /** Network first; a kept copy when the server does not answer (an error, or nothing in time) or fails (5xx). */
  function answerFor(event, remote) {
    var url = event.request.url;
    var told = false;
    var copyOr = function (otherwise) {
      return keptCopy(remote, url).then(function (copy) {
        if (!copy) return otherwise();
        if (!told) extend(event, tellPage(event.clientId, remote));
        told = true;
        return copy;
      });
    };
    var network = fromNetwork(url).then(
      function (answer) {
        if (answer.status >= 500) {
          return copyOr(function () {
            return answer;
          });
        }
        if (keepable(answer)) extend(event, keep(remote, url, answer.clone()));
        return answer;
      },
      function (error) {
        return copyOr(function () {
          throw error;
        });
      },
    );
    var timer;
    var waited = new Promise(function (resolve) {
      timer = setTimeout(resolve, Date.now() < (slowUntil[remote] || 0) ? 0 : PATIENCE_MS);
    }).then(function () {
      var fromCopy = true;
      return copyOr(function () {
        fromCopy = false;
        return network;
      }).then(function (answer) {
        if (fromCopy) slowUntil[remote] = Date.now() + SLOW_FOR_MS;
        return answer;
      });
    });
    var settle = function () {
      clearTimeout(timer);
    };
    network.then(settle, settle);
    return Promise.race([network, waited]);
  }

  worker.addEventListener('fetch', function (event) {
    var request = event.request;
    var remote = request.method === 'GET' && remoteAt[new URL(request.url).origin];
    // A range (a video's part) is not a whole file to keep.
    if (!remote || request.headers.has('range')) return;
    event.respondWith(answerFor(event, remote));
  });

  // A page the worker does not control (the visitor's first) names the manifests it loaded.
  worker.addEventListener('message', function (event) {
    var data = event.data || {};
    if (data.type !== 'loaded' || !Array.isArray(data.manifests)) return;
    event.waitUntil(
      Promise.all(
        data.manifests.map(function (url) {
          var remote = typeof url === 'string' && MANIFEST.test(url) && remoteAt[new URL(url).origin];
          if (!remote) return undefined;
          return fromNetwork(url).then(
            function (answer) {
              return keepable(answer) ? keep(remote, url, answer) : undefined;
            },
            function () {},
          );
        }),
      ),
    );
  });

  worker.addEventListener('install', function (event) {
    // A new worker takes over at once: what it keeps is in the same caches, in the same form.
    event.waitUntil(worker.skipWaiting());
    // Only the remotes' requests wake the worker; navigations, the host's files and the API's
    // calls go straight to the network (Chromium's static routing; elsewhere the fetch handler
    // lets them go).
    if (typeof event.addRoutes !== 'function' || typeof URLPattern !== 'function') return;
    try {
      var routes = Object.keys(remoteAt).map(function (origin) {
        var at = new URL(origin);
        return { condition: { urlPattern: new URLPattern({ protocol: at.protocol.slice(0, -1), hostname: at.hostname, port: at.port }) }, source: 'fetch-event' };
      });
      routes.push({ condition: { urlPattern: new URLPattern({}) }, source: 'network' });
      event.waitUntil(Promise.resolve(event.addRoutes(routes)).catch(function () {}));
    } catch {
      // Routes refused: the fetch handler still lets every other request go.
    }
  });
})(self);
