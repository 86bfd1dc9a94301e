"""The shared core of every game: standard library only, no pygame.

Cards (:mod:`game.rules.cards`), the game protocol (:mod:`game.rules.protocol`), the registry
of games (:mod:`game.rules.games`), the match, translations, records' common parts and the
guarded JSON reader. Each game lives in a package of its own (Napoleon: :mod:`game.napoleon`,
British Nap: :mod:`game.british_nap`) and is reached through the registry:
``game_spec("napoleon")``; :func:`replay` rebuilds a hand of any registered game from its record.
"""

from .cards import Card, Suit, card_list
from .errors import IllegalAction, RecordError
from .games import GAMES, GameSpec, game_spec, register, replay
from .match import Match

__all__ = [
    "GAMES",
    "Card",
    "GameSpec",
    "IllegalAction",
    "Match",
    "RecordError",
    "Suit",
    "card_list",
    "game_spec",
    "register",
    "replay",
]
