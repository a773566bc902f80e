"""Compiles nada programs with released nada-dsl versions, the way `nada_dsl.compile` does.

Usage: python3 compile_nada.py < request.json

The request is {"groups": [{"roots": [<import root>...], "programs": [{"key", "module", "code",
"siblings": {<module>: <code>}}]}]}. A group's roots are the vendored packages of one install
(tests/fixtures/pypi/<package>-<version>/) and the offline shims. Each group runs in a forked child
that puts its roots on sys.path and imports nada_dsl once; each program is then compiled in a
forked grandchild (so nada-dsl's module-level state, the operation table, parties and inputs,
never leaks between programs): its file and its siblings (the page's other `.py` files, which it
may import, as a nada project's src/ imports lib.py) are written to a fresh folder, the module is
imported, `nada_main()` called and the MIR built with
`nada_dsl.compiler_frontend.nada_dsl_to_nada_mir`, where nada-dsl applies its type rules.

Writes {"results": {key: {"ok": true, "inputs": [...], "outputs": [...]} or {"ok": false, "error":
"<Exception>: <message>", "line": <line in the program or null>}}} as JSON to stdout; inputs and
outputs are {"name", "party", "type"} with the type as text (`SecretInteger`,
`Array[SecretInteger; 3]`).
"""
import json
import os
import sys
import tempfile
import traceback

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


# Audit events (PEP 578) a program may not cause: processes, sockets, native code and changes to
# files. Writes are allowed only inside the program's own folder.
DENIED_EVENTS = {
    "os.system", "os.exec", "os.spawn", "os.posix_spawn", "os.fork", "os.forkpty", "os.kill", "os.putenv",
    "subprocess.Popen", "socket.connect", "socket.bind", "socket.sendto", "ctypes.dlopen", "ctypes.cdata",
}
PATH_EVENTS = {"os.remove", "os.rename", "os.mkdir", "os.rmdir", "os.symlink", "os.link", "os.truncate", "os.chmod", "os.chown", "shutil.rmtree", "os.utime"}
WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC


def deny_outside(folder):
    """Installs an audit hook (it cannot be removed) that refuses what DENIED_EVENTS lists and any write outside `folder`."""
    root = os.path.realpath(folder) + os.sep

    def inside(target):
        return isinstance(target, int) or os.path.realpath(os.fsdecode(target)).startswith(root)

    def hook(event, args):
        if event in DENIED_EVENTS:
            raise PermissionError(f"the sample check does not let a program use {event}")
        if event in PATH_EVENTS and not all(inside(a) for a in args[:2] if isinstance(a, (str, bytes, os.PathLike))):
            raise PermissionError(f"the sample check lets a program change files only in its own folder ({event} {args[0]!r})")
        if event == "open" and args[0] is not None and not inside(args[0]):
            mode, flags = args[1], args[2]
            if (mode and any(c in mode for c in "wax+")) or (flags & WRITE_FLAGS):
                raise PermissionError(f"the sample check lets a program write only in its own folder (open {args[0]!r})")

    sys.addaudithook(hook)


def compile_one(folder, program):
    """Runs in the grandchild: compiles and returns the result dict."""
    from nada_dsl.compiler_frontend import nada_dsl_to_nada_mir

    sys.path.insert(0, folder)
    deny_outside(folder)
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


def run_group(group, tmp, out_path):
    """Runs in a group's child: imports nada_dsl from the group's roots, then compiles each program."""
    sys.path[:0] = group["roots"]
    results = {}
    try:
        import nada_dsl  # noqa: F401  (loaded once, shared by every forked program)
        import nada_dsl.compiler_frontend  # noqa: F401

        try:
            import numpy  # noqa: F401  (nada-numpy's dependency)
        except ImportError:
            pass
    except BaseException as ex:  # noqa: BLE001
        error = {"ok": False, "error": f"nada_dsl does not import: {type(ex).__name__}: {ex}", "line": None}
        results = {p["key"]: error for p in group["programs"]}
    else:
        for i, program in enumerate(group["programs"]):
            folder = os.path.join(tmp, f"p{i}")
            os.mkdir(folder)
            for module, code in {**program.get("siblings", {}), program["module"]: program["code"]}.items():
                with open(os.path.join(folder, module + ".py"), "w", encoding="utf-8") as f:
                    f.write(code)
            results[program["key"]] = run_forked(folder, program)
    with open(out_path, "w", encoding="utf-8") as f:
        json.dump(results, f)


def main():
    # No __pycache__ beside the vendored packages: the repository is not the compilers' to change.
    sys.dont_write_bytecode = True
    request = json.load(sys.stdin)
    # Programs may print: their output goes to /dev/null, the JSON answer to the saved stdout.
    answer = os.fdopen(os.dup(1), "w")
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    sys.stdout = open(os.devnull, "w")
    results = {}
    with tempfile.TemporaryDirectory(prefix="nada-compile-") as tmp:
        children = []
        for g, group in enumerate(request["groups"]):
            folder = os.path.join(tmp, f"g{g}")
            os.mkdir(folder)
            out_path = os.path.join(folder, "results.json")
            pid = os.fork()
            if pid == 0:
                try:
                    run_group(group, folder, out_path)
                finally:
                    os._exit(0)
            children.append((pid, out_path, group))
        for pid, out_path, group in children:
            os.waitpid(pid, 0)
            try:
                with open(out_path, encoding="utf-8") as f:
                    results.update(json.load(f))
            except FileNotFoundError:
                results.update({p["key"]: {"ok": False, "error": "the compiler stopped", "line": None} for p in group["programs"]})
    json.dump({"results": results}, answer)
    answer.close()


if __name__ == "__main__":
    main()
