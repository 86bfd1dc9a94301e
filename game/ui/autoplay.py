"""``--autoplay``: the human's seat plays itself, as a player who always takes the default.

For demos and for the crash test, which kills the real app at random moments and checks that
Continue resumes where it stood. It acts only through what a player has: a legal move on the
table (chosen by :func:`~game.ui.driver.passive_policy`), and Enter on any other screen (the
focused button: Continue on the title, Next hand on a result, Start on the challenge screen)
until the final standings or a challenge's summary.
"""

from __future__ import annotations

from .context import Context
from .driver import passive_policy
from .input import KeyPress
from .scenes.challenge_summary import ChallengeSummaryScene
from .scenes.match_result import MatchResultScene
from .table.scene import TableScene

PRESS_EVERY = 0.25  # seconds between two Enter presses, so each screen is drawn at least once


class AutoPlayer:
    def __init__(self) -> None:
        self.wait = PRESS_EVERY

    def step(self, ctx: Context, dt: float) -> None:
        top = ctx.stack.top
        if isinstance(top, TableScene):
            if top.waiting_sweep is not None:  # "wait after each trick": a player goes on
                top.update(0.0, [KeyPress("space")])
            elif top.ready and top.ctl.human_to_act:
                passive_policy(top)
            return
        if isinstance(top, MatchResultScene | ChallengeSummaryScene):  # over: the standings stay up
            return
        self.wait -= dt
        if top is not None and self.wait <= 0 and not top.animating and top.wake_in() is None:
            self.wait = PRESS_EVERY
            top.update(0.0, [KeyPress("enter")])
