"""Nap's options as the screens offer them (one :class:`OptionSpec` each, in screen order),
and the rules help's sentences, generated from the options as Napoleon's are.

Labels and help are marked with ``N_`` and translated where they are shown.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.rules.i18n import N_, _
from game.rules.option_spec_types import OptionGroup, OptionKind, OptionSpec
from game.rules.rules_summary import RulesSection, nearest_preset, option_lines, rules_title

from .rules import (
    NAP_PRESET_DESCRIPTIONS,
    NAP_PRESET_TITLES,
    NAP_PRESETS,
    PLAYER_COUNTS,
    DealPackets,
    NapRules,
    Shuffle,
)
from .scoring import all_bids, bid_name, nap_settlement

TABLE = OptionGroup(N_("Players & deck"))
BIDS = OptionGroup(N_("Bidding"))
VARIANTS = OptionGroup(N_("Variants"))
MATCH = OptionGroup(N_("Match"))


def _values(*values: Any) -> Any:
    def offered(rules: Any) -> Sequence[Any]:
        return values

    return offered


def _bool(name: str, group: OptionGroup, label: str, help: str) -> OptionSpec:
    return OptionSpec(name, OptionKind.BOOL, group, label, help, _values(False, True))


def _min_bids(rules: Any) -> Sequence[int]:
    return (3, 4) if rules.seven_card else (1, 2, 3, 4)


def _packet_words(value: Any, rules: Any) -> str:
    """The packets as the rules deal them: "3+2", or "4+3" with seven cards each."""
    a, b = rules.replace(deal_packets=DealPackets(value)).packets
    return f"{a}+{b}"


def _shuffle_words(value: Any, rules: Any) -> str:
    return N_("after a made Nap") if value == Shuffle.NAP else N_("every hand")


NAP_OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "players",
        OptionKind.INT_RANGE,
        TABLE,
        N_("Players"),
        N_("2 to 7 players; 3 to 5 is usual."),
        _values(*PLAYER_COUNTS),
    ),
    _bool(
        "reduced_deck",
        TABLE,
        N_("Reduced deck"),
        N_("Strip the low cards: 3 players 9 to A, 4 players 8 to A, 5 players 7 to A."),
    ),
    OptionSpec(
        "deal_packets",
        OptionKind.ENUM,
        TABLE,
        N_("Deal"),
        N_("The cards are dealt in two rounds of packets: the larger packets first, or the smaller."),
        _values(*DealPackets),
        words=_packet_words,
    ),
    OptionSpec(
        "min_bid",
        OptionKind.INT_CHOICE,
        BIDS,
        N_("Minimum bid"),
        N_(
            "With 1 or 2, the dealer must bid if everyone else passed (and may bid 1); "
            "with 3 or 4, if all pass the cards are thrown in and the same dealer deals again."
        ),
        _min_bids,
    ),
    _bool("misere", BIDS, N_("Misère"), N_("A bid to win no tricks, with no trumps: ±3, between 3 and 4.")),
    _bool("wellington", BIDS, N_("Wellington"), N_("After a Nap, a bid of all five tricks for ±10.")),
    _bool("blucher", BIDS, N_("Blücher"), N_("After a Wellington, a bid of all five tricks for ±20.")),
    _bool(
        "sir_garnet",
        VARIANTS,
        N_("Sir Garnet"),
        N_("A five-card widow: taking it on your turn is the top bid, all five tricks for ±10."),
    ),
    _bool(
        "ecarte",
        VARIANTS,
        N_("Écarté"),
        N_(
            "Before bidding, each player may buy up to five new cards, a chip each into a pool "
            "the next made Nap wins."
        ),
    ),
    _bool(
        "peep",
        VARIANTS,
        N_("Peep"),
        N_(
            "A one-card widow: pay a chip to look at it before bidding; the high bidder takes it "
            "and discards one."
        ),
    ),
    _bool(
        "seven_card",
        VARIANTS,
        N_("Seven cards"),
        N_("Seven cards each, bids 3 to 7 (the Lot), misère above Nap."),
    ),
    OptionSpec(
        "shuffle",
        OptionKind.ENUM,
        MATCH,
        N_("Shuffle"),
        N_("Only at the start and after a made Nap (otherwise gathered and cut), or before every hand."),
        _values(*Shuffle),
        words=_shuffle_words,
    ),
    OptionSpec(
        "rounds",
        OptionKind.INT_RANGE,
        MATCH,
        N_("Hands"),
        N_("How many hands the match lasts (unless a target score is set)."),
        _values(*range(1, 31)),
    ),
    OptionSpec(
        "target_score",
        OptionKind.OPTIONAL_INT,
        MATCH,
        N_("Target score"),
        N_("The match ends when someone reaches this many chips."),
        _values(None, 10, 20, 30, 50),
    ),
)


def describe_nap_rules(rules: NapRules, base: str | None = None) -> list[RulesSection]:
    """The rules help's sections for ``rules``, in the player's language: the nearest preset,
    the game in sentences, then every option with its value and help (``base``, the preset
    the player started from, is not needed: the options are all listed)."""
    data = rules.to_json()

    def changed(preset: NapRules) -> int:  # the house rules (the player count is the table's)
        ref = preset.to_json()
        return sum(ref.get(k) != v for k, v in data.items() if k != "players")

    best = nearest_preset(NAP_PRESETS, changed)
    title = NAP_PRESET_TITLES.get(best)
    about = NAP_PRESET_DESCRIPTIONS.get(best)
    opening = (  # the rules named as everywhere else, and the preset described
        _("Rules: {preset}").format(
            preset=rules_title(_(title) if title else best, changed(NAP_PRESETS[best]))
        ),
        _(about) if about else "",
    )
    return [
        RulesSection("", opening),
        RulesSection(_("THE GAME"), tuple(_game_sentences(rules))),
        RulesSection(_("OPTIONS"), option_lines(NAP_OPTION_SPECS, rules)),
    ]


def _game_sentences(rules: NapRules) -> list[str]:
    out = [
        _("{n} players, {cards} cards each; the first card led makes trumps.").format(
            n=rules.players, cards=rules.hand_size
        ),
        _("One bid each, each higher than the last; the minimum bid is {n}.").format(n=rules.min_bid),
    ]
    for bid in all_bids(rules):
        if isinstance(bid, int) and bid < rules.min_bid and bid != 1:
            continue
        win = nap_settlement(rules, bid=bid, tricks_won=rules.hand_size if bid != "misere" else 0)
        lose = nap_settlement(rules, bid=bid, tricks_won=0 if bid != "misere" else 1)
        out.append(
            _("{bid}: made wins {win} from each opponent, failed pays {lose} to each.").format(
                bid=bid_name(bid), win=win, lose=-lose
            )
        )
    if rules.shuffle == Shuffle.NAP:
        out.append(
            _("The cards are shuffled only at the start and after a made Nap; otherwise gathered and cut.")
        )
    return out
