"""Import rings in ``game/``, type-only imports included: ``python tools/import_rings.py``.

``tests/test_layers.py`` forbids the cycles that run (module level or inside a function), but
an import under ``if TYPE_CHECKING:`` runs never, so a ring of them passes it; it still ties
the modules together (each needs the others to be read or type-checked). This prints every
ring (a strongly connected component of more than one module) with its edges, ``(type)`` on
the type-only ones; ``--module-level`` leaves out the imports inside functions.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.test_layers import cycles, imports_of, modules  # noqa: E402  (the layer test's reader)


def graph(module_level: bool) -> tuple[dict[str, set[str]], set[tuple[str, str]]]:
    """Module -> the modules of ``game`` it imports, and the edges that are type-only."""
    mods = modules()
    edges: dict[str, set[str]] = {m: set() for m in mods}
    typing_only: dict[tuple[str, str], bool] = {}
    for name, path in mods.items():
        for imp in imports_of(path):
            if module_level and imp.deferred:
                continue
            target = imp.module
            while target and target not in mods:
                target = target.rpartition(".")[0]
            if target and target != name:
                edges[name].add(target)
                key = (name, target)
                typing_only[key] = typing_only.get(key, True) and imp.typing_only
    return edges, {k for k, only in typing_only.items() if only}


def main() -> None:
    p = argparse.ArgumentParser(prog="python tools/import_rings.py", description=__doc__)
    p.add_argument("--module-level", action="store_true", help="leave out imports inside functions")
    args = p.parse_args()
    edges, typing_only = graph(args.module_level)
    rings = cycles(edges)
    print(f"{len(rings)} rings")
    for ring in rings:
        print(f"{len(ring)}: {', '.join(ring)}")
        for a in ring:
            for b in sorted(edges[a] & set(ring)):
                print(f"    {a} -> {b}{' (type)' if (a, b) in typing_only else ''}")


if __name__ == "__main__":
    main()
