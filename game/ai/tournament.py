"""Duplicate tournament: ``python -m game.ai.tournament [--game nap]``.

Each seeded deal is played once with the candidate in each seat against a fixed field, so
deal luck cancels (ai-anchors §4.1). The observation per deal is the candidate's mean chips
over its seatings, each seating's chips counted as its margin over the table's mean: where
chips sum to zero at the table (Napoleon) that is the chips themselves; Nap's Écarté and peep
stakes go into pools a later made Nap wins, so a seat's share of what the hand put into the
pools (1/n each) is counted back, or every purchase would count as lost for good and a field
that buys a lot would look like losing to itself. Intervals are a bootstrap over deals. A
thrown-in deal counts 0 (Nap: its stakes, shared as above).

The candidate ``allseeing`` (:mod:`.oracle`, Nap's :mod:`.nap_oracle`) sees every hand: a
measuring stick, not a level. For Nap, ``hard0`` is the hard seat with its earlier rules of
thumb for peeping (never), buying and the widow discards: a baseline that measures those steps;
``hardplay`` also bids as Normal does, so it measures hard's card play alone.
When a run has it and a level against the same field, the level's line also prints its *share*
of the all-seeing margin (paired on the same deals). Per role: ``nap ok`` is how often the
contract was made with the candidate as Napoleon, ``def ok`` how often it was beaten with the
candidate defending, each with a 95% bootstrap interval over deals.

``--contract KIND`` (Napoleon only) plays every deal with a forced contract of that kind
(003's misère or target, no-trumps, bids in tricks, suitless bids, number bids, or ``solo``:
Napoleon calls a card of his own hand or the blind and plays alone against all): the
tournament plays the auction (and the solo call) from the dealt cards alone, the same for
every seating (:mod:`.forced_contract`). ``--option NAME=VALUE`` changes one rule of the
preset (e.g. ``exact_bid=on``), for the options no preset combines.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from game.napoleon.options import OPTION_NAMES, option_kind
from game.rules.games import GAMES, game_spec
from game.rules.protocol import GameHand

from . import make_seat
from .base import GameSeat
from .hard import HardSeat
from .nap_hard import NapHardSeat
from .nap_oracle import FULL_NAME as NAP_FULL_SIGHT
from .nap_oracle import NapAllSeeingSeat
from .oracle import NAME as ALL_SEEING
from .oracle import AllSeeingSeat
from .stats import bootstrap_ci, mean, percentile, ratio_ci


@dataclass(frozen=True, slots=True)
class Config:
    preset: str
    players: int
    candidate: str
    field: str
    seed: int
    hard_rollouts: int
    hard_seconds: float | None
    game: str = "napoleon"  # any registered game: its presets, seats and settlement
    contract: str | None = None  # Napoleon: force every deal's contract to this kind
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
    presets = game_spec(cfg.game).presets
    if cfg.preset not in presets:
        raise ValueError(f"no {cfg.game} preset named {cfg.preset!r}; the presets are: {', '.join(presets)}")
    if cfg.options and cfg.game != "napoleon":
        raise ValueError("--option changes Napoleon's rules only")
    rules = presets[cfg.preset].replace(players=cfg.players, **option_changes(cfg.options))
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


def option_changes(options: Sequence[tuple[str, str]]) -> dict[str, object]:
    """``--option`` values as ``RuleSet.replace`` takes them: whole numbers parsed, ``none``
    for an optional number; the rest as written (the rule set coerces and checks them)."""
    out: dict[str, object] = {}
    for name, value in options:
        if name not in OPTION_NAMES:
            raise ValueError(f"no option named {name!r}")
        kind = option_kind(name)
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
    if level == "hard" and cfg.game == "napoleon":  # Napoleon's hard seat takes a search budget
        return HardSeat(seed, rollouts=cfg.hard_rollouts, max_seconds=cfg.hard_seconds)
    # Nap hard keeps the app's node budget, but its wall-clock cap is the tournament's
    # (none unless --hard-seconds): a loaded machine must not cut the searches short, or the
    # figures would measure the load and no longer replay from the seed.
    if level == "hard" and cfg.game == "nap":
        return NapHardSeat(seed, seconds=cfg.hard_seconds)
    if level == "hard0" and cfg.game == "nap":  # a baseline (never a level): Nap hard with the
        # old rules of thumb for peep, buying and the widow
        return NapHardSeat(seed, decide=False, seconds=cfg.hard_seconds)
    if level == "hardplay" and cfg.game == "nap":  # hard's card play alone: Normal's bids and
        # exchanges (never a level)
        return NapHardSeat(seed, decide=False, bids=False, seconds=cfg.hard_seconds)
    if level == ALL_SEEING:  # the tournament's measuring stick: never built by make_seat
        return NapAllSeeingSeat(seed) if cfg.game == "nap" else AllSeeingSeat(seed)
    if level == NAP_FULL_SIGHT and cfg.game == "nap":  # sight in Nap's bidding too: a bound
        return NapAllSeeingSeat(seed, sight_in_bidding=True)
    return make_seat(level, seed, game=cfg.game)


def declarer_of(hand: Any, game: str) -> tuple[int | None, bool, Any, tuple[int, ...]]:
    """(declarer, made, bid, the declarer's partners) of any game's finished hand: the game's
    spec names the declarer and partners; ``made`` and ``bid`` are every result's."""
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
    """Give each level's row its share of the all-seeing margin against the same field
    (``chips``: per row, the per-deal chips; the runs share their deals, so the ratio is
    paired and its interval a bootstrap over deals)."""
    for i, r in enumerate(rows):
        if r["candidate"] in (ALL_SEEING, NAP_FULL_SIGHT):  # the measuring sticks themselves
            continue
        ref = next(
            (
                j
                for j, o in enumerate(rows)
                if o["candidate"] == ALL_SEEING and o["field"] == r["field"] and o["deals"] == r["deals"]
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


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.ai.tournament", description=__doc__)
    p.add_argument("--game", default="napoleon", help="the registered game: napoleon or nap")
    p.add_argument("--preset", default=None, help="default: the game's first preset")
    p.add_argument("--players", type=int, default=5)
    p.add_argument("--deals", type=int, default=100)
    p.add_argument(
        "--candidate",
        default="normal,easy,hard",
        help=f"level(s), comma-separated; paired with --field in order ({ALL_SEEING}: the "
        "seat that sees every hand, a measuring stick)",
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
        help="Napoleon: every deal's contract of this kind (the same forced contract for every seating)",
    )
    p.add_argument(
        "--option",
        type=parse_option,
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="change one rule of the preset (repeatable), e.g. exact_bid=on",
    )
    p.add_argument("--quiet", action="store_true")
    a = p.parse_args(argv)
    if a.contract is not None and forced_contracts(a.game) is None:
        p.error(f"--contract: {a.game} has no forced contracts")
    cands = a.candidate.split(",")
    fields = a.field.split(",")
    if len(fields) == 1:
        fields = fields * len(cands)
    if len(cands) != len(fields):
        p.error("--candidate and --field need the same number of levels (or one field)")
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    rows = []
    preset = a.preset or next(iter(game_spec(a.game).presets))
    chips = []
    base = Config(preset, a.players, "", "", a.seed, a.hard_rollouts, a.hard_seconds, a.game, a.contract)
    base = replace(base, options=tuple(a.option))
    try:  # a bad preset, player count, option or contract: say so before any deal is played
        rules_of(base)
    except ValueError as exc:
        p.error(str(exc))
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
