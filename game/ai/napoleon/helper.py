"""A second process for Hard's search, so a machine with two cores searches twice the worlds in
the same time.

Hard's two costly loops are pure functions of their inputs: a world's weight (``inference``)
and a card's play-out in a world (``rollout``). Half of each goes to the helper process and
half is done here; the values are the same floats whichever process computes them, so a seed
replays every choice with the helper or without it (one core, a helper that died). The
helper is another process, not a thread: play-outs are pure Python and would hold the GIL.

The app's AI worker process is a daemon and may not start children, so the app starts the
helper beside it and hands the worker one end of a pipe (``spawn`` and ``attach``). A helper
that fails mid-request is dropped and the work is done here: the game goes on.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess

from .inference import world_weight
from .rollout import Root, play_out, sim_of
from .sampler import World

log = logging.getLogger(__name__)

Plays = list[tuple[int, int, int, int | None, int]]  # ``inference.history``
Jobs = list[tuple[World, tuple[int, ...]]]  # worlds, each with the cards to play out in it
NICE = 5  # as the AI worker: on a busy machine the render loop wins a contended core

_helper: Connection | None = None
_asked = 0  # the number of the last request: an answer left unread (the local half raised)
# is skipped by the next request, never taken for its own
_answered = 0  # requests the helper answered in this process (tests and benchmarks read it)


def attach(conn: Connection | None) -> None:
    """Use the helper at the other end of ``conn`` (None: work alone)."""
    global _helper
    _helper = conn


def attached() -> bool:
    return _helper is not None


def answered() -> int:
    return _answered


def spawn() -> tuple[BaseProcess, Connection]:
    """Start a helper process; returns it and the pipe end to ``attach`` (in this process or,
    passed as an argument, in a child)."""
    ctx = multiprocessing.get_context("spawn")
    here, there = ctx.Pipe()
    proc = ctx.Process(target=serve, args=(there,), name="napoleon-ai-helper", daemon=True)
    try:
        proc.start()
    finally:
        there.close()
    return proc, here


def serve(conn: Connection) -> None:
    """The helper's loop: one request at a time until the pipe closes."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is the app's; it stops us
    with contextlib.suppress(AttributeError, OSError):
        os.nice(NICE)
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError, KeyboardInterrupt):
            return
        if msg is None:
            return
        seq, kind, root, work, extra = msg
        try:
            if kind == "ping":
                out: object = []
            elif kind == "weights":
                out = [world_weight(root, w, extra[0], extra[1]) for w in work]
            else:
                out = _play_outs(root, work, extra)
        except Exception as exc:  # reported, not fatal: the caller does the work itself
            out = exc
        try:
            conn.send((seq, out))
        except (OSError, ValueError):
            return


def _play_outs(root: Root, jobs: Jobs, suit_for: dict[int, int | None]) -> list[list[float]]:
    return [[play_out(root, sim_of(root, w), c, suit_for[c]) for c in cards] for w, cards in jobs]


def _ask(kind: str, root: Root | None, work: list[World] | Jobs, extra: object) -> bool:
    global _helper, _asked
    if _helper is None:
        return False
    _asked += 1
    try:
        _helper.send((_asked, kind, root, work, extra))
    except (OSError, ValueError) as exc:
        log.warning("the search helper is gone (%s): searching alone", exc)
        _helper = None
        return False
    return True


def _answer() -> object | None:
    global _helper, _answered
    assert _helper is not None
    out: object
    try:
        seq, out = _helper.recv()
        while seq != _asked:  # an earlier request's answer
            seq, out = _helper.recv()
    except (EOFError, OSError) as exc:
        log.warning("the search helper is gone (%s): searching alone", exc)
        _helper = None
        return None
    if isinstance(out, Exception):
        log.warning("the search helper failed (%r): this part searched here", out)
        return None
    _answered += 1
    return out


def warm() -> bool:
    """Wait until the helper has started and answers (its first answer would otherwise carry
    its start-up, a second or so in the frozen app); False if it is gone."""
    return _ask("ping", None, [], None) and _answer() is not None


def weights(root: Root, worlds: list[World], plays: Plays, mismatch: float) -> list[float]:
    """``inference.world_weight`` of every world, the second half computed by the helper."""
    half = len(worlds) // 2
    if _helper is None or half == 0 or not _ask("weights", root, worlds[half:], (plays, mismatch)):
        return [world_weight(root, w, plays, mismatch) for w in worlds]
    mine = [world_weight(root, w, plays, mismatch) for w in worlds[:half]]
    theirs = _answer()
    if not isinstance(theirs, list):
        theirs = [world_weight(root, w, plays, mismatch) for w in worlds[half:]]
    return mine + theirs


def play_outs(root: Root, jobs: Jobs, suit_for: dict[int, int | None]) -> list[list[float]]:
    """Each job's play-out values (Napoleon's side's chips), card by card; the jobs are split
    so that each process plays out about half the cards."""
    if _helper is None:
        return _play_outs(root, jobs, suit_for)
    total = sum(len(cards) for _, cards in jobs)
    split, count = 0, 0
    while split < len(jobs) and 2 * (count + len(jobs[split][1])) <= total:
        count += len(jobs[split][1])
        split += 1
    if split in (0, len(jobs)) or not _ask("play_outs", root, jobs[split:], suit_for):
        return _play_outs(root, jobs, suit_for)
    mine = _play_outs(root, jobs[:split], suit_for)
    theirs = _answer()
    if not isinstance(theirs, list):
        theirs = _play_outs(root, jobs[split:], suit_for)
    return mine + theirs
