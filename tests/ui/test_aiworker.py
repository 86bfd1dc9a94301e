"""The AI worker process: same moves as the thread, clean shutdown mid-decision, fail-over."""

from __future__ import annotations

import os
import random
import signal
import threading
import time
from concurrent.futures import Future

import pytest

from game.ai import make_seat
from game.napoleon import Phase, Play, RuleSet
from game.rules import Match
from game.ui.aiworker import InlineAI, ProcessAI, SeatKey, ThreadAI, make_worker
from game.ui.table.controller import HandController, MatchSession

# Timing-sensitive child processes: under xdist, one after another on one worker.
pytestmark = pytest.mark.xdist_group("processes")


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
        done, since = len(ctl.hand.actions), time.monotonic()  # a stall fails, not slowness
        while not ctl.over and len(out) + len(ctl.hand.actions) < limit:
            ctl.poll()
            if ctl.thinking:
                time.sleep(0.0005)
            if len(ctl.hand.actions) != done:
                done, since = len(ctl.hand.actions), time.monotonic()
            assert time.monotonic() - since < 120, "no AI move for 120 s"
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


def test_the_search_helper_changes_no_move_and_its_death_stops_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(os, "cpu_count", lambda: 2)  # a machine with a core to spare
    monkeypatch.setenv("NAPOLEON_AI_HELPER", "on")
    worker = ProcessAI()
    try:
        first = _play(worker, seed=11, level="hard", players=3, limit=14)
        helper = worker.helper_pid
        assert helper is not None and not _pid_gone(helper)
        os.kill(helper, signal.SIGKILL)
        time.sleep(0.2)
        second = _play(worker, seed=12, level="hard", players=3, limit=14)  # searched alone
        assert worker.alive  # the worker went on: no fail-over to a thread
    finally:
        worker.shutdown()
    assert first == _play(InlineAI(), seed=11, level="hard", players=3, limit=14)
    assert second == _play(InlineAI(), seed=12, level="hard", players=3, limit=14)


@pytest.mark.slow
def test_process_plays_a_whole_hard_hand_and_the_next_like_inline() -> None:
    """Five Hard seats: the whole first hand (63 actions with this seed) and the next hand's
    first decisions, the seats kept across the deal, the same in the process as inline."""
    worker = ProcessAI()
    try:
        got = _play(worker, seed=4, level="hard", players=5, limit=75)
    finally:
        worker.shutdown()
    assert got == _play(InlineAI(), seed=4, level="hard", players=5, limit=75)


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


def test_a_process_that_cannot_start_falls_back_to_a_thread(monkeypatch: pytest.MonkeyPatch) -> None:
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


def test_a_reply_completes_while_the_sender_waits_for_room_in_the_pipe() -> None:
    """The deadlock of a long resume, made certain: a send waits for room in the pipe (the
    worker is busy) while a reply comes back. The reader thread must still complete it."""
    hand = Match(RuleSet(), 4).new_hand()
    seat = hand.to_act
    view = hand.view(seat)
    worker = ProcessAI()
    try:
        worker.start()
        conn = worker._conn
        assert conn is not None
        real_send = conn.send
        room = threading.Event()
        sent: list[object] = []

        def full_pipe(obj: object) -> None:  # the second send waits until the test makes room
            sent.append(obj)
            if len(sent) > 1:
                room.wait(30)
            real_send(obj)

        conn.send = full_pipe  # type: ignore[method-assign]
        first = worker.submit(SeatKey(1, seat, "random", 7), make_seat("random", 7), view)
        second: list[object] = []
        sender = threading.Thread(
            target=lambda: second.append(
                worker.submit(SeatKey(1, seat, "random", 7), make_seat("random", 7), view)
            ),
            daemon=True,
        )
        sender.start()
        try:
            # the first reply arrives while the second request waits to be sent
            assert first.result(timeout=20) in hand.legal_actions()
            sender.join(5)  # and submit returned at once: it never waits for room in the pipe
            assert not sender.is_alive()
            deadline = time.monotonic() + 10
            while len(sent) < 2 and time.monotonic() < deadline:  # the second send is waiting
                time.sleep(0.01)
            assert len(sent) == 2 and not second[0].done()  # type: ignore[attr-defined]
        finally:
            room.set()
        sender.join(20)
        fut = second[0]
        assert isinstance(fut, Future) and fut.result(timeout=20) in hand.legal_actions()
        assert worker.alive
    finally:
        worker.shutdown()


def test_thousands_of_decisions_in_flight_all_resolve() -> None:
    """A resume sends every past decision at once: far more than the pipes hold. The sender
    waiting for room must never keep the reader thread from draining the replies (it hung
    after ~1,400 decisions when both needed one lock)."""
    hand = Match(RuleSet(), 4).new_hand()
    seat = hand.to_act
    view = hand.view(seat)
    legal = set(hand.legal_actions())
    worker = ProcessAI()
    box: dict[str, object] = {}

    def flood() -> None:
        futures = [
            worker.submit(SeatKey(1, seat, "random", 7), make_seat("random", 7), view) for _ in range(4000)
        ]
        box["actions"] = [f.result(timeout=60) for f in futures]

    try:
        sender = threading.Thread(target=flood, daemon=True)
        sender.start()
        sender.join(60)
        assert not sender.is_alive(), "the worker deadlocked with decisions in flight"
        actions = box["actions"]
        assert isinstance(actions, list) and len(actions) == 4000
        assert set(actions) <= legal
        assert worker.alive  # answered by the process, not a fail-over thread
    finally:
        worker.shutdown()
