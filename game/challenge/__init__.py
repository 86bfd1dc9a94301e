"""Challenges: N deals of one game and rules, played in the player's seat against a fixed AI
field, and by Hard on the same cards in the same seat against the same field (the par).

Above the AI and the games, below the UI (never pygame); it reaches each game through the
registry (``GameSpec.challenge``, a :class:`~game.rules.code_table.CodeTable`).

- :class:`Challenge` (:mod:`.challenge`): what a challenge is, its rules, each deal's seed and
  dealer, the seeds of the field's seats and of the par's Hard.
- :func:`encode`, :func:`decode` (:mod:`.code`, :mod:`.code_text`): the code a person reads
  aloud, types and pastes; :class:`CodeError` says in the player's words what is wrong with one.
- :func:`daily`, :func:`daily_code` (:mod:`.daily`): the day's challenge from the date alone.
- :class:`DealRun`, :func:`field_seats`, :func:`hard_seat`, :func:`par_deal`, :func:`par`
  (:mod:`.par`): playing a deal (a seat or the player's actions in the player's seat) and the
  par, deterministic and plain data (:class:`DealResult`, :class:`Par`).
- :class:`ChallengeMatch` (:mod:`.match`): the deals as a match, for the table that plays them.
- :func:`compare`, :func:`first_difference` (:mod:`.compare`): the player against Hard, per deal
  and in total, and the first decision where the two hands of a deal parted.
- :func:`describe` (:mod:`.words`): the challenge in a few lines, in the player's language.

``python -m game.challenge par CODE`` prints a par; ``python -m game.challenge daily`` a day's code.
"""

from .challenge import DEFAULT_DEALS, MAX_DEALS, Challenge
from .code import decode, encode
from .compare import (
    DealComparison,
    Divergence,
    Outcome,
    Summary,
    Verdict,
    compare,
    first_difference,
    hand_before,
)
from .daily import daily, daily_code
from .errors import CodeError, CodeProblem
from .match import ChallengeMatch
from .par import (
    PAR_BUDGET,
    DealResult,
    DealRun,
    Par,
    challenge_seat,
    field_seats,
    hard_seat,
    par,
    par_deal,
    play_deal,
    result_of,
)
from .words import describe, level_words

__all__ = [
    "DEFAULT_DEALS",
    "MAX_DEALS",
    "PAR_BUDGET",
    "Challenge",
    "ChallengeMatch",
    "CodeError",
    "CodeProblem",
    "DealComparison",
    "DealResult",
    "DealRun",
    "Divergence",
    "Outcome",
    "Par",
    "Summary",
    "Verdict",
    "challenge_seat",
    "compare",
    "daily",
    "daily_code",
    "decode",
    "describe",
    "encode",
    "field_seats",
    "first_difference",
    "hand_before",
    "hard_seat",
    "level_words",
    "par",
    "par_deal",
    "play_deal",
    "result_of",
]
