"""Challenges: the title with Challenge Hard in focus, the challenge screen (today's code chosen;
a code with a typo, refused, its character marked), a deal's result before Hard's result has
come and once it has, the summary, and the replay of both hands at the step where they part.

Hard's results are worked out here, in the screenshot's process (``par_kind`` "off": given by
hand), once per code and deal for the whole run; Nap's deals, whose par is quick, show them."""

from __future__ import annotations

from datetime import date
from functools import cache

from game.challenge import Challenge, DealResult, daily, encode, par_deal

from ..challenge_session import ChallengeSession
from ..context import Context
from ..driver import run_until
from ..input import KeyPress
from ..scenes.challenge import ChallengeScene
from ..scenes.challenge_deal import ChallengeDealScene
from ..scenes.challenge_summary import ChallengeSummaryScene
from ..scenes.title import TitleScene
from ..table.scene import TableScene
from .common import Shot, opened_replay

TODAY = date(2025, 1, 1)  # the screens' "today": the same pictures on any day
NAP = Challenge("nap", "standard", 4, seat=0, level="normal", seed=21, deals=2)


@cache
def par_of(code: str, index: int) -> DealResult:
    """Hard's result on a deal, worked out once for the whole run."""
    from game.challenge import decode

    return par_deal(decode(code), index)


def title_challenge(c: Context) -> None:
    title = TitleScene(c)
    c.stack.push(title)
    title.focus.focus = title.focus.widgets.index(title.challenge)


def screen(c: Context) -> None:
    c.stack.push(TitleScene(c))
    scene = ChallengeScene(c, today=TODAY)
    c.stack.push(scene)
    scene.choose_daily("napoleon")


def typo(c: Context) -> None:
    """Today's Napoleon code with its 7th character mistyped, and Start pressed."""
    c.stack.push(TitleScene(c))
    code = encode(daily("napoleon", TODAY))
    chars = list(code)
    seventh = [i for i, ch in enumerate(chars) if ch != "-"][6]
    chars[seventh] = "7" if chars[seventh] != "7" else "8"
    scene = ChallengeScene(c, today=TODAY)
    c.stack.push(scene)
    scene.field.set("".join(chars))
    scene.update(0.0, [KeyPress("enter")])


def played(c: Context, challenge: Challenge, deals: int = 1) -> TableScene:
    """``challenge`` started and its first ``deals`` played to their result (the last shown)."""
    c.challenges.par_kind = "off"
    c.challenges.start(challenge)
    table = c.stack.top
    assert isinstance(table, TableScene)
    for n in range(deals):
        if n:
            top = c.stack.top
            assert isinstance(top, ChallengeDealScene)
            top.next()
        run_until(table, lambda: table.result_pushed, limit=100000)
    return table


def deal_waiting(c: Context) -> None:
    """Today's Napoleon challenge, its first deal played: Hard is still playing it."""
    played(c, daily("napoleon", TODAY))


def session_of(table: TableScene) -> ChallengeSession:
    session = table.session
    assert isinstance(session, ChallengeSession)
    return session


def deal_done(c: Context) -> None:
    """A Nap challenge's first deal, Hard's result on it in."""
    table = played(c, NAP)
    c.challenges.take(session_of(table), [par_of(encode(NAP), 0)])
    top = c.stack.top
    assert isinstance(top, ChallengeDealScene)
    top.update(0.0, [])


def summary(c: Context) -> None:
    table = played(c, NAP, deals=NAP.deals)
    top = c.stack.top
    assert isinstance(top, ChallengeDealScene)
    top.next()
    c.challenges.take(session_of(table), [par_of(encode(NAP), i) for i in range(NAP.deals)])
    shown = c.stack.top
    assert isinstance(shown, ChallengeSummaryScene)
    shown.update(0.0, [])


def replay(c: Context) -> None:
    """The replay of both hands from a deal's result, at the step where they part."""
    deal_done(c)
    top = c.stack.top
    assert isinstance(top, ChallengeDealScene)
    top.open_replay()
    shown = opened_replay(c)  # its first picture painted
    shown.update(0.0, [KeyPress("d")])


SHOTS = (
    Shot("title-challenge", title_challenge),
    Shot("challenge", screen),
    Shot("challenge-typo", typo),
    Shot("challenge-deal-waiting", deal_waiting),
    Shot("challenge-deal", deal_done),
    Shot("challenge-summary", summary),
    Shot("challenge-replay", replay),
)
