#!/usr/bin/env bash
# Builds the web app: the Rust back end (crates/belote-web: the app's commands, the engine and
# the history store) compiled to WebAssembly, its JavaScript glue (wasm-bindgen), and the app's
# own UI files, as a static site in target/web/ (entry: target/web/index.html) that any static
# host can serve over HTTPS. No bundler: the browser loads the UI's ES modules as they are.
#
# Installs what it needs on Debian 12 first:
# - the wasm32-unknown-unknown standard library: rustup's target where it is installed, else
#   Debian's rustc-web, cargo-web and rust-web-src, built with -Z build-std and linked by
#   wasm-ld-19 (lld-19);
# - clang-19 and llvm-19 (SQLite's C code, compiled to WebAssembly by sqlite-wasm-rs);
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
  apt_install clang-19 llvm-19
  build=(cargo build)
else
  apt_install rustc-web cargo-web rust-web-src lld-19 clang-19 llvm-19
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

start=$SECONDS
echo "-- building crates/belote-web for $target"
CARGO_TARGET_DIR="$wasm_dir" "${build[@]}" --release --locked --target "$target" -p belote-web
module="$wasm_dir/$target/release/belote_web.wasm"
echo "-- built in $((SECONDS - start)) s"

# The site: the app's UI (without the table phones' and projector's pages, which only
# `belote serve` can serve), the worker's module and its glue.
rm -rf "$site"
mkdir -p "$site/wasm"
tar -C ui --exclude=./phone.html --exclude=./projector.html --exclude=./phones.css \
  --exclude=./js/phone --exclude=./js/projector -cf - . | tar -C "$site" -xf -
"$bindgen" --target web --no-typescript --remove-name-section --remove-producers-section \
  --out-dir "$site/wasm" "$module"
# No wasm-opt: Debian 12's binaryen (108) breaks wasm-bindgen's externref table, and its -Oz
# output, 7 % smaller, is 2 % larger gzipped than rustc's (docs/performance.md).
# The web page starts the worker before the app: its transport is in js/web/.
sed -i 's|^\( *\)<script type="module" src="js/app.js"></script>|\1<script type="module" src="js/web/install.js"></script>\n&|' "$site/index.html"
grep -q 'src="js/web/install.js"' "$site/index.html" || {
  echo "build-web: index.html has no app.js script to start the worker before" >&2
  exit 1
}

size() { stat -c %s "$1"; }
gz() { gzip -9c "$1" | wc -c; }
wasm="$site/wasm/belote_web_bg.wasm"
echo "-- target/web: the module $(size "$wasm") bytes ($(gz "$wasm") gzipped);" \
  "everything $(du -sb "$site" | cut -f1) bytes ($(find "$site" -type f -exec gzip -9c {} \; | wc -c) gzipped, file by file)"
