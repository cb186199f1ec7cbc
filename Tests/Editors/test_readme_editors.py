#!/usr/bin/env python3
"""The set-up snippets of the README's "Editors" section, which people copy as they are:
- each parses in its own language: TOML (Helix, Zed) and JSON (Sublime LSP) always, YAML (Sublime's syntaxes)
  with PyYAML and Lua (Neovim) with `luac` when they are installed, skipped with a message otherwise;
- each starts `navlint lsp` for the files it should: Neovim's filetype and autocommand, Helix's server and its
  two languages, Zed's server on its JSON language, Sublime's selector naming the scopes its syntaxes define;
- the VS Code commands name the .vsix that the extension's manifest makes.

Usage: test_readme_editors.py
Exit code 0 when every check passes, 1 otherwise.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
from checks import Checks

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def snippets():
    """The fenced blocks of the Editors section as (language, text), in their order."""
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as file:
        readme = file.read()
    start = readme.index("\n## Editors\n")
    end = readme.index("\n## ", start + 1)
    return re.findall(r"```(\w+)\n(.*?)```", readme[start:end], re.S)


def blocks(language):
    return [text for name, text in snippets() if name == language]


def check_vscode(checks):
    with open(os.path.join(ROOT, "Editors", "vscode", "package.json"), encoding="utf-8") as file:
        manifest = json.load(file)
    vsix = f"{manifest['name']}-{manifest['version']}.vsix"
    shell = "\n".join(blocks("sh"))
    checks.check("cd Editors/vscode" in shell and "npx @vscode/vsce package" in shell, "VS Code: vsce packages")
    checks.check(f"code --install-extension {vsix}" in shell, f"VS Code: the install names {vsix}")


def check_neovim(checks):
    [lua] = blocks("lua")
    checks.check('extension = { nav = "navlint" }' in lua, "Neovim: .nav files are the navlint filetype")
    checks.check('pattern = { "navlint", "json" }' in lua and "%.navgraph%.json$" in lua,
                 "Neovim: the server starts for navlint files and JSON specs only")
    checks.check('cmd = { "navlint", "lsp" }' in lua and "vim.lsp.start(" in lua, "Neovim: vim.lsp.start runs it")
    compiler = shutil.which("luac5.4") or shutil.which("luac")
    if compiler is None:
        print("skip: no luac to parse the Neovim snippet (apt-get install lua5.4)")
        return
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as file:
        file.write(lua)
    result = subprocess.run([compiler, "-p", file.name], capture_output=True, text=True)
    os.unlink(file.name)
    checks.check(result.returncode == 0, f"Neovim: the snippet is Lua: {result.stderr.strip()}")


def check_helix(checks, toml):
    helix = next((document for document in toml if "language-server" in document), {})
    server = helix.get("language-server", {}).get("navlint", {})
    checks.check(server == {"command": "navlint", "args": ["lsp"]}, "Helix: the server is `navlint lsp`")
    languages = {language["name"]: language for language in helix.get("language", [])}
    dsl = languages.get("navlint", {})
    checks.check(dsl.get("file-types") == ["nav"] and dsl.get("language-servers") == ["navlint"],
                 "Helix: .nav files are the navlint language, served by navlint")
    specs = languages.get("navgraph-json", {})
    checks.check({"glob": "*.navgraph.json"} in specs.get("file-types", []) and specs.get("grammar") == "json"
                 and "navlint" in specs.get("language-servers", []) and specs.get("language-id") == "json",
                 "Helix: JSON specs keep the JSON grammar and get the server")


def check_zed(checks, toml):
    manifest = next((document for document in toml if "language_servers" in document), {})
    server = manifest.get("language_servers", {}).get("navlint", {})
    checks.check(server.get("languages") == ["JSON"], "Zed: the extension declares the server for JSON")
    cargo = next((document for document in toml if "package" in document), {})
    checks.check(cargo.get("lib", {}).get("crate-type") == ["cdylib"]
                 and "zed_extension_api" in cargo.get("dependencies", {}), "Zed: Cargo.toml builds an extension")
    [rust] = blocks("rust")
    checks.check('args: vec!["lsp".into()]' in rust and 'LspSettings::for_worktree("navlint"' in rust
                 and "register_extension!" in rust, "Zed: the extension starts `navlint lsp`, or lsp settings' binary")


def check_sublime(checks):
    [settings] = [json.loads(text) for text in blocks("json")]
    client = settings.get("clients", {}).get("navlint", {})
    checks.check(client.get("command") == ["navlint", "lsp"], "Sublime: the client runs `navlint lsp`")
    selector = {scope.strip() for scope in client.get("selector", "").split("|")}
    try:
        import yaml
    except ImportError:
        print("skip: no PyYAML to parse the Sublime syntaxes")
        return
    syntaxes = [yaml.safe_load(text.split("---\n", 1)[1]) for text in blocks("yaml")]
    scopes = {syntax.get("scope") for syntax in syntaxes}
    checks.check(selector == scopes == {"source.navlint", "source.json.navgraph"},
                 "Sublime: the client's selector names the scopes of the two syntaxes")
    extensions = sorted(extension for syntax in syntaxes for extension in syntax.get("file_extensions", []))
    checks.check(extensions == ["nav", "navgraph.json"], "Sublime: the syntaxes are .nav and .navgraph.json files")


def main():
    checks = Checks()
    toml = []
    for text in blocks("toml"):
        try:
            toml.append(tomllib.loads(text))
            checks.check(True, "")
        except tomllib.TOMLDecodeError as error:
            checks.check(False, f"a TOML snippet parses: {error}")
    check_vscode(checks)
    check_neovim(checks)
    check_helix(checks, toml)
    check_zed(checks, toml)
    check_sublime(checks)
    return checks.summary("readme editors")


if __name__ == "__main__":
    sys.exit(main())
