"""The command line's game: ``--game`` names one of the registered games (absent: the default
game), and ``--preset``, ``--players`` and ``--level`` are that game's, checked against its
spec before any window opens; then they become the game's choices in the settings (the
title, Quick play and the next new game start with them), and ``--play`` starts a match of it.

No pygame here: ``python -m game --help`` and a wrong value are answered without a display.
The games, their presets, counts and levels are the registry's: no game is named here.
"""

from __future__ import annotations

import argparse
from typing import Any, NamedTuple

from game.rules.games import GAMES, GameSpec
from game.rules.i18n import _, pgettext

from .game_choice import choices, choose_preset, game_rules, set_game
from .settings import Settings, default_game

GAME_OPTIONS = ("game", "preset", "players", "level")  # the arguments of the command line's game


def _each_game(what: str) -> str:
    """One line of help: ``what`` of each registered game ("napoleon: a, b; nap: c")."""
    return "; ".join(f"{name}: {', '.join(map(str, getattr(spec, what)))}" for name, spec in GAMES.items())


def add_game_arguments(p: argparse.ArgumentParser) -> None:
    """``--game``, ``--preset``, ``--players`` and ``--level``, their help listing each game's
    (the values are checked with :func:`game_problem` once parsed: they depend on the game)."""
    games = ", ".join(f"{name} ({spec.title})" for name, spec in GAMES.items())
    p.add_argument(
        "--game", default=None, metavar="GAME", help=f"the game: {games} (default: {default_game()})"
    )
    p.add_argument("--preset", default=None, help=f"the game's rule preset ({_each_game('presets')})")
    p.add_argument("--players", type=int, default=None, help=f"number of players ({_each_game('players')})")
    p.add_argument("--level", default=None, help=f"AI level, every AI seat's ({_each_game('levels')})")


def _listed(values: Any) -> str:
    return pgettext("list", ", ").join(map(str, values))


def game_problem(args: argparse.Namespace) -> str:
    """What is wrong with the command line's game, in one line in the current language that
    names the valid values ("" when nothing is)."""
    game = getattr(args, "game", None)
    if game is not None and game not in GAMES:
        return _("--game {value}: there is no such game here; the games are: {games}").format(
            value=game, games=_listed(GAMES)
        )
    spec: GameSpec[Any] = GAMES[game or default_game()]
    title = _(spec.title)
    if args.preset is not None and args.preset not in spec.presets:
        return _("--preset {value}: {game} has no such preset; its presets are: {presets}").format(
            value=args.preset, game=title, presets=_listed(spec.presets)
        )
    if args.players is not None and args.players not in spec.players:
        return _("--players {value}: {game} is played by {counts} players").format(
            value=args.players, game=title, counts=_listed(spec.players)
        )
    if args.level is not None and args.level not in spec.levels:
        return _("--level {value}: {game} has no such AI level; its levels are: {levels}").format(
            value=args.level, game=title, levels=_listed(spec.levels)
        )
    return ""


def names_a_game(args: argparse.Namespace) -> bool:
    """The command line chooses the game: it names one, a choice of one, or a match to play."""
    return any(getattr(args, name, None) is not None for name in GAME_OPTIONS) or bool(
        getattr(args, "play", False)
    )


def apply_game_args(s: Settings, args: argparse.Namespace) -> None:
    """The command line's game and its choices, into the settings (checked by
    :func:`game_problem`): the game named (absent: the default game) is the chosen one; its
    preset is chosen as on the new-game screen (its own player count, unless ``--players``);
    ``--level`` puts every AI seat of the game at that level. A command line that names no
    game changes nothing: the title shows the game last chosen."""
    if not names_a_game(args):
        return
    set_game(s, args.game or default_game())
    c = choices(s)
    if args.preset is not None:
        choose_preset(s, args.preset)
    if args.players is not None:
        c.set_players(args.players)
    if args.level is not None:
        c.set_level(args.level)


class PlayStart(NamedTuple):
    """The match ``--play`` starts: the chosen game's rules (None: they cannot be played, and
    ``why``), its AI level and the seats' own levels."""

    rules: Any | None
    why: str
    level: str
    levels: dict[int, str] | None


def play_start(s: Settings) -> PlayStart:
    """The match of the chosen game's choices (its preset, count, remembered house rules and
    AI levels): what ``--play`` starts."""
    rules, why = game_rules(s)
    c = choices(s)
    return PlayStart(rules, why, c.level(), c.ai_levels(c.players()))
