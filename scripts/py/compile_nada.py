"""Compiles nada programs with one released nada-dsl, the way `nada_dsl.compile` does.

Usage: python3 compile_nada.py <import root>... < request.json

The import roots are the vendored packages (tests/fixtures/pypi/<package>-<version>/) and the
offline shims, in that order. The request is {"pages": [{"key", "programs": [{"key", "module",
"code"}]}]}: the programs of one page are written side by side into one folder (so one may import
another, as in a nada project's src/), then each is compiled in a forked child: import the module,
call `nada_main()` and build the MIR with `nada_dsl.compiler_frontend.nada_dsl_to_nada_mir`, which
is where nada-dsl applies its type rules. A fork per program keeps nada-dsl's module-level state
(the operation table, parties, inputs) from leaking between programs.

Writes {key: {"ok": true, "inputs": [...], "outputs": [...]}} or {key: {"ok": false, "error":
"<Exception>: <message>", "line": <line in the program or null>}} as JSON to stdout; inputs and
outputs are {"name", "party", "type"} with the type as text (`SecretInteger`,
`Array[SecretInteger; 3]`).
"""
import json
import os
import sys
import tempfile
import traceback

sys.path[:0] = sys.argv[1:]
# Loaded once in the parent, shared by every forked child.
import nada_dsl  # noqa: E402
from nada_dsl.compiler_frontend import nada_dsl_to_nada_mir  # noqa: E402

try:
    import numpy  # noqa: E402,F401  (nada-numpy's dependency, when it is vendored)
except ImportError:
    pass

TIMEOUT_S = 10


def type_text(t):
    """A MIR type as text: nada-dsl 0.7 writes strings and dicts, 0.8 protobuf messages."""
    if t is None:
        return "?"
    if isinstance(t, str):
        return t
    if isinstance(t, dict):
        (kind, body), = t.items()
        if kind in ("Array", "Vector"):
            size = f"; {body['size']}" if "size" in body else ""
            return f"{kind}[{type_text(body['inner_type'])}{size}]"
        if kind == "Tuple":
            return f"Tuple[{type_text(body['left_type'])}, {type_text(body['right_type'])}]"
        return kind
    for field, value in vars(t).items():
        if value is None:
            continue
        if field == "array":
            return f"Array[{type_text(value.contained_type)}; {value.size}]"
        if field == "tuple":
            return f"Tuple[{type_text(value.left)}, {type_text(value.right)}]"
        return "".join(part.capitalize() for part in field.split("_"))
    return "?"


def get(item, key):
    return item[key] if isinstance(item, dict) else getattr(item, key)


def compile_one(folder, program):
    """Runs in the child: compiles and returns the result dict."""
    sys.path.insert(0, folder)
    try:
        module = __import__(program["module"])
        main = getattr(module, "nada_main", None)
        if main is None:
            raise AttributeError(f"'nada_main' entrypoint function is missing in program {program['module']}")
        mir = nada_dsl_to_nada_mir(main())
        if isinstance(mir, dict):
            json.dumps(mir)  # nada-dsl 0.7's last compile step (nada_compile) serialises the MIR to JSON
        rows = lambda key: [  # noqa: E731
            {"name": get(x, "name"), "party": get(x, "party"), "type": type_text(get(x, "type"))} for x in get(mir, key)
        ]
        return {"ok": True, "inputs": rows("inputs"), "outputs": rows("outputs")}
    except BaseException as ex:  # the compiler reports every exception as a failure
        line = None
        path = os.path.join(folder, program["module"] + ".py")
        for frame in traceback.extract_tb(ex.__traceback__):
            if frame.filename == path:
                line = frame.lineno
        if line is None and isinstance(ex, SyntaxError) and ex.filename == path:
            line = ex.lineno
        return {"ok": False, "error": f"{type(ex).__name__}: {ex}", "line": line}


def run_forked(folder, program):
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        try:
            import signal

            signal.alarm(TIMEOUT_S)
            result = compile_one(folder, program)
        except BaseException as ex:  # noqa: BLE001
            result = {"ok": False, "error": f"{type(ex).__name__}: {ex}", "line": None}
        with os.fdopen(write, "w") as out:
            json.dump(result, out)
        os._exit(0)
    os.close(write)
    with os.fdopen(read) as inp:
        text = inp.read()
    _, status = os.waitpid(pid, 0)
    if not text:
        return {"ok": False, "error": f"the compiler stopped (wait status {status}, timeout {TIMEOUT_S} s)", "line": None}
    return json.loads(text)


def main():
    request = json.load(sys.stdin)
    results = {}
    with tempfile.TemporaryDirectory(prefix="nada-compile-") as tmp:
        for p, page in enumerate(request["pages"]):
            folder = os.path.join(tmp, f"page{p}")
            os.mkdir(folder)
            for program in page["programs"]:
                with open(os.path.join(folder, program["module"] + ".py"), "w", encoding="utf-8") as f:
                    f.write(program["code"])
            for program in page["programs"]:
                results[program["key"]] = run_forked(folder, program)
    json.dump({"nada_dsl": nada_dsl.__file__, "results": results}, sys.stdout)


if __name__ == "__main__":
    main()
