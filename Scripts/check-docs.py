#!/usr/bin/env python3
"""Checks the DocC catalogs beyond what `docc convert` checks by itself.

  check-docs.py curation MODULE GRAPH_DIR CATALOG
      Fails when a public top-level symbol of MODULE (from its symbol graph) is linked from no
      topic group of CATALOG. A member is curated through its type's page, so a curated type
      covers its members; extensions of other modules' types are listed by DocC under
      "Extended Modules".

  check-docs.py swiftui CATALOG SOURCES GRAPH_OUT
      For a module whose symbol graph cannot be made on this machine (ChoiceKit needs SwiftUI):
      reads the public declarations of SOURCES/**/*.swift, fails when a symbol link of CATALOG
      names no such declaration (or names overloads a link cannot tell apart), or when a public
      type is linked from no topic group, and writes a placeholder symbol graph of those
      declarations to GRAPH_OUT, so `docc convert` can check the catalog's articles, topic groups,
      images and links to the other modules. Links that start with `/` name another module's
      symbols and are left to `docc convert --dependency`. Each placeholder symbol carries its
      declaration as written in the source (the first of several overloads), the first paragraph
      of its documentation comment with its links written as code, and a note that the full page
      needs an Apple SDK.

  check-docs.py images LIST
      The catalogs' pictures are copies of snapshot references, under stable names. Each line of
      LIST is `CATALOG_RESOURCE SNAPSHOT`; fails when a copy differs from its snapshot (re-copy it
      after re-recording) or when a catalog holds a picture the list does not name.

  check-docs.py headings PATH...
      Fails when a heading holds a code span (DocC shows the backticks of some headings as they
      are written). Each PATH is a folder: its `.md` files' headings and, outside catalogs, the
      headings in its `.swift` files' documentation comments are checked. A page title that is one
      symbol link, `# ``Symbol`` `, names the page's symbol and is allowed.
"""
import json
import os
import re
import sys

LINK = re.compile(r"``([^`\s][^`]*?)``")


def catalog_files(catalog):
    for root, _, files in os.walk(catalog):
        for name in sorted(files):
            if name.endswith(".md"):
                yield os.path.join(root, name)


def strip_code_blocks(text):
    """Drops fenced code blocks, where double backticks are code, not links."""
    return re.sub(r"^\s*```.*?^\s*```", "", text, flags=re.S | re.M)


def links(catalog):
    """(file, line, link) for every symbol link in the catalog's prose."""
    for path in catalog_files(catalog):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        fenced = False
        for number, line in enumerate(text.splitlines(), 1):
            if line.lstrip().startswith("```"):
                fenced = not fenced
                continue
            if fenced:
                continue
            for match in LINK.finditer(line):
                yield path, number, match.group(1)


def curated(catalog, module):
    """Symbol paths linked from the catalog's topic groups (`## Topics` to the end of the page)."""
    found = set()
    for path in catalog_files(catalog):
        with open(path, encoding="utf-8") as f:
            text = strip_code_blocks(f.read())
        title = re.match(r"\s*#\s+``([^`]+)``", text)
        parent = normalize(title.group(1), module) if title else ""
        topics = re.split(r"^##\s+Topics\s*$", text, maxsplit=1, flags=re.M)
        if len(topics) < 2:
            continue
        for match in re.finditer(r"^\s*-\s+``([^`]+)``", topics[1], flags=re.M):
            link = normalize(match.group(1), module)
            found.add(link)
            if parent and parent != module:
                found.add(parent + "/" + link)
    return found


def normalize(link, module):
    link = link.split("#")[0]
    for prefix in ("/" + module + "/", module + "/"):
        if link.startswith(prefix):
            return link[len(prefix):]
    return link


def strip_disambiguation(link):
    """`init(_:)-5x7f` and `value-swift.property` name the same path as `init(_:)` and `value`."""
    return "/".join(re.sub(r"-(swift\.[\w.]+|[0-9a-z]{3,6}|\(.*\)|->.*)$", "", part)
                    for part in split_path(link))


def split_top_level(text, separator):
    """`text` cut at each `separator` that is outside every (), <> and [] pair."""
    parts, depth, current = [], 0, ""
    for ch in text:
        if ch in "(<[":
            depth += 1
        elif ch in ")>]":
            depth -= 1
        if ch == separator and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += ch
    parts.append(current)
    return parts


def split_path(link):
    return split_top_level(link, "/")


def check_curation(module, graph_dir, catalog):
    with open(os.path.join(graph_dir, module + ".symbols.json"), encoding="utf-8") as f:
        graph = json.load(f)
    top = sorted({"/".join(s["pathComponents"]) for s in graph["symbols"]
                  if len(s["pathComponents"]) == 1})
    linked = {strip_disambiguation(link) for link in curated(catalog, module)}
    missing = [symbol for symbol in top if symbol not in linked]
    for symbol in missing:
        print(f"error: {module}: public symbol ``{symbol}`` is in no topic group of "
              f"{os.path.relpath(catalog)}")
    print(f"{module}: {len(top) - len(missing)} of {len(top)} top-level public symbols curated")
    return not missing


# Reading Swift declarations -------------------------------------------------------------------

def blank(text):
    """`text` as spaces, its newlines kept."""
    return "".join("\n" if ch == "\n" else " " for ch in text)


def clean(source):
    """(code, shown): the source with comments blanked, and in `code` its string literals' contents
    too; both are as long as the source, so a position in one is the same in the other, and
    braces and newlines are kept."""
    code, shown, i, n = [], [], 0, len(source)
    while i < n:
        if source.startswith("//", i):
            j = source.find("\n", i)
            j = n if j < 0 else j
            code.append(blank(source[i:j]))
            shown.append(blank(source[i:j]))
            i = j
        elif source.startswith("/*", i):
            start, depth, i = i, 1, i + 2
            while i < n and depth:
                if source.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif source.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
            code.append(blank(source[start:i]))
            shown.append(blank(source[start:i]))
        elif source[i] == '"' or source.startswith('#"', i):
            j = skip_string(source, i)
            literal = source[i:j]
            code.append('"' + blank(literal[1:-1]) + '"' if len(literal) > 1 else literal)
            shown.append(literal)
            i = j
        else:
            code.append(source[i])
            shown.append(source[i])
            i += 1
    return "".join(code), "".join(shown)


def skip_string(source, i):
    hashes = 0
    while source[i] == "#":
        hashes, i = hashes + 1, i + 1
    triple = source.startswith('"""', i)
    quote = '"""' if triple else '"'
    i += len(quote)
    close = quote + "#" * hashes
    while i < len(source):
        if source[i] == "\\":
            if source.startswith("\\" + "#" * hashes + "(", i):
                i += 2 + hashes
                depth = 1
                while i < len(source) and depth:
                    if source[i] == '"':
                        i = skip_string(source, i)
                        continue
                    depth += {"(": 1, ")": -1}.get(source[i], 0)
                    i += 1
                continue
            i += 2
            continue
        if source.startswith(close, i):
            return i + len(close)
        i += 1
    return i


DECL = re.compile(
    r"(?<![.\w])(?P<mods>(?:(?:@[\w.]+(?:\([^()]*\))?|public|open|internal|package|private|fileprivate|"
    r"nonisolated|static|class|final|mutating|nonmutating|override|convenience|required|"
    r"indirect|lazy|weak|unowned|dynamic|isolated)\s+)*)"
    r"(?P<kind>struct|enum|protocol|class|actor|extension|typealias|func|init|var|let|case|"
    r"subscript)\b")
TYPES = {"struct", "enum", "protocol", "class", "actor"}


def labels(params):
    """`(_ title: T, selection: B, @ViewBuilder content: () -> C)` -> `(_:selection:content:)`."""
    inner = params.strip()[1:-1].replace("->", "→")
    parts = split_top_level(inner, ",")
    names = []
    for part in parts:
        head = part.split(":")[0]
        head = re.sub(r"@\w+(\([^)]*\))?", "", head).split()
        if head:
            names.append(head[0] + ":")
    return "(" + "".join(names) + ")"


def balanced(text, start):
    """The text of the bracketed group opening at text[start]."""
    pairs = {"(": ")", "<": ">"}
    opener, depth = text[start], 0
    for i in range(start, len(text)):
        if text[i] == opener:
            depth += 1
        elif text[i] == pairs[opener]:
            depth -= 1
            if depth == 0:
                return text[start:i + 1]
    return text[start:]


class Head:
    """A declaration's modifiers and keyword, and its text up to the next declaration; `shown` is
    the same span of the source as written (comments left out), and `summary` the first paragraph
    of the documentation comment above it."""

    def __init__(self, match, rest, shown="", summary=""):
        self.match, self.rest, self.shown, self.summary = match, rest, shown, summary

    def group(self, name):
        return self.rest if name == "rest" else self.match.group(name)


class Declaration:
    def __init__(self, path, kind, static, header, shown="", summary=""):
        self.path, self.kind, self.static, self.header = path, kind, static, header
        self.shown, self.summary = shown, summary


def doc_summary(source, start):
    """The first paragraph of the `///` comment just above the declaration starting at `start`."""
    lines = source[:start].split("\n")
    if lines[-1].strip():
        return ""
    comment = []
    for line in reversed(lines[:-1]):
        if not line.strip().startswith("///"):
            break
        comment.insert(0, line.strip()[3:].strip())
    paragraph = []
    for line in comment:
        if not line or line.startswith(("- ", "```", "#")):
            break
        paragraph.append(line)
    return " ".join(paragraph)


def shown_declaration(kind, text):
    """A declaration's text as written, cut where its body, a default value, a compiler directive
    or another declaration starts, on one line."""
    text = re.split(r"\n\s*#(?:if|else|elseif|endif)\b", text)[0]
    if kind in ("var", "let"):
        text = split_top_level(text, "=")[0]
    text = re.sub(r"\s+", " ", text).strip()
    # Parameters written one a line: no space inside the parentheses, no trailing comma.
    return re.sub(r",?\s+\)", ")", re.sub(r"\(\s+", "(", text))


def declarations(path):
    with open(path, encoding="utf-8") as f:
        source = f.read()
    text, shown = clean(source)
    found = []
    # Each frame: (type path or None for a body, members public by default, is a protocol/enum).
    stack = [((), False, None)]
    segment_start = 0
    i = 0
    parens = 0  # braces inside parentheses are closures (a default argument), not blocks
    while i < len(text):
        ch = text[i]
        parens += {"(": 1, ")": -1}.get(ch, 0)
        if ch not in "{}" or parens > 0:
            i += 1
            continue
        segment = text[segment_start:i]
        owner = None
        context, default_public, container = stack[-1]
        if context is not None:
            heads = list(DECL.finditer(segment))
            for index, match in enumerate(heads):
                end = heads[index + 1].start() if index + 1 < len(heads) else len(segment)
                start = segment_start + match.start()
                match = Head(match, segment[match.end():end],
                             shown[start:segment_start + end], doc_summary(source, start))
                decl = read(match, context, default_public, container)
                owner = (match, decl)
                if decl:
                    found.extend(decl[0])
        if ch == "{":
            frame = (None, False, None)
            if owner and context is not None:
                match, decl = owner
                kind = match.group("kind")
                mods = match.group("mods")
                if kind in TYPES or kind == "extension":
                    name = re.match(r"\s*([\w.]+)", match.group("rest")).group(1)
                    type_path = (tuple(name.split(".")) if kind == "extension"
                                 else context + (name,))
                    public_type = "public" in mods.split() or "open" in mods.split()
                    if kind == "extension":
                        frame = (type_path, public_type, "extension")
                    else:
                        frame = (type_path, False, kind if public_type or default_public else None)
            stack.append(frame)
        else:
            if len(stack) > 1:
                stack.pop()
        segment_start = i + 1
        i += 1
    return found


def read(match, context, default_public, container):
    """([Declaration], is_public) for one declaration header, or None for a non-public one."""
    mods = match.group("mods").split()
    kind = match.group("kind")
    rest = match.group("rest")
    explicit = [m for m in mods if m in ("public", "open", "internal", "package", "private",
                                         "fileprivate")]
    if explicit:
        public = explicit[0] in ("public", "open")
    else:
        public = default_public or container in ("protocol",) or (
            container == "enum" and kind == "case")
    if not public or kind == "extension":
        return None
    static = "static" in mods or ("class" in mods and kind != "class")
    result = []
    written = shown_declaration(kind, match.shown)
    mods_text = re.sub(r"\s+", " ", match.group("mods")).strip()
    if kind in TYPES or kind == "typealias":
        name = re.match(r"\s*(\w+)", rest)
        if name:
            result.append(Declaration(context + (name.group(1),), kind, False, rest, written,
                                      match.summary))
    elif kind in ("func", "init", "subscript"):
        name = "init" if kind == "init" else "subscript" if kind == "subscript" else None
        after = rest
        if name is None:
            m = re.match(r"\s*([^\s(<]+)", rest)
            if not m:
                return None
            name, after = m.group(1), rest[m.end():]
        after = after.lstrip("?!")
        k = 0
        while k < len(after) and after[k].isspace():
            k += 1
        if k < len(after) and after[k] == "<":
            k += len(balanced(after, k))
        while k < len(after) and after[k].isspace():
            k += 1
        if k < len(after) and after[k] == "(":
            result.append(Declaration(context + (name + labels(balanced(after, k)),), kind,
                                      static, rest, written, match.summary))
    elif kind in ("var", "let"):
        for name in re.findall(r"(?:^|,)\s*(\w+)\s*[:=]", rest):
            result.append(Declaration(context + (name,), kind, static, rest, written,
                                      match.summary))
    elif kind == "case":
        parts = re.split(r",(?![^(]*\))", rest)
        # The same cuts in the text as written, whose string literals are kept.
        shown_rest = match.shown[len(match.shown) - len(rest):]
        cuts = [0]
        for part in parts[:-1]:
            cuts.append(cuts[-1] + len(part) + 1)
        shown_parts = [shown_rest[a:b - 1] for a, b in zip(cuts, cuts[1:] + [len(rest) + 1])]
        for part, shown_part in zip(parts, shown_parts):
            m = re.match(r"\s*(\w+)\s*(\(.*\))?", part)
            if m:
                label = m.group(1) + (labels(m.group(2)) if m.group(2) else "")
                written = " ".join(filter(None, (mods_text, "case", shown_declaration(
                    kind, shown_part))))
                result.append(Declaration(context + (label,), kind, static, part, written,
                                          match.summary))
    return result, public


SYMBOL_KINDS = {
    "struct": ("swift.struct", "Structure"), "enum": ("swift.enum", "Enumeration"),
    "protocol": ("swift.protocol", "Protocol"), "class": ("swift.class", "Class"),
    "actor": ("swift.class", "Actor"), "typealias": ("swift.typealias", "Type Alias"),
    "init": ("swift.init", "Initializer"), "case": ("swift.enum.case", "Case"),
    "subscript": ("swift.subscript", "Subscript"),
}


def symbol_kind(decl):
    if decl.kind in SYMBOL_KINDS:
        return SYMBOL_KINDS[decl.kind]
    if decl.kind == "func":
        return ("swift.type.method", "Type Method") if decl.static else (
            "swift.method", "Instance Method")
    return ("swift.type.property", "Type Property") if decl.static else (
        "swift.property", "Instance Property")


def check_swiftui(catalog, sources, graph_out):
    module = os.path.basename(os.path.normpath(sources))
    decls = []
    for root, _, files in os.walk(sources):
        for name in sorted(files):
            if name.endswith(".swift"):
                decls.extend(declarations(os.path.join(root, name)))
    own_types = {d.path[0] for d in decls if len(d.path) == 1}
    own = [d for d in decls if d.path[0] in own_types]
    by_path = {}
    for decl in own:
        by_path.setdefault(decl.path, []).append(decl)
    ok = True
    for path, number, link in links(catalog):
        if link.startswith("/"):
            continue  # another module's symbol: `docc convert --dependency` checks it
        target = tuple(split_path(strip_disambiguation(normalize(link, module))))
        where = f"{os.path.relpath(path)}:{number}"
        if target == (module,):
            continue
        if target not in by_path:
            print(f"error: {where}: ``{link}`` is not a public declaration of "
                  f"{os.path.relpath(sources)}")
            ok = False
            continue
        headers = {re.sub(r"\s+", " ", d.header.strip()) for d in by_path[target]}
        if len(target) > 1 and len(headers) > 1 and not re.search(r"-[\w.()>]+$", link):
            print(f"error: {where}: ``{link}`` names {len(headers)} overloads; DocC needs a "
                  f"disambiguation suffix there, so link the type or write the name as code")
            ok = False
    linked = {strip_disambiguation(link) for link in curated(catalog, module)}
    for name in sorted(own_types):
        if name not in linked:
            print(f"error: {module}: public type ``{name}`` is in no topic group of "
                  f"{os.path.relpath(catalog)}")
            ok = False
    print(f"{module}: {len(own_types)} public types, {len(by_path)} public declaration paths "
          f"read from the sources")
    write_graph(module, by_path, graph_out)
    return ok


KEYWORDS = {
    "actor", "any", "associatedtype", "async", "case", "class", "convenience", "dynamic", "enum",
    "extension", "fileprivate", "final", "func", "get", "indirect", "init", "inout", "internal",
    "isolated", "lazy", "let", "mutating", "nonisolated", "nonmutating", "open", "optional",
    "override", "package", "private", "protocol", "public", "required", "rethrows", "set", "some",
    "static", "struct", "subscript", "throws", "typealias", "unowned", "var", "weak", "where",
}


def fragments(declaration, name):
    """The declaration as DocC's declaration fragments: keywords, attributes, the declared name and
    the text between them."""
    out = []
    for token in re.findall(r"@\w+|\w+|[^@\w]+", declaration):
        if token.startswith("@"):
            kind = "attribute"
        elif token in KEYWORDS:
            kind = "keyword"
        elif token == name and not any(f["kind"] == "identifier" for f in out):
            kind = "identifier"
        else:
            kind = "text"
        if out and out[-1]["kind"] == kind == "text":
            out[-1]["spelling"] += token
        else:
            out.append({"kind": kind, "spelling": token})
    return out


def plain(text):
    """Markdown with its symbol and article links turned into code, so it needs no resolving."""
    text = re.sub(r"``([^`]+)``", r"`\1`", text)
    return re.sub(r"<doc:([^>#]+)(#[^>]*)?>", r"\1", text)


def placeholder_comment(module, decls):
    """The real summary of the first declaration, then what this page leaves out."""
    overloads = len({d.shown for d in decls})
    note = (f"This page is a placeholder, made on a system without SwiftUI from the declaration in "
            f"the source{'' if overloads < 2 else f' (the first of {overloads} overloads)'}. The "
            f"full page, with the whole documentation comment, needs {module}'s symbol graph, "
            f"which only an Apple SDK can make.")
    lines = ([plain(decls[0].summary), ""] if decls[0].summary else []) + [note]
    return {"lines": [{"text": line} for line in lines]}


def write_graph(module, by_path, graph_out):
    symbols, relationships = [], []
    for path, decls in sorted(by_path.items()):
        identifier, display = symbol_kind(decls[0])
        precise = "placeholder:" + module + "/" + "/".join(path)
        name = re.match(r"\w*", path[-1]).group(0) or path[-1]
        declaration = fragments(decls[0].shown, name)
        # Lists of symbols show the declaration from its keyword on, without attributes.
        heading = fragments(re.sub(r"^(?:(?:@\w+(?:\([^()]*\))?|public|open|nonisolated)\s*)*", "",
                                   decls[0].shown), name)
        symbols.append({
            "kind": {"identifier": identifier, "displayName": display},
            "identifier": {"precise": precise, "interfaceLanguage": "swift"},
            "pathComponents": list(path),
            "names": {"title": path[-1], "subHeading": heading},
            "declarationFragments": declaration,
            "docComment": placeholder_comment(module, decls),
            "accessLevel": "public",
        })
        if len(path) > 1 and path[:-1] in by_path:
            relationships.append({
                "kind": "requirementOf" if decls[0].kind != "case" and symbol_kind(
                    by_path[path[:-1]][0])[0] == "swift.protocol" else "memberOf",
                "source": precise,
                "target": "placeholder:" + module + "/" + "/".join(path[:-1]),
            })
    graph = {
        "metadata": {"formatVersion": {"major": 0, "minor": 6, "patch": 0},
                     "generator": "Scripts/check-docs.py (placeholder: declarations only)"},
        "module": {"name": module, "platform": {}},
        "symbols": symbols,
        "relationships": relationships,
    }
    os.makedirs(graph_out, exist_ok=True)
    with open(os.path.join(graph_out, module + ".symbols.json"), "w", encoding="utf-8") as f:
        json.dump(graph, f, indent=1)


HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")


def heading_lines(path):
    """(line number, level, text) of each heading of a catalog article, or of the documentation
    comments (`///`) of a Swift file, outside code blocks."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    fenced = False
    for number, line in enumerate(lines, 1):
        if path.endswith(".swift"):
            stripped = line.strip()
            if not stripped.startswith("///"):
                continue
            line = stripped[3:].lstrip(" ")
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        match = None if fenced else HEADING.match(line)
        if match:
            yield number, len(match.group(1)), match.group(2)


def check_headings(paths):
    """Fails on a heading with a code span: DocC shows its backticks as they are written in some
    headings. A page title that is one symbol link (`# ``ChoiceKit`` `) is the page's symbol."""
    ok, count = True, 0
    files = []
    for path in paths:
        for root, _, names in os.walk(path):
            files += [os.path.join(root, name) for name in sorted(names)
                      if name.endswith(".md") or (name.endswith(".swift") and ".docc" not in root)]
    for path in files:
        for number, level, text in heading_lines(path):
            count += 1
            if "`" not in text or (level == 1 and number <= 3 and re.fullmatch(r"``[^`]+``", text)):
                continue
            print(f"error: {os.path.relpath(path)}:{number}: the heading \"{text}\" has a code "
                  f"span, which DocC shows with its backticks; write the name without them")
            ok = False
    print(f"headings: {count} headings checked" if ok else "headings: failed")
    return ok


def check_images(listing):
    ok, named = True, set()
    with open(listing, encoding="utf-8") as f:
        rows = [line.split() for line in f if line.strip() and not line.startswith("#")]
    for copy, snapshot in rows:
        named.add(os.path.normpath(copy))
        if not os.path.exists(copy) or not os.path.exists(snapshot):
            print(f"error: {copy} or {snapshot} is missing")
            ok = False
            continue
        with open(copy, "rb") as a, open(snapshot, "rb") as b:
            if a.read() != b.read():
                print(f"error: {copy} differs from {snapshot}; copy the snapshot again")
                ok = False
    for root, _, files in os.walk("Sources"):
        if ".docc" in root:
            for name in files:
                path = os.path.normpath(os.path.join(root, name))
                if name.endswith(".svg") and path not in named:
                    print(f"error: {path} is not in {listing}")
                    ok = False
    print(f"images: {len(rows)} catalog pictures match their snapshots" if ok else "images: failed")
    return ok


def main(argv):
    if len(argv) >= 3 and argv[1] == "headings":
        return 0 if check_headings(argv[2:]) else 1
    if len(argv) == 3 and argv[1] == "images":
        return 0 if check_images(argv[2]) else 1
    if len(argv) == 5 and argv[1] == "curation":
        return 0 if check_curation(argv[2], argv[3], argv[4]) else 1
    if len(argv) == 5 and argv[1] == "swiftui":
        return 0 if check_swiftui(argv[2], argv[3], argv[4]) else 1
    print(__doc__.strip(), file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
