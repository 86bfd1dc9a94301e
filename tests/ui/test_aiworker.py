"""The AI worker process: same moves as the thread, clean shutdown mid-decision, fail-over."""

from __future__ import annotations

import os
import random
import signal
import time

import pytest

from game.ai import make_seat
from game.rules import Match, Phase, Play, RuleSet
from game.ui.aiworker import InlineAI, ProcessAI, SeatKey, ThreadAI, make_worker
from game.ui.controller import HandController, MatchSession


def _pid_gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    # a zombie still answers kill(0): check its state where /proc exists
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            return f.read().split(")")[-1].split()[0] == "Z"
    except OSError:
        return True


def _ppid(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            return int(f.read().split(")")[-1].split()[1])
    except (OSError, ValueError, IndexError):
        return -1


def _play(worker: object, seed: int, level: str, players: int, limit: int) -> list[object]:
    """The first ``limit`` actions of an all-AI match (hands redealt when thrown in)."""
    rules = RuleSet.preset("pagat").replace(players=players)
    session = MatchSession(rules, seed, level, human=None)
    out: list[object] = []
    while len(out) < limit:  # a thrown-in hand is redealt: the seats keep their state
        ctl = HandController(session, worker)  # type: ignore[arg-type]
        deadline = time.monotonic() + 120
        while not ctl.over and len(out) + len(ctl.hand.actions) < limit:
            ctl.poll()
            if ctl.thinking:
                time.sleep(0.0005)
            assert time.monotonic() < deadline
        assert ctl.error is None
        out.extend(ctl.hand.actions)
        if not ctl.over:
            break
        session.match.finish_hand(ctl.hand)
    return out


def _play_view(seed: int) -> tuple[object, int]:
    """A Hard seat's first card-play decision (a real search, ~0.1 s), reached with random seats."""
    hand = Match(RuleSet(), seed).new_hand()
    rng = random.Random(seed)
    while hand.phase != Phase.PLAY or len(hand.legal_actions()) < 4:
        if hand.is_over:
            hand = Match(RuleSet(), seed := seed + 1).new_hand()
            continue
        hand.apply(rng.choice(hand.legal_actions()))
    return hand.view(hand.to_act), hand.to_act


def test_process_plays_the_same_moves_as_inline() -> None:
    worker = ProcessAI()
    try:
        got = _play(worker, seed=11, level="hard", players=3, limit=14)
        assert worker.alive  # it really ran in the process, with no fail-over
    finally:
        worker.shutdown()
    assert got == _play(InlineAI(), seed=11, level="hard", players=3, limit=14)
    assert sum(isinstance(a, Play) for a in got) >= 4  # Hard's searches, not only its bids


@pytest.mark.slow
def test_process_plays_a_whole_hard_match_like_inline() -> None:
    worker = ProcessAI()
    try:
        got = _play(worker, seed=4, level="hard", players=5, limit=200)
    finally:
        worker.shutdown()
    assert got == _play(InlineAI(), seed=4, level="hard", players=5, limit=200)


def test_shutdown_while_thinking_is_quick_and_leaves_no_process() -> None:
    worker = ProcessAI()
    view, seat = _play_view(7)
    key = SeatKey(1, seat, "hard", 5)
    worker.submit(key, make_seat("hard", 5), view).result(timeout=30)  # started and warm
    pid = worker.pid
    assert pid is not None
    fut = worker.submit(key, make_seat("hard", 5), view)  # a real search: ~0.1 s or more
    time.sleep(0.01)
    t = time.perf_counter()
    worker.shutdown()
    assert time.perf_counter() - t < 1.5
    assert fut.cancelled() or fut.done()
    assert _pid_gone(pid)
    if os.path.isdir("/proc"):  # no child of ours is left (the resource tracker included)
        kids = [p for p in os.listdir("/proc") if p.isdigit() and _ppid(int(p)) == os.getpid()]
        assert kids == []
    with pytest.raises(RuntimeError):
        worker.submit(key, make_seat("hard", 5), view)


def test_a_dead_process_fails_over_to_a_thread() -> None:
    worker = ProcessAI()
    hand = Match(RuleSet(), 4).new_hand()
    view = hand.view(hand.to_act)
    key = SeatKey(1, hand.to_act, "normal", 9)
    try:
        first = worker.submit(key, make_seat("normal", 9), view).result(timeout=30)
        pid = worker.pid
        assert pid is not None
        os.kill(pid, signal.SIGKILL)
        time.sleep(0.3)  # the reader sees EOF and fails over
        fut = worker.submit(key, make_seat("normal", 9), view)
        assert not worker.alive
        assert fut.result(timeout=30) == first  # a fresh seat from the same seed
    finally:
        worker.shutdown()


def test_a_failing_seat_fails_its_decision_not_the_worker() -> None:
    worker = ProcessAI()
    hand = Match(RuleSet(), 4).new_hand()
    view = hand.view(hand.to_act)
    try:
        bad = worker.submit(SeatKey(1, 0, "no-such-level", 1), make_seat("random", 1), view)
        with pytest.raises(ValueError, match="unknown AI level"):
            bad.result(timeout=30)
        good = worker.submit(SeatKey(1, hand.to_act, "random", 1), make_seat("random", 1), view)
        assert good.result(timeout=30) in hand.legal_actions()
        assert worker.alive
    finally:
        worker.shutdown()


def test_make_worker_kinds(monkeypatch: pytest.MonkeyPatch) -> None:
    assert isinstance(make_worker("inline"), InlineAI)
    t = make_worker("thread")
    assert isinstance(t, ThreadAI)
    t.shutdown()
    p = make_worker("process")
    assert isinstance(p, ProcessAI) and p.pid is None  # started on first use only
    p.shutdown()
    monkeypatch.setenv("NAPOLEON_AI_WORKER", "thread")
    t = make_worker()
    assert isinstance(t, ThreadAI)
    t.shutdown()
    with pytest.raises(ValueError):
        make_worker("fibre")


def test_a_process_that_cannot_start_falls_back_to_a_thread(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import multiprocessing

    def broken(_method: str) -> object:
        raise OSError("no processes here")

    monkeypatch.setattr(multiprocessing, "get_context", broken)
    worker = ProcessAI()
    hand = Match(RuleSet(), 4).new_hand()
    view = hand.view(hand.to_act)
    try:
        got = worker.submit(SeatKey(1, hand.to_act, "random", 3), make_seat("random", 3), view)
        assert got.result(timeout=30) == make_seat("random", 3).choose(view)
        assert not worker.alive
    finally:
        worker.shutdown()


def test_thousands_of_queued_decisions_never_deadlock_the_pipe() -> None:
    """A resume re-sends every past decision without waiting (1,400+ on a long match). The
    requests fill the pipe while the worker's replies fill the other way: the reader thread
    must drain replies while a sender is blocked. Today's protocol holds no lock across a
    send that the reader needs; 4,000 requests all resolve, none by the thread fallback."""
    from game.ai.base import RandomSeat

    hand = Match(RuleSet(), 3).new_hand()
    view = hand.view(hand.to_act)  # a bidding view: a large pickle, a quick random choice
    worker = ProcessAI()
    try:
        futures = [worker.submit(SeatKey(1, i % 5, "random", i), RandomSeat(i), view)
                   for i in range(4000)]
        deadline = time.monotonic() + 120
        for fut in futures:
            assert fut.result(timeout=max(0.1, deadline - time.monotonic())) in view.legal_actions
        assert worker.alive  # answered by the process, no fail-over
    finally:
        worker.shutdown()
