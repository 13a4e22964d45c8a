#!/usr/bin/env bash
# Checks the Debian package that scripts/package.sh built, as a user gets it: its control
# fields, its file list, the desktop entry, the software centre entry and the icons, the
# `belote` command, then the app itself started from its desktop entry with an empty home
# (under Xvfb), and the end-to-end test of tests/e2e run against the packaged binary.
#
# The package is extracted (dpkg-deb -x) into a temporary folder rather than installed: the
# check needs no root, leaves the machine as it was (an installed /usr/bin/belote would outlive
# the run and could hide a missing step next time), and tests the very files the .deb holds.
# `apt-get install --simulate` checks that its Depends can be met here.
#
# Usage: ./scripts/check-package.sh [PATH.deb]    (default: target/release/bundle/deb/*.deb)
# Leaves screenshots of the app in target/package-check/.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD

# --- the app started from its desktop entry, on the main part's X server (Xvfb) -----------
if [ "${1:-}" = "--desktop-launch" ]; then
  root=$2 home=$3 shot=$4
  export HOME=$home PATH="$root/usr/bin:$PATH" XDG_DATA_DIRS="$root/usr/share:/usr/share"
  unset XDG_DATA_HOME XDG_CONFIG_HOME XDG_CACHE_HOME XDG_STATE_HOME
  # Whatever happens, stop the app this run started: the process running the extracted
  # binary of this run's temporary folder, and nothing else.
  stop_app() {
    for p in /proc/[0-9]*; do
      [ "$(readlink -f "$p/exe" 2>/dev/null)" = "$root/usr/bin/belote-app" ] && kill "${p#/proc/}" 2>/dev/null
    done
    return 0
  }
  trap stop_app EXIT
  trap 'echo "the desktop launch stopped at line $LINENO (status $?)" >&2' ERR
  belote_window() {
    # awk reads the whole tree: leaving early would end xwininfo with SIGPIPE, which
    # pipefail turns into an exit of this script (so would a window vanishing mid-walk).
    { xwininfo -root -tree 2>/dev/null || true; } | awk '/"Belote": \(/ && !w {w = $1} END {print w}'
  }
  # The X server is shared with the launch before: its window must have gone first.
  for _ in $(seq 100); do [ -z "$(belote_window)" ] && break; sleep 0.1; done
  [ -z "$(belote_window)" ] || { echo "a window titled Belote is still there from before" >&2; exit 1; }
  # gtk-launch finds Belote.desktop through XDG_DATA_DIRS and runs its Exec line.
  gtk-launch Belote.desktop
  win=""
  for _ in $(seq 200); do
    win=$(belote_window)
    [ -n "$win" ] && break
    sleep 0.1
  done
  [ -n "$win" ] || { echo "no window titled Belote appeared" >&2; exit 1; }
  pid=$(xprop -id "$win" _NET_WM_PID | awk '{print $3}')
  [ "$(readlink -f "/proc/$pid/exe")" = "$root/usr/bin/belote-app" ] ||
    { echo "the window belongs to $(readlink -f "/proc/$pid/exe"), not the packaged app" >&2; exit 1; }
  [[ "$(xprop -id "$win" WM_CLASS)" == *'"belote-app"'* ]] ||
    { echo "WM_CLASS $(xprop -id "$win" WM_CLASS) does not match StartupWMClass" >&2; kill "$pid"; exit 1; }
  # Drawn: the window shows the web UI, i.e. many colours, not a blank surface.
  colours=0
  for _ in $(seq 200); do
    import -window "$win" "$shot" 2>/dev/null || true
    colours=$(identify -format %k "$shot" 2>/dev/null || echo 0)
    [ "$colours" -gt 50 ] && [ -f "$home/.local/share/com.belote.companion/history.sqlite3" ] && break
    sleep 0.1
  done
  sleep 1  # let the first screen settle before the picture that is kept
  import -window "$win" "$shot"
  colours=$(identify -format %k "$shot")
  open_wal=no
  [ -f "$home/.local/share/com.belote.companion/history.sqlite3-wal" ] && open_wal=yes
  kill "$pid"
  for _ in $(seq 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  echo "window $win pid $pid colours $colours wal-open $open_wal"
  [ "$colours" -gt 50 ] || { echo "the window stayed blank ($colours colours)" >&2; exit 1; }
  exit 0
fi

deb="${1:-}"
if [ -z "$deb" ]; then
  deb=$(ls target/release/bundle/deb/*.deb 2>/dev/null | head -1)
  [ -n "$deb" ] || { echo "no package: run ./scripts/package.sh first" >&2; exit 1; }
fi
deb=$(readlink -f "$deb")
version=$(cargo metadata --no-deps --format-version 1 --offline |
  python3 -c 'import json,sys; print(next(p["version"] for p in json.load(sys.stdin)["packages"] if p["name"]=="belote-app"))')
work=$(mktemp -d)
xvfb_pid=""
# Stops this check's X server (started below) and waits until it has gone.
stop_x() {
  [ -n "$xvfb_pid" ] || return 0
  kill "$xvfb_pid" 2>/dev/null || true
  wait "$xvfb_pid" 2>/dev/null || true
  xvfb_pid=""
}
trap 'stop_x; rm -rf "$work"' EXIT
root=$work/root
dpkg-deb -x "$deb" "$root"
out=$repo/target/package-check
mkdir -p "$out"

passed=0 failed=0
ok() { passed=$((passed + 1)); echo "ok   $1"; }
bad() { failed=$((failed + 1)); echo "FAIL $1${2:+: $2}"; }
check() { # check "what" command...
  local what=$1
  shift
  if "$@"; then ok "$what"; else bad "$what"; fi
}
field() { dpkg-deb -f "$deb" "$1"; }
# Why a launch failed, on one line: a panic's thread, place and message (the lines a stripped
# binary's backtrace would push out of a plain tail), then the log's last line.
why() {
  { grep -A1 "panicked at" "$1" | head -4; grep -i "error\|cannot\|failed" "$1" | head -3; tail -1 "$1"; } |
    awk '!seen[$0]++' | tr '\n' ' '
}

echo "-- $deb ($(du -k "$deb" | cut -f1) KiB), version $version"

echo "-- control fields"
check "Package is belote" test "$(field Package)" = belote
check "Version is the workspace's ($version)" test "$(field Version)" = "$version"
check "Architecture amd64" test "$(field Architecture)" = amd64
check "Section games" test "$(field Section)" = games
check "Maintainer is a name and an address" bash -c '[[ "$1" =~ ^[^\<]+\ \<[^@\>]+@[^\>]+\>$ ]]' _ "$(field Maintainer)"
check "Homepage set" bash -c '[[ "$1" =~ ^https?:// ]]' _ "$(field Homepage)"
check "Installed-Size set" bash -c '[[ "$1" =~ ^[0-9]+$ ]]' _ "$(field Installed-Size)"
check "Description: summary and long text" bash -c '[ "$(printf "%s\n" "$1" | wc -l)" -ge 3 ] && [[ "$1" != "(none)"* ]]' _ "$(field Description)"
depends=$(field Depends)
for p in libwebkit2gtk-4.1-0 libgtk-3-0 libc6 libglib2.0-0 libsoup-3.0-0 libjavascriptcoregtk-4.1-0; do
  check "Depends names $p" bash -c 'printf "%s" "$1" | tr "," "\n" | sed "s/^ *//; s/ .*//" | grep -qx "$2"' _ "$depends" "$p"
done
check "Depends gives a minimum version of libwebkit2gtk-4.1-0" bash -c '[[ "$1" == *"libwebkit2gtk-4.1-0 (>= "* ]]' _ "$depends"
# Every library the binaries load comes from a package Depends names (dpkg-shlibdeps, as
# package.sh computed it; this catches a package built some other way).
mkdir -p "$work/shl/debian"
printf 'Source: belote\n\nPackage: belote\nArchitecture: any\n' >"$work/shl/debian/control"
needed=$(cd "$work/shl" && dpkg-shlibdeps -O -e"$root/usr/bin/belote-app" -e"$root/usr/bin/belote" 2>/dev/null |
  sed -n 's/^shlibs:Depends=//p' | tr ',' '\n' | sed 's/^ *//; s/ .*//' | sort -u)
missing=$(comm -23 <(echo "$needed") <(printf "%s" "$depends" | tr ',' '\n' | sed 's/^ *//; s/ .*//' | sort -u) | xargs)
if [ -n "$needed" ] && [ -z "$missing" ]; then ok "Depends covers every library the binaries link"; else bad "Depends covers every library the binaries link" "missing $missing"; fi
if apt-get install --simulate "$deb" >"$work/apt.log" 2>&1; then
  ok "apt can install it here (simulated)"
else
  bad "apt can install it here (simulated)" "$(tail -3 "$work/apt.log")"
fi

echo "-- files"
dpkg-deb -c "$deb" | awk '{print $1, $2, $6}' >"$work/list"
# The files tauri.conf.json lists for the package (the docs, the command, the metainfo), read
# from there so that a page added to the docs is listed in one place only.
mapfile -t expected_files < <(python3 -c '
import json
for dest in json.load(open("tauri.conf.json"))["bundle"]["linux"]["deb"]["files"]:
    print(dest.lstrip("/"))')
expected_files+=(usr/bin/belote-app usr/share/applications/Belote.desktop)
for size in 16 32 48 64 128 256 512; do
  expected_files+=("usr/share/icons/hicolor/${size}x${size}/apps/belote-app.png")
done
actual=$(awk '$1 !~ /^d/ {sub(/^\.\//, "", $3); print $3}' "$work/list" | sort)
expected=$(printf "%s\n" "${expected_files[@]}" | sort)
if [ "$actual" = "$expected" ]; then
  ok "file list is exactly the expected $(echo "$expected" | wc -l) files"
else
  bad "file list" "$(diff <(echo "$expected") <(echo "$actual") | grep '^[<>]' | tr '\n' ' ')"
fi
check "everything owned by root" bash -c '! awk "{print \$2}" "$1" | grep -Evqx "root/root|0/0"' _ "$work/list"
check "binaries are executable (0755)" bash -c 'grep -E "^-rwxr-xr-x (root/root|0/0) (\./)?usr/bin/belote(-app)?$" "$1" | wc -l | grep -qx 2' _ "$work/list"
check "other files are 0644" bash -c '! awk "\$1 !~ /^d/ && \$3 !~ /usr\/bin\// {print \$1}" "$1" | grep -vqx -- "-rw-r--r--"' _ "$work/list"
for f in "$root"/usr/share/icons/hicolor/*/apps/belote-app.png; do
  dir=$(basename "$(dirname "$(dirname "$f")")")
  dims=$(python3 -c 'import struct,sys; d=open(sys.argv[1],"rb").read(24); assert d[:8]==b"\x89PNG\r\n\x1a\n"; print("%dx%d" % struct.unpack(">II", d[16:24]))' "$f")
  check "icon $dir is a ${dir} PNG" test "$dims" = "$dir"
done
check "copyright names the MIT licence" grep -q "^License: MIT" "$root/usr/share/doc/belote/copyright"
check "the documentation is the repository's" diff -q "$root/usr/share/doc/belote/commands.md" docs/commands.md

echo "-- desktop entry"
desktop=$root/usr/share/applications/Belote.desktop
if desktop-file-validate "$desktop" >"$work/dfv.log" 2>&1; then ok "desktop-file-validate"; else bad "desktop-file-validate" "$(tr '\n' ' ' <"$work/dfv.log")"; fi
for key in Name GenericName Comment Keywords; do
  for lang in "" "[fr]" "[bg]" "[hr]" "[nl]"; do
    check "$key$lang present" grep -qE "^${key}${lang//[/\\[}=.+" "$desktop"
  done
done
check "Name[bg] is Белот" grep -qx "Name\[bg\]=Белот" "$desktop"
check "Categories Game and CardGame" bash -c 'grep "^Categories=" "$1" | tr "=;" "\n\n" | grep -qx Game && grep "^Categories=" "$1" | tr "=;" "\n\n" | grep -qx CardGame' _ "$desktop"
exec_bin=$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' "$desktop")
check "Exec ($exec_bin) is a packaged program" test -x "$root/usr/bin/$exec_bin"
icon=$(sed -n 's/^Icon=//p' "$desktop")
check "Icon ($icon) is in every size" test "$(ls "$root"/usr/share/icons/hicolor/*/apps/"$icon".png | wc -l)" -eq 7
check "Terminal=false" grep -qx "Terminal=false" "$desktop"

echo "-- software centre entry (AppStream)"
metainfo=$root/usr/share/metainfo/com.belote.companion.metainfo.xml
if appstreamcli validate --no-net "$metainfo" >"$work/as.log" 2>&1; then ok "appstreamcli validate"; else bad "appstreamcli validate" "$(tr '\n' ' ' <"$work/as.log")"; fi
check "it launches Belote.desktop" grep -q '<launchable type="desktop-id">Belote.desktop</launchable>' "$metainfo"
check "it lists a release $version (add one when the version changes)" grep -q "<release version=\"$version\"" "$metainfo"

echo "-- the belote command"
belote=$root/usr/bin/belote
for b in belote belote-app; do
  check "$b finds every shared library" bash -c '! ldd "$1" | grep -q "not found"' _ "$root/usr/bin/$b"
done
check "belote --version prints belote $version" test "$("$belote" --version)" = "belote $version"
check "belote --help lists the commands" bash -c '"$1" --help | grep -q "belote score" && "$1" --help | grep -q "belote history"' _ "$belote"
match='{"variant":"classic","rounds":[{"taker":"A","contract":"hearts","points":{"A":102}}]}'
check "belote score scores a match" bash -c 'printf "%s" "$2" | "$1" score - | python3 -c "import json,sys; assert json.load(sys.stdin)[\"totals\"] == {\"A\": 102, \"B\": 60}"' _ "$belote" "$match"
set +e
err=$(printf '%s' '{"variant":"classic","rounds":[{"taker":"A","contract":"hearts","points":{"A":200}}]}' | "$belote" score - 2>&1 >/dev/null)
code=$?
set -e
check "bad input: exit 2 and a JSON error at the value" bash -c '[ "$1" -eq 2 ] && printf "%s" "$2" | python3 -c "import json,sys; assert json.load(sys.stdin)[\"error\"][\"at\"] == \"rounds[0].points.A\""' _ "$code" "$err"

echo "-- the app from its desktop entry, empty home, Xvfb"
# One X server for both launches and the end-to-end test after them, started here and stopped
# at the end. Two xvfb-run in a row can race: the first one's server, still exiting when the
# next takes the same display number, can leave it unreachable (then GTK cannot start and the
# app stops at once). Xvfb picks a free display itself (-displayfd) and writes its number only
# once it accepts connections.
Xvfb -displayfd 3 -screen 0 1024x900x24 -nolisten tcp 3>"$work/display" >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
for _ in $(seq 100); do
  [ -s "$work/display" ] && break
  kill -0 "$xvfb_pid" 2>/dev/null || break
  sleep 0.1
done
if [ -s "$work/display" ]; then
  export DISPLAY=":$(head -1 "$work/display")"
  unset XAUTHORITY
  ok "an X server for the app (Xvfb on $DISPLAY)"
else
  bad "an X server for the app" "$(tail -3 "$work/xvfb.log" | tr '\n' ' ')"
fi
home=$work/home
mkdir -p "$home"
db=$home/.local/share/com.belote.companion/history.sqlite3
if "$0" --desktop-launch "$root" "$home" "$out/first-start.png" >"$work/launch1.log" 2>&1; then
  ok "starts from Belote.desktop to a drawn window ($(tail -1 "$work/launch1.log"))"
else
  bad "starts from Belote.desktop to a drawn window" "$(why "$work/launch1.log")"
fi
check "the app keeps its history in the XDG data directory ($db)" test -f "$db"
check "and nowhere else" test "$(find "$home" -name '*.sqlite3*' ! -name 'history.sqlite3*' | wc -l)" -eq 0
# The installed `belote` uses the same database by default: import without --db, then read
# the app's file by its path.
history='{"format":"belote-history","version":1,"matches":[{"id":"package-check","created":"2026-01-01T20:00:00Z","finished":null,
 "teams":{"A":{"name":"Nous","players":["Ana","Marc"]},"B":{"name":"Eux","players":["Léa","Paul"]}},"first_dealer":0,
 "match":{"variant":"classic","options":{},"rounds":[{"taker":"A","contract":"hearts","points":{"A":102}}]}}]}'
check "belote history import (default database)" bash -c 'printf "%s" "$2" | env -u XDG_DATA_HOME HOME="$3" "$1" history import - | grep -q "\"imported\":1"' _ "$belote" "$history" "$home"
check "… wrote to the app's database file" bash -c '"$1" history list --json --db "$2" | grep -q "\"id\":\"package-check\""' _ "$belote" "$db"
check "… and created no other database" test "$(find "$home" -name '*.sqlite3' | wc -l)" -eq 1
# Started again, the app opens that very file: SQLite's write-ahead log appears beside it
# while the app runs (the command's own log is gone once it has closed the database).
check "no write-ahead log left by the command" test ! -e "$db-wal"
if "$0" --desktop-launch "$root" "$home" "$out/with-match.png" >"$work/launch2.log" 2>&1; then
  ok "starts again over that history ($(tail -1 "$work/launch2.log"))"
else
  bad "starts again over that history" "$(why "$work/launch2.log")"
fi
check "… and had the command's database open" grep -q "wal-open yes" "$work/launch2.log"

echo "-- end to end (tests/e2e) on the packaged app"
(cd tests && npm ci --no-audit --no-fund --loglevel=error)
driver="${CARGO_HOME:-$HOME/.cargo}/bin/tauri-driver"
[ -x "$driver" ] || cargo install tauri-driver --locked
if (cd tests && BELOTE_APP="$root/usr/bin/belote-app" TAURI_DRIVER="$driver" \
  node --test --test-concurrency=1 e2e/e2e.test.js) >"$work/e2e.log" 2>&1; then
  ok "tests/e2e against $(basename "$deb")'s belote-app ($(grep -o '# e2e metrics: .*' "$work/e2e.log" | cut -c17-))"
else
  cat "$work/e2e.log"
  bad "tests/e2e against the packaged app"
fi

stop_x
cp "$work"/launch*.log "$out/" 2>/dev/null || true
echo "package check: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
