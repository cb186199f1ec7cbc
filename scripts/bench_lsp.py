#!/usr/bin/env python3
"""Times `navlint lsp` as an editor uses it on a large spec.

On a generated spec of --screens screens and as many routes (scripts/gen_spec.py), opened in the server over
a pipe, each round makes a one-character edit (a space added after a comma, so the findings stay the same),
then times until the new version's diagnostics are published, and the hover, definition and completion
requests sent right after the edit, while that analysis runs. Prints medians against the goals (300 ms for
diagnostics, 50 ms for each request) and the server's peak resident memory (goal 300 MiB).

  scripts/bench_lsp.py [--navlint .build/release/navlint] [--screens 10000] [--rounds 10] [--markdown]
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_spec  # noqa: E402


class Server:
    """A `navlint lsp` process and the messages it sent, read as they are needed."""

    def __init__(self, navlint, folder):
        self.process = subprocess.Popen([navlint, "lsp"], cwd=folder, stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.next_id = 1
        self.pending = []

    def send(self, message):
        message["jsonrpc"] = "2.0"
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def read(self):
        length = None
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise SystemExit("navlint lsp ended early")
            if line in (b"\r\n", b"\n"):
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def wait_for(self, matches):
        for index, message in enumerate(self.pending):
            if matches(message):
                return self.pending.pop(index)
        while True:
            message = self.read()
            if matches(message):
                return message
            self.pending.append(message)

    def request(self, method, params):
        """Sends a request; returns its id, to wait for its response."""
        request_id = self.next_id
        self.next_id += 1
        self.send({"id": request_id, "method": method, "params": params})
        return request_id

    def response(self, request_id):
        return self.wait_for(lambda message: message.get("id") == request_id)

    def diagnostics(self, uri, version):
        return self.wait_for(lambda message: message.get("method") == "textDocument/publishDiagnostics"
                             and message["params"]["uri"] == uri and message["params"].get("version") == version)

    def peak_memory(self):
        """The peak resident memory in MiB, from /proc (None where there is none)."""
        try:
            with open(f"/proc/{self.process.pid}/status", encoding="utf-8") as status:
                for line in status:
                    if line.startswith("VmHWM:"):
                        return int(line.split()[1]) / 1024.0
        except OSError:
            return None
        return None


def position_of(text, needle, offset_in_needle):
    """The LSP position (UTF-16) of the character `offset_in_needle` into the first `needle` of `text`."""
    index = text.index(needle) + offset_in_needle
    line = text.count("\n", 0, index)
    start = text.rfind("\n", 0, index) + 1
    return {"line": line, "character": len(text[start:index].encode("utf-16-le")) // 2}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--navlint", default=".build/release/navlint")
    parser.add_argument("--screens", type=int, default=10000)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--markdown", action="store_true")
    args = parser.parse_args()
    navlint = os.path.abspath(args.navlint)

    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "large.navgraph.json")
        text = json.dumps(gen_spec.generate(args.screens, args.screens), indent=2) + "\n"
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
        uri = "file://" + path
        server = Server(navlint, folder)
        server.response(server.request("initialize", {"processId": None, "capabilities": {}}))
        server.send({"method": "initialized", "params": {}})
        start = time.perf_counter()
        server.send({"method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": uri, "languageId": "json", "version": 1, "text": text}}})
        findings = len(server.diagnostics(uri, 1)["params"]["diagnostics"])
        opened = time.perf_counter() - start

        target = position_of(text, '"to": "S', 9)
        route = position_of(text, '"target": "S', 13)
        edit_at = position_of(text, '"kind": "switch",', 17)
        timings = {"diagnostics": [], "hover": [], "definition": [], "completion": []}
        for version in range(2, args.rounds + 2):
            start = time.perf_counter()
            server.send({"method": "textDocument/didChange", "params": {
                "textDocument": {"uri": uri, "version": version},
                "contentChanges": [{"range": {"start": edit_at, "end": edit_at}, "text": " "}]}})
            for method, place in (("hover", target), ("definition", target), ("completion", route)):
                sent = time.perf_counter()
                answer = server.response(server.request(
                    f"textDocument/{method}", {"textDocument": {"uri": uri}, "position": place}))
                timings[method].append(time.perf_counter() - sent)
                if answer.get("result") in (None, [], {}):
                    raise SystemExit(f"{method} gave no answer: {answer}")
            server.diagnostics(uri, version)
            timings["diagnostics"].append(time.perf_counter() - start)
        peak = server.peak_memory()
        server.response(server.request("shutdown", None))
        server.send({"method": "exit"})
        code = server.process.wait(timeout=30)

    goals = {"diagnostics": 300, "hover": 50, "definition": 50, "completion": 50}
    medians = {name: statistics.median(values) * 1000 for name, values in timings.items()}
    if args.markdown:
        print(f"| navlint lsp, {args.screens:,} screens and routes | median | goal |")
        print("|---|---:|---:|")
        print(f"| open: diagnostics published ({findings} findings) | {opened*1000:.0f} ms | |")
        for name, goal in goals.items():
            what = "diagnostics after a one-character edit" if name == "diagnostics" else f"{name}, during that analysis"
            print(f"| {what} | {medians[name]:.0f} ms | {goal} ms |")
        print(f"| peak memory | {peak:.0f} MiB | 300 MiB |" if peak else "| peak memory | n/a | 300 MiB |")
    else:
        print(f"navlint lsp on {args.screens} screens and routes: open {opened*1000:.0f} ms ({findings} findings)")
        for name, goal in goals.items():
            verdict = "ok" if medians[name] <= goal else "over"
            print(f"  {name}: {medians[name]:.0f} ms median of {args.rounds} (goal {goal} ms, {verdict})")
        print(f"  peak memory: {peak:.0f} MiB (goal 300 MiB)" if peak else "  peak memory: n/a")
        print(f"  exit code after shutdown and exit: {code}")
    return 0 if code == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
