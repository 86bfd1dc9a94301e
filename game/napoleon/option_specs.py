"""Every rule option declared once: its kind, choices, group, label, help and how it is shown.

A :class:`RuleSet` field holds an option's value and default; its :class:`OptionSpec` holds
everything a screen needs to offer it. The house-rules editor and the rules help are generic
lists over :data:`OPTION_SPECS`, so a new option (or a second game's options) is one field and
one spec, and every word a player reads about an option lives here. The specs are in screen
order: their groups appear in the order first met.

The words are English message ids (``label``, ``help``, a group's ``label``: the docs page and
the code read them); a screen shows them in the player's language through the accessors that
translate at call time: :meth:`OptionSpec.label_words`, :meth:`OptionSpec.help_words`,
:meth:`OptionSpec.help_for`, :meth:`OptionSpec.show`, :meth:`OptionSpec.fixed_hint_words`,
:func:`group_title` and :func:`group_note`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from types import MappingProxyType
from typing import Any

from game.rules.cards import CLUB_ACE, SPADE_ACE, Card, Suit
from game.rules.i18n import N_, _
from game.rules.option_spec_types import OptionGroup, OptionKind, OptionSpec, spec_problems_for
from game.rules.option_spec_types import option_groups as core_option_groups

from .option_words import SCORING_HELP, VALUE_WORDS, show_value, value_words
from .options import (
    PLAYER_COUNTS,
    STANDARD_HAND_SIZE,
    ForcedContract,
    ForcedWho,
    RuleSet,
    option_kind,
)

# -- builders: one line per option below ----------------------------------------------------


def _fixed(*values: Any) -> Callable[[RuleSet], Sequence[Any]]:
    return lambda rules: values


def _bool(name: str, group: OptionGroup, label: str, help: str) -> OptionSpec:
    return OptionSpec(name, OptionKind.BOOL, group, label, help, _fixed(False, True))


def _enum(name: str, group: OptionGroup, label: str, help: str, **more: Any) -> OptionSpec:
    values = tuple(option_kind(name))  # the field's enum, in declaration order
    return OptionSpec(name, OptionKind.ENUM, group, label, help, _fixed(*values), **more)


def _none_as(text: Callable[[RuleSet], str]) -> Callable[[Any, RuleSet], str | None]:
    """Words for ``None`` (a derived default); other values are shown as usual."""
    return lambda value, rules: text(rules) if value is None else None


# -- what some choices depend on ------------------------------------------------------------

CLUB3, DIAMOND3, SPADE3 = Card.parse("♣3"), Card.parse("♦3"), Card.parse("♠3")
FORCED_CHOICES: tuple[ForcedContract | None, ...] = (
    None,
    ForcedContract(12, Suit.SPADES, ForcedWho.MIGHTY_HOLDER),
    ForcedContract(12, Suit.SPADES, ForcedWho.DEALER),
    ForcedContract(12, Suit.SPADES, ForcedWho.FOREHAND),
)


def _hand_sizes(rules: RuleSet) -> list[int | None]:
    """The standard size (None) and a few either side that the deck can still deal."""
    std = STANDARD_HAND_SIZE[rules.players]
    room = len(rules.deck) // rules.players - rules.pile_cards
    return [None, *(v for v in range(max(1, std - 3), std + 4) if v <= room and v != std)]


def _no_joker_note(rules: RuleSet) -> str:
    return "" if rules.joker_count else _("no joker in this game: these take effect with the joker on")


# -- the groups and the options of Napoleon, in screen order --------------------------------

DECK = OptionGroup(N_("Players & deck"))
BIDDING = OptionGroup(N_("Bidding"))
CALL = OptionGroup(N_("Call & exchange"))
TRICKS = OptionGroup(N_("Tricks & special cards"))
JOKER = OptionGroup(N_("Joker"), _no_joker_note)
SCORING = OptionGroup(N_("Scoring & match"))

OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "players",
        OptionKind.INT_RANGE,
        DECK,
        N_("Players"),
        N_("Number of players, 2 to 6 (5 is the classic game)."),  # MIN_PLAYERS to MAX_PLAYERS
        _fixed(*PLAYER_COUNTS),
    ),
    _bool("joker", DECK, N_("Joker"), N_("Play with a joker (53 cards).")),
    OptionSpec(
        "jokers",
        OptionKind.OPTIONAL_INT,
        DECK,
        N_("Number of jokers"),
        N_("How many jokers (with two or three, the first outranks the second, and so on)."),
        lambda rules: (None, 2, 3) if rules.joker else (None,),
        words=lambda value, rules: str(rules.joker_count if value is None else value),
        fixed_hint=N_("turn the joker on first."),
        fixed_by=("joker",),
    ),
    OptionSpec(
        "removed_cards",
        OptionKind.CARDS,
        DECK,
        N_("Cards removed"),
        N_("Cards taken out of the deck to shrink the blind (e.g. ♣3, ♦3 with 4 or 6)."),
        _fixed((), (CLUB3,), (CLUB3, DIAMOND3)),
    ),
    OptionSpec(
        "hand_size",
        OptionKind.OPTIONAL_INT,
        DECK,
        N_("Hand size"),
        N_("Cards dealt to each player (empty: the standard for the player count)."),
        _hand_sizes,
        words=_none_as(lambda rules: _("standard ({n})").format(n=STANDARD_HAND_SIZE[rules.players])),
    ),
    _bool(
        "tens_score",
        DECK,
        N_("Tens score"),
        N_("Tens are picture cards (20 points); off, 16 points (the 1885 game)."),
    ),
    OptionSpec(
        "min_bid",
        OptionKind.INT_RANGE,
        BIDDING,
        N_("Minimum bid"),
        N_("The lowest bid allowed."),
        lambda rules: range(1, rules.top_bid + 1),
    ),
    _enum(
        "bid_kind",
        BIDDING,
        N_("What a bid names"),
        N_(
            "A bid names points and a trump suit; or points only, the first suit led becoming "
            "trumps (suitless); or tricks and a suit, up to the tricks in a hand (tricks); or "
            "points and a suit or a rank (number): bidding jacks makes the four jacks trumps, "
            "the powers being ♠A, ♦J and ♠J (only ♠A when jacks are bid)."
        ),
    ),
    _enum(
        "misere",
        BIDDING,
        N_("Misère"),
        N_(
            "A bid to win no tricks, the adjutant winning no point card: closed ranks as 17 "
            "(17 no-trumps), open as 19 (19♦) with Napoleon's hand face up after the first lead."
        ),
    ),
    _enum(
        "target",
        BIDDING,
        N_("Target"),
        N_(
            "Napoleon names a player who has not bid over 14 and tries to make them take all the "
            "points (ranks as 19); the adjutant helps Napoleon, or joins the target."
        ),
    ),
    OptionSpec(
        "max_bid",
        OptionKind.OPTIONAL_INT,
        BIDDING,
        N_("Highest bid"),
        N_("The highest bid allowed (some tables stop at 19); unset, all the points (20)."),
        lambda rules: (None, *range(max(rules.min_bid, rules.full_bid - 4), rules.full_bid)),
        words=_none_as(lambda rules: _("all ({n})").format(n=rules.full_bid)),
    ),
    _enum(
        "suit_order",
        BIDDING,
        N_("Suit order"),
        N_("How suits rank at the same number: bridge (♣<♦<♥<♠), Khopesh (♣<♠<♥<♦), or none."),
    ),
    _enum(
        "no_trump",
        BIDDING,
        N_("No-trump bids"),
        N_("Whether no-trump bids are allowed, and whether they rank above ♠ or below ♣."),
    ),
    _enum(
        "bid_order",
        BIDDING,
        N_("Bidding after a pass"),
        N_("Pass is final, or a passed player may bid again (ends after n−1 passes in a row)."),
    ),
    _enum(
        "all_pass",
        BIDDING,
        N_("When everyone passes"),
        N_("When everyone passes: redeal, turn the blind up and bid again, or the Mighty's holder bids."),
    ),
    OptionSpec(
        "all_pass_forced_contract",
        OptionKind.FORCED_CONTRACT,
        BIDDING,
        N_("Forced contract"),
        N_(
            "A contract imposed when all pass, on the Mighty's holder, the dealer or the first "
            "bidder; it may lie below the minimum bid."
        ),
        _fixed(*FORCED_CHOICES),
    ),
    _bool("adjutant", CALL, N_("Adjutant"), N_("Napoleon calls a secret adjutant (with 4 or more players).")),
    _enum(
        "call_timing",
        CALL,
        N_("Call the adjutant"),
        N_("Napoleon calls the adjutant's card before or after taking the blind."),
    ),
    _bool(
        "call_own_card",
        CALL,
        N_("Call a card in your own hand"),
        N_("Whether Napoleon may call a card in their own hand (and so play alone)."),
    ),
    _bool(
        "second_general_on_20",
        CALL,
        N_("Second adjutant on a bid of 20"),
        N_("A bid of 20 lets Napoleon call a second adjutant after the exchange."),
    ),
    _bool(
        "auto_general",
        CALL,
        N_("Auto-general"),
        N_("The ace of trumps is always the called card (with no trumps, Napoleon calls as usual)."),
    ),
    _bool(
        "rechoose_general",
        CALL,
        N_("Call again"),
        N_(
            "If the called card is in the blind, Napoleon may show it and call another, raising "
            "the bid by one (not at 20); calling the same card keeps it."
        ),
    ),
    _bool(
        "blind_deal_out",
        CALL,
        N_("Blind dealt out"),
        N_("The blind is dealt out to the players after the call instead of exchanged."),
    ),
    _enum(
        "discards_count_for",
        CALL,
        N_("Discarded points go to"),
        N_("Who scores the picture cards Napoleon discards."),
    ),
    _bool(
        "first_trick_trumps",
        TRICKS,
        N_("Trumps in the first trick"),
        N_("Whether trumps count in the first trick."),
    ),
    _enum(
        "first_trick_specials",
        TRICKS,
        N_("Special cards in the first trick"),
        N_("Which special cards have their power in the first trick."),
    ),
    _bool(
        "first_trick_no_trump_lead",
        TRICKS,
        N_("No trump lead to the first trick"),
        N_("Napoleon may not lead a trump to the first trick."),
    ),
    _bool(
        "first_trick_same_two",
        TRICKS,
        N_("Same-two in the first trick"),
        N_("Whether the same-two rule applies in the first trick."),
    ),
    _bool(
        "last_trick_plain",
        TRICKS,
        N_("Last trick plain"),
        N_("The last trick is played plain: no trumps, no special cards."),
    ),
    _bool(
        "right_left_jacks",
        TRICKS,
        N_("Right and left jacks"),
        N_("The jack of trumps and the jack of the same colour are special cards."),
    ),
    _bool(
        "hunting_jacks",
        TRICKS,
        N_("Hunting jacks"),
        N_("When the right jack and its hunter jack (♠↔♥, ♣↔♦) meet, the hunter wins."),
    ),
    _bool(
        "specials_are_trumps",
        TRICKS,
        N_("Specials are trumps"),
        N_("The Mighty and the left jack belong to the trump suit (as in euchre)."),
    ),
    OptionSpec(
        "mighty_when_spades_trump",
        OptionKind.CARD,
        TRICKS,
        N_("Mighty with ♠ trumps"),
        N_("The Mighty: ♠A, or ♣A when spades are trumps."),
        _fixed(SPADE_ACE, CLUB_ACE),
    ),
    _bool(
        "yoromeki",
        TRICKS,
        N_("Enchantress (yoromeki)"),
        N_("The Enchantress (♥Q) beats the Mighty when both fall in one trick."),
    ),
    _enum(
        "enchantress_vs_jacks",
        TRICKS,
        N_("Enchantress against jacks"),
        N_("With the Enchantress: whether a right/left jack in the trick still wins."),
    ),
    _bool(
        "same_two",
        TRICKS,
        N_("Same-two"),
        N_("In a trick all of one suit, the 2 of that suit wins (unless a special card falls)."),
    ),
    _enum(
        "same_two_vs_left_jack",
        TRICKS,
        N_("Same-two against the left jack"),
        N_("Whether the same two beats the left jack."),
    ),
    _bool(
        "same_two_in_trumps",
        TRICKS,
        N_("Same-two in trumps"),
        N_("Whether the same two applies when trumps are led."),
    ),
    _bool(
        "trust",
        TRICKS,
        N_("Trust"),
        N_(
            "A player may say “trust” with the card they play: I think I win this trick, so "
            "don't overtake me (I'm not the adjutant, or, to Napoleon, I am). A signal only."
        ),
    ),
    _bool(
        "reverse_jack",
        TRICKS,
        N_("Reverse jack"),
        N_("A jack of the colour opposite to trumps reverses the direction of play."),
    ),
    _enum("joker_led_strength", JOKER, N_("Led joker strength"), N_("How strong a led joker is.")),
    OptionSpec(
        "joker_strong_rank",
        OptionKind.INT_CHOICE,
        JOKER,
        N_("Strong hunter rank"),
        N_("A led strong hunter ranks 4th (below the jacks) or 2nd (below the Mighty)."),
        _fixed(4, 2),
        words=lambda value, rules: {2: _("2nd"), 4: _("4th")}.get(value, str(value)),
    ),
    _enum(
        "joker_led_forces",
        JOKER,
        N_("A led joker forces"),
        N_("What a led joker forces: a trump, a trump or else a point card, or a named suit."),
    ),
    _enum(
        "joker_follow_strength",
        JOKER,
        N_("Followed joker strength"),
        N_("How strong a joker is when it does not lead."),
    ),
    _bool(
        "joker_free_play",
        JOKER,
        N_("Joker played freely"),
        N_("The joker may be played to any trick, whatever the player holds."),
    ),
    _bool(
        "joker_first_trick_lead",
        JOKER,
        N_("Joker led to the first trick"),
        N_("Whether the joker may be led to the first trick."),
    ),
    _enum(
        "joker_hunter",
        JOKER,
        N_("Joker request"),
        N_("Whether the request card (♣3) forces the joker: when led, or anywhere in the trick."),
    ),
    OptionSpec(
        "joker_request_card",
        OptionKind.CARD,
        JOKER,
        N_("Joker request card"),
        N_("The card that calls for the joker."),
        _fixed(CLUB3, SPADE3),
    ),
    _enum(
        "joker_above_mighty",
        JOKER,
        N_("Joker above the Mighty"),
        N_(
            "The joker ranks over the Mighty, led or followed; of no suit (nothing need follow it) "
            "or of the trump suit (it follows and leads as a trump)."
        ),
    ),
    OptionSpec(
        "jokers_equal_later_wins",
        OptionKind.BOOL,
        JOKER,
        N_("Black and red joker equal"),
        N_(
            "The black and the red joker rank equal: when both fall in one trick, the one played "
            "later beats the other. With two jokers they are JK and JK2; with three, JK2 and JK3, "
            "and JK (the extra joker) still outranks them."
        ),
        lambda rules: (False, True) if rules.joker_count >= 2 else (False,),
        fixed_hint=N_("choose two or three jokers first."),
        fixed_by=("jokers",),
    ),
    _bool("call_joker", JOKER, N_("Joker may be called"), N_("Whether the joker may be the called card.")),
    _enum(
        "same_two_with_joker",
        JOKER,
        N_("Same-two with a joker"),
        N_("Whether a joker in the trick blocks the same two or counts as the led suit."),
    ),
    _enum(
        "scoring", SCORING, N_("Scoring"), N_("How chips are paid after each hand."), value_help=SCORING_HELP
    ),
    _enum(
        "scoring_4p",
        SCORING,
        N_("4-player chips"),
        N_("The 4-player chip table: Napoleon–adjutant–each opponent."),
    ),
    _enum(
        "scoring_6p",
        SCORING,
        N_("6-player chips"),
        N_("The 6-player chip table: Napoleon–adjutant (opponents pay 1 each)."),
    ),
    _bool("exact_bid", SCORING, N_("Exact bid"), N_("Napoleon must take exactly the bid (the 1885 game).")),
    _enum(
        "siberian",
        SCORING,
        N_("Siberian rule"),
        N_("Taking all the points with a bid below the maximum loses (strict: opponents must score)."),
    ),
    OptionSpec(
        "rounds",
        OptionKind.INT_RANGE,
        SCORING,
        N_("Hands in a match"),
        N_("Hands in a match."),
        lambda rules: range(1, max(30, rules.rounds) + 1),
    ),
    OptionSpec(
        "target_score",
        OptionKind.OPTIONAL_INT,
        SCORING,
        N_("Target score"),
        N_("Play until someone reaches this score (instead of a number of rounds)."),
        _fixed(None, 5, 10, 20, 30),
        words=_none_as(lambda rules: _("off")),
    ),
)


def _with_words(spec: OptionSpec) -> OptionSpec:
    """``spec`` with Napoleon's words for every value its own words leave out (the enums' and
    the forced contract's, which the shared fallback of :class:`OptionSpec` does not know)."""
    own = spec.words

    def words(value: Any, rules: RuleSet) -> str:
        text = own(value, rules) if own is not None else None
        return show_value(value) if text is None else text

    return replace(spec, words=words)


OPTION_SPECS = tuple(_with_words(s) for s in OPTION_SPECS)

_BY_NAME: Mapping[str, OptionSpec] = MappingProxyType({s.name: s for s in OPTION_SPECS})
_GROUPS: Mapping[str, OptionGroup] = MappingProxyType({s.group.label: s.group for s in OPTION_SPECS})


def option_spec(name: str) -> OptionSpec:
    try:
        return _BY_NAME[name]
    except KeyError:
        raise KeyError(f"no option named {name!r}") from None


def option_groups(specs: Sequence[OptionSpec] = OPTION_SPECS) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The groups in screen order, each with its options in screen order (the core's
    :func:`~game.rules.option_spec_types.option_groups`, over Napoleon's options by default)."""
    return core_option_groups(specs)


def group_title(label: str) -> str:
    """A group's heading in the player's language (``label``: as :func:`option_groups` gives it)."""
    return _(label)


def group_note(label: str, rules: RuleSet) -> str:
    """The note beside a group's heading under ``rules`` ("" for none), in the player's
    language."""
    return _GROUPS[label].note(rules)


def spec_problems() -> list[str]:
    """What is wrong between the RuleSet fields and the specs (empty when they agree)."""
    return spec_problems_for(OPTION_SPECS, RuleSet)


__all__ = [
    "FORCED_CHOICES",
    "OPTION_SPECS",
    "SCORING_HELP",
    "VALUE_WORDS",
    "OptionGroup",
    "OptionKind",
    "OptionSpec",
    "group_note",
    "group_title",
    "option_groups",
    "option_spec",
    "show_value",
    "spec_problems",
    "value_words",
]
