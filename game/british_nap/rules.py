"""British Nap's rules: every option of 001, named as in VARIANTS.md ("British Nap"), and the
presets as data.

A :class:`NapRules` is a frozen value: ``NapRules.preset("sir-garnet").replace(players=4)``.
Impossible combinations raise :class:`~game.rules.rules_base.RuleConflict` (a ``ValueError``,
also importable as ``NapRuleConflict``) naming the options.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType
from typing import Any, ClassVar

from game.rules.cards import Card
from game.rules.i18n import N_, _
from game.rules.rules_base import RuleConflict, RulesBase, conflict

MIN_PLAYERS = 2
MAX_PLAYERS = 7
PLAYER_COUNTS: tuple[int, ...] = tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1))
# 001's reduced-deck chart: players -> the lowest rank kept (3p 24 cards 9-A, 4p 28 8-A, 5p 32 7-A).
REDUCED_LOW_RANK = MappingProxyType({3: 9, 4: 8, 5: 7})
SIR_GARNET_WIDOW = 5
PEEP_WIDOW = 1
MAX_BUY = 5  # Écarté: "may request as many as five"


# Nap's conflicts are every game's one conflict type; the old name stays importable.
NapRuleConflict = RuleConflict


class DealPackets(StrEnum):
    THREE_TWO = "3+2"  # a round of three-card packets, then twos (seven-card: 4+3)
    TWO_THREE = "2+3"  # "This is also sometimes reversed." (seven-card: 3+4)


class Shuffle(StrEnum):
    NAP = "nap"  # only at the start of a match and after a made Nap (001's no-shuffle rule)
    EVERY_HAND = "every_hand"  # house: a fresh shuffle before every deal


def _players(r: NapRules) -> None:
    if r.players not in PLAYER_COUNTS:
        raise conflict(
            _("Nap is for {low} to {high} players, not {n}").format(
                low=MIN_PLAYERS, high=MAX_PLAYERS, n=r.players
            ),
            "players",
        )


def _seven_card_min_bid(r: NapRules) -> None:
    if r.seven_card and r.min_bid not in (3, 4):
        raise conflict(_("seven-card Nap's bids start at 3: set min_bid to 3 or 4"), "seven_card", "min_bid")


def _seven_card_bids(r: NapRules) -> None:
    if r.seven_card and (r.wellington or r.blucher or r.sir_garnet):
        raise conflict(
            _("Wellington, Blücher and Sir Garnet are five-card bids, not seven-card ones"),
            "seven_card",
            "wellington",
            "blucher",
            "sir_garnet",
        )


def _five_card_min_bid(r: NapRules) -> None:
    if not r.seven_card and r.min_bid not in (1, 2, 3, 4):
        raise conflict(_("min_bid is 1, 2, 3 or 4, not {n}").format(n=r.min_bid), "min_bid")


def _blucher_after_wellington(r: NapRules) -> None:
    if r.blucher and not r.wellington:
        raise conflict(
            _("Blücher may only follow Wellington: turn Wellington on too"), "blucher", "wellington"
        )


def _one_widow(r: NapRules) -> None:
    if r.sir_garnet and r.peep:
        raise conflict(
            _("Sir Garnet and Peep Nap each need their own widow: choose one"), "sir_garnet", "peep"
        )


def _reduced_deck_players(r: NapRules) -> None:
    if r.reduced_deck and r.players not in REDUCED_LOW_RANK:
        raise conflict(
            _("the reduced deck is defined for 3, 4 or 5 players, not {n}").format(n=r.players),
            "reduced_deck",
            "players",
        )


def _deck_deals(r: NapRules) -> None:
    needed = r.players * r.hand_size + r.widow_size
    if needed > len(r.deck):
        raise conflict(
            _("{n} players need {needed} cards but the deck has {deck}").format(
                n=r.players, needed=needed, deck=len(r.deck)
            ),
            "players",
            "reduced_deck",
            "seven_card",
        )


def _rounds(r: NapRules) -> None:
    if r.rounds < 1:
        raise conflict(_("rounds must be at least 1"), "rounds")


def _target_score(r: NapRules) -> None:
    if r.target_score is not None and r.target_score < 1:
        raise conflict(_("target_score must be positive"), "target_score")


# Nap's checks, in the order they run: the first conflict found is the one reported.
NAP_CHECKS: tuple[Callable[[NapRules], None], ...] = (
    _players,
    _seven_card_min_bid,
    _seven_card_bids,
    _five_card_min_bid,
    _blucher_after_wellington,
    _one_widow,
    _reduced_deck_players,
    _deck_deals,
    _rounds,
    _target_score,
)


@dataclass(frozen=True, slots=True)
class NapRules(RulesBase):
    """One value of every Nap option; kinds, coercion, ``replace``, JSON and ``differences``
    come from :class:`~game.rules.rules_base.RulesBase`, the checks are :data:`NAP_CHECKS`."""

    CHECKS: ClassVar[tuple[Callable[[Any], None], ...]] = NAP_CHECKS

    players: int = 5
    min_bid: int = 2
    misere: bool = False
    wellington: bool = False
    blucher: bool = False
    sir_garnet: bool = False
    ecarte: bool = False
    peep: bool = False
    reduced_deck: bool = False
    seven_card: bool = False
    deal_packets: DealPackets = DealPackets.THREE_TWO
    shuffle: Shuffle = Shuffle.NAP
    # VARIANTS.md's `match` option ("hands (n) or a target score") is these two fields, the
    # names every game's match reads (game.rules.protocol.MatchRules).
    rounds: int = 10
    target_score: int | None = None

    # -- derived values --------------------------------------------------------------------

    @property
    def hand_size(self) -> int:
        return 7 if self.seven_card else 5

    @property
    def packets(self) -> tuple[int, int]:
        """The two rounds of the deal, in packet sizes."""
        big, small = (4, 3) if self.seven_card else (3, 2)
        return (big, small) if self.deal_packets == DealPackets.THREE_TWO else (small, big)

    @property
    def widow_size(self) -> int:
        if self.sir_garnet:
            return SIR_GARNET_WIDOW
        return PEEP_WIDOW if self.peep else 0

    @property
    def deck(self) -> tuple[Card, ...]:
        low = REDUCED_LOW_RANK.get(self.players, 2) if self.reduced_deck else 2
        return tuple(Card(c) for c in range(52) if c % 13 + 2 >= low)

    @property
    def max_tricks(self) -> int:
        return self.hand_size

    # -- construction ----------------------------------------------------------------------

    @classmethod
    def preset(cls, name: str) -> NapRules:
        try:
            return NAP_PRESETS[name]
        except KeyError:
            raise KeyError(
                _("no Nap preset named {name!r}; the presets are: {names}").format(
                    name=name, names=", ".join(NAP_PRESETS)
                )
            ) from None


OPTION_NAMES: tuple[str, ...] = NapRules.option_names()

# The presets of 001, as data: the first is the default. Titles are marked for the catalogue
# and translated where shown.
NAP_PRESETS: MappingProxyType[str, NapRules] = MappingProxyType(
    {
        "standard": NapRules(),
        "min-bid-1": NapRules(min_bid=1),
        "min-bid-3": NapRules(min_bid=3),
        "min-bid-4": NapRules(min_bid=4),
        "misere-wellington-blucher": NapRules(misere=True, wellington=True, blucher=True),
        "sir-garnet": NapRules(sir_garnet=True),
        "ecarte": NapRules(ecarte=True),
        "peep": NapRules(peep=True),
        "reduced-deck": NapRules(reduced_deck=True),
        "seven-card": NapRules(seven_card=True, min_bid=3, misere=True),
    }
)
NAP_PRESET_TITLES: MappingProxyType[str, str] = MappingProxyType(
    {
        "standard": N_("Nap (minimum bid 2)"),
        "min-bid-1": N_("Nap (minimum bid 1)"),
        "min-bid-3": N_("Nap (minimum bid 3)"),
        "min-bid-4": N_("Nap (minimum bid 4)"),
        "misere-wellington-blucher": N_("Nap with Misère, Wellington and Blücher"),
        "sir-garnet": N_("Sir Garnet"),
        "ecarte": N_("Écarté Nap"),
        "peep": N_("Peep Nap"),
        "reduced-deck": N_("Nap with a reduced deck"),
        "seven-card": N_("Seven-Card Nap"),
    }
)
# One sentence saying what each preset is (English message ids), as Napoleon's presets have.
NAP_PRESET_DESCRIPTIONS: MappingProxyType[str, str] = MappingProxyType(
    {
        "standard": N_(
            "Five cards each, bids from 2 up to Nap (all five); if all others pass, the dealer must bid."
        ),
        "min-bid-1": N_("Bids from a single trick up; if all others pass, the dealer must bid."),
        "min-bid-3": N_(
            "Bids from 3 tricks up; if everyone passes, the cards are thrown in and dealt again."
        ),
        "min-bid-4": N_(
            "Bids of 4 or Nap only; if everyone passes, the cards are thrown in and dealt again."
        ),
        "misere-wellington-blucher": N_(
            "Adds Misère (no trick taken), Wellington (all five after Nap) and Blücher (after Wellington)."
        ),
        "sir-garnet": N_("A five-card widow: taking it on your turn is the top bid, to win all five tricks."),
        "ecarte": N_(
            "Before bidding each player may exchange cards, a chip each into a pool the next made Nap wins."
        ),
        "peep": N_("A one-card widow: pay a chip to see it before bidding; the high bidder takes it."),
        "reduced-deck": N_("The low cards are stripped from the pack (to 9, 8 or 7 with 3, 4 or 5 players)."),
        "seven-card": N_("Seven cards each, bids from 3 up to 7 (the Lot), misère ranking above Nap."),
    }
)
