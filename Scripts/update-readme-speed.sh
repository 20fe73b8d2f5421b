#!/usr/bin/env bash
# Regenerates the speed figures from one full run of `choicekit bench` in a release build:
# - README.md, between <!-- bench-table:start --> and <!-- bench-table:end -->: a short summary
#   (the machine, how many rows were timed and how many hold their target, and per suite the row
#   closest to its target);
# - Sources/ChoiceKitPreview/Documentation.docc/Speed.md, between the same markers: the machine
#   line and the whole table, every row with its median, growth, target and verdict.
# Nothing else in either file changes.
#
# Usage: Scripts/update-readme-speed.sh [--from FILE] [--machine TEXT]
#   (no option)     builds in release and runs the full bench: about a minute; run it on a machine
#                   that is not busy
#   --from FILE     uses FILE, a saved standard output of a full release `choicekit bench`, instead
#                   of running it
#   --machine TEXT  the words after "Measured on" (default: today's date, this machine's cores,
#                   architecture and OS, and the toolchain's Swift version), e.g.
#                   "1 December 2026 on a 2-core x86_64 Linux machine, Swift 6.3.1"
set -euo pipefail
cd "$(dirname "$0")/.."
readme=README.md
article=Sources/ChoiceKitPreview/Documentation.docc/Speed.md

from=""
machine=""
while [ $# -gt 0 ]; do
  case "$1" in
    --from) from=${2:?--from needs a file}; shift 2 ;;
    --machine) machine=${2:?--machine needs a text}; shift 2 ;;
    -h | --help) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "unknown option: $1 (see --help)" >&2; exit 2 ;;
  esac
done

table=$(mktemp)
trap 'rm -f "$table" "$readme.new" "$article.new"' EXIT
if [ -n "$from" ]; then
  cp "$from" "$table"
else
  swift build -c release --product choicekit
  .build/release/choicekit bench > "$table"
fi
if [ -z "$machine" ]; then
  swift_version=$(swift --version 2>/dev/null | head -n 1 | sed -E 's/.*Swift version ([0-9.]+).*/\1/')
  machine="$(date -u '+%-d %B %Y') on a $(getconf _NPROCESSORS_ONLN)-core $(uname -m) $(uname -s) machine, Swift ${swift_version}"
fi

python3 - "$table" "$machine" "$readme" "$article" <<'PYTHON'
import re
import sys

table_path, machine, readme, article = sys.argv[1:5]
START, END = "<!-- bench-table:start -->", "<!-- bench-table:end -->"
with open(table_path, encoding="utf-8") as f:
    text = f.read().rstrip("\n") + "\n"
lines = text.splitlines()
if not lines or lines[0] != "ChoiceKit bench (full, release build)":
    sys.exit("not the output of a full release run of `choicekit bench`: " + (lines[0] if lines else "empty"))

# A row: the suite, the name (padded), then the fixed-width columns the bench writes: n (6),
# median (11), frame (9), growth (7), each two spaces apart, then the target and the verdict.
ROW = re.compile(r"^(?P<suite>\S+) +(?P<name>.*?) *  (?P<n>[ \d,]{6})  (?P<median>[ \d,.<>e-]{11})"
                 r"  (?P<frame>[ \d,.<>%-]{9})  (?P<growth>[ \d.×-]{7})  (?P<target>.*?) *  (?P<ok>yes|NO)$")
header = next(i for i, line in enumerate(lines) if line.startswith("suite "))
rows = []
for line in lines[header + 1:]:
    if not line.strip():
        break
    match = ROW.match(line)
    if not match:
        sys.exit("cannot read this bench row: " + line)
    rows.append({key: value.strip() for key, value in match.groupdict().items()})
verdicts = [line for line in lines if re.match(r"^(every row|\d+ of \d+ rows)", line)]
if not rows or len(verdicts) != 1:
    sys.exit("the bench output has no rows or no verdict line")


def number(cell):
    cell = cell.replace(",", "")
    return 0.0 if cell.startswith("<") else float(cell)


def closeness(row):
    """(share of the limit, what is measured, which limit) for the limit the row comes closest to."""
    found = []
    for part in row["target"].split(", "):
        part = part.strip()
        growth = re.fullmatch(r"≤([\d.]+)×", part)
        time = re.fullmatch(r"≤([\d.]+) µs", part)
        relative = re.fullmatch(r"≤([\d.]+)× (.+)", part)
        if growth and row["growth"] != "-":
            measured = float(row["growth"].rstrip("×"))
            found.append((measured / float(growth.group(1)), row["growth"] + " growth", part))
        elif time:
            found.append((number(row["median"]) / float(time.group(1)), row["median"] + " µs", part))
        elif relative:
            reference = [r for r in rows if r["suite"] == row["suite"] and r["name"] == relative.group(2)
                         and not r["n"]]
            if reference:
                limit = float(relative.group(1)) * number(reference[0]["median"])
                found.append((number(row["median"]) / limit, row["median"] + " µs", part))
    return max(found, default=None)


closest = {}
for row in rows:
    near = closeness(row)
    if near and (row["suite"] not in closest or near[0] > closest[row["suite"]][1][0]):
        closest[row["suite"]] = (row, near)
within = sum(row["ok"] == "yes" for row in rows)
measured_on = f"Measured on {machine}, release build"

summary = [
    START,
    f"{measured_on}: {len(rows)} rows timed, {within} within their target. "
    "The row closest to its target in each suite:",
    "",
    "| suite | row | n | measured | target | share of target |",
    "| --- | --- | ---: | ---: | --- | ---: |",
]
for suite in dict.fromkeys(row["suite"] for row in rows):
    if suite not in closest:
        continue
    row, (share, measured, limit) = closest[suite]
    cells = [suite, row["name"].replace("|", "\\|"), row["n"] or "-", measured, limit, f"{share:.0%}"]
    summary.append("| " + " | ".join(cells) + " |")
summary += ["", "Every row: the documentation article [Speed](" + article + ").", END]

full = [START, f"{measured_on}: {verdicts[0]}.", "", "```", text.rstrip("\n"), "```", END]


def replace(path, block):
    with open(path, encoding="utf-8") as f:
        old = f.read()
    if old.count(START) != 1 or old.count(END) != 1 or old.index(START) > old.index(END):
        sys.exit(f"{path} needs one {START} line and one {END} line after it")
    before, rest = old.split(START, 1)
    after = rest.split(END, 1)[1]
    with open(path + ".new", "w", encoding="utf-8") as f:
        f.write(before + "\n".join(block) + after)


replace(readme, summary)
replace(article, full)
PYTHON
mv "$readme.new" "$readme"
mv "$article.new" "$article"
echo "$readme: speed summary updated; $article: every row"
