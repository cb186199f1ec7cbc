#!/usr/bin/env python3
"""Checks the size limits of the Swift sources: no type body over 400 lines, no function over 60 lines,
no line over 120 columns. Prints one `file:line: message` per violation and exits 1 when there is any.

Usage: scripts/check_sizes.py [FOLDER_OR_FILE ...]   (default: Sources)

How it measures:
- A type body is the braces of a `struct`, `class`, `enum`, `actor`, `protocol` or `extension`; a function
  is the braces of a `func`, `init`, `deinit` or `subscript`. Their size is counted from the line of the
  opening brace to the line of the closing one, both included. Braces inside comments and string literals
  (single-line, multi-line, raw, and the code inside interpolations) are told apart from code.
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
FUNCTION_LIMIT = 60
LINE_LIMIT = 120

TYPE_KEYWORDS = ("struct", "class", "enum", "actor", "protocol", "extension")
NOT_A_TYPE_AFTER_CLASS = {"var", "let", "func", "subscript", "override", "final", "static", "init"}
DECLARATION = re.compile(
    r"(?<![.\w])(?:(func)\s+[^\s(<]+|(init)[?!]?\s*[(<]|(deinit)\b|(subscript)\s*[(<]"
    r"|(struct|class|enum|actor|protocol|extension)\s+([A-Za-z_]\w*))"
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
    with open(path, encoding="utf-8") as file:
        text = file.read()
    kinds = mask(text)
    lines = text.split("\n")
    kind_lines = kinds.split("\n")
    violations = []

    in_table = False
    for number, (line, kind) in enumerate(zip(lines, kind_lines), start=1):
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

    # Braces of code only; each `{` looks back at the code since the previous brace.
    code_chars = [ch if k == "c" else ("\n" if ch == "\n" else " ") for ch, k in zip(text, kinds)]
    stack = []
    line = 1
    segment_start = 0
    for index, ch in enumerate(code_chars):
        if ch == "\n":
            line += 1
        elif ch == "{":
            declaration = declaration_before("".join(code_chars[segment_start:index]))
            stack.append((declaration, line))
            segment_start = index + 1
        elif ch == "}":
            if stack:
                declaration, opened = stack.pop()
                size = line - opened + 1
                if declaration:
                    kind, name = declaration
                    limit = TYPE_BODY_LIMIT if kind == "type" else FUNCTION_LIMIT
                    if size > limit:
                        what = "type body" if kind == "type" else "function"
                        violations.append((opened, f"{what} `{name}` is {size} lines (limit {limit})"))
            segment_start = index + 1
    return sorted(violations)


def swift_files(paths):
    for path in paths:
        if os.path.isfile(path):
            yield path
            continue
        for folder, subfolders, files in os.walk(path):
            subfolders.sort()
            for name in sorted(files):
                file_path = os.path.join(folder, name)
                if name.endswith(".swift") and not os.path.islink(file_path):  # a link is checked where it lives
                    yield file_path


def main(arguments):
    count = 0
    for path in swift_files(arguments or ["Sources"]):
        for number, message in check_file(path):
            print(f"{path}:{number}: {message}")
            count += 1
    if count:
        print(f"{count} size violation{'s' if count != 1 else ''}", file=sys.stderr)
    return 1 if count else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
