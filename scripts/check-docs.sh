#!/usr/bin/env bash
# Checks that the documentation matches the code and stays inside the repository:
# - docs/options.md is what the engine's option definitions render today (cargo test -p
#   belote-docs; BELOTE_UPDATE_DOCS=1 rewrites it), and the hand-written pages of `belote legal`,
#   `belote describe` (docs/commands.md) and Baloot's rules of play (docs/baloot.md) name every
#   rule code, qaid, question key, play option and description key the engine has, and no other
#   (crates/belote-docs/tests/in_step.rs);
# - every command and option that `belote --help`, `belote history --help`,
#   `belote event --help`, `belote season --help` and `belote hub --help` print is documented in docs/commands.md,
#   and every option documented there exists;
# - every link of README.md and docs/*.md points to a file (or heading) of the repository.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "-- generated docs are current, and the hand-written ones name what the engine has"
cargo test -q -p belote-docs

echo "-- docs/commands.md covers the belote command"
cargo build -q -p belote-cli --bin belote
belote="${CARGO_TARGET_DIR:-target}/debug/belote"
python3 - "$belote" <<'PY'
import re, subprocess, sys
belote = sys.argv[1]
helps = subprocess.run([belote, "--help"], capture_output=True, text=True, check=True).stdout
history_help = subprocess.run([belote, "history", "--help"], capture_output=True, text=True, check=True).stdout
event_help = subprocess.run([belote, "event", "--help"], capture_output=True, text=True, check=True).stdout
season_help = subprocess.run([belote, "season", "--help"], capture_output=True, text=True, check=True).stdout
hub_help = subprocess.run([belote, "hub", "--help"], capture_output=True, text=True, check=True).stdout
helps += history_help + event_help + season_help + hub_help
doc = open("docs/commands.md", encoding="utf-8").read()
problems = []
top = set(re.findall(r"^\s*belote ([a-z]+)\b", helps, re.M))
commands = {c for c in top if c != "history"}
commands |= {"history " + c for c in re.findall(r"^\s+([a-z]+) ", history_help, re.M)}
commands |= {"event " + c for c in re.findall(r"^\s+([a-z]+) ", event_help, re.M)}
commands |= {"season " + c for c in re.findall(r"^\s+([a-z]+) ", season_help, re.M)}
commands |= {"hub " + c for c in re.findall(r"^\s*belote hub ([a-z-]+)", hub_help, re.M)}
for c in sorted(commands):
    if f"## `belote {c}`" not in doc and f"### `belote {c}`" not in doc:
        problems.append(f"`belote {c}` has no section in docs/commands.md")
for var in sorted(set(re.findall(r"\b(BELOTE_[A-Z_]+)\b", helps))):
    if var not in doc:
        problems.append(f"{var} (in the usage) is not documented in docs/commands.md")
help_flags = set(re.findall(r"(--[a-z][a-z-]*)", helps))
doc_flags = set(re.findall(r"(--[a-z][a-z-]*)", doc))
for f in sorted(help_flags - doc_flags):
    problems.append(f"{f} (in the usage) is not documented in docs/commands.md")
for f in sorted(doc_flags - help_flags - {"--help", "--version", "--release", "--bin"}):
    problems.append(f"{f} is documented in docs/commands.md but the usage does not know it")
for p in problems:
    print("FAIL", p)
print(f"{len(commands)} commands, {len(help_flags)} options checked")
sys.exit(1 if problems else 0)
PY

echo "-- links stay inside the repository"
python3 - <<'PY'
import os, re, sys, glob, unicodedata
root = os.getcwd()
files = ["README.md"] + sorted(glob.glob("docs/*.md"))

def slug(heading):
    # GitHub's anchors: lower case, punctuation dropped, spaces to dashes.
    h = heading.strip().lower()
    h = "".join(ch for ch in h if ch.isalnum() or ch in " -_")
    return h.replace(" ", "-")

anchors = {}
for f in files:
    text = open(f, encoding="utf-8").read()
    text = re.sub(r"```.*?```", "", text, flags=re.S)
    anchors[f] = {slug(h) for h in re.findall(r"^#+\s+(.*)$", text, re.M)}

problems = []
for f in files:
    text = open(f, encoding="utf-8").read()
    text = re.sub(r"```.*?```", "", text, flags=re.S)
    for target in re.findall(r"\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)", text):
        if re.match(r"^[a-z][a-z0-9+.-]*:", target):
            problems.append(f"{f}: {target} leaves the repository")
            continue
        path, _, anchor = target.partition("#")
        dest = os.path.normpath(os.path.join(os.path.dirname(f), path)) if path else f
        if not os.path.abspath(dest).startswith(root + os.sep):
            problems.append(f"{f}: {target} points outside the repository")
        elif not os.path.exists(dest):
            problems.append(f"{f}: {target} does not exist")
        elif anchor and dest.endswith(".md") and anchor not in anchors.get(dest, set()):
            problems.append(f"{f}: {target}: no heading #{anchor} in {dest}")
for p in problems:
    print("FAIL", p)
print(f"{len(files)} files checked")
sys.exit(1 if problems else 0)
PY
echo "-- every page of docs/ is installed by the package"
python3 - <<'PY'
import glob, json, sys
files = json.load(open("tauri.conf.json"))["bundle"]["linux"]["deb"]["files"].values()
missing = [f for f in sorted(glob.glob("docs/*.md") + glob.glob("docs/*.svg")) if f not in files]
for f in missing:
    print(f"FAIL {f} is not in tauri.conf.json's package files")
sys.exit(1 if missing else 0)
PY
echo "docs check: passed"
