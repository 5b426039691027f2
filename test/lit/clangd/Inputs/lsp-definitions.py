# SPDX-License-Identifier: Apache-2.0
"""Writes a clangd -lit-test session (messages separated by '---') that opens FILE and asks
textDocument/definition at the first use of each NAME (after the line that contains "MARK",
if given as --after=MARK), then shuts down. Usage: lsp-definitions.py FILE [--after=MARK] NAME..."""
import json
import sys

path = sys.argv[1]
args = sys.argv[2:]
after = None
if args and args[0].startswith("--after="):
    after = args[0][len("--after="):]
    args = args[1:]
text = open(path).read()
lines = text.split("\n")
start = 0
if after is not None:
    start = next(i for i, l in enumerate(lines) if after in l) + 1
uri = "file://" + path
msgs = [
    {"jsonrpc": "2.0", "id": 0, "method": "initialize",
     "params": {"processId": None, "rootUri": None, "capabilities": {}}},
    {"jsonrpc": "2.0", "method": "initialized", "params": {}},
    {"jsonrpc": "2.0", "method": "textDocument/didOpen",
     "params": {"textDocument": {"uri": uri, "languageId": "cuda", "version": 1, "text": text}}},
]
for n, name in enumerate(args, start=1):
    line = next(i for i in range(start, len(lines)) if name in lines[i])
    msgs.append({"jsonrpc": "2.0", "id": n, "method": "textDocument/definition",
                 "params": {"textDocument": {"uri": uri},
                            "position": {"line": line, "character": lines[line].index(name)}}})
msgs.append({"jsonrpc": "2.0", "id": 99, "method": "shutdown"})
msgs.append({"jsonrpc": "2.0", "method": "exit"})
print("\n---\n".join(json.dumps(m) for m in msgs))
