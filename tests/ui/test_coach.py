"""The coach in the replay: "Review my hand" on the hand result, the evaluation in a process of
its own while the replay keeps drawing, the marks and their reasons."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.ai.napoleon.coach import Budget, Verdict, evaluate
from game.ai.napoleon.coach_reasons import Reason
from game.rules.card_actions import Play
from game.rules.cards import Card, Suit
from game.ui.app import make_context
from game.ui.coach_job import CoachJob
from game.ui.coach_panel import CoachPanel, coach_words
from game.ui.input import KeyPress
from game.ui.napoleon import coach_words as napoleon_coach_words
from game.ui.napoleon.coach_words import reason_text, verdict_line
from game.ui.scenes.replay import ReplayScene
from game.ui.settings import Settings

from .conftest import SIZE

SMALL = Budget(rollouts=60, bid_worlds=8, contract_rollouts=40)
NAMES = ["You", "Ben", "Chiyo", "Dai", "Emi"]
SPADE_KING = 37  # the record's action index where seat 0 threw ♠K (tests/ai/test_coach.py)


def _record() -> dict[str, Any]:
    path = Path(__file__).parent.parent / "ai" / "data" / "coach_hand.json"
    data: dict[str, Any] = json.loads(path.read_text("utf-8"))
    return data


def _marked() -> Verdict:
    reason = Reason("mighty_void", Card.parse("♠K"), Card.parse("♠A"), 2, int(Suit.CLUBS))
    return Verdict(
        SPADE_KING, "play", Play(Card.parse("♠K")), Play(Card.parse("♦5")), -0.9, 0.2, 30, 0.4, reason
    )


def test_the_reason_is_one_sentence_with_the_hindsight() -> None:
    text = reason_text(_marked(), NAMES)
    assert text == "♠K ran into the Mighty: ♠A was still out and Chiyo was void in ♣."
    assert "♦5" in verdict_line(_marked()) and "1.1" in verdict_line(_marked())


def test_the_coach_s_words_are_the_record_s_game_s_through_its_spec() -> None:
    """The shell's panel finds the words of a verdict through the record's game; every game
    with a coach names its words, and a game without one names none."""
    from game.rules.games import GAMES, game_spec

    assert coach_words(_record()) is napoleon_coach_words
    for name in GAMES:
        spec = game_spec(name)
        assert (spec.coach is None) == (spec.coach_words is None), name
    panel = CoachPanel(napoleon_coach_words, verdicts=[_marked()])
    assert panel.status() == napoleon_coach_words.summary_text([_marked()])


def test_the_replay_marks_the_costly_decisions_and_jumps_between_them() -> None:
    fine = Verdict(
        12, "play", Play(Card.parse("♥K")), Play(Card.parse("♥7")), 0.2, 0.3, 30, 0.2, Reason("beaten")
    )
    assert _marked().flagged and not fine.flagged
    ctx = make_context(Settings(speed="off"), size=SIZE, seed=5, threaded_ai=False)
    scene = ReplayScene(
        ctx, _record(), NAMES, coach=CoachPanel(napoleon_coach_words, verdicts=[fine, _marked()])
    )
    ctx.stack.push(scene)
    surface = pygame.Surface(SIZE)
    scene.draw(surface)
    scene.update(0.0, [KeyPress("n")])  # to the marked decision: the step showing ♠K played
    assert scene.at == SPADE_KING + 1 and scene.steps[scene.at].action == Play(Card.parse("♠K"))
    assert scene.coach is not None and scene.coach.at_step(scene.at) == _marked()
    scene.draw(surface)
    scene.update(0.0, [KeyPress("n")])  # no mark after it: stays
    assert scene.at == SPADE_KING + 1
    scene.update(0.0, [KeyPress("home"), KeyPress("p")])  # none before the deal either
    assert scene.at == 0


def test_review_my_hand_on_the_result_opens_the_replay_with_the_coach(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from game.ai.napoleon import coach as napoleon_coach
    from game.napoleon import RuleSet
    from game.ui.driver import passive_policy, run_until
    from game.ui.napoleon.results import HandResultScene
    from game.ui.table.scene import TableScene

    monkeypatch.setattr(napoleon_coach, "Budget", lambda: SMALL)  # the coach's own budget, small here
    ctx = make_context(Settings(speed="off"), size=SIZE, seed=5, threaded_ai=False)
    table = TableScene(ctx, RuleSet.preset("pagat"), "normal", 3)
    ctx.stack.push(table)
    assert run_until(table, lambda: table.result_pushed, passive_policy)
    result = ctx.stack.top
    assert isinstance(result, HandResultScene)
    result.layout(SIZE)
    assert result.review.label == "Review my hand" and result.review.rect.w > 0
    assert not result.review.rect.colliderect(result.replay.rect)
    result.update(0.0, [KeyPress("c")])
    replay = ctx.stack.top
    assert isinstance(replay, ReplayScene) and replay.coach is not None
    replay.update(0.0, [])
    assert replay.coach.verdicts is not None  # inline in tests: done at once
    assert replay.coach.verdicts == evaluate(
        table.ctl.hand.record(), 0, table.ctl.hand.record()["seed"], SMALL
    )
    replay.draw(pygame.Surface(SIZE))


def test_review_my_hand_on_a_nap_result_opens_the_replay_with_nap_s_coach(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Nap's result offers "Review my hand" as Napoleon's does (C): the same replay and panel,
    Nap's coach and words; the marks jump with N and P."""
    from game.ai.british_nap import coach as nap_coach
    from game.british_nap import NapRules
    from game.ui.british_nap import coach_words as nap_words
    from game.ui.british_nap.results import NapHandResultScene
    from game.ui.driver import run_until
    from game.ui.driver.nap import nap_policy
    from game.ui.table.scene import TableScene

    small = nap_coach.Budget(samples=8, bid_samples=8)
    monkeypatch.setattr(nap_coach, "Budget", lambda: small)  # the coach's own budget, small here
    ctx = make_context(Settings(speed="off"), size=SIZE, seed=5, threaded_ai=False)
    table = TableScene(ctx, NapRules.preset("standard"), "normal", 4)
    ctx.stack.push(table)
    assert run_until(table, lambda: table.result_pushed, nap_policy)
    result = ctx.stack.top
    assert isinstance(result, NapHandResultScene)
    result.layout(SIZE)
    assert result.review in result.buttons and result.review.label == "Review my hand"
    assert not result.review.rect.colliderect(result.replay.rect) and result.review.rect.w > 0
    result.update(0.0, [KeyPress("c")])
    replay = ctx.stack.top
    assert isinstance(replay, ReplayScene) and replay.coach is not None
    assert replay.coach.words is nap_words
    replay.update(0.0, [])
    record = table.ctl.hand.record()
    assert replay.coach.verdicts == nap_coach.evaluate(record, 0, record["seed"], small)
    marks = [v.index + 1 for v in replay.coach.verdicts if v.flagged]
    assert marks, "the scripted player's Nap on this hand is marked"
    replay.update(0.0, [KeyPress("home"), KeyPress("n")])
    assert replay.at == marks[0]
    replay.draw(pygame.Surface(SIZE))


@pytest.mark.xdist_group("processes")  # a child process, timed
def test_the_coach_thinks_in_another_process_while_the_replay_keeps_drawing() -> None:
    ctx = make_context(Settings(speed="off"), size=SIZE, seed=5, threaded_ai=False)
    panel = CoachPanel.start(_record(), 0, "process", SMALL)
    scene = ReplayScene(ctx, _record(), NAMES, coach=panel)
    ctx.stack.push(scene)
    assert panel.job is not None and panel.job.wait_started() and panel.job._proc is not None
    assert panel.job._proc.pid != os.getpid()
    surface = pygame.Surface(SIZE)
    frames, seen = 0, set()
    last, since = panel.job.progress, time.monotonic()  # a stall fails the test, not slowness
    while not panel.finished and time.monotonic() - since < 120:
        if panel.job.progress != last:
            last, since = panel.job.progress, time.monotonic()
        assert scene.animating  # the shell keeps drawing while the coach thinks
        scene.update(0.01, [KeyPress("right")] if frames % 10 == 0 else [])
        scene.draw(surface)
        frames += 1
        seen.add(panel.job.progress)
        time.sleep(0.01)
    assert panel.verdicts is not None, panel.job.error
    assert frames >= 20  # the replay went on (and stepped) while the coach worked
    total = len(panel.verdicts)
    assert (total, total) in seen or panel.job.progress == (total, total)
    assert panel.verdicts == evaluate(_record(), 0, _record()["seed"], SMALL)  # same as in-process
    assert not scene.animating


@pytest.mark.xdist_group("processes")  # a child process, timed
def test_closing_the_replay_stops_the_coach_at_once() -> None:
    ctx = make_context(Settings(speed="off"), size=SIZE, seed=5, threaded_ai=False)
    panel = CoachPanel.start(_record(), 0, "process", Budget())  # the full budget: takes a while
    ctx.stack.push(ReplayScene(ctx, _record(), NAMES))
    ctx.stack.push(ReplayScene(ctx, _record(), NAMES, coach=panel))
    assert panel.job is not None and panel.job.wait_started()
    proc = panel.job._proc
    assert proc is not None
    start = time.monotonic()
    ctx.stack.pop()
    assert not proc.is_alive() and time.monotonic() - start < 5


@pytest.mark.xdist_group("processes")  # a child process
def test_a_review_closed_as_it_opens_leaves_no_coach_behind() -> None:
    """The coach's process is started by a thread of its own (the start took a frame and
    more); closing the replay before it is up still waits for it and stops it."""
    import multiprocessing

    def coaches() -> set[int]:
        return {p.pid or 0 for p in multiprocessing.active_children() if p.name == "napoleon-coach"}

    others = coaches()  # other tests' reviews, still ending
    job = CoachJob(_record(), 0, 1, Budget(), kind="process")
    job.cancel()
    # cancel() waits a few seconds at most for a start in progress (it runs in a frame); on a
    # machine too busy for that, the starting thread stops the process itself once it is up.
    assert job.wait_started(120)
    job.stop()  # quitting: whatever is left is joined
    assert job._proc is None
    assert not coaches() - others


def test_a_record_the_coach_cannot_read_says_why(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game may have no coach (a third game, say): a record of it is refused in words, never
    handed to another game's coach."""
    import dataclasses

    from game.rules.games import GAMES, game_spec

    nap = game_spec("nap")
    monkeypatch.setitem(GAMES._specs, "nap", dataclasses.replace(nap, coach=None, coach_words=None))
    job = CoachJob({**_record(), "format": nap.record_format}, 0, 1, None, "inline")
    assert job.verdicts is None and job.error == "there is no coach for this game"
    panel = CoachPanel(napoleon_coach_words, job)
    assert panel.finished and "could not review" in panel.status()
    job = CoachJob({**_record(), "format": "chess/1"}, 0, 1, None, "inline")  # no game at all
    assert job.verdicts is None and job.error == "there is no coach for this game"


def _counted(verdicts: list[Verdict], swing: float | None = None) -> list[Verdict]:
    """The verdicts as the coach hands them over: the marks repeating an earlier cause said,
    and (if given) what the hand could have swung from each."""
    import dataclasses

    from game.ai.coaching import follows

    return [
        dataclasses.replace(v, follows=f, swing=swing)
        for v, f in zip(verdicts, follows(verdicts), strict=True)
    ]


def test_the_headline_counts_the_auction_once() -> None:
    """Two bids of one auction, each priced against the same contract let go, are not added:
    the headline counts the worst of them (and the marked card on top), and says the second
    repeats the first."""
    from game.napoleon import PASS, Bid
    from game.rules.cards import Suit as S
    from game.ui.napoleon.coach_words import summary_text

    lost = Bid(13, S.SPADES)
    first = Verdict(0, "bid", PASS, lost, 0.0, 2.0, 8, None, Reason("bid_let_go"))
    second = Verdict(5, "bid", PASS, lost, 0.0, 2.3, 8, None, Reason("bid_let_go"))
    assert first.flagged and second.flagged and _marked().flagged
    verdicts = _counted([first, second, _marked()])
    assert verdicts[1].follows == 0
    text = summary_text(verdicts)
    assert "2 of 3" in text and "3.4 chips" in text  # 2.3 + 1.1, not 2.0 + 2.3 + 1.1
    assert "1 more mark repeats an earlier one" in text


def _kept_back(index: int, played: str, lost: float) -> Verdict:
    """A card played where the coach would have played ♣9 (still held: kept back)."""
    return Verdict(
        index, "play", Play(Card.parse(played)), Play(Card.parse("♣9")), 0.0, lost, 30, 0.1, Reason("sampled")
    )


def test_marks_of_one_card_kept_back_count_once_and_say_so() -> None:
    """Issue 39: "6 of 13 decisions, about 20.4 chips lost" on a hand that cost 4 chips, four
    marks making the same point about one card kept back. The coach wanted ♣9 played at three
    tricks running: one cause, counted once at its largest loss; the later marks say they
    repeat the first."""
    from game.ui.napoleon.coach_words import reason_text, summary_text

    chain = _counted([_kept_back(10, "♣A", 1.3), _kept_back(15, "♠A", 0.8), _kept_back(20, "♥4", 0.9)])
    assert [v.follows for v in chain] == [None, 10, 10]
    text = summary_text(chain)
    assert "1 of 3" in text and "1.3 chips" in text and "2 more marks repeat earlier ones" in text
    said = reason_text(chain[2], NAMES)
    assert said.startswith("The same point as at step 11, counted there and not again: ")
    assert "♣9" in said
    assert not reason_text(chain[0], NAMES).startswith("The same point")


def test_the_headline_never_claims_more_than_the_hand_could_have_swung() -> None:
    """However many causes, the chips said are at most what the best outcome within reach
    would have paid above what the player got; a hand that went as well as it could for the
    player cost nothing, and the headline says so."""
    from game.ai.coaching import headline_loss
    from game.ui.napoleon.coach_words import summary_text

    marks = [_kept_back(10, "♣A", 1.3), _marked()]
    assert headline_loss(_counted(marks)) == pytest.approx(2.4)  # no bound given: the two causes
    assert headline_loss(_counted(marks, swing=2.0)) == pytest.approx(2.0)
    made = _counted(marks, swing=0.0)  # the player's side got the best it could
    assert headline_loss(made) == 0.0
    assert "cost no chips" in summary_text(made) and "2 of 2" in summary_text(made)


def test_a_reason_on_cards_the_player_could_not_see_says_it_is_hindsight() -> None:
    v = _marked()
    hidden = Verdict(
        v.index,
        v.kind,
        v.chosen,
        v.best,
        v.chosen_value,
        v.best_value,
        v.worlds,
        v.spread,
        Reason("mighty_void", Card.parse("♠K"), Card.parse("♠A"), 2, int(Suit.CLUBS), hindsight=True),
    )
    text = reason_text(hidden, NAMES)
    assert text.startswith("In hindsight") and "Chiyo was void in ♣" in text


def test_the_coach_s_japanese_reads_naturally() -> None:
    """No half-width spaces around names, cards and suits, and chips are won, not "left"."""
    from game.rules import i18n

    before = i18n.current_language()
    i18n.set_language("ja")
    try:
        text = reason_text(_marked(), ["あなた", "ベン", "チヨ", "ダイ", "エミ"])
        sampled = Verdict(
            12, "play", Play(Card.parse("♥K")), Play(Card.parse("♥7")), 0.2, 0.9, 30, 0.2, Reason("sampled")
        )
        said = reason_text(sampled, NAMES)
        line = verdict_line(_marked())
    finally:
        i18n.set_language(before)
    assert "チヨさんには♣がありません" in text and " " not in text
    assert "残しました" not in said and "得られました" in said and " " not in said
    assert " " not in line


@pytest.mark.xdist_group("processes")  # a child process
def test_the_coach_process_starts_at_the_lowest_priority() -> None:
    """Niced by the app as soon as it starts (not after its own imports), to the lowest
    priority: the replay's frames come first on a shared core."""
    if not hasattr(os, "getpriority"):
        pytest.skip("POSIX priorities only")
    job = CoachJob(_record(), 0, 1, SMALL, kind="process")
    try:
        assert job.wait_started() and job._proc is not None
        assert os.getpriority(os.PRIO_PROCESS, job._proc.pid) == 19
        if hasattr(os, "SCHED_IDLE"):  # Linux: the idle class, which gives way to a frame at once
            assert os.sched_getscheduler(job._proc.pid) == os.SCHED_IDLE
    finally:
        job.cancel()


def test_the_replay_draws_a_step_once_while_the_coach_s_progress_moves(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Between two steps only the coach's box and the buttons are drawn again: the step's words
    and cards are drawn once (and the next step's ahead, a few pieces a frame)."""
    from game.ui import theme

    ctx = make_context(Settings(speed="off"), size=SIZE, seed=5, threaded_ai=False)
    panel = CoachPanel(napoleon_coach_words, verdicts=[_marked()])
    scene = ReplayScene(ctx, _record(), NAMES, coach=panel)
    ctx.stack.push(scene)
    surface = pygame.Surface(SIZE)
    words: list[tuple[pygame.Surface, str]] = []
    real = theme.text

    def counted(target: pygame.Surface, text: str, *args: Any, **kw: Any) -> Any:
        words.append((target, text))
        return real(target, text, *args, **kw)

    def names_on(*targets: pygame.Surface) -> list[str]:
        return [w for t, w in words if w in NAMES and any(t is x for x in targets)]

    monkeypatch.setattr(theme, "text", counted)
    scene.draw(surface)
    first = list(words)
    words.clear()
    scene.draw(surface)  # the next step's picture is drawn ahead meanwhile, on its own surface
    on_screen = [w for t, w in words if t is surface]
    assert len(on_screen) < len(first)
    assert not names_on(surface, scene._pictures[scene.at])  # the seats' rows are not drawn again
    shown = surface.copy()
    for _ in range(10000):  # the steps around are drawn ahead meanwhile, a few pieces a frame
        scene.draw(surface)
        if scene.at + 1 in scene._pictures:
            break
    scene.update(0.0, [KeyPress("right")])
    words.clear()
    scene.draw(surface)
    assert not names_on(surface, scene._pictures[scene.at])  # the next step was ready
    assert shown.get_size() == surface.get_size()


def test_a_coach_that_falls_back_to_a_thread_is_polled_safely_while_it_starts(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """No process can start (a frozen app's odd platform): the starting thread starts a thread
    instead. The replay polls every frame meanwhile; a poll between the thread's creation and
    its start must not join it (Python refuses: "cannot join thread before it is started",
    which crashed the replay's frame)."""
    import threading

    from game.ui import background_job, coach_job

    def no_processes(_method: str) -> Any:
        raise OSError("no processes here")

    polled = threading.Event()
    job_box: list[CoachJob] = []

    class PolledFirst(threading.Thread):
        """A thread whose start lets the frame's poll run first (the race, made certain)."""

        def start(self) -> None:
            if self.name == "coach" and job_box:
                job_box[0].poll()  # what the replay's frame does at this moment
                polled.set()
            super().start()

    monkeypatch.setattr(background_job.multiprocessing, "get_context", no_processes)
    monkeypatch.setattr(background_job.threading, "Thread", PolledFirst)
    monkeypatch.setattr(coach_job._thread, "start_new_thread", lambda f, args: None)  # started below
    job = CoachJob(_record(), 0, 1, SMALL, kind="process")
    job_box.append(job)
    job._start_process()  # the starting thread's work, here
    assert polled.is_set() and job.wait_started(120)
    while not job.finished:  # the thread works; the replay polls
        thread = job._thread
        if thread is not None:
            thread.join(0.5)
        job.poll()
    assert job.verdicts is not None and job.error is None
    job.stop()
