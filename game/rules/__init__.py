"""The rules engine: standard library only, no pygame.

The public surface::

    from game.rules import Card, Suit, RuleSet, trick_winner, legal_plays, hand_payments
    hand = NapoleonHand.new(RuleSet.preset("pagat"), seed=1)
    hand.legal_actions(); hand.apply(action); hand.view(seat); hand.record()
"""

from .actions import PASS, Action, Bid, Call, Discard, Pass, Play, parse_action
from .cards import Card, Suit, card_list
from .deal import Deal
from .errors import IllegalAction, RecordError
from .hand import NapoleonHand, Phase
from .match import Match
from .options import RuleConflict, RuleSet
from .presets import PRESET_DESCRIPTIONS, PRESETS
from .record import replay
from .scoring import HandResult, contract_made, hand_payments
from .tricks import legal_plays, trick_winner
from .views import SeatView

__all__ = [
    "PASS",
    "PRESETS",
    "PRESET_DESCRIPTIONS",
    "Action",
    "Bid",
    "Call",
    "Card",
    "Deal",
    "Discard",
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
    "hand_payments",
    "legal_plays",
    "parse_action",
    "replay",
    "trick_winner",
]
