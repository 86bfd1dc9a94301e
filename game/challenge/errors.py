"""Why a challenge code was refused, in the player's words: the message the title shows (and
``python -m game.challenge`` prints), the kind of problem and, where it can be found, the
character at fault."""

from __future__ import annotations

from enum import StrEnum

from game.rules.i18n import _, pgettext


class CodeProblem(StrEnum):
    EMPTY = "empty"  # nothing typed
    CHARACTER = "character"  # a character that no code uses (``position`` names it)
    SHORT = "short"  # fewer characters than any code has
    LENGTH = "length"  # a length no code has: a character missing or one too many
    TYPO = "typo"  # one character does not fit the check (``position``)
    SWAP = "swap"  # two neighbours look swapped (``position`` is the first)
    MISTAKE = "mistake"  # the check fails, and no single place explains it
    NEWER = "newer"  # a code of a newer version of the game: refused, never misread
    NOT_A_CODE = "not_a_code"  # the check holds but the code says nothing a challenge can be
    RULES = "rules"  # the rules it names cannot be played together (the rules' own message)


class CodeError(ValueError):
    """A code that cannot be opened. ``message`` is worded in the player's language when
    raised; ``position`` is the index of the character at fault among the code's characters
    (dashes and spaces not counted) and ``text_index`` its index in the text as typed, for a
    field that marks it; both None when no one character is at fault."""

    def __init__(
        self,
        problem: CodeProblem,
        message: str,
        position: int | None = None,
        text_index: int | None = None,
    ) -> None:
        super().__init__(message)
        self.problem = problem
        self.message = message
        self.position = position
        self.text_index = text_index


def ordinal(n: int) -> str:
    """``n`` as the position of a character in a code: "1st", "2nd", "7th" (in Japanese
    「1文字目」)."""
    if n % 100 in (11, 12, 13) or n % 10 not in (1, 2, 3):
        text = pgettext("character position", "{n}th")
    elif n % 10 == 1:
        text = pgettext("character position", "{n}st")
    elif n % 10 == 2:
        text = pgettext("character position", "{n}nd")
    else:
        text = pgettext("character position", "{n}rd")
    return text.format(n=n)


def newer_error() -> CodeError:
    """A code of a newer version of the game (a format, game, preset, option, value or level
    this build does not know)."""
    return CodeError(
        CodeProblem.NEWER,
        _("This code comes from a newer version of the game: update the game to play it."),
    )


def not_a_code_error() -> CodeError:
    return CodeError(CodeProblem.NOT_A_CODE, _("This is not a challenge code."))
