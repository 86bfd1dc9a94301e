"""The layers, checked from the real import statements (module level and inside functions):

- ``game/rules``: the standard library and ``game.rules`` only (no pygame, no AI, no UI);
- ``game/ai``: the standard library, ``game.rules`` and ``game.ai``;
- pygame only in ``game/ui`` (and the entry point, which may set up the UI);
- no import cycle wider than two modules inside ``game``.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"
STDLIB = set(sys.stdlib_module_names)


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path) -> list[tuple[str, bool]]:
    """(imported module, only under ``if TYPE_CHECKING``) for every import in the file."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    package = module_name(path) if path.name == "__init__.py" else module_name(path).rpartition(".")[0]
    typing_only: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for inner in node.body:
                typing_only.update(id(n) for n in ast.walk(inner))
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [(alias.name, id(node) in typing_only) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            names = [f"{target}.{a.name}" for a in node.names]
            # "from . import x" imports the module x; "from .m import f" imports m.
            known = [n for n in names if (GAME.parent / (n.replace(".", "/") + ".py")).exists()
                     or (GAME.parent / n.replace(".", "/") / "__init__.py").exists()]
            out += [(n, id(node) in typing_only) for n in known] or [(target, id(node) in typing_only)]
    return out


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in GAME.rglob("*.py")}


def allowed(layer: str, imported: str) -> bool:
    top = imported.split(".")[0]
    if top in STDLIB or top == "__future__":
        return True
    if layer == "game.rules":
        return imported.startswith("game.rules")
    if layer == "game.ai":
        return imported.startswith(("game.rules", "game.ai"))
    raise AssertionError(layer)


def test_rules_and_ai_import_only_the_standard_library_and_the_layers_below():
    bad = []
    for name, path in modules().items():
        for layer in ("game.rules", "game.ai"):
            if name == layer or name.startswith(layer + "."):
                bad += [f"{name} imports {imp}" for imp, _ in imports_of(path) if not allowed(layer, imp)]
    assert not bad, "\n".join(bad)


def test_only_the_ui_imports_pygame():
    bad = []
    for name, path in modules().items():
        if name.startswith("game.ui") or name == "game.__main__":
            continue
        bad += [f"{name} imports {imp}" for imp, _ in imports_of(path) if imp.split(".")[0] == "pygame"]
    assert not bad, "\n".join(bad)


def test_no_import_cycle_wider_than_two_modules():
    """Strongly connected components of the runtime import graph (TYPE_CHECKING excluded)."""
    mods = modules()
    graph: dict[str, set[str]] = {m: set() for m in mods}
    for name, path in mods.items():
        for imp, typing_only in imports_of(path):
            if typing_only:
                continue
            target = imp
            while target and target not in mods:
                target = target.rpartition(".")[0]
            # A package's __init__ re-exporting its modules is not a cycle of the modules.
            if target and target != name and not name.startswith(target + "."):
                graph[name].add(target)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[list[str]] = []

    def visit(v: str) -> None:  # Tarjan's algorithm
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            components.append(comp)

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    for v in graph:
        if v not in index:
            visit(v)
    wide = [sorted(c) for c in components if len(c) > 2]
    assert not wide, f"import cycles wider than two modules: {wide}"
