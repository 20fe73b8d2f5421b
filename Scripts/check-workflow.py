#!/usr/bin/env python3
"""Checks that every command the CI workflow runs is one the documentation writes down: each line
of each `run:` step of .github/workflows/ci.yml, other than the lines that only write the job
summary, must appear as a line of README.md, alone or followed by a `#` comment.

Usage: check-workflow.py [WORKFLOW]   (default .github/workflows/ci.yml)
       check-workflow.py --self-test   shows that an undocumented command fails
Needs only Python's standard library: the `run:` blocks are read from the YAML text.
"""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOCUMENTS = ["README.md"]


def commands(workflow):
    """The command lines of every `run:` step, one-line and block (`run: |`) forms alike."""
    found = []
    lines = workflow.splitlines()
    index = 0
    while index < len(lines):
        match = re.match(r"^(\s*)(?:- )?run:\s*(.*)$", lines[index])
        index += 1
        if not match:
            continue
        value = match.group(2).strip()
        if value and value not in ("|", ">"):
            found.append(value)
            continue
        indent = None
        while index < len(lines):
            line = lines[index]
            if line.strip() and indent is None:
                indent = len(line) - len(line.lstrip())
            if line.strip() and len(line) - len(line.lstrip()) < (indent or 0):
                break
            if line.strip():
                found.append(line.strip())
            index += 1
    return found


def is_summary(line):
    """Lines that only write the job summary, and the braces grouping them."""
    return line in ("{", "}") or "GITHUB_STEP_SUMMARY" in line or line.startswith("echo ")


def documented_lines(documents):
    """Every line of the documents, and each line without its trailing `# comment`."""
    lines = set()
    for text in documents:
        for line in text.splitlines():
            lines.add(line.strip())
            lines.add(re.sub(r"\s+#.*$", "", line).strip())
    return lines


def undocumented(workflow, documents):
    lines = documented_lines(documents)
    return [command for command in commands(workflow) if not is_summary(command) and command not in lines]


def read(path):
    with open(path, encoding="utf-8") as file:
        return file.read()


def main(arguments):
    documents = [read(os.path.join(ROOT, name)) for name in DOCUMENTS]
    if arguments == ["--self-test"]:
        workflow = "jobs:\n  a:\n    steps:\n      - run: bash .ci/run\n      - run: |\n          make everything\n"
        missing = undocumented(workflow, documents)
        if missing != ["make everything"]:
            print("workflow check self-test FAILED: expected only 'make everything', got %s" % missing)
            return 1
        print("workflow check self-test: an undocumented command fails as it should: make everything")
        return 0
    path = arguments[0] if arguments else os.path.join(ROOT, ".github", "workflows", "ci.yml")
    workflow = read(path)
    missing = undocumented(workflow, documents)
    for command in missing:
        print("workflow check FAILED: '%s' is run by %s but not written in %s" % (
            command, os.path.relpath(path, ROOT), " or ".join(DOCUMENTS)), file=sys.stderr)
    if not missing:
        print("workflow check passed: all %d commands are documented" % len(
            [c for c in commands(workflow) if not is_summary(c)]))
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
