"""A new game (Napoleon and British Nap), the AI seats, the house-rules editor and the rules
pages."""

from __future__ import annotations

from collections.abc import Callable

from .. import routes
from ..context import Context
from ..game_choice import choices
from ..input import KeyPress
from ..scenes.house_rules import HouseRulesScene
from ..scenes.newgame import NewGameScene
from ..scenes.rules_help import Heading, RulesHelpScene
from ..scenes.title import TitleScene
from .common import Shot, over_title, rules


def ai_seats(c: Context) -> None:  # Chiyo hard, Emi random, a slow pace
    choices(c.settings).set_seat_level(2, "hard")
    choices(c.settings).set_seat_level(4, "random")
    c.settings.ai_pace = "slow"
    over_title(NewGameScene)(c)
    c.router.push(routes.AISeats())


def nap_ai_seats(c: Context) -> None:  # Nap's own levels: seven players, all easy, Fumi hard
    choices(c.settings).set_seat_level(2, "hard")  # Napoleon's: not Nap's
    ng = new_game(c, "nap")
    ng.set_players(7)
    nap = choices(c.settings)
    nap.set_level("easy")
    nap.set_seat_level(5, "hard")
    ng.rebuild()
    c.router.push(routes.AISeats())


def new_game(c: Context, game: str | None = None) -> NewGameScene:
    """New game over the title, ``game`` chosen (None: as the settings say)."""
    c.stack.push(TitleScene(c))
    ng = NewGameScene(c)
    c.stack.push(ng)
    if game is not None:
        ng.set_game(game)
    return ng


def nap_newgame(c: Context) -> None:  # British Nap chosen: the preset's description
    new_game(c, "nap")


def hattori_two(c: Context) -> None:  # a preset at another count than its own: what is dealt
    ng = new_game(c)
    ng.set_preset("hattori-4p")
    ng.set_players(2)
    ng.rebuild()  # the Players chooser as the player would have turned it


def house_editor(ng: NewGameScene) -> HouseRulesScene:
    ng.open_house()
    ed = ng.ctx.stack.top
    assert isinstance(ed, HouseRulesScene)
    return ed


def house(scrolled: bool) -> Callable[[Context], None]:
    """Napoleon's house rules: two changes, or (``scrolled``) a refused one."""

    def build(c: Context) -> None:
        c.settings.preset = "pagat-joker" if not scrolled else "pagat"
        ed = house_editor(new_game(c))
        if not scrolled:
            ed.apply("jokers", 2)
            ed.apply("tens_score", False)
            ed.focus = 2
        else:  # a refused change: hunting jacks need the right jack
            ed.apply("hunting_jacks", True)
            ed.focus = next(i for i, r in enumerate(ed.options) if r.name == "right_left_jacks")
            ed.scroll_to_focus()
            ed.list.scroll_by(ed.list_rect.h * 0.35)
            ed.step("right_left_jacks", 1)

    return build


def nap_house(c: Context) -> None:  # the same editor over Nap's options, one refused
    ed = house_editor(new_game(c, "nap"))
    ed.apply("misere", True)
    ed.apply("blucher", True)
    ed.focus = 4


def rules_house(c: Context) -> None:
    house_rules = rules("napoleon", "pagat-joker", jokers=2, yoromeki=True, rounds=8)
    c.stack.push(RulesHelpScene(c, house_rules, base="pagat-joker"))
    top = c.stack.top
    assert isinstance(top, RulesHelpScene)
    # The house rules are the last section (its heading is in the player's language).
    top.scroll = max(i for i, line in enumerate(top.lines) if isinstance(line, Heading)) - 3


def glossary(c: Context) -> None:  # from the title's Rules, its Glossary button
    over_title(RulesHelpScene)(c)
    top = c.stack.top
    assert top is not None
    top.update(0.0, [KeyPress("g")])


def nap_rules(c: Context) -> None:  # the Seven-card rules page
    c.stack.push(RulesHelpScene(c, rules("nap", "seven-card")))


SHOTS = (
    Shot("newgame", over_title(NewGameScene)),
    Shot("newgame-nap", nap_newgame),
    Shot("newgame-2p", hattori_two),
    Shot("ai-seats", ai_seats),
    Shot("ai-seats-nap", nap_ai_seats),
    Shot("houserules", house(False)),
    Shot("houserules-conflict", house(True)),
    Shot("nap-houserules", nap_house),
    Shot("rules", over_title(RulesHelpScene)),
    Shot("rules-house", rules_house),
    Shot("glossary", glossary),
    Shot("rules-nap-seven", nap_rules),
)
