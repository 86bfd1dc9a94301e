"""``python -m game.challenge``: a challenge's par, and the daily challenge's code.

python -m game.challenge par CODE [--language ja]
    each deal's Hard result and digest, the total and the par's digest (two players with
    the same code compare these); a mistyped or unknown code: its message, exit status 2
python -m game.challenge daily [--game NAME] [--date YYYY-MM-DD]
    the code of that day's challenge (default: the default game, today's local date)
"""

from __future__ import annotations

import argparse
import sys
from datetime import date
from typing import Any

from game.rules.games import GAMES
from game.rules.i18n import LANGUAGES, _, ngettext, set_language, system_language

from .code import decode, encode
from .daily import daily_code
from .errors import CodeError
from .par import DealResult, Par, par
from .words import describe

BAD_CODE = 2


def deal_line(result: DealResult) -> str:
    text = ngettext(
        "Deal {n}: Hard {chips:+d} chip, digest {digest}",
        "Deal {n}: Hard {chips:+d} chips, digest {digest}",
        abs(result.chips),
    ).format(n=result.index + 1, chips=result.chips, digest=result.digest)
    if result.thrown_in:
        text += " " + _("(thrown in)")
    return text


def _par(code: str) -> int:
    try:
        challenge = decode(code)
    except CodeError as exc:
        print(exc.message, file=sys.stderr)
        return BAD_CODE
    print(encode(challenge))
    for line in describe(challenge):
        print(line)
    result: Par = par(challenge, lambda _i, deal: print(deal_line(deal), flush=True))
    print(
        ngettext("Hard's total: {chips:+d} chip", "Hard's total: {chips:+d} chips", abs(result.total)).format(
            chips=result.total
        )
    )
    print(_("Par digest: {digest}").format(digest=result.digest))
    return 0


def _day(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a date YYYY-MM-DD: {text!r}") from None


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m game.challenge", description=__doc__.split("\n")[0])
    p.add_argument(
        "--language", choices=sorted(LANGUAGES), default=None, help="en or ja (default: the system's)"
    )
    sub = p.add_subparsers(dest="command", required=True)
    par_p = sub.add_parser("par", help="each deal's Hard result and the par's digest")
    par_p.add_argument("code", nargs="+", help="the challenge code (spaces and dashes are ignored)")
    daily_p = sub.add_parser("daily", help="print the code of a day's challenge")
    games = [name for name, spec in GAMES.items() if spec.challenge is not None]
    daily_p.add_argument("--game", choices=games, default=games[0])
    daily_p.add_argument("--date", type=_day, default=None, help="YYYY-MM-DD (default: today)")
    for sp in (par_p, daily_p):  # also accepted after the command
        sp.add_argument("--language", choices=sorted(LANGUAGES), default=argparse.SUPPRESS)
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args: Any = parse_args(argv)
    set_language(args.language or system_language())
    if args.command == "daily":
        print(daily_code(args.game, args.date or date.today()))
        return 0
    return _par(" ".join(args.code))


if __name__ == "__main__":
    sys.exit(main())
