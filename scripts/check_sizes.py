#!/usr/bin/env python3
"""Checks the size limits of the Swift sources: no type body over 400 lines, no type over 600 lines summed
across its files, no function over 60 lines, no line over 120 columns. Prints one `file:line: message` per
violation and exits 1 when there is any.

Usage: scripts/check_sizes.py [FOLDER_OR_FILE ...]   (default: Sources)

How it measures:
- A type body is the braces of a `struct`, `class`, `enum`, `actor`, `protocol` or `extension`; a function
  is the braces of a `func`, `init`, `deinit` or `subscript`. Their size is counted from the line of the
  opening brace to the line of the closing one, both included. Braces inside comments and string literals
  (single-line, multi-line, raw, and the code inside interpolations) are told apart from code.
- A type's size is the sum of its bodies in every file given: its declaration and each `extension` of it
  (`Type+Part.swift` files). Types are told apart by their full name (`Outer.Inner` for a nested type, as
  `extension Outer.Inner` writes it); a type declared inside a function is counted with the function only.
  The sum is reported at the type's declaration, or at its first extension when it is declared elsewhere.
- A line's width is its number of characters (Unicode scalars), not bytes.

Exemptions (string tables: text that is output or prose, which no formatter can wrap):
- a line whose every character is inside a string literal (the body of a multi-line string);
- a line whose code is one plain string literal without interpolation, optionally after an argument
  label and followed by `,` or closing brackets (a long summary or help text passed as an argument);
- the lines between `// lint: table begin` and `// lint: table end`, for a table of strings that does
  not fit the two rules above. Keep such regions rare and short.
"""

import os
import re
import sys

TYPE_BODY_LIMIT = 400
TYPE_TOTAL_LIMIT = 600
FUNCTION_LIMIT = 60
LINE_LIMIT = 120

TYPE_KEYWORDS = ("struct", "class", "enum", "actor", "protocol", "extension")
NOT_A_TYPE_AFTER_CLASS = {"var", "let", "func", "subscript", "override", "final", "static", "init"}
DECLARATION = re.compile(
    r"(?<![.\w])(?:(func)\s+[^\s(<]+|(init)[?!]?\s*[(<]|(deinit)\b|(subscript)\s*[(<]"
    r"|(struct|class|enum|actor|protocol|extension)\s+([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*))"
)
PLAIN_STRING_LINE = re.compile(r'^\s*(?:[A-Za-z_]\w*:\s*)?"(?:[^"\\]|\\[^(])*"\s*[,)\]]*\s*$')
TABLE_BEGIN = "// lint: table begin"
TABLE_END = "// lint: table end"


def mask(text):
    """The text with every character of comments and string literals replaced: `c` for code, `s` for
    string content (quotes included), `/` for comments, newlines kept. Interpolated code is code."""
    kinds = []
    i, n = 0, len(text)
    # A stack of contexts: ("code", paren depth) inside an interpolation, or the string being read.
    stack = [("code", 0)]

    def emit(kind, count=1):
        for k in range(count):
            kinds.append("\n" if text[i + k] == "\n" else kind)

    while i < n:
        top = stack[-1]
        if top[0] == "code":
            ch = text[i]
            if text.startswith("//", i):
                end = text.find("\n", i)
                end = n if end < 0 else end
                emit("/", end - i)
                i = end
            elif text.startswith("/*", i):
                depth, j = 0, i
                while j < n:
                    if text.startswith("/*", j):
                        depth, j = depth + 1, j + 2
                    elif text.startswith("*/", j):
                        depth, j = depth - 1, j + 2
                        if depth == 0:
                            break
                    else:
                        j += 1
                emit("/", j - i)
                i = j
            elif ch == "#" or ch == '"':
                hashes = 0
                while i + hashes < n and text[i + hashes] == "#":
                    hashes += 1
                j = i + hashes
                if j < n and text[j] == '"':
                    multi = text.startswith('"""', j)
                    opener = hashes + (3 if multi else 1)
                    emit("s", opener)
                    i += opener
                    stack.append(("string", hashes, multi))
                else:
                    emit("c", max(hashes, 1))
                    i += max(hashes, 1)
            elif ch == "(":
                stack[-1] = ("code", top[1] + 1)
                emit("c")
                i += 1
            elif ch == ")":
                if top[1] == 0 and len(stack) > 1:
                    stack.pop()  # the end of an interpolation
                    emit("s")
                else:
                    stack[-1] = ("code", max(top[1] - 1, 0))
                    emit("c")
                i += 1
            else:
                emit("c")
                i += 1
        else:
            _, hashes, multi = top
            closer = ('"""' if multi else '"') + "#" * hashes
            escape = "\\" + "#" * hashes
            if text.startswith(closer, i):
                emit("s", len(closer))
                i += len(closer)
                stack.pop()
            elif text.startswith(escape + "(", i):
                emit("s", len(escape) + 1)
                i += len(escape) + 1
                stack.append(("code", 0))
            elif text.startswith(escape, i) and i + len(escape) < n:
                emit("s", len(escape) + 1)
                i += len(escape) + 1
            elif text[i] == "\n" and not multi:
                stack.pop()  # an unterminated string: do not let it swallow the file
                emit("s")
                i += 1
            else:
                emit("s")
                i += 1
    return "".join(kinds)


def declaration_before(code):
    """The kind and name of the declaration a `{` opens, from the code since the previous brace."""
    found = None
    for match in DECLARATION.finditer(code):
        func, init, deinit, subscript, type_keyword, type_name = match.groups()
        if type_keyword:
            if type_keyword == "class" and type_name in NOT_A_TYPE_AFTER_CLASS:
                continue
            found = ("type", f"{type_keyword} {type_name}")
        else:
            name = match.group(0).split("(")[0].split("<")[0].strip()
            found = ("function", name)
    return found


def check_file(path):
    """The file's violations of the per-body and line limits, as (line, message), and its type bodies, as
    (full type name, line of the opening brace, lines, whether it is the declaration) for the per-type sum."""
    with open(path, encoding="utf-8") as file:
        text = file.read()
    kinds = mask(text)
    violations = long_lines(text, kinds)

    # Braces of code only; each `{` looks back at the code since the previous brace.
    code_chars = [ch if k == "c" else ("\n" if ch == "\n" else " ") for ch, k in zip(text, kinds)]
    stack = []  # (declaration, line of `{`, full type name or None, inside a function)
    bodies = []
    line = 1
    segment_start = 0
    for index, ch in enumerate(code_chars):
        if ch == "\n":
            line += 1
        elif ch == "{":
            declaration = declaration_before("".join(code_chars[segment_start:index]))
            stack.append((declaration, line) + scope_of(declaration, stack))
            segment_start = index + 1
        elif ch == "}":
            if stack:
                declaration, opened, type_name, in_function = stack.pop()
                size = line - opened + 1
                if declaration:
                    kind, name = declaration
                    limit = TYPE_BODY_LIMIT if kind == "type" else FUNCTION_LIMIT
                    if size > limit:
                        what = "type body" if kind == "type" else "function"
                        violations.append((opened, f"{what} `{name}` is {size} lines (limit {limit})"))
                    if kind == "type" and not in_function:
                        bodies.append((type_name, opened, size, not name.startswith("extension ")))
            segment_start = index + 1
    return sorted(violations), bodies


def scope_of(declaration, stack):
    """For a `{` that opens `declaration` inside the bodies on `stack`: the full name of the type it opens
    (None for anything else) and whether it is inside a function."""
    in_function = any(entry[3] or (entry[0] and entry[0][0] == "function") for entry in stack)
    if not declaration or declaration[0] != "type":
        return (None, in_function)
    keyword, name = declaration[1].split(" ", 1)
    enclosing = next((entry[2] for entry in reversed(stack) if entry[0]), None)
    if keyword == "extension" or enclosing is None:
        return (name, in_function)
    return (f"{enclosing}.{name}", in_function)


def long_lines(text, kinds):
    """(line, message) for each line over the width limit that is not exempt."""
    violations = []
    in_table = False
    for number, (line, kind) in enumerate(zip(text.split("\n"), kinds.split("\n")), start=1):
        stripped = line.strip()
        if stripped == TABLE_BEGIN:
            in_table = True
        elif stripped == TABLE_END:
            in_table = False
        if len(line) <= LINE_LIMIT or in_table:
            continue
        content = [k for k, ch in zip(kind, line) if not ch.isspace()]
        if content and all(k == "s" for k in content):
            continue
        if PLAIN_STRING_LINE.match(line) and "/" not in kind:
            continue
        violations.append((number, f"line is {len(line)} columns (limit {LINE_LIMIT})"))
    return violations


def oversized_types(bodies):
    """(path, line, message) for each type whose bodies, summed over every file, pass the per-type limit.
    `bodies` holds (path, full type name, line, lines, whether it is the declaration)."""
    by_type = {}
    for path, name, line, size, is_declaration in bodies:
        by_type.setdefault(name, []).append((not is_declaration, path, line, size))
    violations = []
    for name, parts in sorted(by_type.items()):
        total = sum(size for _, _, _, size in parts)
        _, path, line, _ = min(parts)
        if total <= TYPE_TOTAL_LIMIT:
            continue
        files = len({part[1] for part in parts})
        where = f"across {files} files" if files > 1 else "in one file"
        violations.append((path, line, f"type `{name}` is {total} lines {where} (limit {TYPE_TOTAL_LIMIT})"))
    return violations


def swift_files(paths):
    """The Swift files under `paths`, each once: a link to a file that is also given (a source embedded as a
    resource of another target) is skipped, so that its types are not counted twice."""
    found = []
    for path in paths:
        found += [path] if os.path.isfile(path) else []
        for folder, subfolders, files in os.walk(path):
            subfolders.sort()
            found += [os.path.join(folder, name) for name in sorted(files) if name.endswith(".swift")]
    seen = {os.path.realpath(file) for file in found if not os.path.islink(file)}
    for file in found:
        real = os.path.realpath(file)
        if not os.path.islink(file) or real not in seen:
            seen.add(real)
            yield file


def main(arguments):
    violations, bodies = [], []
    for path in swift_files(arguments or ["Sources"]):
        file_violations, file_bodies = check_file(path)
        violations += [(path, number, message) for number, message in file_violations]
        bodies += [(path,) + body for body in file_bodies]
    violations += oversized_types(bodies)
    for path, number, message in violations:
        print(f"{path}:{number}: {message}")
    count = len(violations)
    if count:
        print(f"{count} size violation{'s' if count != 1 else ''}", file=sys.stderr)
    return 1 if count else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
