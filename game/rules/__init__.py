"""The rules engine: standard library only, no pygame.

The public surface::

    from game.rules import Card, Suit, RuleSet, trick_winner, legal_plays, hand_payments
    hand = NapoleonHand.new(RuleSet.preset("pagat"), seed=1)
    hand.legal_actions(); hand.apply(action); hand.view(seat); hand.record()

Games are reached through the registry (:mod:`game.rules.games`): ``game_spec("napoleon")``;
:func:`replay` rebuilds a hand of any registered game from its record.
"""

from .actions import PASS, Action, Bid, Call, Discard, Pass, Play, parse_action
from .cards import Card, Suit, card_list
from .deal import Deal
from .errors import IllegalAction, RecordError
from .games import GAMES, GameSpec, game_spec, register, replay
from .hand import NapoleonHand, Phase
from .match import Match
from .options import RuleConflict, RuleSet
from .presets import PRESET_DESCRIPTIONS, PRESET_TITLES, PRESETS, preset_description, preset_title
from .scoring import HandResult, contract_made, hand_payments
from .tricks import legal_plays, trick_winner, win_reason_words
from .views import SeatView

__all__ = [
    "GAMES",
    "PASS",
    "PRESETS",
    "PRESET_DESCRIPTIONS",
    "PRESET_TITLES",
    "Action",
    "Bid",
    "Call",
    "Card",
    "Deal",
    "Discard",
    "GameSpec",
    "HandResult",
    "IllegalAction",
    "Match",
    "NapoleonHand",
    "Pass",
    "Phase",
    "Play",
    "RecordError",
    "RuleConflict",
    "RuleSet",
    "SeatView",
    "Suit",
    "card_list",
    "contract_made",
    "game_spec",
    "hand_payments",
    "legal_plays",
    "parse_action",
    "preset_description",
    "preset_title",
    "register",
    "replay",
    "trick_winner",
    "win_reason_words",
]
