"""The coach's words every game shares, in the language of the moment: the headline (the marks
by cause and the chips they lost, ``coaching.headline_loss``), the figures of a priced decision,
and the two qualifications of a reason (it rests on cards the player could not see; it repeats
an earlier mark's point). Each game's coach words (``GameSpec.coach_words``: Napoleon's
:mod:`game.ui.napoleon.coach_words`, Nap's :mod:`game.ui.british_nap.coach_words`) write the
choices and the reasons themselves and build on these. No pygame."""

from __future__ import annotations

from collections.abc import Sequence

from game.ai.coaching import Priced, causes, headline_loss
from game.rules.i18n import _, ngettext


def chips_text(x: float) -> str:
    return f"{x:.1f}"


def qualified(text: str, hindsight: bool, follows: int | None) -> str:
    """A reason with what the player should know of it: that it rests on cards they could not
    see then (``hindsight``), and that it repeats the mark at record index ``follows`` (the
    headline counted it there)."""
    if hindsight:  # what the rest of the hand showed, not something the player could see
        text = _("In hindsight (you could not see it then): {reason}").format(reason=text)
    if follows is not None:  # the same cause as an earlier mark: the headline counted it there
        return _("The same point as at step {step}, counted there and not again: {reason}").format(
            step=follows + 1, reason=text
        )
    return text


def figures_line(chosen: str, value: float, best: str, best_value: float, lost: float) -> str:
    """The figures of a priced decision: what was chosen, the coach's choice, the chips lost."""
    return _("You: {chosen} ({value} chips) · the coach: {best} ({best_value} chips) · lost {lost}").format(
        chosen=chosen,
        value=f"{value:+.1f}",
        best=best,
        best_value=f"{best_value:+.1f}",
        lost=chips_text(lost),
    )


def summary_text(verdicts: Sequence[Priced]) -> str:
    """The coach's headline once it is done: the marks with a cause of their own, and the chips
    they lost, each cause once and never more than the hand could have swung
    (``coaching.headline_loss``)."""
    groups = causes(verdicts)
    if not groups:
        return _("The coach priced {n} decisions: none lost much.").format(n=len(verdicts))
    marked, more = len(groups), sum(len(g) - 1 for g in groups)
    lost = headline_loss(verdicts)
    if float(chips_text(lost)) == 0:  # capped: the hand went as well as it could for the player
        said = (
            ngettext(
                "The coach marked {marked} of {n} decisions; as the hand went, they cost no chips. "
                "{more} more mark repeats an earlier one.",
                "The coach marked {marked} of {n} decisions; as the hand went, they cost no chips. "
                "{more} more marks repeat earlier ones.",
                more,
            )
            if more  # marked in the strip, counted with the mark whose cause they repeat
            else _("The coach marked {marked} of {n} decisions; as the hand went, they cost no chips.")
        )
    elif more:
        said = ngettext(
            "The coach marked {marked} of {n} decisions, about {chips} chips lost; "
            "{more} more mark repeats an earlier one.",
            "The coach marked {marked} of {n} decisions, about {chips} chips lost; "
            "{more} more marks repeat earlier ones.",
            more,
        )
    else:
        said = _("The coach marked {marked} of {n} decisions, about {chips} chips lost.")
    return said.format(marked=marked, n=len(verdicts), more=more, chips=chips_text(lost))
