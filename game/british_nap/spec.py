"""British Nap in the registry of games: the :class:`GameSpec` that ``game.rules.games`` loads
from its ``GAME_ENTRIES`` on first use (this package builds on the rules layer, never the
other way round)."""

from __future__ import annotations

import random

from game.rules.games import GameSpec
from game.rules.i18n import N_
from game.rules.protocol import GameHand, Settlement

from .actions import NapAction
from .challenge_table import NAP_CODES
from .deal import cut, seat_draw
from .events import NapEvent, nap_visible_to
from .hand import NapHand
from .options import NAP_OPTION_SPECS, describe_nap_rules
from .record import NAP_MATCH_FORMAT, NAP_RECORD_FORMAT
from .replaying import replay_nap
from .rules import NAP_PRESET_DESCRIPTIONS, NAP_PRESET_TITLES, NAP_PRESETS, PLAYER_COUNTS, NapRules
from .state import NapPhase
from .views import NapView


def nap_game_hand(hand: NapHand) -> GameHand[NapAction, NapView, NapEvent]:
    """``hand`` as the protocol sees it: mypy checks here that a Nap hand is a game hand."""
    return hand


def _new(rules: NapRules, seed: int, dealer: int) -> NapHand:
    return NapHand.new(rules, seed, dealer)


def _next(rules: NapRules, seed: int, dealer: int, previous: NapHand) -> NapHand:
    if previous.rules != rules:
        raise ValueError("the previous hand was played under other rules")
    return NapHand.following(previous, seed, dealer)


def settle_nap(hand: NapHand) -> Settlement:
    """A finished hand's count; a thrown-in hand still counts the stakes paid into the pools."""
    added = sum(hand.pools_out) - sum(hand.pools_in)
    res = hand.result
    if res is None:
        return Settlement(tuple(-s for s in hand.stakes), None, added, redeal=True)
    return Settlement(res.payments, res.bidder if res.made else None, added)


def nap_invariants(hand: NapHand, during: bool) -> str | None:
    """Cards conserved after every action; at the end, chips zero-sum with the pools."""
    every = [c for h in hand.hands for c in h] + hand.widow + hand.stock + hand.fallen
    if sorted(every) != sorted(hand.rules.deck):
        return "cards are not conserved"
    if during or not hand.is_over:
        return None
    settled = settle_nap(hand)
    if sum(settled.payments) + settled.pool_change != 0:
        return f"payments {settled.payments} and pool change {settled.pool_change} do not sum to zero"
    if hand.result is not None and sum(hand.tricks_won) != hand.rules.hand_size:
        return "not every trick was won"
    return None


def _nap_declarer(hand: NapHand) -> tuple[int, tuple[int, ...]] | None:
    result = hand.result
    return None if result is None else (result.bidder, ())


def _nap_unseen_redeal(hand: NapHand, seat: int, seed: int) -> NapHand:
    """The same pack and cut but for the cards ``seat`` cannot see (the other hands, the
    widow and the stock, all face down), shuffled among their places."""
    if hand.actions:
        raise ValueError("only a fresh deal is dealt otherwise")
    dealt = cut(hand.pack, hand.cut_at)
    mine = set(hand.hands[seat])
    places = [i for i, c in enumerate(dealt) if c not in mine]
    unseen = [dealt[i] for i in places]
    random.Random(seed).shuffle(unseen)
    for i, c in zip(places, unseen, strict=True):
        dealt[i] = c
    k = len(dealt) - hand.cut_at  # the pack that this cut deals as ``dealt``
    pack = [*dealt[k:], *dealt[:k]]
    return NapHand(
        hand.rules, pack, hand.cut_at, hand.dealer, hand.seed, shuffled=hand.shuffled, pools=hand.pools_in
    )


def _first_dealer(rules: NapRules, seed: int) -> int:
    return seat_draw(rules.players, seed).dealer


def _ranks_by_wins(rules: NapRules) -> bool:
    return False


NAP_GAME: GameSpec[NapHand] = GameSpec(
    name=NapHand.game,
    title=N_("Nap"),
    rules_type=NapRules,
    rules_from_json=NapRules.from_json,
    presets=NAP_PRESETS,
    players=PLAYER_COUNTS,
    new_hand=_new,
    replay=replay_nap,
    record_format=NAP_RECORD_FORMAT,
    match_format=NAP_MATCH_FORMAT,
    settle=settle_nap,
    ranks_by_wins=_ranks_by_wins,
    describe_rules=describe_nap_rules,
    options=NAP_OPTION_SPECS,
    seat_factory="game.ai.british_nap.seats:make_nap_seat",
    presenter="game.ui.british_nap.presenter:NapPresenter",  # the table's Nap step; loaded only when asked
    card_play_phase=NapPhase.PLAY,
    done_phase=NapPhase.DONE,
    declarer=_nap_declarer,
    levels=("random", "easy", "normal", "hard"),
    tournament_seats="game.ai.british_nap.tournament_seats:TOURNAMENT_SEATS",
    result_scene="game.ui.british_nap.results:NapHandResultScene",
    hints=True,
    facts_checker="tests.ai.nap_facts",
    coach="game.ai.british_nap.coach:evaluate",
    coach_words="game.ui.british_nap.coach_words",
    next_hand=_next,
    first_dealer=_first_dealer,
    invariants=nap_invariants,
    visible_to=nap_visible_to,
    unseen_redeal=_nap_unseen_redeal,
    preset_titles=NAP_PRESET_TITLES,
    preset_descriptions=NAP_PRESET_DESCRIPTIONS,
    challenge=NAP_CODES,
    tutorial="game.ui.british_nap.tutorial:NapTutorialTable",
    tutorial_result="game.ui.british_nap.tutorial_result:NapTutorialResultScene",
    glossary="game.ui.british_nap.glossary:NapGlossaryScene",
    shots="nap_table",
    tutorial_about=N_(
        "A guided hand of Peep Nap with Misère, four players: the bids, the peep and the widow, "
        "trumps, following suit, the chips."
    ),
)
