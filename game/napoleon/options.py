"""Rule options: every switch of ``VARIANTS.md`` as data.

A :class:`RuleSet` is one value of every option. Presets (see :mod:`game.napoleon.presets`) are
named rule sets; the engine reads options only and never tests a preset's name. Option and
value names follow ``VARIANTS.md`` so the catalogue, the code and the options screen agree.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, fields
from enum import StrEnum
from functools import lru_cache
from typing import Any

from game.rules.cards import CLUB_THREE, SPADE_ACE, Card, Suit
from game.rules.i18n import _

from .option_checks import MAX_PLAYERS, MIN_PLAYERS, PLAYER_COUNTS, check_rules
from .option_values import (
    AllPass,
    BidKind,
    BidOrder,
    CallTiming,
    DiscardsCountFor,
    EnchantressVsJacks,
    FirstTrickSpecials,
    ForcedContract,
    ForcedWho,
    JokerAboveMighty,
    JokerFollowStrength,
    JokerHunter,
    JokerLedForces,
    JokerLedStrength,
    MisereBids,
    NoTrump,
    RuleConflict,
    SameTwoVsLeftJack,
    SameTwoWithJoker,
    Scoring,
    Scoring4p,
    Scoring6p,
    Siberian,
    SuitOrder,
    TargetBids,
)

STANDARD_HAND_SIZE = {2: 9, 3: 16, 4: 12, 5: 10, 6: 8}  # one per count of PLAYER_COUNTS
TWO_PLAYER_PILES = 4  # each player has 4 piles of 4 cards (Takasaki)
PILE_DEPTH = 4

_ON = {"on", "true", "yes", "1", "allowed"}
_OFF = {"off", "false", "no", "0", "forbidden"}


def _coerce_bool(name: str, value: Any) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lower() in _ON | _OFF:
        return value.lower() in _ON
    raise RuleConflict(
        _("option {name} must be on or off, not {value}").format(name=name, value=repr(value)), (name,)
    )


def _coerce_card(name: str, value: Any) -> Card:
    try:
        if isinstance(value, str):
            return Card.parse(value)
        return Card(int(value))
    except (ValueError, TypeError):
        raise RuleConflict(
            _("option {name}: not a card: {value}").format(name=name, value=repr(value)), (name,)
        ) from None


@dataclass(frozen=True, slots=True)
class RuleSet:
    """One value of every rule option. Defaults are the pagat standard 5-player game."""

    players: int = 5
    joker: bool = False
    jokers: int | None = None  # None: 1 when joker is on, else 0
    removed_cards: tuple[Card, ...] = ()
    hand_size: int | None = None  # None: the standard size for the player count
    min_bid: int = 11
    max_bid: int | None = None  # None: all the points (20, or 16 without tens)
    bid_kind: BidKind = BidKind.SUIT
    misere: MisereBids = MisereBids.OFF
    target: TargetBids = TargetBids.OFF
    suit_order: SuitOrder = SuitOrder.BRIDGE
    no_trump: NoTrump = NoTrump.OFF
    bid_order: BidOrder = BidOrder.PASS_FINAL
    all_pass: AllPass = AllPass.REDEAL
    all_pass_forced_contract: ForcedContract | None = None
    call_timing: CallTiming = CallTiming.BEFORE_EXCHANGE
    call_own_card: bool = True
    call_joker: bool = True
    blind_deal_out: bool = False
    discards_count_for: DiscardsCountFor = DiscardsCountFor.OPPONENTS
    first_trick_trumps: bool = False
    first_trick_specials: FirstTrickSpecials = FirstTrickSpecials.NONE
    first_trick_no_trump_lead: bool = False
    first_trick_same_two: bool = False
    last_trick_plain: bool = False
    yoromeki: bool = False
    enchantress_vs_jacks: EnchantressVsJacks = EnchantressVsJacks.ENCHANTRESS
    specials_are_trumps: bool = False
    right_left_jacks: bool = True
    hunting_jacks: bool = False
    mighty_when_spades_trump: Card = SPADE_ACE
    same_two: bool = True
    same_two_vs_left_jack: SameTwoVsLeftJack = SameTwoVsLeftJack.LEFT_JACK
    same_two_with_joker: SameTwoWithJoker = SameTwoWithJoker.BLOCKS
    same_two_in_trumps: bool = True
    joker_led_strength: JokerLedStrength = JokerLedStrength.STRONG_HUNTER
    joker_strong_rank: int = 4
    joker_led_forces: JokerLedForces = JokerLedForces.TRUMP
    joker_follow_strength: JokerFollowStrength = JokerFollowStrength.WEAKEST
    joker_free_play: bool = True
    joker_first_trick_lead: bool = False
    joker_hunter: JokerHunter = JokerHunter.NONE
    joker_above_mighty: JokerAboveMighty = JokerAboveMighty.OFF
    joker_request_card: Card = CLUB_THREE
    reverse_jack: bool = False
    tens_score: bool = True
    adjutant: bool = True
    exact_bid: bool = False
    siberian: Siberian = Siberian.ON
    scoring: Scoring = Scoring.PAGAT
    scoring_4p: Scoring4p = Scoring4p.N3_A1_O2
    scoring_6p: Scoring6p = Scoring6p.N3_A1
    second_general_on_20: bool = False
    auto_general: bool = False
    rechoose_general: bool = False
    trust: bool = False
    rounds: int = 5
    target_score: int | None = None

    # -- construction -------------------------------------------------------------------

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            kind = _FIELD_KINDS[f.name]
            new = _coerce(f.name, kind, value)
            if new is not value:
                object.__setattr__(self, f.name, new)
        self._validate()

    @classmethod
    def preset(cls, name: str) -> RuleSet:
        from .presets import PRESETS

        try:
            return PRESETS[name]
        except KeyError:
            known = ", ".join(sorted(PRESETS))
            raise KeyError(
                _("no preset named {name}; the presets are: {known}").format(name=repr(name), known=known)
            ) from None

    def replace(self, **changes: Any) -> RuleSet:
        """A copy with some options changed (validated)."""
        unknown = sorted(set(changes) - set(OPTION_NAMES))
        if unknown:
            raise RuleConflict(
                _("unknown option(s): {names}").format(names=", ".join(unknown)), tuple(unknown)
            )
        return dataclasses.replace(self, **changes)

    # -- derived values ------------------------------------------------------------------

    @property
    def joker_count(self) -> int:
        if self.jokers is None:
            return 1 if self.joker else 0
        return self.jokers

    @property
    def deck(self) -> tuple[Card, ...]:
        return _deck(self.removed_cards, self.joker_count)

    @property
    def cards_per_hand(self) -> int:
        return self.hand_size if self.hand_size is not None else STANDARD_HAND_SIZE[self.players]

    @property
    def pile_cards(self) -> int:
        """Cards each player holds in face-up/face-down piles (two-player game only)."""
        return TWO_PLAYER_PILES * PILE_DEPTH if self.players == 2 else 0

    @property
    def blind_size(self) -> int:
        return len(self.deck) - self.players * (self.cards_per_hand + self.pile_cards)

    @property
    def total_points(self) -> int:
        return 20 if self.tens_score else 16

    @property
    def tricks_per_hand(self) -> int:
        """Tricks in a hand: the cards each player holds once the blind is dealt or exchanged."""
        dealt_out = self.blind_size // self.players if self.blind_deal_out else 0
        return self.cards_per_hand + self.pile_cards + dealt_out

    @property
    def full_bid(self) -> int:
        """A bid of everything: all the points (the "bid of twenty"), or all the tricks when
        bids are in tricks. Pagat's doubling and the second general need it."""
        return self.tricks_per_hand if self.bid_kind == BidKind.TRICKS else self.total_points

    @property
    def top_bid(self) -> int:
        """The highest bid allowed: ``max_bid``, or everything (``full_bid``) when unset."""
        return self.full_bid if self.max_bid is None else self.max_bid

    @property
    def has_adjutant(self) -> bool:
        """No adjutant with fewer than four players (000) or when the option is off (1885)."""
        return self.adjutant and self.players >= 4

    @property
    def exchanges(self) -> bool:
        return not self.blind_deal_out

    def is_point_card(self, card: int) -> bool:
        if card >= 52:
            return False
        low = 8 if self.tens_score else 9
        return card % 13 >= low

    def mighty(self, trump: Suit | None) -> Card:
        if trump == Suit.SPADES:
            return self.mighty_when_spades_trump
        return SPADE_ACE

    # -- serialisation ---------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, StrEnum):
                out[f.name] = value.value
            elif isinstance(value, Card):
                out[f.name] = str(value)
            elif f.name == "removed_cards":
                out[f.name] = [str(c) for c in value]
            elif isinstance(value, ForcedContract):
                out[f.name] = value.to_json()
            else:
                out[f.name] = value
        return out

    @classmethod
    def from_json(cls, data: Any) -> RuleSet:
        if not isinstance(data, dict):
            raise RuleConflict(
                _("rules must be an object of options, not {type}").format(type=type(data).__name__)
            )
        unknown = sorted(set(data) - set(OPTION_NAMES))
        if unknown:
            raise RuleConflict(
                _("unknown option(s): {names}").format(names=", ".join(unknown)), tuple(unknown)
            )
        return cls(**data)

    def differences(self, other: RuleSet) -> dict[str, tuple[Any, Any]]:
        """Options whose values differ: ``{name: (mine, theirs)}``."""
        return {
            f.name: (getattr(self, f.name), getattr(other, f.name))
            for f in fields(self)
            if getattr(self, f.name) != getattr(other, f.name)
        }

    # -- validation ----------------------------------------------------------------------

    def _validate(self) -> None:
        check_rules(self)


@lru_cache(maxsize=64)
def _deck(removed_cards: tuple[Card, ...], jokers: int) -> tuple[Card, ...]:
    removed = set(removed_cards)
    cards = [Card(c) for c in range(52) if c not in removed]
    cards += [Card(52 + j) for j in range(jokers)]
    return tuple(cards)


# How each field's raw value is coerced: an enum class, "bool", "int", "card", ...
_FIELD_KINDS: dict[str, Any] = {}


def _coerce(name: str, kind: Any, value: Any) -> Any:
    if isinstance(kind, type) and issubclass(kind, StrEnum):
        if isinstance(value, kind):
            return value
        try:
            return kind(value)
        except ValueError:
            allowed = ", ".join(v.value for v in kind)
            raise RuleConflict(
                _("option {name} cannot be {value}; it is one of: {allowed}").format(
                    name=name, value=repr(value), allowed=allowed
                ),
                (name,),
            ) from None
    if kind == "bool":
        return _coerce_bool(name, value)
    if kind == "int":
        if isinstance(value, bool) or not isinstance(value, int):
            raise RuleConflict(
                _("option {name} must be a whole number, not {value}").format(name=name, value=repr(value)),
                (name,),
            )
        return value
    if kind == "int?":
        if value is None:
            return None
        return _coerce(name, "int", value)
    if kind == "card":
        return _coerce_card(name, value)
    if kind == "cards":
        if isinstance(value, str):
            value = value.replace(",", " ").split()
        try:
            items = list(value)
        except TypeError:
            raise RuleConflict(
                _("option {name} must be a list of cards").format(name=name), (name,)
            ) from None
        cards = tuple(_coerce_card(name, v) for v in items)
        return value if isinstance(value, tuple) and cards == value else cards
    if kind == "forced":
        if value is None or isinstance(value, ForcedContract):
            return value
        try:
            return ForcedContract.from_json(value)
        except (ValueError, KeyError, TypeError) as exc:
            raise RuleConflict(_("option {name}: {why}").format(name=name, why=exc), (name,)) from None
    raise AssertionError(kind)


def _kind_of(f: dataclasses.Field[Any]) -> Any:
    t = str(f.type)
    if t in _ENUM_TYPES:
        return _ENUM_TYPES[t]
    return {
        "bool": "bool",
        "int": "int",
        "int | None": "int?",
        "Card": "card",
        "tuple[Card, ...]": "cards",
        "ForcedContract | None": "forced",
    }[t]


_ENUM_TYPES: dict[str, type[StrEnum]] = {
    cls.__name__: cls
    for cls in (
        SuitOrder,
        NoTrump,
        BidOrder,
        AllPass,
        BidKind,
        MisereBids,
        TargetBids,
        CallTiming,
        DiscardsCountFor,
        FirstTrickSpecials,
        EnchantressVsJacks,
        SameTwoVsLeftJack,
        SameTwoWithJoker,
        JokerLedStrength,
        JokerLedForces,
        JokerFollowStrength,
        JokerHunter,
        JokerAboveMighty,
        Siberian,
        Scoring,
        Scoring4p,
        Scoring6p,
    )
}

OPTION_NAMES: tuple[str, ...] = tuple(f.name for f in fields(RuleSet))
for _f in fields(RuleSet):
    _FIELD_KINDS[_f.name] = _kind_of(_f)


def option_kind(name: str) -> Any:
    """The enum class of an option, or ``"bool"``, ``"int"``, ``"card"``...: for options screens."""
    return _FIELD_KINDS[name]


__all__ = [
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "OPTION_NAMES",
    "PLAYER_COUNTS",
    "AllPass",
    "BidKind",
    "BidOrder",
    "CallTiming",
    "DiscardsCountFor",
    "EnchantressVsJacks",
    "FirstTrickSpecials",
    "ForcedContract",
    "ForcedWho",
    "JokerAboveMighty",
    "JokerFollowStrength",
    "JokerHunter",
    "JokerLedForces",
    "JokerLedStrength",
    "MisereBids",
    "NoTrump",
    "RuleConflict",
    "RuleSet",
    "SameTwoVsLeftJack",
    "SameTwoWithJoker",
    "Scoring",
    "Scoring4p",
    "Scoring6p",
    "Siberian",
    "SuitOrder",
    "TargetBids",
]
