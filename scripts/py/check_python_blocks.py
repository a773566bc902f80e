"""Parses Python code blocks with python3's own parser.

Reads JSON from stdin: {"python": [{"key", "code"}]}
Writes JSON to stdout: {"python": {key: {"error": str|None, "line": int|None, "imports": [module, ...]}}}
`imports` lists the absolute modules the block imports (`nillion_client`, `nada_numpy.client`), so
lib/checks/content-check.ts can choose the blocks pyright checks against the vendored releases.
Used by lib/checks/content-check.ts (one python3 process for the whole site).
"""
import ast
import json
import sys
import textwrap


def imported_modules(tree):
    modules = []
    for n in ast.walk(tree):
        if isinstance(n, ast.Import):
            modules.extend(a.name for a in n.names)
        elif isinstance(n, ast.ImportFrom) and n.level == 0 and n.module:
            modules.append(n.module)
    return sorted(set(modules))


def main():
    request = json.load(sys.stdin)
    result = {}
    for block in request["python"]:
        code = textwrap.dedent(block["code"])
        try:
            tree = ast.parse(code)
        except SyntaxError as e:
            result[block["key"]] = {"error": f"{e.msg}", "line": e.lineno, "imports": []}
            continue
        result[block["key"]] = {"error": None, "line": None, "imports": imported_modules(tree)}
    json.dump({"python": result}, sys.stdout)


if __name__ == "__main__":
    main()
