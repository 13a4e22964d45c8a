// A plain static file server for the web app's tests and benchmark: target/web as any static
// host would serve it (no project binary), on a loopback port of its own. Files only, GET and
// HEAD, nothing outside the folder; the types a browser needs for modules and WebAssembly;
// gzip for a browser that accepts it (as hosts compress text and .wasm); the cache headers
// docs/phone.md asks a host for — the version's own folder (app/VERSION/) kept for ever, the
// rest asked again each time (an ETag answers 304 when unchanged) — and the content security
// policy it gives. It counts the bytes it sends, for the benchmark's "what a first visit
// downloads".
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".wasm": "application/wasm",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
};

/** The content security policy docs/phone.md gives a host, sent with the start page. */
export const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; img-src 'self' data:; object-src 'none'; base-uri 'none'";

/** Types sent compressed (PNG is compressed already). */
const COMPRESS = new Set([".html", ".js", ".css", ".json", ".webmanifest", ".wasm", ".svg", ".ico"]);

/**
 * Serves `root`; resolves to `{url, close, sent, reset}` once listening: `sent()` is the
 * bytes sent since the last `reset()` (bodies, as on the wire), and the requests.
 * @param {string} root
 * @param {{gzip?: boolean, csp?: boolean}} [options] gzip: compress when the browser accepts it,
 *   csp: send the policy with HTML (both by default)
 */
export function serve(root, options = {}) {
  const base = path.resolve(root);
  const gzip = options.gzip !== false;
  const csp = options.csp !== false;
  /** @type {Map<string, Buffer>} compressed bodies, by file and modification time */
  const compressed = new Map();
  let bytes = 0;
  /** @type {string[]} */
  let requests = [];
  const server = http.createServer((req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405).end();
      return;
    }
    let name;
    try {
      name = decodeURIComponent(new URL(req.url || "/", "http://x").pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (name.endsWith("/")) name += "index.html";
    const file = path.join(base, name);
    if (!file.startsWith(base + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    fs.stat(file, (err, stat) => {
      requests.push(name);
      if (err || !stat.isFile()) {
        res.writeHead(404, { "content-type": "text/plain" }).end("not found");
        return;
      }
      const ext = path.extname(file);
      const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
      const headers = {
        "content-type": TYPES[ext] || "application/octet-stream",
        "cache-control": name.startsWith("/app/") ? "public, max-age=31536000, immutable" : "no-cache",
        etag,
        vary: "accept-encoding",
      };
      if (csp && ext === ".html") headers["content-security-policy"] = CSP;
      if (req.headers["if-none-match"] === etag) {
        res.writeHead(304, headers).end();
        return;
      }
      let body = fs.readFileSync(file);
      if (gzip && COMPRESS.has(ext) && /\bgzip\b/.test(String(req.headers["accept-encoding"] || ""))) {
        const key = `${file}:${stat.mtimeMs}`;
        if (!compressed.has(key)) compressed.set(key, zlib.gzipSync(body, { level: 9 }));
        body = /** @type {Buffer} */ (compressed.get(key));
        headers["content-encoding"] = "gzip";
      }
      res.writeHead(200, { ...headers, "content-length": body.length });
      if (req.method === "HEAD") {
        res.end();
        return;
      }
      bytes += body.length;
      res.end(body);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
      resolve({
        url: `http://127.0.0.1:${port}/`,
        close: () => new Promise((done) => {
          server.close(done);
          server.closeAllConnections();
        }),
        sent: () => ({ bytes, requests: [...requests] }),
        reset: () => {
          bytes = 0;
          requests = [];
        },
      });
    });
  });
}
