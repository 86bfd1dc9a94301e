"""The checks of a rule set: every impossible combination of options refused with a
:class:`RuleConflict` that says what is in conflict in the player's words (``options`` holds
the field names). Split from :mod:`game.napoleon.options` to keep it short; ``RuleSet`` runs
:func:`check_rules` when it is built.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.cards import CLUB_ACE, SPADE_ACE
from game.rules.i18n import _

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
    RuleConflict,
    SameTwoWithJoker,
    Scoring,
    TargetBids,
)

if TYPE_CHECKING:
    from .options import RuleSet

MIN_PLAYERS = 2
MAX_PLAYERS = 6
PLAYER_COUNTS: tuple[int, ...] = tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1))


def check_rules(self: RuleSet) -> None:
    """Refuse an impossible rule set with a :class:`RuleConflict` in the player's words."""

    def conflict(message: str, *names: str) -> RuleConflict:
        # The message names the options in the player's words; their field names travel
        # in ``options`` for tools (a player never reads "hunting_jacks").
        return RuleConflict(message, names)

    if self.players not in PLAYER_COUNTS:
        raise conflict(
            _("players must be {low} to {high}, not {players}").format(
                low=MIN_PLAYERS, high=MAX_PLAYERS, players=self.players
            ),
            "players",
        )
    if self.jokers is not None:
        if not 0 <= self.jokers <= 3:
            raise conflict(_("jokers must be 0 to 3, not {jokers}").format(jokers=self.jokers), "jokers")
        if (self.jokers > 0) != self.joker:
            contradiction = (
                _("jokers={jokers} contradicts joker=on")
                if self.joker
                else _("jokers={jokers} contradicts joker=off")
            )
            raise conflict(contradiction.format(jokers=self.jokers), "joker", "jokers")
    if len(set(self.removed_cards)) != len(self.removed_cards):
        raise conflict(_("a card is removed twice"), "removed_cards")
    if any(c >= 52 for c in self.removed_cards):
        raise conflict(_("jokers are not removed; turn the joker option off"), "removed_cards")
    if self.hand_size is not None and self.hand_size < 1:
        raise conflict(_("hand_size must be at least 1"), "hand_size")
    if self.blind_size < 0:
        raise conflict(
            _("{cards} cards cannot give {players} players {each} cards each").format(
                cards=len(self.deck), players=self.players, each=self.cards_per_hand
            ),
            "players",
            "hand_size",
            "removed_cards",
        )
    if self.max_bid is not None and self.bid_kind == BidKind.TRICKS:
        if not 1 <= self.max_bid <= self.full_bid:
            raise conflict(
                _("the highest bid must be 1 to {tricks} (the tricks in a hand), not {max_bid}").format(
                    tricks=self.full_bid, max_bid=self.max_bid
                ),
                "max_bid",
                "bid_kind",
            )
    elif self.max_bid is not None and not 1 <= self.max_bid <= self.total_points:
        raise conflict(
            _("the highest bid must be 1 to {points} (the points in the deck), not {max_bid}").format(
                points=self.total_points, max_bid=self.max_bid
            ),
            "max_bid",
            "tens_score",
        )
    if not 1 <= self.min_bid <= self.top_bid:
        raise conflict(
            _("min_bid must be 1 to {high}, not {min_bid}").format(high=self.top_bid, min_bid=self.min_bid),
            "min_bid",
            "max_bid",
            "bid_kind",
            "tens_score",
        )
    if self.joker_strong_rank not in (2, 4):
        raise conflict(_("joker_strong_rank must be 2 or 4"), "joker_strong_rank")
    if self.mighty_when_spades_trump not in (SPADE_ACE, CLUB_ACE):
        raise conflict(_("the Mighty is ♠A or, with spades trumps, ♣A"), "mighty_when_spades_trump")
    if self.joker_request_card >= 52:
        raise conflict(_("the joker request card cannot be a joker"), "joker_request_card")
    if (
        self.joker_count
        and self.joker_hunter != JokerHunter.NONE
        and self.joker_request_card in self.removed_cards
    ):
        raise conflict(
            _("the joker request card {card} is removed from the deck").format(card=self.joker_request_card),
            "joker_hunter",
            "joker_request_card",
            "removed_cards",
        )
    if self.blind_deal_out:
        if self.call_timing == CallTiming.AFTER_EXCHANGE:
            raise conflict(
                _("with the blind dealt out there is no exchange to call after"),
                "blind_deal_out",
                "call_timing",
            )
        if self.blind_size % self.players:
            raise conflict(
                _("a blind of {blind} cannot be dealt out to {players} players").format(
                    blind=self.blind_size, players=self.players
                ),
                "blind_deal_out",
                "players",
                "joker",
            )
    if self.bid_kind == BidKind.TRICKS and self.scoring == Scoring.HARD:
        raise conflict(_("hard score (bid - 10) counts points, not tricks"), "bid_kind", "scoring")
    if self.scoring == Scoring.HARD and self.min_bid <= 10:
        raise conflict(_("hard score (bid - 10) needs a minimum bid above 10"), "scoring", "min_bid")
    if self.hunting_jacks and not self.right_left_jacks:
        raise conflict(_("hunting jacks need the right jack"), "hunting_jacks", "right_left_jacks")
    if self.second_general_on_20 and (not self.has_adjutant or self.players < 5):
        raise conflict(
            _("a second general needs an adjutant and at least 5 players"),
            "second_general_on_20",
            "players",
            "adjutant",
        )
    if self.second_general_on_20 and self.top_bid < self.full_bid:
        raise conflict(
            _("a second adjutant needs a bid of {points}, but bids stop at {high}").format(
                points=self.full_bid, high=self.top_bid
            ),
            "second_general_on_20",
            "max_bid",
        )
    fc = self.all_pass_forced_contract
    if fc is not None:
        if self.all_pass == AllPass.MIGHTY_HOLDER:
            raise conflict(
                _("both name who must be Napoleon when all pass"),
                "all_pass",
                "all_pass_forced_contract",
            )
        # (decided) The forced contract is imposed, not bid: it may lie below the minimum
        # bid (a peer program forces 12♠ on the first bidder while the minimum is 13).
        if not 1 <= fc.number <= self.top_bid:
            raise conflict(
                _("the forced contract {number} is outside 1..{high}").format(
                    number=fc.number, high=self.top_bid
                ),
                "all_pass_forced_contract",
                "max_bid",
            )
        if self.scoring == Scoring.HARD and fc.number <= 10:
            raise conflict(
                _("hard score (bid - 10) needs a forced contract above 10"),
                "scoring",
                "all_pass_forced_contract",
            )
        if self.bid_kind == BidKind.SUITLESS and fc.trump is not None:
            raise conflict(
                _("bids name no suit in these rules, so the forced contract names none either"),
                "all_pass_forced_contract",
                "bid_kind",
            )
        if fc.trump is None and self.no_trump == NoTrump.OFF and self.bid_kind != BidKind.SUITLESS:
            raise conflict(
                _("the forced contract is no-trumps but no-trump bids are off"),
                "all_pass_forced_contract",
                "no_trump",
            )
    if (
        self.joker_follow_strength == JokerFollowStrength.LOWEST_OF_LED_SUIT
        and self.same_two_with_joker == SameTwoWithJoker.BLOCKS
    ):
        raise conflict(
            _(
                "a followed joker that ranks as the lowest card of the suit led is of that "
                "suit, so it cannot block the same two: let the joker count as the suit led"
            ),
            "joker_follow_strength",
            "same_two_with_joker",
        )
    if self.joker_above_mighty != JokerAboveMighty.OFF:
        if not self.joker_count:
            raise conflict(
                _("the joker above the Mighty needs a joker in the deck"), "joker_above_mighty", "joker"
            )
        if self.joker_led_forces == JokerLedForces.NAMED_SUIT:
            raise conflict(
                _(
                    "a joker above the Mighty is of no suit or of trumps: the leader does not name a "
                    "suit with it"
                ),
                "joker_above_mighty",
                "joker_led_forces",
            )
    if self.auto_general and not self.has_adjutant:
        raise conflict(
            _("the ace of trumps is called as the adjutant: that needs an adjutant (4 or more players)"),
            "auto_general",
            "adjutant",
            "players",
        )
    if self.bid_kind == BidKind.SUITLESS:
        if self.no_trump != NoTrump.OFF:
            raise conflict(
                _("bids name no suit (the first suit led is trump), so there are no no-trump bids"),
                "bid_kind",
                "no_trump",
            )
        if self.auto_general:
            raise conflict(
                _("bids name no suit (the first suit led is trump): no ace of trumps to call"),
                "bid_kind",
                "auto_general",
            )
        if self.first_trick_no_trump_lead:
            raise conflict(
                _("bids name no suit (the first suit led is trump): no lead is barred from trumps"),
                "bid_kind",
                "first_trick_no_trump_lead",
            )
    if self.rechoose_general:
        if not self.has_adjutant:
            raise conflict(
                _("calling again needs an adjutant (4 or more players)"),
                "rechoose_general",
                "adjutant",
                "players",
            )
        if self.call_timing != CallTiming.BEFORE_EXCHANGE or not self.exchanges or not self.blind_size:
            raise conflict(
                _("calling again needs the call made before Napoleon takes the blind"),
                "rechoose_general",
                "call_timing",
                "blind_deal_out",
            )
        if self.auto_general:
            raise conflict(
                _("with auto-general the ace of trumps is always the called card: it cannot be called again"),
                "rechoose_general",
                "auto_general",
            )
    if self.misere != MisereBids.OFF:
        rank = 19 if self.misere != MisereBids.CLOSED else 17
        if self.bid_kind == BidKind.TRICKS:
            raise conflict(
                _("a misère ranks as a bid of 17 or 19 points: it has no place among bids in tricks"),
                "misere",
                "bid_kind",
            )
        if self.top_bid < rank:
            raise conflict(
                _("a misère ranks as a bid of {rank}, but bids stop at {high}").format(
                    rank=rank, high=self.top_bid
                ),
                "misere",
                "max_bid",
            )
    if self.target != TargetBids.OFF:
        if self.players < 3:
            raise conflict(_("a target needs at least 3 players"), "target", "players")
        if self.bid_kind == BidKind.TRICKS:
            raise conflict(
                _("a target bid ranks as a bid of 19 points: it has no place among bids in tricks"),
                "target",
                "bid_kind",
            )
        if self.top_bid < 19:
            raise conflict(
                _("a target bid ranks as a bid of 19, but bids stop at {high}").format(high=self.top_bid),
                "target",
                "max_bid",
            )
    if self.rounds < 1:
        raise conflict(_("rounds must be at least 1"), "rounds")
    if self.target_score is not None and self.target_score < 1:
        raise conflict(_("target_score must be positive"), "target_score")
