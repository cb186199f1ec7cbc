#!/usr/bin/env python3
"""The VS Code extension's TextMate grammar for the DSL (Editors/vscode/syntaxes/navlint.tmLanguage.json), run by
a real TextMate engine: babi's tokenizer over Oniguruma (the regex library TextMate and VS Code use), taken from
PyPI into .build/textmate the first time. The checks:
- the grammar is valid JSON, every `include` names an entry of its repository, every regex compiles;
- every DSL file of the project (Samples/ and Tests/, every `*.nav`) is fully matched: a character that is not
  white space is matched when its innermost scope comes from a rule that names a token, so neither the file's
  own scope (`source.navlint`, text no rule matched), nor a `meta.*` scope (a statement, block or list whose
  rule matched around the character but no rule for the character itself), nor an `invalid.*` scope. The
  grammar has no catch-all rule: each rule matches one kind of token where the DSL's grammar puts it;
- a line the DSL does not allow (punctuation where no token starts with it) is left unmatched, so the check
  above can fail;
- with `--navlint PATH`, so is every JSON spec of the project (`*.navgraph.json`) that navlint reads, written
  as the DSL by `navlint fmt --to nav`: the canonical layout of every construct the samples use;
- the scopes of Tests/Editors/Fixtures/showcase.nav, a small spec that uses every construct of the DSL, are
  those of its golden file (showcase.nav.scopes; `--update` writes it anew after a deliberate change), and with
  `--navlint PATH` the showcase is a spec navlint reads without an error.

When the engine cannot be installed (no PyPI), the grammar's JSON is still checked and the rest is skipped
with a message saying so.

Usage: test_grammar.py [--navlint PATH] [--update]
Exit code 0 when every check passes, 1 otherwise.
"""
import argparse
import glob
import importlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from checks import Checks

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GRAMMAR = os.path.join(ROOT, "Editors", "vscode", "syntaxes", "navlint.tmLanguage.json")
SHOWCASE = os.path.join(ROOT, "Tests", "Editors", "Fixtures", "showcase.nav")
GOLDEN = os.path.join(ROOT, "Tests", "Editors", "Fixtures", "showcase.nav.scopes")
ENGINE = os.path.join(ROOT, ".build", "textmate")
ENGINE_PACKAGE = "babi==1.8.0"
SCOPE = "source.navlint"


def load_engine():
    """babi's `highlight` module, installed into .build/textmate when it is not there; None when pip cannot."""
    if ENGINE not in sys.path:
        sys.path.insert(0, ENGINE)
    try:
        from babi import highlight
        return highlight
    except ImportError:
        pass
    install = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                              "--target", ENGINE, ENGINE_PACKAGE], capture_output=True, text=True)
    if install.returncode != 0:
        print(f"skip: the TextMate engine ({ENGINE_PACKAGE} from PyPI) could not be installed:\n"
              f"{install.stderr.strip()[-600:]}")
        return None
    importlib.invalidate_caches()
    from babi import highlight
    return highlight


def rules(node):
    """Every rule object of the grammar, nested ones included."""
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from rules(value)
    elif isinstance(node, list):
        for value in node:
            yield from rules(value)


def check_structure(checks, grammar):
    checks.check(grammar.get("scopeName") == SCOPE, f"the grammar's scopeName is {SCOPE}")
    repository = grammar.get("repository", {})
    for rule in rules(grammar):
        include = rule.get("include")
        if isinstance(include, str) and include.startswith("#"):
            checks.check(include[1:] in repository, f"include {include} names an entry of the repository")


def check_regexes(checks, grammar):
    import onigurumacffi
    for rule in rules(grammar):
        for key in ("match", "begin", "end"):
            pattern = rule.get(key)
            if not isinstance(pattern, str):
                continue
            try:
                onigurumacffi.compile(pattern)
                checks.check(True, "")
            except onigurumacffi.OnigError as error:
                checks.check(False, f"{key} {pattern!r} compiles with Oniguruma: {error}")


def tokenize(highlight, compiler, text):
    """Each line's regions as (line, start, end, scopes), scopes without the file's own, merged where equal."""
    state = compiler.root_state
    tokens = []
    for index, line in enumerate(text.split("\n")):
        state, regions = highlight.highlight_line(compiler, state, line + "\n", index == 0)
        merged = []
        for region in regions:
            start, end = region.start, min(region.end, len(line))
            if start >= end:
                continue
            if merged and merged[-1][2] == start and merged[-1][3] == region.scope:
                merged[-1] = (index + 1, merged[-1][1], end, region.scope)
            else:
                merged.append((index + 1, start, end, region.scope))
        tokens.extend(merged)
    return tokens


def unmatched(tokens, text):
    """`line:column` (from 1) of each non-space character whose innermost scope names no token."""
    lines = text.split("\n")
    places = []
    for line, start, end, scopes in tokens:
        innermost = scopes[-1]
        if innermost == SCOPE or innermost.startswith(("meta.", "invalid.")):
            for column in range(start, end):
                if not lines[line - 1][column].isspace():
                    places.append(f"{line}:{column + 1} ({innermost})")
    return places


def dsl_files():
    files = set()
    for folder in ("Samples", "Tests"):
        files.update(glob.glob(os.path.join(ROOT, folder, "**", "*.nav"), recursive=True))
    return sorted(files)


def check_samples(checks, highlight, compiler):
    files = dsl_files()
    checks.check(len(files) > 10, f"the DSL files are found ({len(files)})")
    for path in files:
        with open(path, encoding="utf-8") as file:
            text = file.read()
        places = unmatched(tokenize(highlight, compiler, text), text)
        name = os.path.relpath(path, ROOT)
        checks.check(not places, f"{name}: every token is scoped; unmatched at {', '.join(places[:8])}")


def check_formatted_specs(checks, highlight, compiler, navlint):
    """Every JSON spec of the project that navlint reads, written as the DSL by `navlint fmt`, is fully matched."""
    specs = sorted(set(glob.glob(os.path.join(ROOT, "Samples", "**", "*.navgraph.json"), recursive=True))
                   | set(glob.glob(os.path.join(ROOT, "Tests", "**", "*.navgraph.json"), recursive=True)))
    converted = 0
    for path in specs:
        result = subprocess.run([navlint, "fmt", "--to", "nav", path], capture_output=True, text=True)
        if result.returncode != 0:
            continue
        converted += 1
        places = unmatched(tokenize(highlight, compiler, result.stdout), result.stdout)
        name = os.path.relpath(path, ROOT)
        checks.check(not places, f"{name} as the DSL: every token is scoped; unmatched at {', '.join(places[:8])}")
    checks.check(converted > 10, f"navlint fmt writes the JSON specs as the DSL ({converted} of {len(specs)})")


def check_rejects(checks, highlight, compiler):
    """Text the DSL does not allow is left unmatched: the coverage check is not vacuous."""
    for text in ("screen Home { push Detail @@ }", "route r \"app://x\" -> Home ;", "screen A(id: Int) !"):
        places = unmatched(tokenize(highlight, compiler, text), text)
        checks.check(places, f"{text!r} leaves its stray punctuation unmatched")


def golden_text(tokens, text):
    lines = text.split("\n")
    out = []
    for line, start, end, scopes in tokens:
        token = lines[line - 1][start:end]
        if token.strip():
            names = " ".join(scope.removesuffix(".navlint") for scope in scopes[1:])
            out.append(f"{line}:{start + 1} {json.dumps(token, ensure_ascii=False)} {names}")
    return "\n".join(out) + "\n"


def check_golden(checks, highlight, compiler, update):
    with open(SHOWCASE, encoding="utf-8") as file:
        text = file.read()
    actual = golden_text(tokenize(highlight, compiler, text), text)
    if update:
        with open(GOLDEN, "w", encoding="utf-8") as file:
            file.write(actual)
        print(f"wrote {os.path.relpath(GOLDEN, ROOT)}")
    with open(GOLDEN, encoding="utf-8") as file:
        expected = file.read()
    if not checks.check(actual == expected, "the showcase's scopes are those of showcase.nav.scopes "
                        "(run with --update after a deliberate change to the grammar)"):
        for want, got in zip(expected.splitlines(), actual.splitlines()):
            if want != got:
                print(f"  expected: {want}\n  actual:   {got}")
                break


def check_showcase_reads(checks, navlint):
    result = subprocess.run([navlint, "check", SHOWCASE], capture_output=True, text=True)
    checks.check(result.returncode in (0, 1), f"navlint reads the showcase without an error: {result.stdout}"
                 f"{result.stderr}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--navlint", help="a navlint binary that must read the showcase spec")
    parser.add_argument("--update", action="store_true", help="write the golden scopes anew")
    arguments = parser.parse_args()
    checks = Checks()
    with open(GRAMMAR, encoding="utf-8") as file:
        grammar = json.load(file)
    check_structure(checks, grammar)
    if arguments.navlint:
        check_showcase_reads(checks, arguments.navlint)
    highlight = load_engine()
    if highlight is not None:
        check_regexes(checks, grammar)
        with tempfile.TemporaryDirectory() as folder:
            shutil.copy(GRAMMAR, os.path.join(folder, SCOPE + ".json"))
            compiler = highlight.Grammars(folder).compiler_for_scope(SCOPE)
            check_samples(checks, highlight, compiler)
            if arguments.navlint:
                check_formatted_specs(checks, highlight, compiler, arguments.navlint)
            check_rejects(checks, highlight, compiler)
            check_golden(checks, highlight, compiler, arguments.update)
    return checks.summary("grammar")


if __name__ == "__main__":
    sys.exit(main())
