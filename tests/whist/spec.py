"""Whist's :class:`GameSpec` and its registration, for the test session only
(``tests/conftest.py`` calls :func:`register_whist`; nothing under ``game/`` names it)."""

from __future__ import annotations

from typing import Any

from game.rules.cards import Card
from game.rules.errors import RecordError
from game.rules.games import GAMES, GameSpec, register
from game.rules.protocol import GameHand
from game.rules.records import RECORD_VERSION, apply_actions, parse_record_text

from .hand import (
    WHIST_MATCH_FORMAT,
    WHIST_RECORD_FORMAT,
    WhistEvent,
    WhistHand,
    WhistPhase,
    WhistView,
    deal_of,
    settle,
    unseen_redeal,
)
from .rules import (
    HAND_SIZE,
    WHIST_OPTIONS,
    WHIST_PRESET_DESCRIPTIONS,
    WHIST_PRESET_TITLES,
    WHIST_PRESETS,
    WhistRules,
    describe_whist_rules,
)
from .seats import LEVELS, parse_play

NAME = WhistHand.game


def whist_game_hand(hand: WhistHand) -> GameHand[Any, WhistView, WhistEvent]:
    """``hand`` as the protocol sees it: mypy checks here that a Whist hand is a game hand."""
    return hand


def replay_whist(data: Any) -> WhistHand:
    """Rebuild a hand from its record (a dict or its JSON text), every action through the engine;
    a damaged record is a :class:`RecordError` saying why."""
    if isinstance(data, (str, bytes)):
        data = parse_record_text(data)
    if not isinstance(data, dict) or data.get("format") != WHIST_RECORD_FORMAT:
        raise RecordError("not a Whist hand record")
    if data.get("version") != RECORD_VERSION:
        raise RecordError(f"the record is version {data.get('version')!r}")
    try:
        rules = WhistRules.from_json(data.get("rules"))
        seed, dealer = data.get("seed"), data.get("dealer", 0)
        pack = [Card.parse(str(c)) for c in data.get("pack") or []]
        if seed is not None and pack != deal_of(seed):
            raise RecordError("the record's pack is not the shuffle its seed gives")
        hand = WhistHand(rules, pack, dealer, seed)
    except RecordError:
        raise
    except (TypeError, ValueError) as exc:
        raise RecordError(f"the record's deal is invalid: {exc}") from None
    return apply_actions(hand, data.get("actions", []), parse_play)


def _new(rules: WhistRules, seed: int, dealer: int) -> WhistHand:
    return WhistHand.new(rules, seed, dealer)


def _invariants(hand: WhistHand, during: bool) -> str | None:
    every = [c for h in hand.hands for c in h] + [c for t in hand.tricks for c in t.cards] + hand.trick
    if sorted(every) != list(range(52)):
        return "cards are not conserved"
    if not during and hand.is_over:
        if sum(hand.tricks_won) != HAND_SIZE:
            return "not every trick was won"
        if sum(settle(hand).payments) != 0:
            return "the payments do not sum to zero"
    return None


def _no_declarer(hand: WhistHand) -> None:
    return None


def _ranks_by_points(rules: WhistRules) -> bool:
    return False


WHIST: GameSpec[WhistHand] = GameSpec(
    name=NAME,
    title="Whist",
    rules_type=WhistRules,
    rules_from_json=WhistRules.from_json,
    presets=WHIST_PRESETS,
    players=(4,),
    new_hand=_new,
    replay=replay_whist,
    record_format=WHIST_RECORD_FORMAT,
    match_format=WHIST_MATCH_FORMAT,
    settle=settle,
    ranks_by_wins=_ranks_by_points,
    describe_rules=describe_whist_rules,
    options=WHIST_OPTIONS,
    seat_factory="tests.whist.seats:make_whist_seat",
    presenter="tests.whist.presenter:WhistPresenter",
    card_play_phase=WhistPhase.PLAY,
    done_phase=WhistPhase.DONE,
    declarer=_no_declarer,
    levels=LEVELS,
    result_scene="tests.whist.results:WhistResultScene",
    hints=False,  # a hint is a Normal seat's choice: Whist has none
    invariants=_invariants,
    unseen_redeal=unseen_redeal,
    preset_titles=WHIST_PRESET_TITLES,
    preset_descriptions=WHIST_PRESET_DESCRIPTIONS,
    # No declarer: the player always defends, and a hand is "beaten" when the player's side won.
    stats_words={"defence": "Hands won by your side"},
)


def register_whist() -> None:
    """Whist in the registry, after the shipped games (the first registered is the default
    game, so they are loaded first); once."""
    if NAME not in GAMES:
        register(WHIST)


def shipped_games() -> list[str]:
    """The registered games a child process of the app knows: all but the tests' own (a test
    that runs the app in a process of its own asks these)."""
    return [name for name in GAMES if name != NAME]
