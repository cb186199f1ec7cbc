#!/usr/bin/env python3
"""The VS Code extension in Editors/vscode, checked without VS Code or npm (neither can be had here):
- package.json is valid JSON with what VS Code and vsce require of a manifest (name, version, publisher,
  engines.vscode, main), the DSL's language (`navlint`, `.nav`), its grammar, the `navlint.path` and
  `navlint.trace.server` settings, the restart command, and vscode-languageclient as its one dependency;
  every file it points to exists, and the grammar's scope is the one the manifest names;
- language-configuration.json is valid JSON with the DSL's comment, brackets and pairs;
- the client parses (`node --check`), and Tests/Editors/client_harness.js runs it against stand-ins for the
  `vscode` modules: it starts `navlint lsp` for the right documents, restarts and reports as it should;
- nothing from npm (node_modules, a .vsix) is committed.

Usage: test_vscode_extension.py
Exit code 0 when every check passes, 1 otherwise.
"""
import json
import os
import re
import subprocess
import sys
from checks import Checks

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXTENSION = os.path.join(ROOT, "Editors", "vscode")
HARNESS = os.path.join(ROOT, "Tests", "Editors", "client_harness.js")


def load_json(checks, name):
    try:
        with open(os.path.join(EXTENSION, name), encoding="utf-8") as file:
            return json.load(file)
    except (OSError, ValueError) as error:
        checks.check(False, f"{name} is valid JSON: {error}")
        return None


def exists(relative):
    return os.path.isfile(os.path.normpath(os.path.join(EXTENSION, relative)))


def check_manifest_fields(checks, manifest):
    name = manifest.get("name", "")
    checks.check(re.fullmatch(r"[a-z0-9][a-z0-9-]*", name), f"name {name!r} is lowercase with no spaces")
    checks.check(re.fullmatch(r"\d+\.\d+\.\d+", manifest.get("version", "")), "version is x.y.z")
    checks.check(bool(manifest.get("publisher")), "publisher is set")
    engine = manifest.get("engines", {}).get("vscode", "")
    checks.check(re.fullmatch(r"\^\d+\.\d+\.\d+", engine), f"engines.vscode {engine!r} is a ^x.y.z range")
    checks.check(exists(manifest.get("main", "")), "main names the client, which exists")
    events = manifest.get("activationEvents", [])
    checks.check("onLanguage:navlint" in events, "the DSL activates the extension")
    checks.check("onLanguage:json" in events, "JSON documents activate it (the client starts for JSON specs)")
    dependencies = manifest.get("dependencies", {})
    checks.check(list(dependencies) == ["vscode-languageclient"], "vscode-languageclient is the one dependency")
    checks.check(re.fullmatch(r"\^9\.\d+\.\d+", dependencies.get("vscode-languageclient", "")),
                 "vscode-languageclient 9 (LSP 3.17)")


def check_contributions(checks, manifest):
    contributes = manifest.get("contributes", {})
    languages = [language for language in contributes.get("languages", []) if language.get("id") == "navlint"]
    if not checks.check(len(languages) == 1, "one contributed language has the id navlint"):
        return
    language = languages[0]
    checks.check(language.get("extensions") == [".nav"], "the navlint language is the .nav files")
    checks.check(exists(language.get("configuration", "")), "the language configuration exists")
    grammars = [grammar for grammar in contributes.get("grammars", []) if grammar.get("language") == "navlint"]
    if checks.check(len(grammars) == 1 and exists(grammars[0].get("path", "")), "the grammar exists"):
        with open(os.path.join(EXTENSION, grammars[0]["path"]), encoding="utf-8") as file:
            scope = json.load(file).get("scopeName")
        checks.check(scope == grammars[0].get("scopeName") == "source.navlint",
                     "the grammar's scopeName is the manifest's, source.navlint")
    properties = contributes.get("configuration", {}).get("properties", {})
    checks.check(properties.get("navlint.path", {}).get("default") == "navlint",
                 "navlint.path defaults to navlint on PATH")
    trace = properties.get("navlint.trace.server", {})
    checks.check(trace.get("enum") == ["off", "messages", "verbose"] and trace.get("default") == "off",
                 "navlint.trace.server is off, messages or verbose (vscode-languageclient reads it)")
    commands = [command.get("command") for command in contributes.get("commands", [])]
    checks.check(commands == ["navlint.restartServer"], "the restart command is contributed")
    with open(os.path.join(EXTENSION, manifest.get("main", "extension.js")), encoding="utf-8") as file:
        client = file.read()
    for command in commands:
        checks.check(f"'{command}'" in client, f"the client registers {command}")


def check_language_configuration(checks):
    configuration = load_json(checks, "language-configuration.json")
    if configuration is None:
        return
    checks.check(configuration.get("comments", {}).get("lineComment") == "#", "# starts a line comment")
    checks.check(["{", "}"] in configuration.get("brackets", []) and ["(", ")"] in configuration["brackets"],
                 "braces and parentheses are brackets")
    opens = [pair.get("open") for pair in configuration.get("autoClosingPairs", [])]
    checks.check(all(symbol in opens for symbol in ("{", "(", "[", '"')), "brackets and quotes close themselves")
    try:
        word = re.compile(configuration.get("wordPattern", ""))
        checks.check(word.fullmatch("MainTabs.home") and word.match("A->B").group() == "A",
                     "a word is an id or Tabs.tab reference, and `->` ends it")
    except re.error as error:
        checks.check(False, f"wordPattern is a regular expression: {error}")


def check_client(checks):
    client = os.path.join(EXTENSION, "extension.js")
    syntax = subprocess.run(["node", "--check", client], capture_output=True, text=True)
    checks.check(syntax.returncode == 0, f"node --check extension.js: {syntax.stderr.strip()}")
    run = subprocess.run(["node", HARNESS, client], capture_output=True, text=True, timeout=60)
    print(run.stdout.strip())
    checks.check(run.returncode == 0, f"the client's scenarios pass: {run.stderr.strip()}")


def check_nothing_from_npm(checks):
    tracked = subprocess.run(["git", "ls-files", "Editors/vscode"], cwd=ROOT, capture_output=True, text=True)
    files = tracked.stdout.split()
    checks.check(not any("node_modules" in name or name.endswith(".vsix") for name in files),
                 "no node_modules or .vsix is committed")
    checks.check(exists(".vscodeignore") and exists("README.md"), "the extension has .vscodeignore and a README")


def main():
    checks = Checks()
    manifest = load_json(checks, "package.json")
    if manifest is not None:
        check_manifest_fields(checks, manifest)
        check_contributions(checks, manifest)
    check_language_configuration(checks)
    check_client(checks)
    check_nothing_from_npm(checks)
    return checks.summary("vscode extension")


if __name__ == "__main__":
    sys.exit(main())
