"""Napoleon in the registry of games: the :class:`GameSpec` that ``game.rules.games`` loads
from its ``GAME_ENTRIES`` on first use (this package builds on the shared core, never the
other way round)."""

from __future__ import annotations

import random
from types import MappingProxyType

from game.rules.cards import Card
from game.rules.games import GameSpec
from game.rules.i18n import N_
from game.rules.protocol import GameHand, Settlement

from .actions import Action
from .challenge_table import NAPOLEON_CODES
from .deal import Deal
from .events import Event, visible_to
from .hand import NapoleonHand, Phase
from .help import deal_words, describe_rules
from .invariants import napoleon_invariants, napoleon_variants
from .option_specs import OPTION_SPECS
from .options import PLAYER_COUNTS, RuleSet, Scoring
from .presets import PRESET_DESCRIPTIONS, PRESET_TITLES, PRESETS
from .record import MATCH_FORMAT, RECORD_FORMAT
from .replaying import replay_napoleon
from .views import SeatView


def napoleon_game_hand(hand: NapoleonHand) -> GameHand[Action, SeatView, Event]:
    """``hand`` as the protocol sees it: mypy checks here that a Napoleon hand is a game hand
    of Napoleon's own action, view and event types."""
    return hand


def _new_napoleon(rules: RuleSet, seed: int, dealer: int) -> NapoleonHand:
    return NapoleonHand.new(rules, seed, dealer)


def _settle_napoleon(hand: NapoleonHand) -> Settlement | None:
    result = hand.result
    if result is None:  # thrown in: the same dealer deals again
        return None
    return Settlement(tuple(result.payments), result.napoleon if result.made else None)


def _napoleon_declarer(hand: NapoleonHand) -> tuple[int, tuple[int, ...]] | None:
    result = hand.result
    return None if result is None else (result.napoleon, tuple(result.adjutants))


def _napoleon_unseen_redeal(hand: NapoleonHand, seat: int, seed: int) -> NapoleonHand:
    """The deal with the cards ``seat`` cannot see (the other hands and the face-down blind)
    shuffled among their places; ``seat``'s hand and the two-player piles (partly face up)
    stay as they were."""
    if hand.actions:
        raise ValueError("only a fresh deal is dealt otherwise")
    deal = hand.deal
    places = [h for s, h in enumerate(deal.hands) if s != seat] + [deal.blind]
    unseen = [c for p in places for c in p]
    random.Random(seed).shuffle(unseen)
    dealt: list[tuple[Card, ...]] = []
    for p in places:
        dealt.append(tuple(unseen[: len(p)]))
        unseen = unseen[len(p) :]
    others = iter(dealt)
    hands = tuple(h if s == seat else next(others) for s, h in enumerate(deal.hands))
    return NapoleonHand(hand.rules, Deal(hands, dealt[-1], deal.piles), hand.dealer, hand.seed)


def _napoleon_ranks_by_wins(rules: RuleSet) -> bool:
    return rules.scoring == Scoring.COUNT


NAPOLEON: GameSpec[NapoleonHand] = GameSpec(
    name=NapoleonHand.game,
    title="Napoleon",
    rules_type=RuleSet,
    rules_from_json=RuleSet.from_json,
    presets=PRESETS,
    players=PLAYER_COUNTS,
    new_hand=_new_napoleon,
    replay=replay_napoleon,
    record_format=RECORD_FORMAT,
    match_format=MATCH_FORMAT,
    settle=_settle_napoleon,
    ranks_by_wins=_napoleon_ranks_by_wins,
    describe_rules=describe_rules,
    options=OPTION_SPECS,
    seat_factory="game.ai.napoleon.seats:make_napoleon_seat",
    presenter="game.ui.napoleon.presenter:NapoleonPresenter",
    card_play_phase=Phase.PLAY,
    done_phase=Phase.DONE,
    declarer=_napoleon_declarer,
    levels=("random", "easy", "normal", "hard"),
    result_scene="game.ui.napoleon.results:HandResultScene",
    coach="game.ai.napoleon.coach:evaluate",
    coach_words="game.ui.napoleon.coach_words",
    forced_contracts="game.ai.napoleon.forced_contract",
    tournament_seats="game.ai.napoleon.seats:TOURNAMENT_SEATS",
    search_helper="game.ai.napoleon.helper",
    new_game_options=("joker",),
    tutorial="game.ui.napoleon.tutorial_table:TutorialTable",
    tutorial_result="game.ui.napoleon.tutorial_result:TutorialResultScene",
    glossary="game.ui.napoleon.glossary:GlossaryScene",
    shots="napoleon_table",
    tutorial_about=N_("A guided hand: bidding, the adjutant, the exchange, the special cards, scoring."),
    hints=True,
    facts_checker="tests.ai.napoleon_facts",
    visible_to=visible_to,
    invariants=napoleon_invariants,
    soak_variants=napoleon_variants,
    unseen_redeal=_napoleon_unseen_redeal,
    preset_titles=PRESET_TITLES,
    preset_descriptions=PRESET_DESCRIPTIONS,
    challenge=NAPOLEON_CODES,
    stats_words=MappingProxyType(
        {
            "times_declarer": N_("Times Napoleon"),
            "declarer_made": N_("Contracts made as Napoleon"),
            "mean_bid": N_("Mean bid as Napoleon"),
            "times_partner": N_("Times adjutant"),
            "defence": N_("Contracts beaten in defence"),
            "never_declarer": N_("You have not been Napoleon yet"),
        }
    ),
    deal_words=deal_words,
)
