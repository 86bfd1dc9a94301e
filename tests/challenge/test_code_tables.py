"""Each game's code table (``GameSpec.challenge``): complete, and only ever appended to, so an
old code means the same rules in every later version.

``data/code_tables.json`` is the snapshot of every table as codes of format 1 read it: the
letter, the presets, options and levels by position, and each enum option's values in their
declared order. When this test fails because you added a preset, an option, a level or an enum
value at the end, run ``python -m tests.challenge.test_code_tables`` to write the new snapshot;
when it fails otherwise, put the table back as it was and append instead.
"""

from __future__ import annotations

import json
from enum import StrEnum
from pathlib import Path
from typing import Any

import pytest

from game.challenge.challenge import MATCH_FIELDS, table_of
from game.challenge.code_text import ALPHABET
from game.rules.games import GAMES
from game.rules.rules_base import CustomKind
from tests.whist.spec import shipped_games

SNAPSHOT = Path(__file__).parent / "data" / "code_tables.json"
GAME_NAMES = [name for name, spec in GAMES.items() if spec.challenge is not None]


def tables() -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name in GAME_NAMES:
        spec = GAMES[name]
        table = table_of(spec)
        kinds = spec.rules_type.field_kinds()
        out[name] = {
            "letter": table.letter,
            "presets": list(table.presets),
            "options": list(table.options),
            "levels": list(table.levels),
            "enums": {
                n: [v.value for v in kinds[n]]
                for n in table.options
                if isinstance(kinds[n], type) and issubclass(kinds[n], StrEnum)
            },
        }
    return out


def extends(old: list[str], new: list[str]) -> bool:
    return new[: len(old)] == old


def test_every_game_offers_challenges_with_its_own_letter():
    assert shipped_games() == GAME_NAMES  # every shipped game; a challenge is optional (Whist: none)
    letters = [table_of(GAMES[g]).letter for g in GAME_NAMES]
    assert len(set(letters)) == len(letters)
    assert all(c in ALPHABET and not c.isdigit() for c in letters)


@pytest.mark.parametrize("game", GAME_NAMES)
def test_a_table_names_every_option_preset_and_level_of_its_game(game: str) -> None:
    spec = GAMES[game]
    table = table_of(spec)
    assert set(table.options) == set(spec.rules_type.option_names()) - set(MATCH_FIELDS)
    assert set(table.presets) == set(spec.presets)
    assert table.presets[0] == next(iter(spec.presets))  # the daily challenge's preset
    assert set(table.levels) == set(spec.levels)
    customs = {n for n, k in spec.rules_type.field_kinds().items() if isinstance(k, CustomKind)}
    assert set(table.custom) == customs  # each option of a game's own kind has its codec


def test_tables_only_grow_at_their_ends():
    old = json.loads(SNAPSHOT.read_text(encoding="utf-8"))
    new = tables()
    problems = []
    for game, was in old.items():
        now = new.get(game)
        if now is None:
            problems.append(f"{game}: gone (its codes would be refused as a newer game's)")
            continue
        if now["letter"] != was["letter"]:
            problems.append(f"{game}: its letter changed from {was['letter']}")
        for part in ("presets", "options", "levels"):
            if not extends(was[part], now[part]):
                problems.append(f"{game}: {part} changed other than at the end")
        for option, values in was["enums"].items():
            if not extends(values, now["enums"].get(option, [])):
                problems.append(f"{game}: the values of {option} changed other than at the end")
    assert not problems, "old codes would mean other rules:\n" + "\n".join(problems)
    assert new == old, "a table grew: run python -m tests.challenge.test_code_tables to keep it"


if __name__ == "__main__":
    SNAPSHOT.write_text(json.dumps(tables(), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {SNAPSHOT}")
