#!/usr/bin/env bash
# Builds the web app: the Rust back end (crates/belote-web: the app's commands, the engine and
# the history store) compiled to WebAssembly, its JavaScript glue (wasm-bindgen), and the app's
# own UI files, as a static site in target/web/ (entry: target/web/index.html) that any static
# host can serve over HTTPS: installable (a web app manifest, the project's icons) and offline
# from the second visit (a service worker that keeps each version's files in a cache of its
# own; the app's files live under app/VERSION/). The UI's ES modules and style sheets are
# bundled by esbuild into a handful of files (the desktop app loads them as they are).
# Publishing it: docs/phone.md.
#
# Installs what it needs on Debian 12 first:
# - the wasm32-unknown-unknown standard library: rustup's target where it is installed, else
#   Debian's rustc-web, cargo-web and rust-web-src, built with -Z build-std and linked by
#   wasm-ld-19 (lld-19);
# - clang-19 and llvm-19 (SQLite's C code, compiled to WebAssembly by sqlite-wasm-rs);
# - python3 (scripts/web-site.py writes the site); Node.js and npm, and esbuild at the version
#   scripts/web/package-lock.json names (npm ci into scripts/web/node_modules);
# - wasm-bindgen-cli at exactly the version of the wasm-bindgen crate in Cargo.lock, into
#   $CARGO_HOME/bin (~/.cargo/bin; kept between runs, so CI can cache it).
#
# The WebAssembly build has its own target folder (target/wasm, or $BELOTE_WASM_TARGET_DIR),
# so it and the native builds never invalidate each other.
# Usage: ./scripts/build-web.sh   (prints the sizes of what a first visit downloads)
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD

target=wasm32-unknown-unknown
wasm_dir="${BELOTE_WASM_TARGET_DIR:-$repo/target/wasm}"
site="$repo/target/web"

sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
apt_install() { # apt_install PACKAGE...: installs those not installed yet
  local missing=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if ((${#missing[@]})); then
    echo "-- installing ${missing[*]}"
    "${sudo_cmd[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}"
  fi
}

# The standard library for the browser: rustup's, or Debian's built from source.
if rustup target list --installed 2>/dev/null | grep -qx "$target"; then
  apt_install clang-19 llvm-19 python3
  build=(cargo build)
else
  apt_install rustc-web cargo-web rust-web-src lld-19 clang-19 llvm-19 python3
  export RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1
  build=(/usr/bin/cargo build -Z build-std=std,panic_abort
    --config "target.$target.linker=\"wasm-ld-19\"")
fi
export CC_wasm32_unknown_unknown=clang-19 AR_wasm32_unknown_unknown=llvm-ar-19

# wasm-bindgen's command must be the crate's exact version.
bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if [ -z "$bindgen_version" ]; then
  echo "build-web: no wasm-bindgen in Cargo.lock" >&2
  exit 1
fi
bin_dir="${CARGO_HOME:-$HOME/.cargo}/bin"
bindgen="$bin_dir/wasm-bindgen"
if [ "$("$bindgen" --version 2>/dev/null)" != "wasm-bindgen $bindgen_version" ]; then
  echo "-- installing wasm-bindgen-cli $bindgen_version"
  # Its own lock file first; when the registry lacks a version it names, the newest that fit.
  cargo install wasm-bindgen-cli --version "=$bindgen_version" --locked ||
    cargo install wasm-bindgen-cli --version "=$bindgen_version"
fi

# The engine's hot path built for speed, as the native `belote`'s is (Cargo.toml): with LTO,
# the whole module is optimised again at the level of the crate that links it, belote-web,
# which here is 3 — the other crates keep the workspace's size-optimised default (and their
# functions its size hints); the score sheet's reader and writer (belote-sheet), the review's
# store and answers (belote-store, belote-api) and SQLite (sqlite-wasm-rs: `-O3` for its C
# code) are at 3 too. SQLite's C is compiled with the WebAssembly features the Rust code
# already uses (bulk memory, rustc's default): its copies and fills are `memory.copy` and
# `memory.fill`, not compiler-builtins' byte loops. Measured in docs/performance.md ("The
# engine in the browser").
speed=()
for crate in belote-web belote-sheet belote-store belote-api sqlite-wasm-rs; do
  speed+=(--config "profile.release.package.$crate.opt-level=3")
done
export CFLAGS_wasm32_unknown_unknown="-mbulk-memory -mnontrapping-fptoint"

start=$SECONDS
echo "-- building crates/belote-web for $target"
CARGO_TARGET_DIR="$wasm_dir" "${build[@]}" --release --locked --target "$target" -p belote-web "${speed[@]}"
module="$wasm_dir/$target/release/belote_web.wasm"
echo "-- built in $((SECONDS - start)) s"

# The app's files: its UI (without the table phones' and projector's pages, which only
# `belote serve` can serve), the worker's module and its glue.
app_dir="$wasm_dir/web-app"
rm -rf "$app_dir"
mkdir -p "$app_dir/wasm"
tar -C ui --exclude=./phone.html --exclude=./projector.html --exclude=./phones.css \
  --exclude=./js --exclude=./styles -cf - . | tar -C "$app_dir" -xf -

# The UI's modules and style sheets, bundled: a handful of files instead of some eighty, each
# of which a phone's browser asks for, reads and compiles apart (scripts/bench-web.sh
# measures a second visit). The entry points keep their paths (index.html and the tests name
# them: js/web/boot.js, js/web/install.js, js/app.js, js/ipc.js); what they share goes to
# chunks beside boot.js in js/web/, so that transport.js's `new URL("./worker.js",
# import.meta.url)` finds the back end's worker, which stays a file of its own (a worker's own
# script), as does the service worker. Minified: less to read and compile at every start.
esbuild_version=$(awk -F'"' '/"esbuild":/ { print $4; exit }' scripts/web/package.json)
esbuild=scripts/web/node_modules/.bin/esbuild
if [ "$("$esbuild" --version 2>/dev/null)" != "$esbuild_version" ]; then
  command -v npm > /dev/null || apt_install nodejs npm
  echo "-- installing esbuild $esbuild_version"
  (cd scripts/web && npm ci --no-audit --no-fund --loglevel=error)
fi
"$esbuild" --bundle --splitting --format=esm --target=es2022 --minify --charset=utf8 \
  --log-level=warning --outbase=ui/js --outdir="$app_dir/js" --chunk-names='web/[name]-[hash]' \
  ui/js/web/boot.js ui/js/web/install.js ui/js/app.js ui/js/ipc.js
cp ui/js/web/worker.js ui/js/web/service-worker.js "$app_dir/js/web/"
misplaced=$(grep -rl "import\.meta\.url" "$app_dir/js" | grep -v "^$app_dir/js/web/[^/]*\.js$" || true)
if [ -n "$misplaced" ]; then
  echo "build-web: import.meta.url bundled outside js/web/, where the worker is: $misplaced" >&2
  exit 1
fi
"$esbuild" --bundle --minify --charset=utf8 --log-level=warning --outdir="$app_dir" \
  ui/styles.css ui/print.css
"$bindgen" --target web --no-typescript --remove-name-section --remove-producers-section \
  --out-dir "$app_dir/wasm" "$module"
# No wasm-opt: Debian 12's binaryen (108) breaks wasm-bindgen's externref table, and its -Oz
# output, 7 % smaller, is 2 % larger gzipped than rustc's (docs/performance.md).

# The site: the start page, the service worker, the manifest and icons at its root, the app's
# files under app/VERSION/ (scripts/web-site.py says why).
package_version=$(awk -F'"' '/^\[workspace.package\]/ { w = 1 } w && /^version = / { print $2; exit }' Cargo.toml)
version=$(python3 scripts/web-site.py "$app_dir" "$site" "$package_version")
echo "-- target/web: version $version"

size() { stat -c %s "$1"; }
gz() { gzip -9c "$1" | wc -c; }
wasm="$site/app/$version/wasm/belote_web_bg.wasm"
echo "-- target/web: the module $(size "$wasm") bytes ($(gz "$wasm") gzipped);" \
  "everything $(du -sb "$site" | cut -f1) bytes ($(find "$site" -type f -exec gzip -9c {} \; | wc -c) gzipped, file by file)"
