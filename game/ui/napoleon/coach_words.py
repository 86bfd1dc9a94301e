"""The coach's verdicts in words, in the language of the moment: the one-sentence reason of a
marked decision (from :class:`game.ai.napoleon.coach_reasons.Reason`, hindsight included), the choice made and
the coach's, the chips lost. Templates take named placeholders only, so each language orders
them as it needs; the words every game's coach shares are :mod:`..coach_text`'s."""

from __future__ import annotations

from collections.abc import Sequence

from game.ai.napoleon.coach import Verdict
from game.ai.napoleon.coach_reasons import Choice
from game.napoleon import Bid, Call, Discard, Pass, Play
from game.rules.cards import Suit
from game.rules.i18n import _

from ..coach_text import chips_text, figures_line, qualified
from ..coach_text import summary_text as shared_summary
from .panels import action_text

# The reason templates, by :attr:`Reason.kind`; each is one sentence.
_REASONS = {
    "mighty_void": lambda: _(
        "{card} ran into the Mighty: {mighty} was still out and {player} was void in {suit}."
    ),
    "mighty": lambda: _("{card} ran into the Mighty: {player} still held {mighty}."),
    "trumped": lambda: _("{card} was trumped: {player} was void in {suit} and took it with {other}."),
    "beaten": lambda: _("{card} lost to {player}'s {other}, and the trick went to the other side."),
    "overtook": lambda: _("{card} took a trick your partner {player} was already winning with {other}."),
    "sampled": lambda: _("Over {worlds} sampled deals, {best} kept about {chips} chips more than {card}."),
    "bid_let_go": lambda: _("Passing let a contract go: {best} was made {percent_best}% of the time."),
    "bid_too_weak": lambda: _("{chosen} was made only {percent}% of the time: passing was worth more."),
    "bid_other": lambda: _(
        "{best} was the better contract: made {percent_best}% of the time, {chosen} {percent}%."
    ),
    "call_alone": lambda: _(
        "Nobody else held {card}, so you played alone: calling {other} made it {percent_best}% of the time."
    ),
    "call_held": lambda: _(
        "{card} made {player} your adjutant; {other} made it {percent_best}% of the time, {card} {percent}%."
    ),
    "discards": lambda: _(
        "Throwing {best} made the contract {percent_best}% of the time; your discards {percent}%."
    ),
}


def choice_text(choice: Choice) -> str:
    """A choice as the replay writes it: a card, a bid, a pass, a set of discards."""
    if isinstance(choice, tuple):
        return " ".join(str(c) for c in choice)
    if isinstance(choice, (Bid, Pass)):
        return action_text(choice)
    if isinstance(choice, (Call, Discard, Play)):
        return str(choice.card)
    return str(choice)


def reason_text(v: Verdict, names: Sequence[str]) -> str:
    """The one sentence saying why the decision cost chips."""
    r = v.reason
    template = _REASONS.get(r.kind, _REASONS["sampled"])()
    text = template.format(
        card=str(r.card) if r.card is not None else choice_text(v.chosen),
        other=str(r.other) if r.other is not None else choice_text(v.best),
        mighty=str(r.other) if r.other is not None else "",
        player=names[r.player] if r.player is not None and 0 <= r.player < len(names) else "?",
        suit=Suit(r.suit).symbol if r.suit is not None else "",
        points=r.points,
        percent=r.percent,
        percent_best=r.percent_best,
        chosen=choice_text(v.chosen),
        best=choice_text(v.best),
        worlds=v.worlds,
        chips=chips_text(v.loss),
    )
    return qualified(text, r.hindsight, v.follows)


def verdict_line(v: Verdict) -> str:
    """The figures: what was chosen, the coach's choice, the chips lost."""
    return figures_line(choice_text(v.chosen), v.chosen_value, choice_text(v.best), v.best_value, v.loss)


def summary_text(verdicts: Sequence[Verdict]) -> str:
    """The coach's headline once it is done (the same for every game: :mod:`..coach_text`)."""
    return shared_summary(verdicts)
