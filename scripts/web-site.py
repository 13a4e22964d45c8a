#!/usr/bin/env python3
"""Writes the web app's static site from the app's files (scripts/build-web.sh calls it).

Usage: web-site.py APP_DIR SITE_DIR PACKAGE_VERSION

APP_DIR holds what the browser runs: the UI (index.html, styles, ES modules) and the
WebAssembly back end with its glue (wasm/). The site it writes:

  SITE_DIR/index.html              the start page, naming the version's files
  SITE_DIR/sw.js                   the service worker: the version and each file's SHA-256
  SITE_DIR/manifest.webmanifest    name, icons, colours, display: standalone
  SITE_DIR/favicon.ico, icons/     the project's icons (icons/, made by icons/make_icons.py)
  SITE_DIR/app/VERSION/...         every other file, under the version's own folder

VERSION is the package's version and the first 12 hex digits of a SHA-256 over every file of
the site: any change makes a new folder, so a page only ever asks for its own version's files
(the service worker keeps one cache a version and checks each file's hash), and a host may
let browsers keep app/ for ever.
"""
import hashlib
import json
import os
import posixpath
import re
import shutil
import sys

# The app's colours (ui/styles/app.css): the felt green of the icon, and the dark theme's page.
THEME_LIGHT = "#1f6f4a"
THEME_DARK = "#121412"
BACKGROUND = "#1f6f4a"

MANIFEST = {
    "id": "./",
    "name": "Belote — score keeper",
    "short_name": "Belote",
    "description": "Scores and rules for belote, contrée, coinche, Bulgarian belot, Croatian bela "
                   "and Dutch klaverjas: every round explained, every match kept on your phone.",
    "lang": "en",
    "start_url": "./",
    "scope": "./",
    "display": "standalone",
    "orientation": "any",
    "background_color": BACKGROUND,
    "theme_color": THEME_LIGHT,
    "categories": ["games", "utilities"],
    "icons": [
        {"src": "icons/web-192.png", "sizes": "192x192", "type": "image/png", "purpose": "any"},
        {"src": "icons/icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "any"},
        {"src": "icons/web-maskable-192.png", "sizes": "192x192", "type": "image/png", "purpose": "maskable"},
        {"src": "icons/web-maskable-512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable"},
    ],
}

# icons/ file → the site's name for it.
ICONS = {
    "web-192.png": "icons/web-192.png",
    "icon.png": "icons/icon-512.png",
    "web-maskable-192.png": "icons/web-maskable-192.png",
    "web-maskable-512.png": "icons/web-maskable-512.png",
    "128x128@2x.png": "icons/apple-touch-icon.png",
    "icon.ico": "favicon.ico",
}


def sha256(data):
    return hashlib.sha256(data).hexdigest()


def files_under(root):
    """Every file under root, as (relative path with /, bytes), sorted."""
    found = []
    for folder, _, names in os.walk(root):
        for name in names:
            full = os.path.join(folder, name)
            rel = os.path.relpath(full, root).replace(os.sep, "/")
            with open(full, "rb") as f:
                found.append((rel, f.read()))
    return sorted(found)


# A static import in a module: `import … from "./x.js"`, `import "./x.js"`, `export … from
# "./x.js"` (not `import("./x.js")`, which loads later, when it is needed).
STATIC_IMPORT = re.compile(rb"""\b(?:import|export)\s*(?:[^"';()]*?\bfrom\s*)?["'](\.{1,2}/[^"']+)["']""")


def static_imports(files, entries):
    """The modules the entries import, directly or not, statically (paths relative to the
    app's folder, in the order first met), the entries themselves left out."""
    found, todo = [], list(entries)
    while todo:
        rel = todo.pop(0)
        data = files.get(rel)
        if data is None:
            continue
        for m in STATIC_IMPORT.finditer(data):
            target = posixpath.normpath(posixpath.join(posixpath.dirname(rel), m.group(1).decode()))
            if target in files and target not in found and target not in entries:
                found.append(target)
                todo.append(target)
    return found


def start_page(index, base, preload=()):
    """The app's index.html with its files under base, the web app's start before app.js
    (and the worker's, first of all), and what a browser needs to install it. `preload`: the
    modules the start's scripts import, named at once (a `modulepreload` each) so that the
    browser asks for them all together rather than as it reads each module."""
    page = index
    for name in ("styles.css", "print.css"):
        page = page.replace(f'href="{name}"', f'href="{base}{name}"')
    app = '<script type="module" src="js/app.js"></script>'
    if app not in page:
        sys.exit("web-site: index.html has no app.js script to start the worker before")
    page = page.replace(app, f'<script type="module" src="{base}js/web/install.js"></script>\n'
                             f'    <script type="module" src="{base}js/app.js"></script>')
    # The worker starts first of all (js/web/boot.js, run as soon as it arrives).
    links = "".join(f'<link rel="modulepreload" href="{base}{rel}" />\n    ' for rel in preload)
    page = page.replace("<title>", f'<script type="module" async src="{base}js/web/boot.js"></script>\n    {links}<title>', 1)
    head = "\n".join([
        '    <link rel="manifest" href="manifest.webmanifest" />',
        '    <link rel="icon" href="favicon.ico" sizes="any" />',
        '    <link rel="icon" href="icons/web-192.png" type="image/png" />',
        '    <link rel="apple-touch-icon" href="icons/apple-touch-icon.png" />',
        f'    <meta name="theme-color" content="{THEME_LIGHT}" media="(prefers-color-scheme: light)" />',
        f'    <meta name="theme-color" content="{THEME_DARK}" media="(prefers-color-scheme: dark)" />',
        '    <meta name="mobile-web-app-capable" content="yes" />',
        '    <meta name="apple-mobile-web-app-title" content="Belote" />',
        '    <meta name="description" content="Scores and rules for the belote family of card games, offline on your phone." />',
    ])
    page, n = re.subn(r"(\s*)</head>", "\n" + head + r"\1</head>", page, count=1)
    if n != 1:
        sys.exit("web-site: index.html has no </head>")
    return page


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    app_dir, site, package_version = sys.argv[1:]
    repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    app = [(rel, data) for rel, data in files_under(app_dir) if rel != "index.html"]
    with open(os.path.join(app_dir, "index.html"), encoding="utf-8") as f:
        index = f.read()
    icons = {}
    for name, dest in ICONS.items():
        with open(os.path.join(repo, "icons", name), "rb") as f:
            icons[dest] = f.read()
    worker_src = os.path.join(app_dir, "js/web/service-worker.js")
    with open(worker_src, encoding="utf-8") as f:
        service_worker = f.read()
    app = [(rel, data) for rel, data in app if rel != "js/web/service-worker.js"]

    # The version: the package's, and a hash of everything the site serves — the start page
    # as written with its version left blank, the service worker's code, this script.
    digest = hashlib.sha256()
    manifest = (json.dumps(MANIFEST, indent=2, ensure_ascii=False) + "\n").encode()
    blank = "app/@VERSION@/"
    preload = static_imports(dict(app), ["js/web/install.js", "js/app.js"])
    page = start_page(index, blank, preload)
    with open(os.path.abspath(__file__), "rb") as f:
        writer = f.read()
    for rel, data in sorted(app + list(icons.items()) + [("index.html", page.encode()),
                                                         ("manifest.webmanifest", manifest),
                                                         ("sw", service_worker.encode()),
                                                         ("web-site.py", writer)]):
        digest.update(rel.encode() + b"\0" + sha256(data).encode() + b"\0")
    version = f"{package_version}-{digest.hexdigest()[:12]}"
    base = f"app/{version}/"

    site_files = {base + rel: data for rel, data in app}
    site_files.update(icons)
    site_files["manifest.webmanifest"] = manifest
    site_files["index.html"] = page.replace(blank, base).encode()
    build = {"version": version, "files": {rel: sha256(data) for rel, data in sorted(site_files.items())}}
    site_files["sw.js"] = ("self.BELOTE_BUILD = " + json.dumps(build, indent=1) + ";\n" + service_worker).encode()

    if os.path.exists(site):
        shutil.rmtree(site)
    for rel, data in site_files.items():
        path = os.path.join(site, *rel.split("/"))
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(data)
    with open(os.path.join(site, "version.json"), "w", encoding="utf-8") as f:
        json.dump({"version": version, "app": base}, f)
        f.write("\n")
    print(version)


if __name__ == "__main__":
    main()
