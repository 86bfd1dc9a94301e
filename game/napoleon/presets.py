"""The presets of ``VARIANTS.md``: named rule sets, nothing more.

The engine never tests a preset's name; a preset is only a value of every option. Its words
for players, in their language: :func:`preset_title` and :func:`preset_description` (the
tables hold English message ids; the docs page reads them as they are).
"""

from __future__ import annotations

from types import MappingProxyType

from game.rules.cards import Card
from game.rules.i18n import N_, _

from .options import (
    BidOrder,
    CallTiming,
    DiscardsCountFor,
    FirstTrickSpecials,
    JokerFollowStrength,
    JokerHunter,
    JokerLedForces,
    JokerLedStrength,
    NoTrump,
    RuleSet,
    SameTwoWithJoker,
    Scoring,
    Siberian,
    SuitOrder,
)

PAGAT = RuleSet()

PAGAT_JOKER = RuleSet(
    joker=True,
    joker_led_strength=JokerLedStrength.STRONG_HUNTER,
    joker_strong_rank=4,
    joker_led_forces=JokerLedForces.TRUMP,
    joker_follow_strength=JokerFollowStrength.WEAKEST,
    joker_first_trick_lead=False,
    same_two_with_joker=SameTwoWithJoker.BLOCKS,
    joker_hunter=JokerHunter.LED,
    joker_request_card=Card.parse("♣3"),
)

BGA = RuleSet(
    joker=True,
    min_bid=8,
    call_own_card=False,
    joker_led_strength=JokerLedStrength.BELOW_MIGHTY,
    joker_led_forces=JokerLedForces.NAMED_SUIT,
    joker_follow_strength=JokerFollowStrength.BELOW_MIGHTY,
    joker_first_trick_lead=True,
    yoromeki=True,
    joker_hunter=JokerHunter.LED,
    reverse_jack=True,
    first_trick_trumps=True,
    first_trick_specials=FirstTrickSpecials.ALL,
    siberian=Siberian.OFF,
    scoring=Scoring.BGA_CLASSIC,
    rounds=5,
)

RULES_CARD = RuleSet(
    joker=True,
    min_bid=11,
    no_trump=NoTrump.ABOVE,
    call_timing=CallTiming.AFTER_EXCHANGE,
    call_own_card=True,
    discards_count_for=DiscardsCountFor.NAPOLEON,
    joker_led_strength=JokerLedStrength.WEAK_HUNTER,
    joker_led_forces=JokerLedForces.TRUMP_THEN_POINTS,
    joker_follow_strength=JokerFollowStrength.WEAKEST,
    joker_first_trick_lead=False,
    joker_hunter=JokerHunter.NONE,
    same_two_with_joker=SameTwoWithJoker.COUNTS_AS_LED,
    siberian=Siberian.OFF,
    scoring=Scoring.HARD,
)

KHOPESH = RuleSet(
    bid_order=BidOrder.REENTRY,
    suit_order=SuitOrder.KHOPESH,
    first_trick_trumps=True,
    first_trick_specials=FirstTrickSpecials.ALL,
)

HATTORI_4P = RuleSet(
    players=4,
    suit_order=SuitOrder.NONE,
    bid_order=BidOrder.REENTRY,
    call_own_card=False,
    blind_deal_out=True,
    first_trick_trumps=True,
    first_trick_specials=FirstTrickSpecials.ALL,
    first_trick_same_two=True,
    scoring=Scoring.COUNT,
    siberian=Siberian.OFF,
)

# 000: "Napoleon was not obliged to take more scoring cards than the other players in order to
# win", so a bid may be low: the minimum is 1 (decided; the text gives no number). Inheriting
# pagat's 11 of 16 points, alone and exactly, would make a contract almost unplayable.
EARLIEST_1885 = RuleSet(
    min_bid=1,
    tens_score=False,
    adjutant=False,
    right_left_jacks=False,
    same_two=False,
    exact_bid=True,
    siberian=Siberian.OFF,
)

PRESETS: MappingProxyType[str, RuleSet] = MappingProxyType(
    {
        "pagat": PAGAT,
        "pagat-joker": PAGAT_JOKER,
        "bga": BGA,
        "rules-card": RULES_CARD,
        "khopesh": KHOPESH,
        "hattori-4p": HATTORI_4P,
        "1885": EARLIEST_1885,
    }
)

# A preset's name as players read it (the key is its id in settings, saves and options).
PRESET_TITLES: MappingProxyType[str, str] = MappingProxyType(
    {
        "pagat": N_("Pagat standard"),
        "pagat-joker": N_("Pagat with a joker"),
        "bga": N_("Board Game Arena"),
        "rules-card": N_("Rules card"),
        "khopesh": N_("Khopesh"),
        "hattori-4p": N_("Hattori 4-player"),
        "1885": N_("1885 original"),
    }
)

# One line saying what each preset is (English message ids).
PRESET_DESCRIPTIONS: MappingProxyType[str, str] = MappingProxyType(
    {
        "pagat": N_("The standard game (pagat.com): 5 players, 52 cards, first trick plain, pagat chips."),
        "pagat-joker": N_("The standard game with a joker: a strong trump hunter when led; ♣3 hunts it."),
        "bga": N_("Board Game Arena: 53 cards, Enchantress, joker request, reverse jack, ±4/±2 scoring."),
        "rules-card": N_("A one-page rules card: NT bids, call after the exchange, hard score (bid − 10)."),
        "khopesh": N_("An American house version: bidding after passing, trumps active on trick 1."),
        "hattori-4p": N_("Hattori's 4-player game: number-only bids, the blind dealt out, 13 cards each."),
        "1885": N_("The earliest form: tens don't score, no adjutant, Napoleon must take the exact bid."),
    }
)


# Where a preset's rules are written down, for the rules help (a site's name: not translated).
PRESET_SOURCES: MappingProxyType[str, str] = MappingProxyType(
    {"pagat": "pagat.com", "pagat-joker": "pagat.com", "bga": "boardgamearena.com"}
)


def preset_source(name: str) -> str:
    """Where the preset's rules come from ("" when the preset names none)."""
    return PRESET_SOURCES.get(name, "")


def preset_title(name: str) -> str:
    """The preset's name in the player's language (its id when it has no title)."""
    title = PRESET_TITLES.get(name)
    return _(title) if title else name


def preset_description(name: str) -> str:
    """The preset's one-line description in the player's language ("" when it has none)."""
    text = PRESET_DESCRIPTIONS.get(name)
    return _(text) if text else ""
