"""Rule options: every switch of ``VARIANTS.md`` as data.

A :class:`RuleSet` is one value of every option. Presets (see :mod:`game.napoleon.presets`) are
named rule sets; the engine reads options only and never tests a preset's name. Option and
value names follow ``VARIANTS.md`` so the catalogue, the code and the options screen agree.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType
from typing import Any, ClassVar

from game.rules.cards import CLUB_THREE, SPADE_ACE, Card, Suit
from game.rules.i18n import _
from game.rules.rules_base import CustomKind, RulesBase

from .option_checks import MAX_PLAYERS, MIN_PLAYERS, PLAYER_COUNTS, RULE_CHECKS
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

_FORCED = CustomKind(
    "forced",
    lambda value: None if value is None else ForcedContract.from_json(value),
    lambda value: None if value is None else value.to_json(),
)


@dataclass(frozen=True, slots=True)
class RuleSet(RulesBase):
    """One value of every rule option. Defaults are the pagat standard 5-player game.

    Kinds, coercion, ``replace``, JSON and ``differences`` come from
    :class:`~game.rules.rules_base.RulesBase`; the checks are
    :data:`~game.napoleon.option_checks.RULE_CHECKS`, run in order."""

    CHECKS: ClassVar[tuple[Callable[[Any], None], ...]] = RULE_CHECKS
    CUSTOM_KINDS: ClassVar[Mapping[Any, CustomKind]] = MappingProxyType({ForcedContract | None: _FORCED})

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
    # The black and the red joker (the last two jokers) rank equal: the later played wins.
    jokers_equal_later_wins: bool = False
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


@lru_cache(maxsize=64)
def _deck(removed_cards: tuple[Card, ...], jokers: int) -> tuple[Card, ...]:
    removed = set(removed_cards)
    cards = [Card(c) for c in range(52) if c not in removed]
    cards += [Card(52 + j) for j in range(jokers)]
    return tuple(cards)


OPTION_NAMES: tuple[str, ...] = RuleSet.option_names()


def option_kind(name: str) -> Any:
    """The enum class of an option, or ``"bool"``, ``"int"``, ``"card"``...: for options screens."""
    return RuleSet.option_kind(name)


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
