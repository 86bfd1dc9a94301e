"""Nap's coach's verdicts in words, in the language of the moment: the one-sentence reason of a
marked decision (from :class:`game.ai.british_nap.coach_reasons.Reason`, hindsight included), the
choice made and the coach's, the chips lost (the shape of ``game.ui.coach_panel.CoachWords``;
the words every game's coach shares are :mod:`..coach_text`'s). Templates take named
placeholders only, so each language orders them as it needs."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.ai.british_nap.coach import Verdict
from game.ai.british_nap.coach_reasons import Choice
from game.british_nap import Buy, NapBid, Peep, bid_name
from game.rules.card_actions import Discard, Pass, Play
from game.rules.cards import Suit
from game.rules.i18n import _

from ..coach_text import chips_text, figures_line, qualified
from ..coach_text import summary_text as shared_summary

# The reason templates, by :attr:`Reason.kind`; each is one sentence.
_REASONS: dict[str, Callable[[], str]] = {
    "trumped": lambda: _("{card} was trumped: {player} was void in {suit} and took it with {other}."),
    "beaten": lambda: _("{card} lost to {player}'s {other}, and the trick went to the other side."),
    "overtook": lambda: _(
        "{card} took a trick your fellow defender {player} was already winning with {other}."
    ),
    "misere_took": lambda: _("{card} took the trick, and a misère must take none."),
    "sampled_bidder": lambda: _(
        "Over {worlds} sampled deals, {best} made your contract on {made_best} and {card} on {made}."
    ),
    "sampled_defender": lambda: _(
        "Over {worlds} sampled deals, {best} beat the contract on {made_best} and {card} on {made}."
    ),
    "bid_let_go": lambda: _("Passing let a contract go: {best} was made {percent_best}% of the time."),
    "bid_too_weak": lambda: _("{chosen} was made only {percent}% of the time: passing was worth more."),
    "bid_other": lambda: _(
        "{best} was the better contract: made {percent_best}% of the time, {chosen} {percent}%."
    ),
    "peep": lambda: _(
        "Over {worlds} sampled deals, seeing the widow's card changed your bid by less than its chip: "
        "{best} without it kept about {chips} chips more."
    ),
    "buy": lambda: _(
        "Over {worlds} sampled deals, exchanging {best} kept about {chips} chips more than exchanging "
        "{chosen}; each card exchanged costs a chip."
    ),
    "buy_keep": lambda: _(
        "Over {worlds} sampled deals, keeping your cards kept about {chips} chips more than exchanging "
        "{chosen}; each card exchanged costs a chip."
    ),
    "buy_more": lambda: _(
        "Over {worlds} sampled deals, exchanging {best} kept about {chips} chips more than keeping your "
        "cards, a chip a card paid."
    ),
    "discards": lambda: _(
        "Throwing {best} made the contract {percent_best}% of the time; your discards {percent}%."
    ),
}


def choice_text(choice: Choice) -> str:
    """A choice as the replay writes it: a bid, a pass, the peep, the cards exchanged or
    thrown, a card."""
    if isinstance(choice, tuple):
        return " ".join(str(c) for c in choice)
    if isinstance(choice, NapBid):
        return bid_name(choice.bid)
    if isinstance(choice, Pass):
        return _("pass")
    if isinstance(choice, Peep):
        return _("Peep")
    if isinstance(choice, Buy):
        return " ".join(str(c) for c in choice.cards) if choice.cards else _("no cards")
    if isinstance(choice, (Discard, Play)):
        return str(choice.card)
    return str(choice)


def template_of(v: Verdict) -> str:
    """The template a verdict's reason is written with (a key of ``_REASONS``)."""
    r = v.reason
    if r.kind == "buy" and isinstance(v.best, Buy) and not v.best.cards:
        return "buy_keep"
    if r.kind == "buy" and isinstance(v.chosen, Buy) and not v.chosen.cards:
        return "buy_more"
    if r.kind in _REASONS:
        return r.kind
    return "sampled_bidder" if r.bidder else "sampled_defender"


def reason_text(v: Verdict, names: Sequence[str]) -> str:
    """The one sentence saying why the decision cost chips."""
    r = v.reason
    text = _REASONS[template_of(v)]().format(
        card=str(r.card) if r.card is not None else choice_text(v.chosen),
        other=str(r.other) if r.other is not None else choice_text(v.best),
        player=names[r.player] if r.player is not None and 0 <= r.player < len(names) else "?",
        suit=Suit(r.suit).symbol if r.suit is not None else "",
        percent=r.percent,
        percent_best=r.percent_best,
        made=r.made,
        made_best=r.made_best,
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
