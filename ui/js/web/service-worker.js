// @ts-check
/**
 * The web app's service worker (scripts/build-web.sh writes it to the site's root as `sw.js`,
 * after a first line that names the build: `self.BELOTE_BUILD = {version, files}`, `files`
 * mapping each file of the app to its SHA-256). It keeps the app working offline from the
 * second visit, by version:
 * - installing a version puts every file of it in a cache of its own (`belote-<version>`),
 *   each file checked against its SHA-256 first — a file of another version (a host updated
 *   meanwhile) fails the install, to be tried again later, so one cache never mixes two
 *   versions;
 * - the app's files live under `app/<version>/`, so a page only ever asks for its own
 *   version's files, whichever service worker answers; the start page (`index.html`) names
 *   them, and is answered from the active version's cache;
 * - a new version waits until the page's "Reload to update" (it asks with the message
 *   `skip-waiting`), then takes over, and the caches of other versions are deleted.
 * Nothing but this origin's GET requests is handled; the page's commands never leave it.
 */

const sw = /** @type {any} */ (self);
/** @type {{version: string, files: Record<string, string>}} */
const build = sw.BELOTE_BUILD;
const PREFIX = "belote-";
const CACHE = PREFIX + build.version;
/** The start page, as a relative URL of the service worker's scope. */
const START = "index.html";

/** The absolute URL of `path` (relative to the service worker's scope). */
const at = (/** @type {string} */ path) => new URL(path, sw.registration.scope).href;

/** The SHA-256 of `buffer`, in hex. */
async function sha256(/** @type {ArrayBuffer} */ buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Fetches one file of this version, checks it, and puts it in this version's cache. */
async function keep(/** @type {Cache} */ cache, /** @type {string} */ path, /** @type {string} */ hash) {
  // The version's own folder never changes under one name: the HTTP cache may answer it.
  // Anything else (the start page, the manifest, the icons) is asked of the host again.
  const response = await fetch(at(path), { cache: path.startsWith("app/") ? "default" : "no-cache" });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  const body = await response.arrayBuffer();
  const found = await sha256(body);
  if (found !== hash) throw new Error(`${path} is not this version's (the site changed meanwhile)`);
  const headers = new Headers(response.headers);
  headers.delete("content-encoding");
  headers.delete("content-length");
  await cache.put(at(path), new Response(body, { status: 200, headers }));
}

sw.addEventListener("install", (/** @type {any} */ event) => {
  // The version's own folder straight from its cache, without waking this script for each
  // file (the browser's static routing, where it has it): the page's files arrive sooner. A
  // file missing from the cache is fetched from the network.
  const Pattern = sw.URLPattern;
  if (typeof event.addRoutes === "function" && typeof Pattern === "function") {
    const folder = new URL(`app/${build.version}/`, sw.registration.scope).pathname;
    event.addRoutes([{ condition: { urlPattern: new Pattern({ pathname: `${folder}*` }) }, source: { cacheName: CACHE } }]).catch(() => {});
  }
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      try {
        await Promise.all(Object.entries(build.files).map(([path, hash]) => keep(cache, path, hash)));
      } catch (e) {
        // Half a version is no version: none of it is kept.
        await caches.delete(CACHE);
        throw e;
      }
    })(),
  );
});

sw.addEventListener("activate", (/** @type {any} */ event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
    })(),
  );
});

sw.addEventListener("message", (/** @type {any} */ event) => {
  if (event.data && event.data.type === "skip-waiting") sw.skipWaiting();
  if (event.data && event.data.type === "version" && event.ports[0]) event.ports[0].postMessage(build.version);
});

sw.addEventListener("fetch", (/** @type {any} */ event) => {
  const request = /** @type {Request} */ (event.request);
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== location.origin || !url.href.startsWith(sw.registration.scope)) return;
  const scoped = url.href.slice(sw.registration.scope.length).split(/[?#]/)[0];
  // The app's start: the scope itself or its index.html, from this version.
  const path = request.mode === "navigate" && (scoped === "" || scoped === START) ? START : scoped;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const mine = await cache.match(at(path));
      if (mine) return mine;
      // Another version's file (a page of it is still open), else the network.
      const any = await caches.match(request);
      return any || fetch(request);
    })(),
  );
});
