#!/usr/bin/env python3
"""Opens a written gallery's index.html in headless Chromium and fails on what a reader would
see broken: a console error, a script error, a picture that does not load, a control's section
missing or empty, a contents list that does not link a section, a filter that shows the
wrong pictures, a picture shown under a platform it does not name, a line of text reaching
outside its picture or drawn over another, and the markup's faults below. The control sections expected are the ones the page itself lists, in its
<script type="application/json" id="gallery-controls"> element (written from the package's control
registry), so a new control needs no edit here; the foundations' section is always expected.

The page itself does the looking: opened with ?check, its inline script waits for every picture,
tries each filter value, reads every picture's SVG (Chromium runs with
--allow-file-access-from-files so a page opened from a file may), measures each <text> with the
real fonts (getBBox through getCTM, against the SVG's canvas and the other lines) and writes a
plain-text report into <pre id="gallery-check">, which Chromium's --dump-dom prints. Console
messages come from Chromium's log on stderr; the page writes none, so any one is a failure.

The markup check needs no browser. Besides the sections, every picture of a control section must
name its platform (data-idiom), or a platform filter would hide it, and a caption's numbers must
be the ones the picture was drawn from: the page writes those on each figure from the preview's
values (data-drawn-tabs, -items, -options, -width, -margin, -screen-width, ...), apart from the
caption's words, and the SVG's own size is on its <img>. So "N tabs", "N items", "N options",
"N pt wide" (and the bar's width plus its margins against the SVG's width), "W pt × H pt
screen" and "W pt × H pt frame" in a caption are held against them.

Usage:
  check-gallery.py GALLERY_DIR      check a gallery folder
  check-gallery.py --markup GALLERY_DIR
                                    without a browser: check that index.html lists its control
                                    sections and that each listed section, and the foundations',
                                    is in the markup with at least one picture
  check-gallery.py --self-test GALLERY_DIR
                                    break copies of the gallery one way at a time (a missing
                                    picture, a script error, a missing section, a wrong filter, a
                                    picture without a platform, a caption's wrong numbers, text
                                    outside its picture, overlapping text) and check that each
                                    copy fails with the matching message

Uses only Python's standard library and Chromium (CHROMIUM names the binary; otherwise
chromium or chromium-browser from PATH).
"""

import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

# The section every gallery has besides its controls', by anchor, with a reader's name.
FOUNDATIONS = {"foundations": "Foundations"}

CONTROLS_ELEMENT = re.compile(
    r'<script type="application/json" id="gallery-controls">(.*?)</script>', re.S)


def listed_controls(page):
    """The control sections a gallery page lists, by anchor, in order.

    Raises ValueError when the page has no list, or one that is not a JSON array of non-empty,
    distinct strings."""
    match = CONTROLS_ELEMENT.search(page)
    if match is None:
        raise ValueError("the page lists no control sections (no #gallery-controls element)")
    try:
        controls = json.loads(match.group(1))
    except json.JSONDecodeError as error:
        raise ValueError("the page's control list is not JSON: %s" % error)
    if (not isinstance(controls, list) or not controls
            or not all(isinstance(item, str) and item for item in controls)
            or len(set(controls)) != len(controls)):
        raise ValueError("the page's control list is not a list of distinct section anchors")
    return controls


def required_sections(page):
    """The sections a gallery page must have: the foundations, then every control it lists."""
    sections = dict(FOUNDATIONS)
    for anchor in listed_controls(page):
        sections[anchor] = anchor
    return sections


def find_chromium():
    for name in [os.environ.get("CHROMIUM"), "chromium", "chromium-browser"]:
        if name and shutil.which(name):
            return shutil.which(name)
    return None


def load(chromium, index):
    """Runs Chromium on the page and returns (dumped DOM, console lines from its log)."""
    profile = tempfile.mkdtemp(prefix="gallery-check-profile-")
    try:
        command = [
            chromium, "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run",
            "--user-data-dir=" + profile, "--enable-logging=stderr", "--v=0",
            "--allow-file-access-from-files",
            "--virtual-time-budget=15000", "--dump-dom",
            "file://" + os.path.abspath(index) + "?check",
        ]
        run = subprocess.run(command, capture_output=True, text=True, timeout=180)
    finally:
        shutil.rmtree(profile, ignore_errors=True)
    console = [line for line in run.stderr.splitlines() if ":CONSOLE" in line]
    return run.stdout, console, run.returncode


def check(gallery, chromium):
    """Returns the list of failures, each one line; empty when the page is fine."""
    index = os.path.join(gallery, "index.html")
    if not os.path.isfile(index):
        return ["no index.html in " + gallery]
    with open(index, encoding="utf-8") as file:
        page = file.read()
    try:
        required = required_sections(page)
    except ValueError as error:
        return [str(error)]
    dom, console, status = load(chromium, index)
    failures = ["console message: " + line.split("] ", 1)[-1] for line in console]
    match = re.search(r'<pre id="gallery-check"[^>]*>(.*?)</pre>', dom, re.S)
    if match is None:
        failures.append(
            "the page wrote no check report (Chromium exited %d): its check script did not run "
            "or the page never finished loading" % status)
        return failures
    report = html.unescape(match.group(1)).split("\n")
    if "end" not in report:
        failures.append("the check report is cut short")
    failures += check_markup(page)
    sections = {}
    for line in report:
        words = line.split(" ")
        if words[0] == "broken":
            failures.append("broken image: " + line[len("broken "):])
        elif words[0] == "error":
            failures.append("page error: " + line[len("error "):])
        elif words[0] == "section" and len(words) == 4:
            sections[words[1]] = (int(words[2]), words[3])
        elif words[0] == "filter" and len(words) == 6 and words[5] != "0":
            failures.append("filter %s shows or hides %s pictures wrongly" % (words[1], words[5]))
        elif words[0] == "images" and words[1] == "0":
            failures.append("the page shows no images")
        elif words[0] == "platformless" and len(words) == 3 and words[2] != "0":
            failures.append("filter idiom=%s shows %s pictures that name no platform" % (words[1], words[2]))
        elif words[0] == "outside":
            failures.append("text outside its picture: " + line[len("outside "):])
        elif words[0] == "overlap":
            failures.append("overlapping text: " + line[len("overlap "):])
        elif words[0] == "unmeasured":
            failures.append("picture's text not measured: " + line[len("unmeasured "):])
        elif words[0] == "audited" and words[1] == "0":
            failures.append("no picture's text was measured")
    for anchor, name in required.items():
        if anchor not in sections:
            failures.append("missing section: %s (#%s)" % (name, anchor))
        elif sections[anchor][0] == 0:
            failures.append("empty section: %s (#%s)" % (name, anchor))
    for anchor, (_, linked) in sorted(sections.items()):
        if linked != "linked":
            failures.append("section #%s is not linked from the contents" % anchor)
    # The markup and the browser both see a missing section; say it once.
    return list(dict.fromkeys(failures))


def section_pictures(page):
    """The number of pictures in each section of a gallery page's markup, by anchor."""
    counts = {}
    for match in re.finditer(r'<section id="([^"]*)">(.*?)</section>', page, re.S):
        counts[match.group(1)] = match.group(2).count("<figure")
    return counts


FIGURE = re.compile(r'<figure([^>]*)>(.*?)</figure>', re.S)
ATTRIBUTE = re.compile(r'([a-z-]+)="([^"]*)"')


def figures(section_markup):
    """The figures of a section's markup: (attributes, img attributes, caption text) each."""
    found = []
    for match in FIGURE.finditer(section_markup):
        attributes = dict(ATTRIBUTE.findall(match.group(1)))
        image = re.search(r'<img([^>]*)>', match.group(2))
        image_attributes = dict(ATTRIBUTE.findall(image.group(1))) if image else {}
        caption = re.search(r'<figcaption>.*?<p>(.*?)</p>', match.group(2), re.S)
        text = html.unescape(re.sub(r'<[^>]+>', '', caption.group(1))) if caption else ""
        # Bidirectional isolates set user text apart; they are not part of what the caption says.
        text = re.sub("[\u2066-\u2069]", "", text)
        found.append((attributes, image_attributes, text))
    return found


def number(text):
    return int(text.replace(",", ""))


def caption_faults(attributes, image, caption):
    """Where a caption's numbers differ from the values the picture was drawn from, as the
    figure's data-drawn-* attributes and its <img> size give them; one line each."""
    name = attributes.get("id", "?")
    drawn = {key[len("data-drawn-"):]: value for key, value in attributes.items() if key.startswith("data-drawn-")}
    faults = []

    def compare(claim, key, said):
        if key not in drawn:
            faults.append("%s: the caption says %s but the figure gives no drawn %s" % (name, claim, key))
        elif number(drawn[key]) != said:
            faults.append("%s: the caption says %s, the picture is drawn with %s %s"
                          % (name, claim, drawn[key], key))

    for noun in ["tabs", "items", "options"]:
        for match in re.finditer(r'\b(\d[\d,]*) %s\b' % noun, caption):
            compare(match.group(0), noun, number(match.group(1)))
    for match in re.finditer(r'\b(\d+) pt wide\b', caption):
        compare(match.group(0), "width", number(match.group(1)))
    for kind in ["screen", "frame"]:
        for match in re.finditer(r'\b(\d+) pt × (\d+) pt %s\b' % kind, caption):
            compare(match.group(0), kind + "-width", number(match.group(1)))
            compare(match.group(0), kind + "-height", number(match.group(2)))
    # The bar's width and its margins are the picture's width, and a screen's size and its
    # margins the picture's size: the SVG's own size, on its <img>.
    for prefix in ["", "screen-"]:
        for side in ["width", "height"]:
            key = prefix + side
            if key not in drawn or prefix + "margin" not in drawn or side not in image:
                continue
            margin = number(drawn[prefix + "margin"])
            expected = number(drawn[key]) + 2 * margin
            if abs(number(image[side]) - expected) > 1:
                faults.append("%s: drawn %s pt %s with %s pt margins, but the picture is %s pt %s"
                              % (name, drawn[key], "wide" if side == "width" else "high", margin,
                                 image[side], "wide" if side == "width" else "high"))
    return faults


def check_markup(page):
    """Returns the failures a gallery page's markup shows without a browser: a missing or
    unreadable control list, a listed section (or the foundations') missing or empty, a
    control's picture that names no platform, or a caption whose numbers are not the
    picture's."""
    try:
        required = required_sections(page)
    except ValueError as error:
        return [str(error)]
    counts = section_pictures(page)
    failures = []
    for anchor, name in required.items():
        if anchor not in counts:
            failures.append("missing section: %s (#%s)" % (name, anchor))
        elif counts[anchor] == 0:
            failures.append("empty section: %s (#%s)" % (name, anchor))
    controls = set(listed_controls(page))
    for match in re.finditer(r'<section id="([^"]*)">(.*?)</section>', page, re.S):
        for attributes, image, caption in figures(match.group(2)):
            if match.group(1) in controls and "data-idiom" not in attributes:
                failures.append("picture without a platform: %s in #%s" % (attributes.get("id", "?"), match.group(1)))
            failures += ["caption's numbers differ: " + fault for fault in caption_faults(attributes, image, caption)]
    return failures


def self_test(gallery, chromium):
    """Breaks copies of the gallery and expects each to fail for its own reason."""
    with open(os.path.join(gallery, "index.html"), encoding="utf-8") as file:
        page = file.read()
    first_picture = re.search(r'<img src="([^"]+)"', page).group(1)
    breakages = [
        ("a missing picture", ["broken image: " + first_picture],
         lambda root: os.remove(os.path.join(root, first_picture))),
        ("a script error", ["console message:", "page error:"],
         lambda root: rewrite(root, "<main>", "<script>undefinedFunction();</script>\n<main>")),
        ("a missing section", ["missing section: value-picker"],
         lambda root: rewrite(root, '<section id="value-picker">', '<section id="gone">')),
        ("a filter that shows the wrong pictures", ["filter scheme=dark shows or hides"],
         lambda root: rewrite(root, "value === wanted ||", "value !== wanted ||")),
        ("a picture without a platform", ["picture without a platform:", "filter idiom=ios shows"],
         lambda root: rewrite_pattern(
             root, r'(<section id="curved-tab-bar">.*?<figure[^>]*?) data-idiom="[^"]*"', r'\1',
             also=("(value === null && name !== \"idiom\")", "(value === null)"))),
        ("a caption that miscounts the tabs", ["caption's numbers differ: picture-curved-tab-bar-fixed-light"],
         lambda root: rewrite_pattern(root, r'(id="picture-curved-tab-bar-fixed-light".*?\()(\d+) tabs',
                                      lambda match: match.group(1) + str(int(match.group(2)) + 1) + " tabs")),
        ("a caption with the wrong width", ["caption's numbers differ: picture-curved-tab-bar-compact-320"],
         lambda root: rewrite_pattern(root, r'(id="picture-curved-tab-bar-compact-320".*?)320 pt wide',
                                      r'\g<1>321 pt wide')),
        ("text outside its picture", ["text outside its picture: " + first_picture],
         lambda root: rewrite_file(root, first_picture, "</svg>",
                                   '<text x="-120" y="12" font-size="12">outside</text>\n</svg>')),
        ("overlapping text", ["overlapping text: " + first_picture],
         lambda root: rewrite_file(root, first_picture, "</svg>",
                                   '<text x="20" y="20" font-size="12">first line</text>\n'
                                   '<text x="24" y="21" font-size="12">second line</text>\n</svg>')),
    ]
    problems = []
    for name, expected, breakage in breakages:
        root = tempfile.mkdtemp(prefix="gallery-broken-")
        try:
            copy = os.path.join(root, "gallery")
            shutil.copytree(gallery, copy)
            breakage(copy)
            failures = check(copy, chromium)
        finally:
            shutil.rmtree(root, ignore_errors=True)
        missed = [prefix for prefix in expected if not any(f.startswith(prefix) for f in failures)]
        if missed:
            problems.append("self-test: %s was not caught; expected %s, got %s" % (name, missed, failures))
        else:
            print("self-test: %s fails as it should:" % name)
            for failure in failures:
                print("  " + failure)
    return problems


def rewrite(root, old, new):
    rewrite_file(root, "index.html", old, new)


def rewrite_file(root, name, old, new):
    path = os.path.join(root, name)
    with open(path, encoding="utf-8") as file:
        text = file.read()
    if old not in text:
        raise SystemExit("self-test cannot break %s: '%s' not found" % (name, old))
    with open(path, "w", encoding="utf-8") as file:
        file.write(text.replace(old, new, 1))


def rewrite_pattern(root, pattern, replacement, also=None):
    """Breaks the page by its first match of a pattern (and, with also, one exact text)."""
    path = os.path.join(root, "index.html")
    with open(path, encoding="utf-8") as file:
        text = file.read()
    changed, count = re.subn(pattern, replacement, text, count=1, flags=re.S)
    if count == 0:
        raise SystemExit("self-test cannot break the page: /%s/ not found" % pattern)
    with open(path, "w", encoding="utf-8") as file:
        file.write(changed)
    if also is not None:
        rewrite(root, *also)


def main(arguments):
    if arguments[:1] == ["--markup"] and len(arguments) == 2:
        with open(os.path.join(arguments[1], "index.html"), encoding="utf-8") as file:
            failures = check_markup(file.read())
        for failure in failures:
            print("gallery markup check FAILED: " + failure, file=sys.stderr)
        if not failures:
            print("gallery markup check passed: every listed control section is there with pictures, "
                  "each control picture names its platform, captions' numbers are the pictures'")
        return 1 if failures else 0
    testing = arguments[:1] == ["--self-test"]
    if testing:
        arguments = arguments[1:]
    if len(arguments) != 1:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    chromium = find_chromium()
    if chromium is None:
        print("gallery check: chromium not found (set CHROMIUM or install chromium)", file=sys.stderr)
        return 2
    failures = self_test(arguments[0], chromium) if testing else check(arguments[0], chromium)
    for failure in failures:
        print("gallery check FAILED: " + failure, file=sys.stderr)
    if not failures and not testing:
        print("gallery check passed: no console or script errors, every picture loads, every "
              "section is there and linked, every filter shows the right pictures, every control "
              "picture names its platform, captions' numbers are the pictures', no text leaves its "
              "picture or overlaps another")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
