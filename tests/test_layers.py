"""The layers, checked from the real import statements (module level and inside functions):

- ``game/rules``: the standard library and ``game.rules`` only (no pygame, no AI, no UI, no
  game package: the registry loads ``game.nap`` by name);
- ``game/nap`` (British Nap): the standard library, ``game.rules`` and ``game.nap``;
- ``game/ai``: the standard library, ``game.rules``, ``game.nap`` and ``game.ai``;
- pygame only in ``game/ui`` (and the entry point, which may set up the UI);
- no import cycle wider than two modules inside ``game``.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"
STDLIB = set(sys.stdlib_module_names)


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


class Import(NamedTuple):
    module: str
    typing_only: bool  # under ``if TYPE_CHECKING``: never runs
    deferred: bool  # inside a function: runs when called, not when the module loads


def imports_of(path: Path) -> list[Import]:
    """Every import in the file (see :func:`imports_in`)."""
    package = module_name(path) if path.name == "__init__.py" else module_name(path).rpartition(".")[0]
    return imports_in(path.read_text(encoding="utf-8"), package, str(path))


def imports_in(source: str, package: str, filename: str = "<source>") -> list[Import]:
    """The imports of ``source`` as if it were a module of ``package``: import statements
    anywhere (functions included) and ``importlib.import_module``/``__import__`` calls
    naming a module by a literal."""
    tree = ast.parse(source, filename)
    typing_only: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for inner in node.body:
                typing_only.update(id(n) for n in ast.walk(inner))
    deferred: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            deferred.update(id(n) for n in ast.walk(node) if n is not node)
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [Import(alias.name, id(node) in typing_only, id(node) in deferred) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            names = [f"{target}.{a.name}" for a in node.names]
            # "from . import x" imports the module x; "from .m import f" imports m.
            known = [
                n
                for n in names
                if (GAME.parent / (n.replace(".", "/") + ".py")).exists()
                or (GAME.parent / n.replace(".", "/") / "__init__.py").exists()
            ]
            where = (id(node) in typing_only, id(node) in deferred)
            out += [Import(n, *where) for n in known] or [Import(target, *where)]
        elif isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if called in ("import_module", "__import__") and isinstance(node.args[0].value, str):
                out.append(Import(node.args[0].value, id(node) in typing_only, id(node) in deferred))
    return out


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in GAME.rglob("*.py")}


def allowed(layer: str, imported: str) -> bool:
    top = imported.split(".")[0]
    if top in STDLIB or top == "__future__":
        return True
    if layer == "game.rules":
        return imported.startswith("game.rules")
    if layer == "game.nap":
        return imported.startswith(("game.rules", "game.nap"))
    if layer == "game.ai":
        return imported.startswith(("game.rules", "game.nap", "game.ai"))
    raise AssertionError(layer)


def test_rules_and_ai_import_only_the_standard_library_and_the_layers_below():
    bad = []
    for name, path in modules().items():
        for layer in ("game.rules", "game.nap", "game.ai"):
            if name == layer or name.startswith(layer + "."):
                bad += [f"{name} imports {imp}" for imp, *_ in imports_of(path) if not allowed(layer, imp)]
    assert not bad, "\n".join(bad)


def test_only_the_ui_imports_pygame():
    bad = []
    for name, path in modules().items():
        if name.startswith("game.ui") or name == "game.__main__":
            continue
        bad += [f"{name} imports {imp}" for imp, *_ in imports_of(path) if imp.split(".")[0] == "pygame"]
    assert not bad, "\n".join(bad)


def test_no_import_cycle_wider_than_two_modules():
    """Strongly connected components of the graph of real imports. TYPE_CHECKING-only ones
    never run; imports inside functions count: hiding a cycle in a function (as the UI's
    context and scenes once did) is still a cycle of the code's shape."""
    mods = modules()
    graph: dict[str, set[str]] = {m: set() for m in mods}
    for name, path in mods.items():
        for imp in imports_of(path):
            if imp.typing_only:
                continue
            target = imp.module
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


def test_the_import_reader_finds_every_kind_of_import():
    """The checks above are only as good as this reader: it must see imports inside
    functions, relative ones, dynamic ones, and tell TYPE_CHECKING-only ones apart."""
    source = """
from __future__ import annotations
import json, os.path
from typing import TYPE_CHECKING
from . import cards
from .hand import NapoleonHand
from ..ai import policy
if TYPE_CHECKING:
    from game.ui.app import App
else:
    import random
def later():
    import pygame
    from pygame import mixer
    importlib.import_module("game.ui.theme")
    return __import__("tomllib")
"""
    found = imports_in(source, "game.rules")
    assert sorted(found) == sorted(
        [
            ("__future__", False, False),
            ("json", False, False),
            ("os.path", False, False),
            ("typing", False, False),
            ("game.rules.cards", False, False),
            ("game.rules.hand", False, False),
            ("game.ai.policy", False, False),
            ("game.ui.app", True, False),
            ("random", False, False),
            ("pygame", False, True),
            ("pygame", False, True),
            ("game.ui.theme", False, True),
            ("tomllib", False, True),
        ]
    )
    bad = [imp.module for imp in found if not allowed("game.rules", imp.module)]
    assert bad == ["game.ai.policy", "game.ui.app", "pygame", "pygame", "game.ui.theme"]
    assert not allowed("game.rules", "game.nap.spec") and allowed("game.nap", "game.rules.cards")
    assert not allowed("game.nap", "game.ai.base") and allowed("game.ai", "game.nap.hand")


def test_the_rules_layer_names_game_packages_only_as_registry_entries():
    """The registry loads a game package (``game.nap``) from a ``"module:attribute"`` string:
    no module of ``game/rules`` may import one, and nothing but the UI imports a presenter."""
    from game.rules.games import GAME_ENTRIES, game_spec

    assert GAME_ENTRIES == ("game.nap.spec:NAP_GAME",)
    spec = game_spec("nap")
    assert spec.presenter.startswith("game.ui.")
    for name, path in modules().items():
        if name.startswith("game.ui"):
            continue
        assert not [i for i in imports_of(path) if i.module.startswith("game.ui.presenters")], name
