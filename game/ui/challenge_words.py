"""A challenge's words on the screens that show one (the title, the challenge screen, a deal's
result, the summary): what a challenge is, chips, who did better, the total so far."""

from __future__ import annotations

from game.challenge import DEFAULT_DEALS, DealComparison, Outcome, Verdict
from game.rules.i18n import _, ngettext

from .challenge_session import ChallengeSession


def explain_line(deals: int = DEFAULT_DEALS) -> str:
    """What a challenge is, in one line (the title's and the challenge screen's)."""
    return _("{deals} deals against the AI; Hard plays the same cards in your seat: beat its total.").format(
        deals=deals
    )


def chips_words(chips: int) -> str:
    """A signed count of chips: "+3 chips"."""
    return ngettext("{chips:+d} chip", "{chips:+d} chips", abs(chips)).format(chips=chips)


def verdict_words(d: DealComparison) -> str:
    """Who did better on a deal, in a sentence."""
    n = abs(d.margin)
    if d.verdict == Verdict.BETTER:
        return ngettext("Better than Hard, by {n} chip.", "Better than Hard, by {n} chips.", n).format(n=n)
    if d.verdict == Verdict.WORSE:
        return ngettext("Worse than Hard, by {n} chip.", "Worse than Hard, by {n} chips.", n).format(n=n)
    return _("The same as Hard.")


def running_words(session: ChallengeSession) -> str:
    """The total so far, over the deals both sides have played."""
    summary = session.summary()
    known = len(summary.deals)
    if not known:
        return _("Hard has not finished a deal yet: the totals come with its results.")
    if known == session.match.hands_played:
        text = ngettext(
            "After {n} deal: you {player:+d}, Hard {hard:+d}.",
            "After {n} deals: you {player:+d}, Hard {hard:+d}.",
            known,
        )
    else:
        text = ngettext(
            "On the {n} deal Hard has finished: you {player:+d}, Hard {hard:+d}.",
            "On the {n} deals Hard has finished: you {player:+d}, Hard {hard:+d}.",
            known,
        )
    return text.format(n=known, player=summary.player, hard=summary.hard)


def outcome_words(outcome: Outcome) -> str:
    """The challenge's result against Hard, as a heading."""
    return {
        Outcome.WON: _("You beat Hard"),
        Outcome.DRAWN: _("A draw with Hard"),
        Outcome.LOST: _("Hard beat you"),
    }[outcome]
