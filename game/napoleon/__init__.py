"""Napoleon's engine: standard library only, no pygame. It builds on the shared core
(:mod:`game.rules`: cards, the game protocol, the registry, the match) and registers itself
there through ``GAME_ENTRIES`` (:mod:`game.napoleon.spec`).

The public surface::

    from game.napoleon import RuleSet, NapoleonHand, trick_winner, legal_plays, hand_payments
    hand = NapoleonHand.new(RuleSet.preset("pagat"), seed=1)
    hand.legal_actions(); hand.apply(action); hand.view(seat); hand.record()
"""

from .actions import PASS, Action, Bid, Call, Discard, Pass, Play, parse_action
from .deal import Deal
from .hand import NapoleonHand, Phase
from .options import RuleConflict, RuleSet
from .presets import PRESET_DESCRIPTIONS, PRESET_TITLES, PRESETS, preset_description, preset_title
from .scoring import HandResult, contract_made, hand_payments
from .tricks import legal_plays, trick_winner, win_reason_words
from .views import SeatView

__all__ = [
    "PASS",
    "PRESETS",
    "PRESET_DESCRIPTIONS",
    "PRESET_TITLES",
    "Action",
    "Bid",
    "Call",
    "Deal",
    "Discard",
    "HandResult",
    "NapoleonHand",
    "Pass",
    "Phase",
    "Play",
    "RuleConflict",
    "RuleSet",
    "SeatView",
    "contract_made",
    "hand_payments",
    "legal_plays",
    "parse_action",
    "preset_description",
    "preset_title",
    "trick_winner",
    "win_reason_words",
]
