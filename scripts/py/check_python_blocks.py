"""Parses Python code blocks and checks nada programs and their test files at the AST level.

Reads JSON from stdin: {"python": [{"key", "code", "nada": bool}], "tests": [{"key", "program", ...}]}
Writes JSON to stdout: {"python": {key: {"error": str|None, "line": int|None, "nada": {...}|None,
"names": {...}|None}}}
Used by lib/checks/content-check.ts (one python3 process for the whole site).
"names" lists what the block takes from other modules, for the sample name check
(lib/checks/sample-names.ts): its imports, the attributes it reads from an imported name
(`na.array`, `SecretInteger.random`), the names it binds, the names it binds once to the result of
a call (`client = await VmClient.create(...)`), and the names it reads without binding them (which
a `from x import *` must supply).
Rules: a nada program imports from nada_dsl, defines nada_main() and returns a list of
Output(...); its inputs and outputs are read here so test files can be matched against them.
"""
import ast
import builtins
import json
import sys
import textwrap


def call_name(node):
    if isinstance(node, ast.Call):
        f = node.func
        if isinstance(f, ast.Name):
            return f.id
        if isinstance(f, ast.Attribute):
            return f.attr
    return None


def literal_str(node):
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def returns_outputs(node, assigned):
    """True when a return value is a list of Output(...) (literal, comprehension, concatenation,
    a helper such as na.output(...) that returns one, or a variable assigned such a list)."""
    if isinstance(node, ast.List):
        return all(call_name(e) == "Output" or isinstance(e, ast.Starred) for e in node.elts) and bool(node.elts)
    if isinstance(node, ast.ListComp):
        return call_name(node.elt) == "Output"
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return returns_outputs(node.left, assigned) and returns_outputs(node.right, assigned)
    if isinstance(node, ast.Call):
        name = call_name(node)
        return name is not None and name.lower() == "output" and name != "Output"
    if isinstance(node, ast.Name):
        return node.id in assigned
    return False


def own_nodes(func):
    """Nodes of a function body, not descending into nested functions, lambdas or classes."""
    nested = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)
    stack = [n for n in func.body if not isinstance(n, nested)]
    while stack:
        node = stack.pop()
        yield node
        for child in ast.iter_child_nodes(node):
            if not isinstance(child, nested):
                stack.append(child)


def check_nada(tree):
    problems = []
    imports = [n for n in ast.walk(tree) if isinstance(n, (ast.ImportFrom, ast.Import))]
    if not any(
        (isinstance(n, ast.ImportFrom) and (n.module or "").split(".")[0] == "nada_dsl")
        or (isinstance(n, ast.Import) and any(a.name.split(".")[0] == "nada_dsl" for a in n.names))
        for n in imports
    ):
        problems.append("does not import from nada_dsl")
    mains = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "nada_main"]
    inputs, outputs, dynamic = [], [], False
    if not mains:
        problems.append("does not define nada_main()")
    else:
        main = mains[0]
        assigned = set()
        for n in own_nodes(main):
            if isinstance(n, (ast.Assign, ast.AnnAssign)) and (
                isinstance(n.value, (ast.List, ast.ListComp, ast.BinOp)) or call_name(n.value) in ("output",)
            ):
                for t in n.targets if isinstance(n, ast.Assign) else [n.target]:
                    if isinstance(t, ast.Name):
                        assigned.add(t.id)
            if isinstance(n, ast.AugAssign) and isinstance(n.target, ast.Name):
                assigned.add(n.target.id)
        rets = [n for n in own_nodes(main) if isinstance(n, ast.Return)]
        if not rets or not all(r.value is not None and returns_outputs(r.value, assigned) for r in rets):
            problems.append("nada_main() must return a list of Output(...)")
    for n in ast.walk(tree):
        name = call_name(n)
        if name == "Input":
            lit = next((literal_str(k.value) for k in n.keywords if k.arg == "name"), None)
            if lit is None and n.args:
                lit = literal_str(n.args[0])
            if lit is None:
                dynamic = True
            else:
                inputs.append(lit)
        elif name == "Output":
            lit = next((literal_str(k.value) for k in n.keywords if k.arg == "name"), None)
            if lit is None and len(n.args) >= 2:
                lit = literal_str(n.args[1])
            if lit is None:
                dynamic = True
            else:
                outputs.append(lit)
        elif name and name.lower() in ("output", "array") and name not in ("Output",):
            dynamic = True  # library helpers (na.output, na.array) name values at run time
    return {"problems": problems, "inputs": inputs, "outputs": outputs, "dynamic": dynamic}


def bound_names(tree):
    """Every name the block binds: assignments, definitions, parameters, imports, loop and
    handler targets."""
    bound = set()
    for n in ast.walk(tree):
        if isinstance(n, ast.Name) and isinstance(n.ctx, (ast.Store, ast.Del)):
            bound.add(n.id)
        elif isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bound.add(n.name)
        elif isinstance(n, ast.arg):
            bound.add(n.arg)
        elif isinstance(n, ast.alias) and n.name != "*":
            bound.add(n.asname or n.name.split(".")[0])
        elif isinstance(n, ast.ExceptHandler) and n.name:
            bound.add(n.name)
        elif isinstance(n, (ast.MatchAs, ast.MatchStar)) and n.name:
            bound.add(n.name)
        elif isinstance(n, (ast.Global, ast.Nonlocal)):
            bound.update(n.names)
    return bound


def attribute_chain(node):
    """`a.b.c` -> ("a", ["b", "c"]) when the chain starts at a plain name, else None."""
    attrs = []
    while isinstance(node, ast.Attribute):
        attrs.append(node.attr)
        node = node.value
    return (node.id, list(reversed(attrs))) if isinstance(node, ast.Name) else None


def is_stdlib(module):
    return module.split(".")[0] in getattr(sys, "stdlib_module_names", ())


def block_names(tree):
    imports = []
    for n in ast.walk(tree):
        if isinstance(n, ast.Import):
            for a in n.names:
                imports.append({"module": a.name, "name": None, "alias": a.asname, "line": n.lineno, "stdlib": is_stdlib(a.name)})
        elif isinstance(n, ast.ImportFrom) and n.level == 0 and n.module:
            for a in n.names:
                imports.append({"module": n.module, "name": a.name, "alias": a.asname, "line": n.lineno, "stdlib": is_stdlib(n.module)})
    uses = []
    inner = set()
    for n in ast.walk(tree):
        if isinstance(n, ast.Attribute) and id(n) not in inner:
            chain = attribute_chain(n)
            if chain:
                uses.append({"base": chain[0], "attrs": chain[1], "line": n.lineno})
                node = n.value
                while isinstance(node, ast.Attribute):
                    inner.add(id(node))
                    node = node.value
    bound = bound_names(tree)
    stores = {}
    for n in ast.walk(tree):
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store):
            stores[n.id] = stores.get(n.id, 0) + 1
        elif isinstance(n, ast.arg):
            stores[n.arg] = stores.get(n.arg, 0) + 1
    # `x = Cls(...)`, `x = await Cls.create(...)`: a name bound once, to the result of a call.
    assigns = []
    for n in ast.walk(tree):
        if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name):
            value = n.value.value if isinstance(n.value, ast.Await) else n.value
            if not isinstance(value, ast.Call) or stores.get(n.targets[0].id) != 1:
                continue
            chain = attribute_chain(value.func) if isinstance(value.func, ast.Attribute) else (
                (value.func.id, []) if isinstance(value.func, ast.Name) else None
            )
            if chain:
                assigns.append({"var": n.targets[0].id, "base": chain[0], "attrs": chain[1], "line": n.lineno})
    free = {}
    for n in ast.walk(tree):
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load) and n.id not in bound and not hasattr(builtins, n.id):
            free.setdefault(n.id, n.lineno)
    return {
        "imports": imports,
        "uses": uses,
        "bound": sorted(bound),
        "assigns": assigns,
        "free": [{"name": k, "line": v} for k, v in free.items()],
    }


def main():
    request = json.load(sys.stdin)
    result = {}
    for block in request["python"]:
        code = textwrap.dedent(block["code"])
        try:
            tree = ast.parse(code)
        except SyntaxError as e:
            result[block["key"]] = {"error": f"{e.msg}", "line": e.lineno, "nada": None, "names": None}
            continue
        result[block["key"]] = {
            "error": None,
            "line": None,
            "nada": check_nada(tree) if block["nada"] else None,
            "names": block_names(tree),
        }
    json.dump({"python": result}, sys.stdout)


if __name__ == "__main__":
    main()
