"""The layers, checked from the real import statements (module level and inside functions):

- ``game/rules`` (the shared core): the standard library and ``game.rules`` only (no pygame,
  no AI, no UI, no game package: the registry loads each game by name);
- each game package (each registered by ``GAME_ENTRIES``: ``game/napoleon``, ``game/british_nap``):
  the standard library, ``game.rules`` and itself only (never another game);
- ``game/ai``: the standard library, ``game.rules``, the game packages and ``game.ai``; each
  game's seats in a package of their own (``game/ai/napoleon``, ``game/ai/british_nap``) that
  reads only its own game, beside the modules every game's seats share (which name no game);
- ``game/challenge`` (challenges and their par): the standard library, ``game.rules``,
  ``game.ai`` and itself: it reaches each game through the registry, never by its package;
- pygame only in ``game/ui`` (and the entry point, which may set up the UI);
- no import cycle inside ``game`` but the few listed in ``KNOWN_CYCLES`` (the one cycle check of
  the suite).
"""

from __future__ import annotations

import ast
import importlib
import sys
from pathlib import Path
from typing import Any, NamedTuple

from game.rules.games import GAME_ENTRIES

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


def shipped_specs() -> list[Any]:
    """The spec of each game shipped (``GAME_ENTRIES``; not a game the tests register)."""
    out = []
    for entry in GAME_ENTRIES:
        module, _, attr = entry.partition(":")
        out.append(getattr(importlib.import_module(module), attr))
    return out


def package_of(path: str) -> str:
    """The package of a spec's "package.module:object" path: "game.napoleon.spec:X" -> "game.napoleon"."""
    return path.partition(":")[0].rpartition(".")[0]


# The game packages (each entry's spec is "game.<package>.spec:<SPEC>"): each builds on the core
# only; the AI and the UI sit above them all. And each game's UI package (its presenter's).
GAME_PACKAGES = tuple(dict.fromkeys(package_of(entry) for entry in GAME_ENTRIES))
GAME_UI_PACKAGES = tuple(dict.fromkeys(package_of(spec.presenter) for spec in shipped_specs()))
# Each game's AI package, where its seat factory lives (game.ai.napoleon.seats -> game.ai.napoleon).
GAME_AI_PACKAGES = tuple(dict.fromkeys(package_of(spec.seat_factory) for spec in shipped_specs()))


def within(imported: str, *packages: str) -> bool:
    """``imported`` is one of ``packages`` or a module inside one ("game.napoleon" is not
    inside "game.nap", were there such a package)."""
    return any(imported == p or imported.startswith(p + ".") for p in packages)


def allowed(layer: str, imported: str) -> bool:
    top = imported.split(".")[0]
    if top in STDLIB or top == "__future__":
        return True
    if layer == "game.rules":
        return within(imported, "game.rules")
    if layer in GAME_PACKAGES:
        return within(imported, "game.rules", layer)
    if layer == "game.ai":
        return within(imported, "game.rules", *GAME_PACKAGES, "game.ai")
    if layer == "game.challenge":
        return within(imported, "game.rules", "game.ai", "game.challenge")
    raise AssertionError(layer)


def test_rules_and_ai_import_only_the_standard_library_and_the_layers_below():
    bad = []
    for name, path in modules().items():
        for layer in ("game.rules", *GAME_PACKAGES, "game.ai", "game.challenge"):
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


# Each game's seats, hints, coach and oracle: a package per game under game/ai, as under game/ui.
AI_GAMES = {"game.ai.napoleon": "game.napoleon", "game.ai.british_nap": "game.british_nap"}


def test_the_ai_is_grouped_like_the_ui():
    """A game's AI package reads its own game and what every game's seats share (the modules
    of ``game.ai`` itself), never the other game or its AI; those shared modules (sampling of
    seats, the roster, the tournament, the coach's shared counting) name no game at all: they
    reach each game through the registry. Type-only imports count: they name the game too."""
    assert all((GAME / name.split(".", 1)[1].replace(".", "/") / "__init__.py").exists() for name in AI_GAMES)
    bad = []
    for name, path in modules().items():
        if not within(name, "game.ai"):
            continue
        own = next((ai for ai in AI_GAMES if within(name, ai)), None)
        mine = (own, AI_GAMES[own]) if own else ()
        banned = [p for p in (*AI_GAMES, *AI_GAMES.values()) if p not in mine]
        bad += [f"{name} imports {imp.module}" for imp in imports_of(path) if within(imp.module, *banned)]
    assert not bad, "\n".join(bad)


# The only import cycles allowed: two modules, the import inside a function, each for a reason.
KNOWN_CYCLES = {
    # RuleSet.preset imports the presets inside the method; the presets are built from RuleSet.
    frozenset({"game.napoleon.options", "game.napoleon.presets"}),
}


def import_graph() -> dict[str, set[str]]:
    """Module -> the modules of ``game`` it imports when it runs (TYPE_CHECKING-only imports
    never run and do not count; imports inside functions do). An import of a name from a
    package is an import of the package's ``__init__``; a module's import of the package it
    sits in counts too (the package's ``__init__`` may import the module back)."""
    mods = modules()
    graph: dict[str, set[str]] = {m: set() for m in mods}
    for name, path in mods.items():
        for imp in imports_of(path):
            if imp.typing_only:
                continue
            target = imp.module
            while target and target not in mods:
                target = target.rpartition(".")[0]
            if target and target != name:
                graph[name].add(target)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
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
            if len(comp) > 1:
                out.append(sorted(comp))

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_no_import_cycle_in_the_game_but_the_known_ones():
    """One check for the whole of ``game``: the rules, the games, the AI and the UI (scenes
    reach each other through the router, so a cycle through the scenes would mean someone went
    back to importing scenes from scenes). Hiding a cycle in a function (as the UI's context and
    scenes once did) is still a cycle of the code's shape: only the listed ones may stay."""
    found = cycles(import_graph())
    unknown = [c for c in found if frozenset(c) not in KNOWN_CYCLES]
    assert not unknown, f"import cycles: {unknown}"
    gone = KNOWN_CYCLES - {frozenset(c) for c in found}
    assert not gone, f"these cycles are gone: take them off KNOWN_CYCLES: {sorted(map(sorted, gone))}"


def test_the_cycle_finder_finds_cycles_of_two_and_of_three():
    g = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a", "e"}, "e": {"d"}, "f": set()}
    assert cycles(g) == [["a", "b", "c"], ["d", "e"]]


def test_the_graph_sees_real_imports():
    g = import_graph()
    assert "game.ui.table.scene" in g["game.ui.app"]  # the app wires every scene
    assert "game.ui.router" in g["game.ui.context"]
    assert "game.ui.match_flow" in g["game.ui.context"]
    assert "game.ui.savegame" in g["game.ui.match_flow"]  # "from . import savegame"
    assert "game.napoleon.presets" in g["game.napoleon.options"]  # inside a method
    assert {"game.napoleon.record", "game.napoleon.views"} <= g["game.napoleon.hand"]
    assert "game.napoleon.hand" not in g["game.napoleon.record"] | g["game.napoleon.views"]
    assert "game.ai" in g["game.ai.tournament"]  # "from game.ai import make_seat": the package


def test_context_and_scenes_do_not_import_the_app_or_each_others_routes():
    g = import_graph()
    assert not {m for m in g["game.ui.context"] if m.startswith("game.ui.scenes")}
    assert not {m for m in g["game.ui.match_flow"] if m.startswith("game.ui.scenes")}
    for scene in ("scenes.title", "scenes.pause", "napoleon.results", "table.scene", "scenes.newgame"):
        assert "game.ui.app" not in g[f"game.ui.{scene}"]


# What the shell (game.ui and its scenes) still imports of one game by name: nothing. It reaches
# every game through the registry (game.rules.games) and the core's types. Nothing may be added
# here.
SHELL_NAMES_A_GAME: set[str] = set()
NAMED_GAMES = (*GAME_PACKAGES, *GAME_UI_PACKAGES, *GAME_AI_PACKAGES)


def _names_a_game(module: str, g: dict[str, set[str]]) -> bool:
    return any(within(m, *NAMED_GAMES) for m in g[module])


def test_the_table_reaches_every_game_through_the_registry():
    """The table (game.ui.table) imports no game's package, engine or faces: each game's
    presenter, face and panels are found through its spec."""
    g = import_graph()
    table = [m for m in g if m == "game.ui.table" or m.startswith("game.ui.table.")]
    assert len(table) > 10
    assert not [m for m in table if _names_a_game(m, g)]


def test_the_shell_names_no_game_but_the_known_ones():
    g = import_graph()
    shell = [
        m
        for m in g
        if m.startswith("game.ui.")
        and not m.startswith(("game.ui.table", *GAME_UI_PACKAGES))
        and not m.startswith(("game.ui.shots", "game.ui.driver"))  # the tools drive each game
    ]
    naming = {m for m in shell if _names_a_game(m, g)}
    assert naming <= SHELL_NAMES_A_GAME, sorted(naming - SHELL_NAMES_A_GAME)
    gone = SHELL_NAMES_A_GAME - naming
    assert not gone, f"these no longer name a game: take them off SHELL_NAMES_A_GAME: {sorted(gone)}"


def test_the_import_reader_finds_every_kind_of_import():
    """The checks above are only as good as this reader: it must see imports inside
    functions, relative ones, dynamic ones, and tell TYPE_CHECKING-only ones apart."""
    source = """
from __future__ import annotations
import json, os.path
from typing import TYPE_CHECKING
from . import cards
from .match import Match
from ..ai import roster
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
            ("game.rules.match", False, False),
            ("game.ai.roster", False, False),
            ("game.ui.app", True, False),
            ("random", False, False),
            ("pygame", False, True),
            ("pygame", False, True),
            ("game.ui.theme", False, True),
            ("tomllib", False, True),
        ]
    )
    bad = [imp.module for imp in found if not allowed("game.rules", imp.module)]
    assert bad == ["game.ai.roster", "game.ui.app", "pygame", "pygame", "game.ui.theme"]
    assert not allowed("game.rules", "game.british_nap.spec") and allowed(
        "game.british_nap", "game.rules.cards"
    )
    assert not allowed("game.rules", "game.napoleon.spec") and allowed("game.napoleon", "game.rules.cards")
    assert not allowed("game.british_nap", "game.napoleon.actions") and not allowed(
        "game.napoleon", "game.british_nap.hand"
    )
    assert not allowed("game.british_nap", "game.ai.base") and allowed("game.ai", "game.british_nap.hand")
    assert not allowed("game.napoleon", "game.ai.base") and allowed("game.ai", "game.napoleon.hand")
    assert allowed("game.challenge", "game.ai.roster") and allowed("game.challenge", "game.rules.games")
    assert not allowed("game.challenge", "game.napoleon.spec") and not allowed(
        "game.challenge", "game.ui.app"
    )
    assert not allowed("game.ai", "game.challenge.par") and not allowed("game.rules", "game.challenge")


def test_the_rules_layer_names_game_packages_only_as_registry_entries():
    """The registry loads each game package (``game.napoleon``, ``game.british_nap``) from a
    ``"module:attribute"`` string: no module of ``game/rules`` may import one, and nothing but
    the UI imports a presenter."""
    assert GAME_ENTRIES and len(set(GAME_PACKAGES)) == len(GAME_ENTRIES)
    for entry, package in zip(GAME_ENTRIES, GAME_PACKAGES, strict=True):
        assert entry.startswith(package + ".spec:") and package.count(".") == 1, entry
    for spec in shipped_specs():
        assert spec.presenter.startswith("game.ui.")
    presenters = {spec.presenter.partition(":")[0] for spec in shipped_specs()}
    presenters |= {"game.ui.table.presenters", "game.ui.table.presenter_base"}
    for name, path in modules().items():
        if name.startswith("game.ui"):
            continue
        assert not [i for i in imports_of(path) if within(i.module, *presenters)], name
