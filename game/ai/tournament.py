"""Duplicate tournament: ``python -m game.ai.tournament [--game nap]``.

Each seeded deal is played once with the candidate in each seat against a fixed field, so
deal luck cancels (ai-anchors §4.1). The observation per deal is the candidate's mean chips
over its seatings, each seating's chips counted as its margin over the table's mean: where
chips sum to zero at the table (Napoleon) that is the chips themselves; Nap's Écarté and peep
stakes go into pools a later made Nap wins, so a seat's share of what the hand put into the
pools (1/n each) is counted back, or every purchase would count as lost for good and a field
that buys a lot would look like losing to itself. Intervals are a bootstrap over deals. A
thrown-in deal counts 0 (Nap: its stakes, shared as above).

The seats are the game's own (its spec's ``tournament_seats``, :mod:`.roster`): its levels,
hard with the tournament's search budget, and its measuring sticks, never levels: the candidate
``allseeing`` (Napoleon's :mod:`.napoleon.oracle`, Nap's :mod:`.british_nap.oracle`) sees every hand, and Nap
has the baselines ``hard0`` and ``hardplay`` (:mod:`.british_nap.tournament_seats`). When a run has the
game's all-seeing reference and a level against the same field, the level's line also prints
its *share* of the all-seeing margin (paired on the same deals). Per role: ``nap ok`` is how
often the contract was made with the candidate as Napoleon, ``def ok`` how often it was beaten
with the candidate defending, each with a 95% bootstrap interval over deals.

``--contract KIND`` (Napoleon only) plays every deal with a forced contract of that kind
(003's misère or target, no-trumps, bids in tricks, suitless bids, number bids, or ``solo``:
Napoleon calls a card of his own hand or the blind and plays alone against all): the
tournament plays the auction (and the solo call) from the dealt cards alone, the same for
every seating (:mod:`.napoleon.forced_contract`). ``--option NAME=VALUE`` changes one rule of the
preset, in any game (e.g. ``exact_bid=on``; Nap's ``misere=on``), for the options no preset
combines.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import json
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from game.rules.games import GAMES, game_spec
from game.rules.protocol import GameHand
from game.rules.rules_base import RulesBase

from . import tournament_seats
from .base import GameSeat
from .roster import SearchBudget
from .stats import bootstrap_ci, mean, percentile, ratio_ci


def first_game() -> str:
    """The default game: the registry's first."""
    return next(iter(GAMES))


@dataclass(frozen=True, slots=True)
class Config:
    preset: str
    players: int
    candidate: str
    field: str
    seed: int
    hard_rollouts: int
    hard_seconds: float | None
    # any registered game (default: the registry's first): its presets, seats and settlement
    game: str = dataclasses.field(default_factory=first_game)  # (``field`` here is the AI field)
    contract: str | None = None  # force every deal's contract to this kind (the game's forced contracts)
    options: tuple[tuple[str, str], ...] = ()  # rules changed from the preset's (``--option``)


@dataclass(slots=True)
class DealResult:
    chips: float = 0.0  # the candidate's mean chips over its seatings
    declared: int = 0
    made: int = 0
    bids: list[int] = field(default_factory=list)
    defended: int = 0
    defence_won: int = 0
    times: list[float] = field(default_factory=list)


def rules_of(cfg: Config) -> Any:
    spec = game_spec(cfg.game)
    presets = spec.presets
    if cfg.preset not in presets:
        raise ValueError(f"no {cfg.game} preset named {cfg.preset!r}; the presets are: {', '.join(presets)}")
    changes = option_changes(spec.rules_type, cfg.options)
    rules = presets[cfg.preset].replace(players=cfg.players, **changes)
    if cfg.contract is None:
        return rules
    contracts = forced_contracts(cfg.game)
    if contracts is None or cfg.contract not in contracts.CONTRACTS:
        raise ValueError(f"{cfg.game} has no forced contract {cfg.contract!r}")
    return contracts.contract_rules(rules, cfg.contract)


def forced_contracts(game: str) -> Any:
    """The module of ``game``'s forced contracts (its spec names it), or None."""
    path = game_spec(game).forced_contracts
    return None if path is None else importlib.import_module(path)


def contract_kinds() -> list[str]:
    """Every forced contract a registered game offers, in its order."""
    kinds: dict[str, None] = {}
    for game in GAMES:
        contracts = forced_contracts(game)
        kinds.update(dict.fromkeys(contracts.CONTRACTS if contracts is not None else ()))
    return list(kinds)


def option_changes(rules_type: type, options: Sequence[tuple[str, str]]) -> dict[str, object]:
    """``--option`` values as the game's rules' ``replace`` takes them: whole numbers parsed,
    ``none`` for an optional number; the rest as written (the rules base coerces the words,
    ``on``/``off``, an enum's value, a card, and checks the result)."""
    if not issubclass(rules_type, RulesBase):
        raise ValueError("this game's rules take no --option")  # every registered game's do
    names = rules_type.option_names()
    out: dict[str, object] = {}
    for name, value in options:
        if name == "players":
            raise ValueError("the player count is --players, not --option players")
        if name not in names:
            raise ValueError(f"no option named {name!r}; the options are: {', '.join(names)}")
        kind = rules_type.option_kind(name)
        if kind in ("int", "int?"):
            if kind == "int?" and value.lower() == "none":
                out[name] = None
                continue
            try:
                out[name] = int(value)
            except ValueError:
                raise ValueError(f"option {name} needs a whole number, not {value!r}") from None
        else:
            out[name] = value
    return out


def parse_option(text: str) -> tuple[str, str]:
    """One ``--option NAME=VALUE``."""
    name, eq, value = text.partition("=")
    if not eq or not name.strip() or not value.strip():
        raise argparse.ArgumentTypeError(f"expected NAME=VALUE, not {text!r}")
    return name.strip(), value.strip()


def seat_of(level: str, seed: int, cfg: Config) -> GameSeat[Any, Any]:
    """A fresh seat of ``cfg``'s game, as the game seats it in the tournament (its levels with
    the run's search budget, and its measuring sticks)."""
    return tournament_seats(cfg.game).seat(level, seed, SearchBudget(cfg.hard_rollouts, cfg.hard_seconds))


def check_levels(game: str, levels: Sequence[str]) -> None:
    """Refuse, before any deal is played, a seat ``game`` does not have (naming those it has)."""
    names = tournament_seats(game).names
    for level in levels:
        if level not in names:
            raise ValueError(f"{game} has no seat {level!r}; its seats are: {', '.join(names)}")


def declarer_of(hand: Any, game: str) -> tuple[int | None, bool, Any, tuple[int, ...]]:
    """(declarer, made, bid, the declarer's partners) of any game's finished hand: the game's
    spec names the declarer and partners; ``made`` and ``bid`` are the result's of every game
    with a declarer (``ContractOutcome``)."""
    sides = game_spec(game).declarer(hand)
    if sides is None:
        return None, False, None, ()
    result = hand.result
    return sides[0], bool(result.made), result.bid, sides[1]


def play_timed(
    hand: GameHand[Any, Any, Any],
    seats: Sequence[GameSeat[Any, Any]],
    timed_seat: int,
    times: list[float],
    contract: str | None = None,
) -> None:
    """Play ``hand`` out with ``seats``, appending ``timed_seat``'s decision times (s) to
    ``times``; a forced ``contract``'s own steps (the solo call) are the tournament's."""
    contracts = None if contract is None else forced_contracts(hand.game)
    while not hand.is_over:
        forced = None if contracts is None else contracts.forced_action(hand, contract)
        if forced is not None:
            hand.apply(forced)
            continue
        s = hand.to_act
        view = hand.view(s)
        seat = seats[s]
        see = getattr(seat, "see", None)
        if see is not None:
            # Measuring sticks (the all-seeing seats, ``bench.ai_told``'s) see the whole hand.
            see(hand)
        t0 = time.perf_counter()
        action = seats[s].choose(view)
        if s == timed_seat:
            times.append(time.perf_counter() - t0)
        hand.apply(action)


def play_deal(cfg: Config, deal: int) -> DealResult:
    rules = rules_of(cfg)
    n = rules.players
    seed = cfg.seed * 1_000_003 + deal
    out = DealResult()
    spec = game_spec(cfg.game)
    for k in range(n):
        seats = [seat_of(cfg.candidate if s == k else cfg.field, seed * 31 + s, cfg) for s in range(n)]
        hand = spec.new_hand(rules, seed, deal % n)
        if cfg.contract is not None:
            forced_contracts(cfg.game).force_contract(hand, cfg.contract)
        play_timed(hand, seats, k, out.times, cfg.contract)
        settled = spec.settle(hand)
        if settled is None:
            continue
        out.chips += margin(settled.payments[k], settled.pool_change, n) / n
        declarer, made, bid, partners = declarer_of(hand, cfg.game)
        if declarer is None:
            continue
        if declarer == k:
            out.declared += 1
            out.made += made
            if isinstance(bid, int):
                out.bids.append(bid)
        elif k not in partners:
            out.defended += 1
            out.defence_won += not made
    return out


def margin(chips: int, pool_change: int, n: int) -> float:
    """A seat's margin over the table's mean: the chips the hand put into the pools (less
    what it took out) are the table's alike, a share of ``1/n`` each (payments and the pool
    change sum to zero, so the margins do too)."""
    return chips + pool_change / n


def _work(args: tuple[Config, int]) -> DealResult:
    return play_deal(*args)


def run(cfg: Config, deals: int, jobs: int, progress: bool = True) -> list[DealResult]:
    tasks = [(cfg, d) for d in range(deals)]
    results: list[DealResult] = []
    label = f"{cfg.candidate} vs {cfg.field}"
    if jobs <= 1:
        it = map(_work, tasks)
        for r in it:
            results.append(r)
            _progress(label, len(results), deals, progress)
        return results
    with ProcessPoolExecutor(jobs) as pool:
        for r in pool.map(_work, tasks, chunksize=4):
            results.append(r)
            _progress(label, len(results), deals, progress)
    return results


def _progress(label: str, done: int, total: int, show: bool) -> None:
    if not show:
        return
    width = 30
    filled = width * done // max(1, total)
    end = "\n" if done == total else ""
    sys.stderr.write(f"\r{label:>18} [{'#' * filled}{'.' * (width - filled)}] {done}/{total}{end}")
    sys.stderr.flush()


def summarise(cfg: Config, results: list[DealResult]) -> dict[str, object]:
    chips = [r.chips for r in results]
    lo, hi = bootstrap_ci(chips, seed=cfg.seed)
    declared = sum(r.declared for r in results)
    defended = sum(r.defended for r in results)
    bids = [b for r in results for b in r.bids]
    times = [t for r in results for t in r.times]
    seatings = len(results) * rules_of(cfg).players
    nap_ci = ratio_ci([float(r.made) for r in results], [float(r.declared) for r in results], cfg.seed)
    def_ci = ratio_ci([float(r.defence_won) for r in results], [float(r.defended) for r in results], cfg.seed)
    return {
        **asdict(cfg),
        "deals": len(results),
        "mean_chips": mean(chips),
        "ci95": [lo, hi],
        "napoleon_success": declared and sum(r.made for r in results) / declared,
        "defence_success": defended and sum(r.defence_won for r in results) / defended,
        "napoleon_ci95": list(nap_ci),
        "defence_ci95": list(def_ci),
        "declared": declared,
        "defended": defended,
        "declare_rate": declared / max(1, seatings),
        "mean_bid": mean([float(b) for b in bids]),
        "chips_per_deal": chips,  # for paired comparisons between runs on the same seed
        "time_ms": {
            "p50": 1000 * percentile(times, 50),
            "p95": 1000 * percentile(times, 95),
            "max": 1000 * max(times, default=0.0),
        },
    }


def _rate(r: dict[str, object], key: str) -> str:
    ci = r[f"{key}_ci95"]
    assert isinstance(ci, list)
    return f"{r[f'{key}_success']:.2f} [{ci[0]:.2f},{ci[1]:.2f}]"


def add_shares(rows: list[dict[str, object]], chips: list[list[float]]) -> None:
    """Give each level's row its share of the all-seeing margin against the same field (the
    game's reference seat; ``chips``: per row, the per-deal chips; the runs share their
    deals, so the ratio is paired and its interval a bootstrap over deals)."""
    for i, r in enumerate(rows):
        game = r["game"]
        assert isinstance(game, str)
        seats = tournament_seats(game)
        if seats.reference is None or r["candidate"] in seats.sticks:  # the measuring sticks
            continue
        ref = next(
            (
                j
                for j, o in enumerate(rows)
                if o["candidate"] == seats.reference and o["field"] == r["field"] and o["deals"] == r["deals"]
            ),
            None,
        )
        if ref is None:
            continue
        total = sum(chips[ref])
        r["share"] = sum(chips[i]) / total if total else 0.0
        seed = r["seed"]
        assert isinstance(seed, int)
        r["share_ci95"] = list(ratio_ci(chips[i], chips[ref], seed))


def print_table(rows: list[dict[str, object]]) -> None:
    head = (
        f"{'candidate':>9} {'field':>7} {'deals':>5} {'chips/deal':>10} {'95% CI':>17} "
        f"{'nap ok [95% CI]':>16} {'def ok [95% CI]':>16} {'declare':>7} {'bid':>5} "
        f"{'p50ms':>6} {'p95ms':>6} {'max ms':>7}  share of all-seeing [95% CI]"
    )
    print(head)
    for r in rows:
        ci = r["ci95"]
        tm = r["time_ms"]
        assert isinstance(ci, list) and isinstance(tm, dict)
        share = ""
        if "share" in r:
            sci = r["share_ci95"]
            assert isinstance(sci, list)
            share = f"  {r['share']:.2f} [{sci[0]:+.2f},{sci[1]:+.2f}]"
        print(
            f"{r['candidate']!s:>9} {r['field']!s:>7} {r['deals']!s:>5} "
            f"{r['mean_chips']:>+10.3f} [{ci[0]:+7.3f},{ci[1]:+7.3f}] "
            f"{_rate(r, 'napoleon'):>16} {_rate(r, 'defence'):>16} "
            f"{r['declare_rate']:>7.2f} {r['mean_bid']:>5.1f} {tm['p50']:>6.1f} "
            f"{tm['p95']:>6.1f} {tm['max']:>7.1f}{share}"
        )


def references(games: Sequence[str]) -> list[str]:
    """The games' all-seeing reference seats, each named once."""
    return list(dict.fromkeys(r for g in games if (r := tournament_seats(g).reference) is not None))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.ai.tournament", description=__doc__)
    games = list(GAMES)
    p.add_argument(
        "--game",
        default=games[0],
        help=f"the registered game: {' or '.join(games)} (default {games[0]})",
    )
    p.add_argument("--preset", default=None, help="default: the game's first preset")
    p.add_argument("--players", type=int, default=5)
    p.add_argument("--deals", type=int, default=100)
    p.add_argument(
        "--candidate",
        default="normal,easy,hard",
        help="level(s), comma-separated; paired with --field in order. Each game's seats: "
        + "; ".join(f"{g}: {', '.join(tournament_seats(g).names)}" for g in games)
        + "".join(f" ({r}: the seat that sees every hand, a measuring stick)" for r in references(games)),
    )
    p.add_argument("--field", default="easy,random,normal")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument(
        "--out",
        default="tournament-out",
        help="directory for results.json (chart: python -m game.ui.tournament_chart DIR)",
    )
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument(
        "--hard-rollouts",
        type=int,
        default=60,
        help="Hard's rollouts per decision in the tournament (the app uses 240)",
    )
    p.add_argument(
        "--hard-seconds",
        type=float,
        default=None,
        help="a wall-clock cap on each hard decision (default none: the searches' own budgets, "
        "so the figures replay from the seed whatever the machine's load)",
    )
    p.add_argument(
        "--contract",
        choices=contract_kinds(),
        default=None,
        help="every deal's contract of this kind (the same forced contract for every seating), in a "
        f"game that has forced contracts: {', '.join(g for g in games if forced_contracts(g) is not None)}",
    )
    p.add_argument(
        "--option",
        type=parse_option,
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="change one rule of the game's preset (repeatable), e.g. exact_bid=on or, in nap, misere=on",
    )
    p.add_argument("--quiet", action="store_true")
    a = p.parse_args(argv)
    try:
        game_spec(a.game)
    except ValueError as exc:
        p.error(str(exc))
    if a.contract is not None and forced_contracts(a.game) is None:
        p.error(f"--contract: {a.game} has no forced contracts")
    cands = a.candidate.split(",")
    fields = a.field.split(",")
    if len(fields) == 1:
        fields = fields * len(cands)
    if len(cands) != len(fields):
        p.error("--candidate and --field need the same number of levels (or one field)")
    rows = []
    preset = a.preset or next(iter(game_spec(a.game).presets))
    chips = []
    base = Config(preset, a.players, "", "", a.seed, a.hard_rollouts, a.hard_seconds, a.game, a.contract)
    base = replace(base, options=tuple(a.option))
    try:  # a bad preset, player count, option, contract or seat: say so before any deal is played
        rules_of(base)
        check_levels(a.game, [*cands, *fields])
    except ValueError as exc:
        p.error(str(exc))
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    for cand, fld in zip(cands, fields, strict=True):
        cfg = replace(base, candidate=cand, field=fld)
        results = run(cfg, a.deals, a.jobs, not a.quiet)
        rows.append(summarise(cfg, results))
        chips.append([r.chips for r in results])
    add_shares(rows, chips)
    changed = (f", every contract {a.contract}" if a.contract else "") + "".join(
        f", {n}={v}" for n, v in a.option
    )
    print(
        f"{a.game}: preset {preset}, {a.players} players, {a.deals} duplicate deals, seed {a.seed}, "
        f"hard rollouts {a.hard_rollouts}{changed}"
    )
    print_table(rows)
    (out / "results.json").write_text(json.dumps(rows, indent=2), encoding="utf-8")
    title = f"{a.game} {preset}: {a.players} players, {a.deals} duplicate deals, seed {a.seed}"
    title += changed
    (out / "run.txt").write_text(title + "\n", encoding="utf-8")
    # The chart is drawn by the UI's chart code (the AI package holds seats, not plotting).
    print(f"wrote {out / 'results.json'}; chart: python -m game.ui.tournament_chart {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
