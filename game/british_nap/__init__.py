"""British Nap, the second game: its own rules, hand, records and match on the shared game
interface (:mod:`game.rules.protocol`). It builds on ``game.rules`` (cards, actions, errors,
the translation layer) and the standard library only; the registry
(:mod:`game.rules.games`) loads it by name, so the rules layer never imports it.

    from game.british_nap import NapRules, nap_trick_winner, nap_settlement
"""

from .actions import PEEP, Buy, NapAction, NapBid, Peep, parse_nap_action
from .deal import SeatDraw, seat_draw
from .hand import NapHand
from .replaying import replay_nap
from .rules import NAP_PRESET_TITLES, NAP_PRESETS, DealPackets, NapRuleConflict, NapRules, Shuffle
from .scoring import all_bids, bid_name, bid_rank, nap_settlement, nap_trick_winner
from .state import NapPhase, NapResult, NapTrick
from .views import NapView

__all__ = [
    "NAP_PRESETS",
    "NAP_PRESET_TITLES",
    "PEEP",
    "Buy",
    "DealPackets",
    "NapAction",
    "NapBid",
    "NapHand",
    "NapPhase",
    "NapResult",
    "NapRuleConflict",
    "NapRules",
    "NapTrick",
    "NapView",
    "Peep",
    "SeatDraw",
    "Shuffle",
    "all_bids",
    "bid_name",
    "bid_rank",
    "nap_settlement",
    "nap_trick_winner",
    "parse_nap_action",
    "replay_nap",
    "seat_draw",
]
