"""A challenge played through the app, headless: started from the title, its deals at the table
against the challenge's field, Hard's result arriving from the background, each deal against
Hard, the summary; a mistyped code refused with its place; the clipboard, or none; saved and
continued; each deal kept once in Past hands with its code; counted apart in the statistics;
a daily challenge's second try is practice. Every wait is on progress, never on a clock."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.ai import make_seat
from game.challenge import PAR_BUDGET, Challenge, CodeProblem, DealRun, daily, encode, par_deal
from game.rules.games import replay
from game.ui import clipboard, routes
from game.ui.app import App, make_context
from game.ui.challenge_session import ChallengeSession
from game.ui.context import Context
from game.ui.driver import passive_policy, run_until
from game.ui.hand_archive import HandArchive
from game.ui.input import KeyPress
from game.ui.savegame import CHALLENGE_VERSION
from game.ui.scenes.challenge import ChallengeScene
from game.ui.scenes.challenge_deal import ChallengeDealScene
from game.ui.scenes.challenge_summary import ChallengeSummaryScene
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.title import TitleScene
from game.ui.settings import Settings
from game.ui.table.scene import TableScene

from .conftest import SIZE

TODAY = date(2025, 1, 1)
ONE_DEAL = Challenge("nap", "standard", 4, seat=1, level="normal", seed=123, deals=1)
TWO_DEALS = Challenge("nap", "standard", 4, seat=0, level="normal", seed=21, deals=2)


def new_ctx(folder: Path | None = None, par: str = "off") -> Context:
    save = None if folder is None else folder / "match.json"
    ctx = make_context(Settings(speed="off"), size=SIZE, seed=5, threaded_ai=False, save_path=save)
    ctx.challenges.par_kind = par
    return ctx


def started(ctx: Context, challenge: Challenge, day: date | None = None) -> TableScene:
    ctx.challenges.start(challenge, day)
    table = ctx.stack.top
    assert isinstance(table, TableScene) and isinstance(table.session, ChallengeSession)
    return table


def session_of(table: TableScene) -> ChallengeSession:
    assert isinstance(table.session, ChallengeSession)
    return table.session


def play_deal(ctx: Context, table: TableScene) -> ChallengeDealScene:
    """The deal at the table played to its result, the player passing and playing low."""
    assert run_until(table, lambda: table.result_pushed, passive_policy, limit=100000)
    shown = ctx.stack.top
    assert isinstance(shown, ChallengeDealScene)
    return shown


def wait_for_par(ctx: Context) -> None:
    """Until the background has sent every result asked for (progress, not time)."""
    flow = ctx.challenges
    while flow.job is not None:
        flow.job.wait()
        flow.poll()


# -- the title and the challenge screen --------------------------------------------------------


def test_a_challenge_is_started_from_the_title() -> None:
    ctx = new_ctx()
    ctx.router.push(routes.Title())
    title = ctx.stack.top
    assert isinstance(title, TitleScene)
    title.update(0.0, [KeyPress("a")])  # Challenge Hard
    screen = ctx.stack.top
    assert isinstance(screen, ChallengeScene)
    screen.today = TODAY
    screen.dailies = {g: daily(g, TODAY) for g in screen.dailies}
    screen.choose_daily("nap")
    assert screen.challenge == daily("nap", TODAY) and "Nap" in " ".join(t for t, _ in screen.about_lines())
    screen.update(0.0, [KeyPress("enter")])  # Start
    table = ctx.stack.top
    assert isinstance(table, TableScene)
    session = session_of(table)
    assert session.challenge == daily("nap", TODAY) and session.daily == TODAY
    assert table.hand.record() == daily("nap", TODAY).new_hand(0).record()  # deal 1, as dealt
    assert not table.offers_hints  # Hard's advice would measure Hard against itself
    ctx.shutdown()


def test_the_title_explains_a_challenge_in_one_line_when_it_is_chosen() -> None:
    ctx = new_ctx()
    title = TitleScene(ctx)
    ctx.stack.push(title)
    before = title.rules_about()
    title.focus.focus = title.focus.widgets.index(title.challenge)
    assert title.rules_about() != before and "Hard plays the same cards" in title.rules_about()


def mistyped(code: str, nth: int) -> tuple[str, int]:
    """``code`` with its ``nth`` character (1-based, dashes not counted) changed; where it is."""
    chars = list(code)
    at = [i for i, ch in enumerate(chars) if ch != "-"][nth - 1]
    chars[at] = "7" if chars[at] != "7" else "8"
    return "".join(chars), at


def test_a_mistyped_code_is_refused_with_its_character_marked() -> None:
    ctx = new_ctx()
    screen = ChallengeScene(ctx, today=TODAY)
    ctx.stack.push(screen)
    text, at = mistyped(encode(daily("napoleon", TODAY)), 7)
    for ch in text.lower():  # typed, as the keyboard gives it
        screen.update(0.0, [KeyPress(ch)])
    assert screen.field.text == text and screen.field.mark is None  # typing: not judged yet
    screen.update(0.0, [KeyPress("enter")])  # Start
    assert ctx.stack.top is screen  # nothing started
    assert screen.error is not None and screen.error.problem == CodeProblem.TYPO
    assert screen.field.mark == at == screen.error.text_index
    assert "7th character" in screen.about_lines()[0][0]
    screen.draw(pygame.Surface(SIZE))
    screen.update(0.0, [KeyPress("backspace")])  # editing again: no longer marked as judged
    assert screen.field.mark is None


def test_a_character_no_code_uses_is_marked_at_once() -> None:
    ctx = new_ctx()
    screen = ChallengeScene(ctx, today=TODAY)
    ctx.stack.push(screen)
    for ch in "1n1u":
        screen.update(0.0, [KeyPress(ch)])
    assert screen.error is not None and screen.error.problem == CodeProblem.CHARACTER
    assert screen.field.mark == 3


def test_a_new_code_from_the_players_own_rules() -> None:
    from game.ui.game_choice import choices, game_rules

    ctx = new_ctx()
    screen = ChallengeScene(ctx, today=TODAY)
    ctx.stack.push(screen)
    screen.new_own()
    made = screen.challenge
    rules, _err = game_rules(ctx.settings)
    assert made is not None and made.rules().replace(rounds=rules.rounds) == rules
    assert made.level == choices(ctx.settings, made.game).level() and screen.field.text == encode(made)


def test_copy_and_paste_go_through_the_clipboard() -> None:
    ctx = new_ctx()
    screen = ChallengeScene(ctx, today=TODAY)
    ctx.stack.push(screen)
    screen.choose_daily("napoleon")
    code = encode(daily("napoleon", TODAY))
    screen.update(0.0, [KeyPress("ctrl+c")])
    if clipboard.paste() != code:
        pytest.skip("this display has no clipboard")  # SDL's dummy driver keeps one in-process
    screen.field.set("")
    screen.update(0.0, [KeyPress("ctrl+v")])
    assert screen.field.text == code and screen.challenge == daily("napoleon", TODAY)


def test_without_a_clipboard_copy_and_paste_say_so(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_clipboard(*_: Any) -> Any:
        raise pygame.error("No clipboard")

    monkeypatch.setattr(pygame.scrap, "get_text", no_clipboard)
    monkeypatch.setattr(pygame.scrap, "put_text", no_clipboard)
    ctx = new_ctx()
    screen = ChallengeScene(ctx, today=TODAY)
    ctx.stack.push(screen)
    screen.choose_daily("nap")
    screen.update(0.0, [KeyPress("ctrl+v")])
    assert "no clipboard" in screen.message and screen.field.text == encode(daily("nap", TODAY))
    screen.update(0.0, [KeyPress("ctrl+c")])
    assert "no clipboard" in screen.message
    screen.draw(pygame.Surface(SIZE))


def test_a_code_on_the_command_line_opens_the_challenge_screen_or_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.__main__ import parse_args
    from game.ui.app import BAD_CHALLENGE, challenge_problem

    code = encode(ONE_DEAL)
    assert parse_args(["--challenge", code]).challenge == [code]
    assert challenge_problem(code) == ""
    bad, _at = mistyped(code, 7)
    assert "7th character" in challenge_problem(bad)
    args = parse_args(["--challenge", bad, "--settings-file", str(tmp_path / "s.json")])
    monkeypatch.setenv("NAPOLEON_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(pygame, "quit", lambda: None)  # the other UI tests keep the display
    from game.ui.app import run

    assert run(args) == BAD_CHALLENGE == 2  # said before any window opens
    assert "7th character" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        parse_args(["--challenge", code, "--play"])  # one thing to open


# -- playing -------------------------------------------------------------------------------------


def test_a_deal_at_the_table_then_hards_result_from_the_background_process() -> None:
    ctx = new_ctx(par="process")  # the app's own way: a process of its own, polled each frame
    table = started(ctx, ONE_DEAL)
    shown = play_deal(ctx, table)
    shown.draw(pygame.Surface(SIZE))  # "Hard is still playing this deal…" or its result
    wait_for_par(ctx)
    shown.update(0.0, [])
    session = session_of(table)
    assert session.par[0] == par_deal(ONE_DEAL, 0)  # the same result as worked out here
    compared = shown.comparison()
    assert compared is not None and compared.player == session.mine(0).chips  # type: ignore[union-attr]
    assert shown.replay.label == "Replay both hands"
    shown.draw(pygame.Surface(SIZE))
    shown.next()  # the last deal: the summary
    summary = ctx.stack.top
    assert isinstance(summary, ChallengeSummaryScene) and session.complete
    assert summary.heading()[1] == session.summary().words()
    summary.draw(pygame.Surface(SIZE))
    ctx.shutdown()


def test_a_par_that_fails_is_said_never_a_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*_: Any) -> Any:
        raise RuntimeError("no search today")

    monkeypatch.setattr("game.ui.par_job.par_deal", broken)
    ctx = new_ctx(par="inline")  # worked out in the poll: the failure comes at once
    table = started(ctx, ONE_DEAL)
    shown = play_deal(ctx, table)
    shown.update(0.0, [])
    assert ctx.challenges.error and "no search today" in ctx.challenges.error
    assert "could not finish" in shown.waiting_words()
    shown.draw(pygame.Surface(SIZE))
    shown.next()
    summary = ctx.stack.top
    assert isinstance(summary, ChallengeSummaryScene) and "no search today" in summary.heading()[1]


def test_the_field_at_the_table_is_the_pars_field() -> None:
    """Played at the table with Hard's own actions in the player's seat, a deal is Hard's
    deal to the last card: the same cards, the same field, the same result."""
    ctx = new_ctx()
    par = par_deal(TWO_DEALS, 0)
    actions = list(replay(par.record).actions)
    table = started(ctx, TWO_DEALS)

    def as_hard(scene: TableScene) -> None:
        assert scene.ctl.submit(actions[len(scene.hand.actions)]) is None

    assert run_until(table, lambda: table.result_pushed, as_hard, limit=100000)
    session = session_of(table)
    assert session.mine(0) == par  # digest and all
    ctx.challenges.take(session, [par])
    shown = ctx.stack.top
    assert isinstance(shown, ChallengeDealScene)
    shown.update(0.0, [])
    assert shown.comparison() is not None and shown.comparison().margin == 0  # type: ignore[union-attr]


def test_both_hands_in_the_replay_with_the_first_difference_marked() -> None:
    ctx = new_ctx()
    table = started(ctx, TWO_DEALS)
    shown = play_deal(ctx, table)
    session = session_of(table)
    ctx.challenges.take(session, [par_deal(TWO_DEALS, 0)])
    shown.update(0.0, [])
    shown.open_replay()
    mine = ctx.stack.top
    assert isinstance(mine, ReplayScene) and mine.compare is not None and not mine.compare.hard
    assert mine.compare.divergence is not None  # the player passed and played low: not Hard
    mine.update(0.0, [KeyPress("d")])  # to where they part
    step = mine.compare.step
    assert mine.at == step
    words = [line for line, _ in mine.compare.lines(mine.at, mine.names)]
    assert any("first decision that differed" in w for w in words)
    # Nap has a coach: its reason is offered where the player's own decision differed
    assert mine.compare.has_coach
    assert mine.compare.coach.enabled == mine.compare.divergence.by_player
    mine.draw(pygame.Surface(SIZE))
    mine.update(0.0, [KeyPress("h")])  # Hard's hand, at the same step
    hard = ctx.stack.top
    assert isinstance(hard, ReplayScene) and hard.compare is not None and hard.compare.hard
    assert hard.at == step and hard.names[session.challenge.seat] != mine.names[session.challenge.seat]
    hard.draw(pygame.Surface(SIZE))


@pytest.mark.slow  # Napoleon's par and its coach: seconds
def test_the_coach_is_offered_where_the_hands_part_in_napoleon() -> None:
    from game.ai.napoleon.coach import Budget

    ctx = new_ctx()
    c = Challenge("napoleon", "pagat", 5, seat=0, level="normal", seed=99, deals=1)
    table = started(ctx, c)
    shown = play_deal(ctx, table)
    ctx.challenges.take(session_of(table), [par_deal(c, 0)])
    shown.update(0.0, [])
    shown.open_replay()
    mine = ctx.stack.top
    assert isinstance(mine, ReplayScene) and mine.compare is not None
    d = mine.compare.divergence
    if d is None or not d.by_player:
        pytest.skip("the player played this deal as Hard did")
    mine.compare.coach_budget = Budget(rollouts=12, bid_worlds=4, contract_rollouts=8, min_worlds=2)
    mine.update(0.0, [KeyPress("c")])  # the coach's reason
    review = ctx.stack.top
    assert isinstance(review, ReplayScene) and review.coach is not None and review.compare is not None
    assert review.at == mine.compare.step
    review.draw(pygame.Surface(SIZE))


# -- keeping it -------------------------------------------------------------------------------


def test_a_challenge_is_saved_and_continued_with_its_par(tmp_path: Path) -> None:
    ctx = new_ctx(tmp_path)
    table = started(ctx, TWO_DEALS)
    session = session_of(table)
    ctx.challenges.take(session, [par_deal(TWO_DEALS, 1)])  # deal 2's par has come already
    assert run_until(table, lambda: len(table.hand.actions) >= 6, passive_policy)
    table.update(0.0, [])
    saved = json.loads((tmp_path / "match.json").read_text("utf-8"))
    assert saved["version"] == CHALLENGE_VERSION and saved["challenge"]["code"] == encode(TWO_DEALS)
    actions = list(table.hand.actions)
    # Killed here: a new launch, the title offers Continue.
    again = new_ctx(tmp_path)
    title = TitleScene(again)
    again.stack.push(title)
    assert title.saved is not None and title.saved.challenge is not None
    assert "challenge" in title.quick_play_words()
    title.update(0.0, [KeyPress("c")])  # Continue
    resumed = again.stack.top
    assert isinstance(resumed, TableScene)
    s2 = session_of(resumed)
    assert s2.attempt == session.attempt and list(resumed.hand.actions) == actions
    assert set(s2.par) == {1} and s2.par_missing == [0]  # only what is missing is worked out
    assert run_until(resumed, lambda: resumed.result_pushed, passive_policy, limit=100000)
    assert isinstance(again.stack.top, ChallengeDealScene)


def test_continue_after_the_last_deal_waits_for_hard_at_the_summary(tmp_path: Path) -> None:
    ctx = new_ctx(tmp_path)
    table = started(ctx, ONE_DEAL)
    play_deal(ctx, table).next()  # the last deal left: the summary, Hard's result not in
    assert isinstance(ctx.stack.top, ChallengeSummaryScene) and ctx.matches.has_save()
    again = new_ctx(tmp_path)  # quit and started again: Continue
    title = TitleScene(again)
    again.stack.push(title)
    title.update(0.0, [KeyPress("c")])
    summary = again.stack.top
    assert isinstance(summary, ChallengeSummaryScene) and not summary.session.complete
    assert summary.heading()[0] == "Hard is still playing"
    again.challenges.take(summary.session, [par_deal(ONE_DEAL, 0)])
    summary.update(0.0, [])
    assert summary.session.complete and not again.matches.has_save()
    stats = again.matches.stats
    assert stats is not None and stats.read().challenges.played == 1


def test_each_deal_is_kept_once_in_past_hands_with_its_code(tmp_path: Path) -> None:
    ctx = new_ctx(tmp_path)
    table = started(ctx, TWO_DEALS)
    play_deal(ctx, table)
    session = session_of(table)
    ctx.matches.hand_counted(session, table.hand)  # counted again (a kill and a Continue)
    archive = HandArchive(tmp_path / "hands")
    (item,) = archive.hands()
    kept = archive.open(item)
    assert kept.challenge is not None and kept.challenge.code == encode(TWO_DEALS)
    assert kept.challenge.deal == 1 and kept.seat == TWO_DEALS.seat


def test_challenges_are_counted_apart_from_the_matches(tmp_path: Path) -> None:
    ctx = new_ctx(tmp_path)
    table = started(ctx, ONE_DEAL)
    shown = play_deal(ctx, table)
    session = session_of(table)
    assert ctx.matches.has_save()  # Hard's result is not in: the save keeps the challenge
    ctx.challenges.take(session, [par_deal(ONE_DEAL, 0)])
    shown.next()
    assert not ctx.matches.has_save()  # counted: nothing to continue
    stats = ctx.matches.stats
    assert stats is not None
    view = stats.read()
    assert view.summary.hands == 0 and view.summary.matches == 0  # no challenge deal in a match's figures
    c = view.challenges
    assert c.played == 1 and c.won + c.drawn + c.lost == 1
    summary = session.summary()
    assert c.mean_margin == summary.player - summary.hard
    assert stats.read(game="napoleon").challenges.played == 0  # per game


def test_a_second_try_of_the_daily_challenge_is_practice(tmp_path: Path) -> None:
    ctx = new_ctx(tmp_path)
    today = daily("nap", TODAY)
    first = session_of(started(ctx, today, TODAY))
    assert not first.daily_practice
    second = session_of(started(ctx, today, TODAY))
    assert second.daily_practice and second.attempt != first.attempt
    screen = ChallengeScene(ctx, today=TODAY)
    ctx.stack.push(screen)
    screen.choose_daily("nap")
    assert "practice" in screen.practice_note
    # Both played to the end (quick seats in both places: the marks are what is tested), the
    # second first: only the first try is the day's result.
    quick = [quick_deal(today, i) for i in range(today.deals)]
    for session in (second, first):
        for deal in quick:
            session.match.finish_hand(deal.hand)
        ctx.challenges.attach(session)
        ctx.challenges.take(session, [deal.result() for deal in quick])
        assert session.complete
    stats = ctx.matches.stats
    assert stats is not None and stats.read().challenges.played == 1


def quick_deal(challenge: Challenge, index: int) -> DealRun:
    run = DealRun(challenge, index, make_seat("random", index, game=challenge.game))
    run.advance()
    return run


def test_the_challenge_screen_draws_no_frame_while_it_waits(display: pygame.Surface) -> None:
    ctx = new_ctx()
    app = App(ctx, display)
    ctx.router.push(routes.Challenge(encode(ONE_DEAL)))
    app.step(0.016, [])
    drawn = app.frames_drawn
    for _ in range(30):
        app.step(0.05, [])
    assert app.frames_drawn == drawn
    typed = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, unicode="", mod=0, scancode=0)
    app.step(0.016, [typed])
    assert app.frames_drawn == drawn + 1


def test_the_ai_workers_copy_of_a_challenge_seat_has_no_clock() -> None:
    """The worker process builds a challenge's field as the challenge does (work budgets only):
    the app's Nap Hard has a clock, which would make the field's choices the machine's."""
    from game.ui.aiworker import SeatKey, _build_seat

    field = _build_seat(SeatKey(1, 2, "hard", 7, "nap", challenge=True))
    app = _build_seat(SeatKey(1, 2, "hard", 7, "nap"))
    assert field.seconds is None and app.seconds is not None
    assert field.nodes == PAR_BUDGET.nodes


# -- the real app, killed -----------------------------------------------------------------------


def probe(tmp: Path) -> dict[str, Any]:
    try:
        return dict(json.loads((tmp / "probe.json").read_text(encoding="utf-8")))
    except (OSError, ValueError):  # written while we read: the previous one stands
        return {}


def run_app_until(tmp: Path, done: Any, *extra: str) -> dict[str, Any]:
    """The real app (its seat playing itself) until ``done(probe)``, then SIGKILL; the last probe."""
    import signal
    import time

    from .helpers import start_real_app

    (tmp / "probe.json").unlink(missing_ok=True)
    proc = start_real_app(tmp, "--probe-file", str(tmp / "probe.json"), *extra)
    seen: dict[str, Any] = {}
    try:
        while proc.poll() is None and not done(seen):
            seen = probe(tmp) or seen
            time.sleep(0.02)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
    return seen


@pytest.mark.slow
@pytest.mark.xdist_group("processes")
def test_a_challenge_killed_mid_deal_continues_and_is_counted_once(tmp_path: Path) -> None:
    from game.ui import savegame
    from game.ui.statistics import StatsStore

    code = encode(TWO_DEALS)

    def actions(p: dict[str, Any]) -> int:
        return int(p.get("actions", -1)) if p.get("scene") == "TableScene" else -1

    first = run_app_until(tmp_path, lambda p: actions(p) >= 4, "--challenge", code)
    saved = savegame.read(tmp_path / "match.json")
    assert saved.challenge is not None and saved.challenge.challenge == TWO_DEALS
    assert saved.hand is not None and len(saved.hand.actions) >= actions(first) - 1
    # Continue (Enter on the title), a few moves, killed again; then played to the summary.
    again = run_app_until(tmp_path, lambda p: actions(p) >= actions(first) + 3)
    assert actions(again) >= actions(first)
    run_app_until(
        tmp_path,
        lambda p: p.get("scene") == "ChallengeSummaryScene" and not (tmp_path / "match.json").exists(),
    )
    view = StatsStore(tmp_path / "statistics.sqlite3").read(game="nap")
    assert view.challenges.played == 1 and view.summary.hands == 0
    kept = HandArchive(tmp_path / "hands")
    deals = [kept.open(item).challenge for item in kept.hands()]
    assert sorted(d.deal for d in deals if d is not None and d.code == code) == [1, 2]  # each once


def test_a_resting_app_looks_for_hards_results_while_it_works(display: pygame.Surface) -> None:
    """The app rests until input when nothing moves; while Hard works it steps now and then
    to take its results, and draws only when the deal's result shows what came."""
    from game.ui.challenge_flow import POLL_SECONDS

    class Job:  # Hard at work in the background: its result comes at the third look
        error = None
        looks = 0

        def __init__(self) -> None:
            self.finished = False

        def poll(self) -> list[Any]:
            self.looks += 1
            if self.looks < 3:
                return []
            self.finished = True
            return [par_deal(ONE_DEAL, 0)]

        def cancel(self) -> None:
            pass

    ctx = new_ctx()
    app = App(ctx, display)
    table = started(ctx, ONE_DEAL)
    play_deal(ctx, table)
    for _ in range(3):
        app.step(0.05, [])
    assert app.wake_in() is None  # nothing to do until input: the app rests
    ctx.challenges.job = Job()  # type: ignore[assignment]
    assert app.wake_in() == POLL_SECONDS
    drawn = app.frames_drawn
    app.step(POLL_SECONDS, [])  # a look: nothing yet, nothing drawn
    assert app.frames_drawn == drawn
    app.step(POLL_SECONDS, [])  # Hard's result: the deal's result shows it
    assert app.frames_drawn == drawn + 1 and session_of(table).par[0] == par_deal(ONE_DEAL, 0)
    assert app.wake_in() is None


def test_new_match_over_a_saved_challenge_asks_about_the_challenge(tmp_path: Path) -> None:
    """Starting a new match over a challenge's save names what is thrown away: the challenge,
    not "the match in progress"."""
    from game.ui.scenes.confirm import ConfirmScene, start_new_match

    ctx = new_ctx(tmp_path)
    table = started(ctx, TWO_DEALS)
    assert run_until(table, lambda: len(table.hand.actions) >= 2, passive_policy)
    table.update(0.0, [])
    assert ctx.matches.has_save() and ctx.matches.save_is_challenge()
    again = new_ctx(tmp_path)
    start_new_match(again, table.session.match.rules, "normal")
    ask = again.stack.top
    assert isinstance(ask, ConfirmScene) and ask.title == "Abandon the challenge in progress?"
