"""The checks of a rule set: every impossible combination of options refused with a
:class:`RuleConflict` that says what is in conflict in the player's words (``options`` holds
the field names). One small function per conflict; :data:`RULE_CHECKS` runs them in order
when a ``RuleSet`` is built, so the first conflict found is the one reported. A new check is
one function here and one line in :data:`RULE_CHECKS`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.rules.cards import CLUB_ACE, SPADE_ACE
from game.rules.i18n import _
from game.rules.rules_base import conflict

from .option_values import (
    AllPass,
    BidKind,
    CallTiming,
    JokerAboveMighty,
    JokerFollowStrength,
    JokerHunter,
    JokerLedForces,
    MisereBids,
    NoTrump,
    SameTwoWithJoker,
    Scoring,
    TargetBids,
)

if TYPE_CHECKING:
    from .options import RuleSet

MIN_PLAYERS = 2
MAX_PLAYERS = 6
PLAYER_COUNTS: tuple[int, ...] = tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1))


# -- players, jokers and the deck ----------------------------------------------------------


def _players(r: RuleSet) -> None:
    if r.players not in PLAYER_COUNTS:
        raise conflict(
            _("players must be {low} to {high}, not {players}").format(
                low=MIN_PLAYERS, high=MAX_PLAYERS, players=r.players
            ),
            "players",
        )


def _jokers_range(r: RuleSet) -> None:
    if r.jokers is not None and not 0 <= r.jokers <= 3:
        raise conflict(_("jokers must be 0 to 3, not {jokers}").format(jokers=r.jokers), "jokers")


def _jokers_agree_with_joker(r: RuleSet) -> None:
    if r.jokers is not None and (r.jokers > 0) != r.joker:
        contradiction = (
            _("jokers={jokers} contradicts joker=on")
            if r.joker
            else _("jokers={jokers} contradicts joker=off")
        )
        raise conflict(contradiction.format(jokers=r.jokers), "joker", "jokers")


def _removed_once(r: RuleSet) -> None:
    if len(set(r.removed_cards)) != len(r.removed_cards):
        raise conflict(_("a card is removed twice"), "removed_cards")


def _no_joker_removed(r: RuleSet) -> None:
    if any(c >= 52 for c in r.removed_cards):
        raise conflict(_("jokers are not removed; turn the joker option off"), "removed_cards")


def _hand_size(r: RuleSet) -> None:
    if r.hand_size is not None and r.hand_size < 1:
        raise conflict(_("hand_size must be at least 1"), "hand_size")


def _deck_deals(r: RuleSet) -> None:
    if r.blind_size < 0:
        raise conflict(
            _("{cards} cards cannot give {players} players {each} cards each").format(
                cards=len(r.deck), players=r.players, each=r.cards_per_hand
            ),
            "players",
            "hand_size",
            "removed_cards",
        )


# -- bids ------------------------------------------------------------------------------------


def _max_bid_in_tricks(r: RuleSet) -> None:
    if r.max_bid is not None and r.bid_kind == BidKind.TRICKS and not 1 <= r.max_bid <= r.full_bid:
        raise conflict(
            _("the highest bid must be 1 to {tricks} (the tricks in a hand), not {max_bid}").format(
                tricks=r.full_bid, max_bid=r.max_bid
            ),
            "max_bid",
            "bid_kind",
        )


def _max_bid_in_points(r: RuleSet) -> None:
    if r.max_bid is not None and r.bid_kind != BidKind.TRICKS and not 1 <= r.max_bid <= r.total_points:
        raise conflict(
            _("the highest bid must be 1 to {points} (the points in the deck), not {max_bid}").format(
                points=r.total_points, max_bid=r.max_bid
            ),
            "max_bid",
            "tens_score",
        )


def _min_bid(r: RuleSet) -> None:
    if not 1 <= r.min_bid <= r.top_bid:
        raise conflict(
            _("min_bid must be 1 to {high}, not {min_bid}").format(high=r.top_bid, min_bid=r.min_bid),
            "min_bid",
            "max_bid",
            "bid_kind",
            "tens_score",
        )


# -- cards named by the options ----------------------------------------------------------------


def _joker_strong_rank(r: RuleSet) -> None:
    if r.joker_strong_rank not in (2, 4):
        raise conflict(_("joker_strong_rank must be 2 or 4"), "joker_strong_rank")


def _mighty_card(r: RuleSet) -> None:
    if r.mighty_when_spades_trump not in (SPADE_ACE, CLUB_ACE):
        raise conflict(_("the Mighty is ♠A or, with spades trumps, ♣A"), "mighty_when_spades_trump")


def _request_card_not_joker(r: RuleSet) -> None:
    if r.joker_request_card >= 52:
        raise conflict(_("the joker request card cannot be a joker"), "joker_request_card")


def _request_card_in_deck(r: RuleSet) -> None:
    if r.joker_count and r.joker_hunter != JokerHunter.NONE and r.joker_request_card in r.removed_cards:
        raise conflict(
            _("the joker request card {card} is removed from the deck").format(card=r.joker_request_card),
            "joker_hunter",
            "joker_request_card",
            "removed_cards",
        )


# -- the blind dealt out -----------------------------------------------------------------------


def _dealt_out_call_timing(r: RuleSet) -> None:
    if r.blind_deal_out and r.call_timing == CallTiming.AFTER_EXCHANGE:
        raise conflict(
            _("with the blind dealt out there is no exchange to call after"),
            "blind_deal_out",
            "call_timing",
        )


def _dealt_out_evenly(r: RuleSet) -> None:
    if r.blind_deal_out and r.blind_size % r.players:
        raise conflict(
            _("a blind of {blind} cannot be dealt out to {players} players").format(
                blind=r.blind_size, players=r.players
            ),
            "blind_deal_out",
            "players",
            "joker",
        )


# -- scoring and generals ----------------------------------------------------------------------


def _hard_score_counts_points(r: RuleSet) -> None:
    if r.bid_kind == BidKind.TRICKS and r.scoring == Scoring.HARD:
        raise conflict(_("hard score (bid - 10) counts points, not tricks"), "bid_kind", "scoring")


def _hard_score_min_bid(r: RuleSet) -> None:
    if r.scoring == Scoring.HARD and r.min_bid <= 10:
        raise conflict(_("hard score (bid - 10) needs a minimum bid above 10"), "scoring", "min_bid")


def _hunting_jacks(r: RuleSet) -> None:
    if r.hunting_jacks and not r.right_left_jacks:
        raise conflict(_("hunting jacks need the right jack"), "hunting_jacks", "right_left_jacks")


def _second_general_players(r: RuleSet) -> None:
    if r.second_general_on_20 and (not r.has_adjutant or r.players < 5):
        raise conflict(
            _("a second general needs an adjutant and at least 5 players"),
            "second_general_on_20",
            "players",
            "adjutant",
        )


def _second_general_bid(r: RuleSet) -> None:
    if r.second_general_on_20 and r.top_bid < r.full_bid:
        raise conflict(
            _("a second adjutant needs a bid of {points}, but bids stop at {high}").format(
                points=r.full_bid, high=r.top_bid
            ),
            "second_general_on_20",
            "max_bid",
        )


# -- the forced contract when all pass ---------------------------------------------------------


def _forced_or_mighty_holder(r: RuleSet) -> None:
    if r.all_pass_forced_contract is not None and r.all_pass == AllPass.MIGHTY_HOLDER:
        raise conflict(
            _("both name who must be Napoleon when all pass"),
            "all_pass",
            "all_pass_forced_contract",
        )


def _forced_number(r: RuleSet) -> None:
    # (decided) The forced contract is imposed, not bid: it may lie below the minimum bid (a
    # peer program forces 12♠ on the first bidder while the minimum is 13).
    fc = r.all_pass_forced_contract
    if fc is not None and not 1 <= fc.number <= r.top_bid:
        raise conflict(
            _("the forced contract {number} is outside 1..{high}").format(number=fc.number, high=r.top_bid),
            "all_pass_forced_contract",
            "max_bid",
        )


def _forced_hard_score(r: RuleSet) -> None:
    fc = r.all_pass_forced_contract
    if fc is not None and r.scoring == Scoring.HARD and fc.number <= 10:
        raise conflict(
            _("hard score (bid - 10) needs a forced contract above 10"),
            "scoring",
            "all_pass_forced_contract",
        )


def _forced_suitless(r: RuleSet) -> None:
    fc = r.all_pass_forced_contract
    if fc is not None and r.bid_kind == BidKind.SUITLESS and fc.trump is not None:
        raise conflict(
            _("bids name no suit in these rules, so the forced contract names none either"),
            "all_pass_forced_contract",
            "bid_kind",
        )


def _forced_no_trumps(r: RuleSet) -> None:
    fc = r.all_pass_forced_contract
    if fc is not None and fc.trump is None and r.no_trump == NoTrump.OFF and r.bid_kind != BidKind.SUITLESS:
        raise conflict(
            _("the forced contract is no-trumps but no-trump bids are off"),
            "all_pass_forced_contract",
            "no_trump",
        )


# -- the joker's powers ------------------------------------------------------------------------


def _lowest_of_led_suit_counts_as_led(r: RuleSet) -> None:
    if (
        r.joker_follow_strength == JokerFollowStrength.LOWEST_OF_LED_SUIT
        and r.same_two_with_joker == SameTwoWithJoker.BLOCKS
    ):
        raise conflict(
            _(
                "a followed joker that ranks as the lowest card of the suit led is of that "
                "suit, so it cannot block the same two: let the joker count as the suit led"
            ),
            "joker_follow_strength",
            "same_two_with_joker",
        )


def _above_mighty_needs_joker(r: RuleSet) -> None:
    if r.joker_above_mighty != JokerAboveMighty.OFF and not r.joker_count:
        raise conflict(
            _("the joker above the Mighty needs a joker in the deck"), "joker_above_mighty", "joker"
        )


def _above_mighty_names_no_suit(r: RuleSet) -> None:
    if r.joker_above_mighty != JokerAboveMighty.OFF and r.joker_led_forces == JokerLedForces.NAMED_SUIT:
        raise conflict(
            _("a joker above the Mighty is of no suit or of trumps: the leader does not name a suit with it"),
            "joker_above_mighty",
            "joker_led_forces",
        )


def _equal_jokers_need_two(r: RuleSet) -> None:
    if r.jokers_equal_later_wins and r.joker_count < 2:
        raise conflict(
            _(
                "the black and the red joker rank equal only when both are in the deck: "
                "choose two or three jokers"
            ),
            "jokers_equal_later_wins",
            "jokers",
        )


# -- calling the general -----------------------------------------------------------------------


def _auto_general_adjutant(r: RuleSet) -> None:
    if r.auto_general and not r.has_adjutant:
        raise conflict(
            _("the ace of trumps is called as the adjutant: that needs an adjutant (4 or more players)"),
            "auto_general",
            "adjutant",
            "players",
        )


def _suitless_no_trump(r: RuleSet) -> None:
    if r.bid_kind == BidKind.SUITLESS and r.no_trump != NoTrump.OFF:
        raise conflict(
            _("bids name no suit (the first suit led is trump), so there are no no-trump bids"),
            "bid_kind",
            "no_trump",
        )


def _suitless_auto_general(r: RuleSet) -> None:
    if r.bid_kind == BidKind.SUITLESS and r.auto_general:
        raise conflict(
            _("bids name no suit (the first suit led is trump): no ace of trumps to call"),
            "bid_kind",
            "auto_general",
        )


def _suitless_first_lead(r: RuleSet) -> None:
    if r.bid_kind == BidKind.SUITLESS and r.first_trick_no_trump_lead:
        raise conflict(
            _("bids name no suit (the first suit led is trump): no lead is barred from trumps"),
            "bid_kind",
            "first_trick_no_trump_lead",
        )


def _rechoose_adjutant(r: RuleSet) -> None:
    if r.rechoose_general and not r.has_adjutant:
        raise conflict(
            _("calling again needs an adjutant (4 or more players)"),
            "rechoose_general",
            "adjutant",
            "players",
        )


def _rechoose_before_blind(r: RuleSet) -> None:
    if r.rechoose_general and (
        r.call_timing != CallTiming.BEFORE_EXCHANGE or not r.exchanges or not r.blind_size
    ):
        raise conflict(
            _("calling again needs the call made before Napoleon takes the blind"),
            "rechoose_general",
            "call_timing",
            "blind_deal_out",
        )


def _rechoose_auto_general(r: RuleSet) -> None:
    if r.rechoose_general and r.auto_general:
        raise conflict(
            _("with auto-general the ace of trumps is always the called card: it cannot be called again"),
            "rechoose_general",
            "auto_general",
        )


# -- misère and target bids --------------------------------------------------------------------


def _misere_in_points(r: RuleSet) -> None:
    if r.misere != MisereBids.OFF and r.bid_kind == BidKind.TRICKS:
        raise conflict(
            _("a misère ranks as a bid of 17 or 19 points: it has no place among bids in tricks"),
            "misere",
            "bid_kind",
        )


def _misere_bid_allowed(r: RuleSet) -> None:
    rank = 19 if r.misere != MisereBids.CLOSED else 17
    if r.misere != MisereBids.OFF and r.top_bid < rank:
        raise conflict(
            _("a misère ranks as a bid of {rank}, but bids stop at {high}").format(rank=rank, high=r.top_bid),
            "misere",
            "max_bid",
        )


def _target_players(r: RuleSet) -> None:
    if r.target != TargetBids.OFF and r.players < 3:
        raise conflict(_("a target needs at least 3 players"), "target", "players")


def _target_in_points(r: RuleSet) -> None:
    if r.target != TargetBids.OFF and r.bid_kind == BidKind.TRICKS:
        raise conflict(
            _("a target bid ranks as a bid of 19 points: it has no place among bids in tricks"),
            "target",
            "bid_kind",
        )


def _target_bid_allowed(r: RuleSet) -> None:
    if r.target != TargetBids.OFF and r.top_bid < 19:
        raise conflict(
            _("a target bid ranks as a bid of 19, but bids stop at {high}").format(high=r.top_bid),
            "target",
            "max_bid",
        )


# -- the match ---------------------------------------------------------------------------------


def _rounds(r: RuleSet) -> None:
    if r.rounds < 1:
        raise conflict(_("rounds must be at least 1"), "rounds")


def _target_score(r: RuleSet) -> None:
    if r.target_score is not None and r.target_score < 1:
        raise conflict(_("target_score must be positive"), "target_score")


# Every check, in the order they run: the first conflict found is the one reported.
RULE_CHECKS: tuple[Callable[[RuleSet], None], ...] = (
    _players,
    _jokers_range,
    _jokers_agree_with_joker,
    _removed_once,
    _no_joker_removed,
    _hand_size,
    _deck_deals,
    _max_bid_in_tricks,
    _max_bid_in_points,
    _min_bid,
    _joker_strong_rank,
    _mighty_card,
    _request_card_not_joker,
    _request_card_in_deck,
    _dealt_out_call_timing,
    _dealt_out_evenly,
    _hard_score_counts_points,
    _hard_score_min_bid,
    _hunting_jacks,
    _second_general_players,
    _second_general_bid,
    _forced_or_mighty_holder,
    _forced_number,
    _forced_hard_score,
    _forced_suitless,
    _forced_no_trumps,
    _lowest_of_led_suit_counts_as_led,
    _above_mighty_needs_joker,
    _above_mighty_names_no_suit,
    _equal_jokers_need_two,
    _auto_general_adjutant,
    _suitless_no_trump,
    _suitless_auto_general,
    _suitless_first_lead,
    _rechoose_adjutant,
    _rechoose_before_blind,
    _rechoose_auto_general,
    _misere_in_points,
    _misere_bid_allowed,
    _target_players,
    _target_in_points,
    _target_bid_allowed,
    _rounds,
    _target_score,
)
