#!/usr/bin/env bash
# The app's tests: the UI type check, the catalog test, the back end's views against the UI's
# typedefs, the UI flows in headless Chromium on the real back end (the app's commands over the
# test-only HTTP bridge, belote-ui-bridge), the web app (its WebAssembly build under node and in
# Chromium), and the end-to-end test of the real app in WebKitGTK under Xvfb.
# Installs what it needs (npm packages, tauri-driver; scripts/build-web.sh its toolchain);
# scripts/setup-debian.sh installs the system packages.
set -euo pipefail
cd "$(dirname "$0")"

npm ci --no-audit --no-fund --loglevel=error
driver="${CARGO_HOME:-$HOME/.cargo}/bin/tauri-driver"
if [ ! -x "$driver" ]; then
  cargo install tauri-driver --locked
fi
export TAURI_DRIVER="$driver"

(cd .. && cargo build --bin belote --bin belote-app && cargo build -p belote-ui-bridge)

echo "-- UI type check (tsc, JSDoc)"
npx tsc -p tsconfig.json
echo "-- catalogs, and the UI's door to the back end with each transport"
node --test ui/i18n.test.js ui/ipc.test.js
echo "-- the back end's views against the UI's typedefs"
node --test ui/typedefs.test.js
echo "-- UI flows in Chromium, on the real back end"
node --test --test-concurrency=1 ui/ui.test.js ui/assist.test.js ui/startup.test.js ui/at-the-table.test.js ui/bela-klaverjas.test.js ui/review.test.js ui/event-files.test.js ui/print.test.js
echo "-- the table phones: belote serve's phone and projector pages in Chromium"
node --test --test-concurrency=1 ui/phones.test.js
echo "-- the organiser's screens: an event from a preset to its prizes, the tables opened to phones"
node --test --test-concurrency=1 ui/organiser.test.js
echo "-- a staged concours: its pools, the close, the brackets, a knockout table from a phone, the consolante's final; a cup in Arabic"
node --test --test-concurrency=1 ui/stages.test.js
echo "-- a club's season over three evenings: its table, what counts, absences, print and projector"
node --test --test-concurrency=1 ui/season.test.js
echo "-- publishing to the federation's hub: Settings, Publish and its state, against a real hub (belote hub serve on a throwaway PostgreSQL)"
node --test --test-concurrency=1 ui/hub.test.js
echo "-- Saudi Baloot in Arabic, right to left, at 360 px: a match to the end of a sakka the Saudi way, every screen mirrored; a play dispute settled (axe-core: no WCAG A/AA violation)"
node --test --test-concurrency=1 ui/baloot-ar.test.js ui/baloot-legal.test.js
echo "-- the results hub's pages in Chromium at 360 px, English and Arabic, on a throwaway PostgreSQL 15"
node --test --test-concurrency=1 ui/hub-pages.test.js
echo "-- the web app: the WebAssembly build, every score vector under node, the app in Chromium from a static server"
(cd .. && ./scripts/build-web.sh)
node --test --test-concurrency=1 web/vectors.test.js web/app.test.js web/devices.test.js
echo "-- end to end in WebKitGTK"
xvfb-run -a node --test --test-concurrency=1 e2e/e2e.test.js e2e/startup.e2e.test.js e2e/event.e2e.test.js
