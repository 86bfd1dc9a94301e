"""The values of the rule options: one enum per option with named values, the forced
contract, and :class:`RuleConflict` (every game's one conflict type, from
:mod:`game.rules.rules_base`). :mod:`game.napoleon.options` re-exports every name, so
``from game.napoleon.options import Scoring`` keeps working; the values are here only to keep
each module short.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from game.rules.cards import Suit
from game.rules.i18n import _
from game.rules.rules_base import RuleConflict as RuleConflict  # re-exported: the old name


class SuitOrder(StrEnum):
    BRIDGE = "bridge"  # ♣ < ♦ < ♥ < ♠
    NONE = "none"  # only the number counts (Hattori)
    KHOPESH = "khopesh"  # ♣ < ♠ < ♥ < ♦


class NoTrump(StrEnum):
    OFF = "off"
    ABOVE = "above"  # above ♠ (above the highest suit)
    BELOW = "below"  # below ♣ (below the lowest suit)


class BidOrder(StrEnum):
    PASS_FINAL = "pass_final"
    REENTRY = "reentry"  # passed players may bid again; ends after n-1 passes in a row


class BidKind(StrEnum):
    SUIT = "suit"  # a number of points and a trump suit
    SUITLESS = "suitless"  # 003: "Bidding is performed without suit. The first suit led is trump."
    TRICKS = "tricks"  # 003: "the bid is not in face cards, but in tricks"
    # 003: "in addition to bidding by suit, players may bid by number": a rank's four cards
    # are trumps, the powers ♠A, ♦J, ♠J (only ♠A when jacks are bid)
    NUMBER = "number"


class MisereBids(StrEnum):
    OFF = "off"
    CLOSED = "closed"  # 003: ranks as a bid of 17 (17 NT in bridge-style order)
    OPEN = "open"  # 003: ranks as 19 (19♦), Napoleon's hand face up after the first lead
    BOTH = "both"


class TargetBids(StrEnum):
    OFF = "off"
    GENERAL_JOINS_NAPOLEON = "general_joins_napoleon"  # 003: "allow a general to Napoleon"
    GENERAL_JOINS_TARGET = "general_joins_target"  # 003: "a general to the target"


class AllPass(StrEnum):
    REDEAL = "redeal"
    TURN_UP_BLIND = "turn_up_blind"  # show the blind, bid again, then redeal
    MIGHTY_HOLDER = "mighty_holder"  # the Mighty's holder must bid


class CallTiming(StrEnum):
    BEFORE_EXCHANGE = "before_exchange"
    AFTER_EXCHANGE = "after_exchange"


class DiscardsCountFor(StrEnum):
    OPPONENTS = "opponents"
    NAPOLEON = "napoleon"
    NOBODY = "nobody"


class FirstTrickSpecials(StrEnum):
    NONE = "none"
    MIGHTY = "mighty"
    ALL = "all"


class EnchantressVsJacks(StrEnum):
    ENCHANTRESS = "enchantress"  # the Enchantress wins
    JACKS = "jacks"  # a right/left jack in the trick still beats her


class SameTwoVsLeftJack(StrEnum):
    LEFT_JACK = "left_jack"
    SAME_TWO = "same_two"


class SameTwoWithJoker(StrEnum):
    BLOCKS = "blocks"
    COUNTS_AS_LED = "counts_as_led"


class JokerLedStrength(StrEnum):
    STRONG_HUNTER = "strong_hunter"  # 4th strongest (2nd with joker_strong_rank = 2)
    WEAK_HUNTER = "weak_hunter"  # the weakest trump
    BELOW_MIGHTY = "below_mighty"  # BGA
    STRONGEST = "strongest"
    BETWEEN_JACKS = "between_jacks"  # between the right and the left jack (a peer program)


class JokerLedForces(StrEnum):
    TRUMP = "trump"  # trump if able
    TRUMP_THEN_POINTS = "trump_then_points"  # trump, else a point card, if able
    NAMED_SUIT = "named_suit"  # the leader names a suit; follow it (BGA)


class JokerFollowStrength(StrEnum):
    WEAKEST = "weakest"
    BELOW_MIGHTY = "below_mighty"
    LOWEST_OF_LED_SUIT = "lowest_of_led_suit"  # below the led suit's 2, and of that suit


class JokerAboveMighty(StrEnum):
    OFF = "off"
    NO_SUIT = "no_suit"  # 003: the joker ranks over the Mighty, of no suit
    TRUMP_SUIT = "trump_suit"  # 003: ... or of the trump suit, as determined before the deal


class JokerHunter(StrEnum):
    NONE = "none"
    LED = "led"  # the request card, led, forces the joker
    ANYWHERE = "anywhere"  # the request card anywhere forces later players


class Siberian(StrEnum):
    ON = "on"  # taking all the points with a bid below the maximum loses
    OFF = "off"
    STRICT = "strict"  # opponents taking no point card in tricks loses; discards don't protect


class Scoring(StrEnum):
    PAGAT = "pagat"
    MULTIPLIED = "multiplied"  # pagat chips x (bid - 12) from 14
    BARRACO = "barraco"
    BGA_CLASSIC = "bga_classic"
    BGA_BONUS = "bga_bonus"
    HARD = "hard"  # hard score: bid - 10
    COUNT = "count"  # a count of Napoleon's wins, no chips (Hattori)
    POINTS_TABLE = "points_table"  # 003's cumulative points per player (not zero-sum)


class Scoring4p(StrEnum):
    N3_A1_O2 = "3-1-2"
    N4_A2_O3 = "4-2-3"
    ONE_EACH = "1-1-1"


class Scoring6p(StrEnum):
    N3_A1 = "3-1"
    N2_A2 = "2-2"


class ForcedWho(StrEnum):
    MIGHTY_HOLDER = "mighty_holder"
    DEALER = "dealer"
    FOREHAND = "forehand"  # the first bidder (the dealer's left)


@dataclass(frozen=True, slots=True)
class ForcedContract:
    """The contract imposed when everyone passes (``all_pass_forced_contract``)."""

    number: int
    trump: Suit | None  # None: no trumps
    who: ForcedWho = ForcedWho.MIGHTY_HOLDER

    def to_json(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "trump": None if self.trump is None else self.trump.letter,
            "who": self.who.value,
        }

    @classmethod
    def from_json(cls, data: Any) -> ForcedContract:
        if isinstance(data, ForcedContract):
            return data
        if not isinstance(data, dict):
            raise ValueError(_("a forced contract is an object, not {value}").format(value=repr(data)))
        trump = data.get("trump")
        return cls(
            int(data["number"]),
            None if trump in (None, "NT") else Suit.parse(str(trump)),
            ForcedWho(data.get("who", "mighty_holder")),
        )
