"""The UI's modules import each other one way: no import cycle wider than two files.

Scenes reach each other through the router (``ctx.router.push("options")``), so a cycle
through the scenes would mean someone went back to importing scenes from scenes. Imports
under ``if TYPE_CHECKING:`` are for type hints only and do not count; imports inside
functions do (they run)."""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "game" / "ui"


def _module(path: Path) -> str:
    rel = path.relative_to(UI.parent.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _real_imports(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement that runs (anywhere but under ``if TYPE_CHECKING``)."""
    out: list[ast.Import | ast.ImportFrom] = []

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for stmt in node.orelse:
                visit(stmt)
            return
        if isinstance(node, ast.Import | ast.ImportFrom):
            out.append(node)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return out


def import_graph() -> dict[str, set[str]]:
    files = {_module(p): p for p in UI.rglob("*.py")}
    graph: dict[str, set[str]] = {m: set() for m in files}
    for mod, path in files.items():
        package = mod if path.name == "__init__.py" else mod.rsplit(".", 1)[0]
        for node in _real_imports(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            else:
                base = node.module or ""
                if node.level:
                    pkg = package.split(".")
                    pkg = pkg[: len(pkg) - (node.level - 1)]
                    base = ".".join(pkg + ([base] if base else []))
                # "from . import savegame" names a module; "from .x import y" names x.
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in files else base for a in node.names]
            graph[mod] |= {t for t in targets if t in files and t != mod}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def strong(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            strong(v)
    return out


def test_the_graph_sees_real_imports() -> None:
    g = import_graph()
    assert "game.ui.scenes.table" in g["game.ui.app"]  # the app wires every scene
    assert "game.ui.router" in g["game.ui.context"]
    assert "game.ui.match_flow" in g["game.ui.context"]
    assert "game.ui.savegame" in g["game.ui.match_flow"]  # "from . import savegame"


def test_cycle_finder_finds_a_three_file_cycle() -> None:
    g = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(g) == [["a", "b", "c"]]


def test_no_import_cycle_wider_than_two_files() -> None:
    wide = [c for c in cycles(import_graph()) if len(c) > 2]
    assert wide == []


def test_context_and_scenes_do_not_import_the_app_or_each_others_routes() -> None:
    g = import_graph()
    assert not {m for m in g["game.ui.context"] if m.startswith("game.ui.scenes")}
    assert not {m for m in g["game.ui.match_flow"] if m.startswith("game.ui.scenes")}
    for scene in ("title", "pause", "results", "table", "newgame"):
        assert "game.ui.app" not in g[f"game.ui.scenes.{scene}"]
