"""The contract of a game (:mod:`game.rules.protocol`), kept two ways.

Statically: a ``GameSpec`` checks its hand against the contract, so mypy fails a game whose
hand, rules, views, tricks or result lack a member the shared code reads (a small game
written here, whole and then with one member missing from each part). At run time, for
every registered game (a game registered only by the tests too, which mypy never sees):
random play of each preset, every member of the contract present on the hand, its rules,
every seat's views, their tricks and the result, and the record's ``format``, ``seed`` and
``actions`` as the shared code reads them."""

from __future__ import annotations

import random
import re
import textwrap
from pathlib import Path
from typing import Any

import pytest

from game.rules import GAMES, game_spec
from game.rules.protocol import ContractOutcome, FinishedTrick, GameHand, GameRules, GameView, HandOutcome

PRESETS = [(name, preset) for name in GAMES for preset in game_spec(name).presets]


def members(proto: type) -> set[str]:
    """The public members a protocol declares, its protocol bases' included."""
    out: set[str] = set()
    for cls in proto.__mro__:
        if getattr(cls, "_is_protocol", False) and cls.__module__ == "game.rules.protocol":
            out |= {name for name in vars(cls) if not name.startswith("_")}
    return out


def lacking(obj: object, proto: type) -> set[str]:
    return {name for name in members(proto) if not hasattr(obj, name)}


def test_the_contract_names_what_the_shared_code_reads() -> None:
    assert members(GameRules) >= {"players", "rounds", "target_score", "deck", "replace", "to_json"}
    assert members(GameView) >= {"phase", "to_act", "hand", "held_counts", "trick", "trick_seats", "tricks"}
    assert members(GameHand) >= {"rules", "phase", "actions", "result", "view", "record", "apply"}
    assert members(FinishedTrick) == {"seats", "cards", "winner"}
    assert members(HandOutcome) == {"payments"}
    assert members(ContractOutcome) == {"bid", "made", "payments"}


def _check_view(view: Any, players: int) -> None:
    assert not lacking(view, GameView), lacking(view, GameView)
    assert len(view.held_counts) == players
    assert len(view.trick) == len(view.trick_seats)
    for trick in view.tricks:
        assert not lacking(trick, FinishedTrick), lacking(trick, FinishedTrick)
        assert len(trick.cards) == len(trick.seats) and trick.winner in trick.seats


@pytest.mark.parametrize(("name", "preset"), PRESETS, ids=[f"{g}-{p}" for g, p in PRESETS])
def test_every_game_has_every_member_of_the_contract(name: str, preset: str) -> None:
    spec = game_spec(name)
    rules = spec.presets[preset]
    assert isinstance(rules, spec.rules_type) and not lacking(rules, GameRules), lacking(rules, GameRules)
    assert all(hasattr(rules, option.name) for option in spec.options)  # read by name
    assert set(spec.rules_type.field_kinds()) >= {option.name for option in spec.options}
    assert rules.replace() == rules and spec.rules_from_json(rules.to_json()) == rules
    assert set(rules.deck) and len(set(rules.deck)) == len(rules.deck)
    for seed in range(2):
        hand = spec.new_hand(rules, seed, seed % rules.players)
        assert not lacking(hand, GameHand), lacking(hand, GameHand)
        rng = random.Random(seed)
        applied = 0
        while True:
            views = [hand.view(s) for s in range(rules.players)]
            for view in views:
                _check_view(view, rules.players)
                assert view.phase == hand.phase and view.to_act == hand.to_act
            assert list(hand.actions) == list(hand.actions)[:applied] and len(hand.actions) == applied
            if hand.is_over:
                break
            assert list(views[hand.to_act].legal_actions) == list(hand.legal_actions())
            hand.apply(rng.choice(hand.legal_actions()))
            applied += 1
        assert spec.is_done(hand.view(0).phase)
        record = hand.record()
        assert record["format"] == spec.record_format and record["seed"] == seed
        assert len(record["actions"]) == applied
        half = spec.replay({**record, "actions": record["actions"][: applied // 2]})
        assert len(half.actions) == applied // 2 and not half.is_over
        result = hand.result
        if spec.settle(hand) is not None and result is not None:
            assert not lacking(result, HandOutcome), lacking(result, HandOutcome)
            assert len(result.payments) == rules.players
            if spec.declarer(hand) is not None:  # a contract was played: its bid and made
                assert not lacking(result, ContractOutcome), lacking(result, ContractOutcome)
                assert isinstance(result.made, bool)


# A whole game as mypy sees it (nothing else of it runs), then each part with one member gone.
GAME = """
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, Self

from game.rules.cards import Card
from game.rules.games import GameSpec


@dataclass(frozen=True)
class Rules:
    players: int = 4
    rounds: int = 4
    target_score: int | None = None

    @property
    def deck(self) -> tuple[Card, ...]:
        return ()

    def replace(self, **changes: Any) -> Self:
        return replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        return {}

    @classmethod
    def field_kinds(cls) -> dict[str, Any]:
        return {}


@dataclass(frozen=True)
class Trick:
    seats: tuple[int, ...]
    cards: tuple[Card, ...]
    winner: int


@dataclass(frozen=True)
class View:
    phase: str
    to_act: int
    hand: tuple[Card, ...]
    held_counts: tuple[int, ...]
    trick: tuple[Card, ...]
    trick_seats: tuple[int, ...]
    tricks: tuple[Trick, ...]
    legal_actions: tuple[str, ...]


@dataclass(frozen=True)
class Result:
    bid: int
    made: bool
    payments: tuple[int, ...]


class Hand:
    game = "small"
    n = 4
    to_act = 0
    phase = "play"
    is_over = False
    rules = Rules()
    result: Result | None = None
    actions: tuple[str, ...] = ()

    def opening_events(self) -> Sequence[str]:
        return ()

    def legal_actions(self) -> Sequence[str]:
        return ()

    def why_illegal(self, action: str) -> str | None:
        return None

    def apply(self, action: str) -> Sequence[str]:
        return ()

    def view(self, seat: int) -> View:
        raise NotImplementedError

    def record(self) -> dict[str, Any]:
        return {}

    def outcome_settled(self) -> bool:
        return False

    def clone(self) -> Self:
        return self


SPEC: GameSpec[Hand] = GameSpec(
    name="small",
    title="Small",
    rules_type=Rules,
    rules_from_json=lambda data: Rules(),
    presets={"plain": Rules()},
    players=(4,),
    new_hand=lambda rules, seed, dealer: Hand(),
    replay=lambda record: Hand(),
    record_format="small-hand",
    match_format="small-match",
    settle=lambda hand: None,
    ranks_by_wins=lambda rules: False,
    describe_rules=lambda rules, base: [],
    options=(),
    seat_factory="small_ai:make_seat",
    presenter="small_ui:Presenter",
    card_play_phase="play",
    done_phase="done",
    declarer=lambda hand: None,
    levels=("random",),
    result_scene="small_ui:Result",
    hints=False,
)
"""

# (the part, a line of it, the member that line declares)
GONE = [
    ("Hand", "    actions: tuple[str, ...] = ()\n", "actions"),
    ("Hand", '    phase = "play"\n', "phase"),
    ("Rules", "    def deck(self) -> tuple[Card, ...]:\n", "deck"),
    ("View", "    tricks: tuple[Trick, ...]\n", "tricks"),
    ("Trick", "    winner: int\n", "winner"),
    ("Result", "    payments: tuple[int, ...]\n", "payments"),
]


def _without(source: str, line: str) -> str:
    assert source.count(line) == 1, line
    if line.lstrip().startswith("def "):  # the property and its body go with it
        return re.sub(r"    @property\n" + re.escape(line) + r"        return \(\)\n", "", source)
    return source.replace(line, "")


def _mypy(tmp_path: Path, source: str) -> tuple[str, int]:
    api = pytest.importorskip("mypy.api")
    path = tmp_path / "small_game.py"
    path.write_text(textwrap.dedent(source))
    out, err, status = api.run(
        ["--strict", "--no-incremental", "--cache-dir", str(tmp_path / "cache"), str(path)]
    )
    return out + err, status


def test_mypy_passes_a_whole_game_and_fails_one_lacking_a_member(tmp_path: Path) -> None:
    out, status = _mypy(tmp_path, GAME)
    assert status == 0, out
    for part, line, member in GONE:
        out, status = _mypy(tmp_path, _without(GAME, line))
        assert status == 1 and "GameSpec" in out, (part, member, out)
