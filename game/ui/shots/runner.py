"""``python -m game.ui.shots OUTDIR``: every scene at several window sizes, as PNGs.

Runs headless (dummy video driver). Each table picture is reached by playing the hand
through the scene with scripted human moves, so the pictures show real states.
"""

from __future__ import annotations

import argparse
import functools
import os
import sys
from collections.abc import Callable
from pathlib import Path

SIZES = ((1280, 720), (1280, 800), (1920, 1080), (1024, 768), (800, 600))


def main(argv: list[str] | None = None) -> int:
    """Every scene shot; the data folders the scenes make (saves, statistics, past hands) live
    in one temporary folder, removed at the end."""
    import tempfile

    before = tempfile.tempdir
    with tempfile.TemporaryDirectory(prefix="napoleon-shots-", ignore_cleanup_errors=True) as scratch:
        tempfile.tempdir = scratch
        try:
            return shoot(argv)
        finally:
            tempfile.tempdir = before


def shoot(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.ui.shots", description="Every scene at several window sizes, as PNGs."
    )
    parser.add_argument("outdir", help="the folder for the PNGs (made if missing)")
    parser.add_argument("scenes", nargs="*", help="only these scene names (default: all)")
    parser.add_argument(
        "--language",
        default="all",
        help="the language shown (en, ja; default: all, one after the other); "
        "files of another language than English end in -<language>",
    )
    parser.add_argument(
        "--size", action="append", default=[], help="only this window size, e.g. 800x600 (repeatable)"
    )
    parsed = parser.parse_intermixed_args(argv)
    if parsed.language == "all":  # every scene in every language
        from game.rules.i18n import LANGUAGES

        rest = list(sys.argv[1:] if argv is None else argv)
        return max(main([*rest, "--language", code]) for code in LANGUAGES)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game.ai.coach import Budget
    from game.napoleon import Bid, Phase, RuleSet
    from game.rules import i18n

    from .. import theme
    from ..app import make_context
    from ..context import Context
    from ..driver import ScriptedBid, napoleon_policy, passive_policy, run_until
    from ..input import KeyPress
    from ..scene import Scene
    from ..scenes.house_rules import HouseRulesScene
    from ..scenes.newgame import NewGameScene
    from ..scenes.options import OptionsScene
    from ..scenes.pause import PauseScene
    from ..scenes.results import HandResultScene, MatchResultScene
    from ..scenes.rules_help import RulesHelpScene
    from ..scenes.table import TableScene
    from ..scenes.title import TitleScene
    from ..settings import Settings

    out = Path(parsed.outdir)
    only = parsed.scenes
    language = i18n.set_language(parsed.language)
    suffix = "" if language == i18n.DEFAULT_LANGUAGE else f"-{language}"
    sizes = [(int(a), int(b)) for a, b in (s.split("x") for s in parsed.size)] or list(SIZES)
    out.mkdir(parents=True, exist_ok=True)
    pygame.init()
    written = 0
    for size in sizes:
        screen = pygame.display.set_mode(size)
        tag = f"{size[0]}x{size[1]}"

        def shot(
            name: str,
            build: Callable[[Context], None],
            players: int = 5,
            size: tuple[int, int] = size,
            screen: pygame.Surface = screen,
            tag: str = tag,
        ) -> None:
            nonlocal written
            if only and name not in only:
                return
            settings = Settings(speed="fast", players=players, language=language)
            ctx = make_context(settings, size=size, seed=7, threaded_ai=False)
            build(ctx)
            for s in ctx.stack.visible():
                s.draw(screen)
            pygame.image.save(screen, str(out / f"{name}-{tag}{suffix}.png"))
            written += 1

        def table(ctx: Context, players: int = 5, preset: str = "pagat") -> TableScene:
            rules = RuleSet.preset(preset).replace(players=players)
            scene = TableScene(ctx, rules, "normal", 11)
            ctx.stack.push(scene)
            return scene

        def at_phase(phase: Phase, players: int = 5, preset: str = "pagat") -> Callable[[Context], None]:
            def build(ctx: Context) -> None:
                # Try seeds in order until the human reaches the phase (deterministic).
                for seed in range(1, 60):
                    ctx.stack.scenes.clear()
                    rules = RuleSet.preset(preset).replace(players=players)
                    t = TableScene(ctx, rules, "normal", seed)
                    ctx.stack.push(t)

                    def reached(t: TableScene = t) -> bool:
                        return bool((t.ready and t.shown.phase == phase) or t.ctl.hand.is_over)

                    if run_until(t, reached, napoleon_policy, limit=3000) and not t.ctl.hand.is_over:
                        return

            return build

        def trick(ctx: Context, players: int = 5) -> None:
            t = table(ctx, players)
            run_until(
                t, lambda: t.ready and t.shown.phase == Phase.PLAY and len(t.overlay) >= min(2, players - 1)
            )
            t.update(0.05, [])

        def trick_won(ctx: Context) -> None:
            """A finished trick held on the table, its winner and the reason announced."""
            t = table(ctx)
            run_until(t, lambda: t.winning_card is not None and t.banner_left > 0, dt=0.02)

        def drag(ctx: Context) -> None:
            from ..input import PointerDown, PointerMove

            t = table(ctx)
            run_until(t, lambda: t.ready and t.shown.phase == Phase.PLAY and len(t.overlay) >= 1)
            t.tweens.finish_all()
            c = t.my_cards()[len(t.my_cards()) // 2]
            s = t.sprites[c]
            t.update(0.01, [PointerMove(s.pos), PointerDown(s.pos)])
            t.update(0.01, [PointerMove((s.pos[0] + 40, s.pos[1] - 200))])

        def result(ctx: Context) -> None:
            t = table(ctx)
            run_until(t, lambda: t.result_pushed)
            top = ctx.stack.top
            if isinstance(top, HandResultScene):
                top.tweens.finish_all()

        def match_over(ctx: Context) -> None:
            t = table(ctx)
            for _ in range(t.rules.rounds * 3):
                run_until(t, lambda: t.result_pushed, passive_policy)
                if t.session.match.is_over:
                    break
                ctx.stack.pop()
                t.next_hand()
            ctx.stack.reset(MatchResultScene(ctx, t.session))

        def scoreboard(ctx: Context) -> None:  # three hands into the match, S at the table
            t = table(ctx)
            for _ in range(3):
                run_until(t, lambda: t.result_pushed, passive_policy)
                ctx.stack.pop()
                t.next_hand()
            run_until(t, lambda: t.ready)
            t.update(0.0, [KeyPress("s")])

        def joker(ctx: Context) -> None:
            from game.rules import Card

            from ..input import PointerDown, PointerUp

            jk = Card(52)
            for seed in range(1, 80):
                ctx.stack.scenes.clear()
                rules = RuleSet.preset("bga")
                t = TableScene(ctx, rules, "normal", seed)
                ctx.stack.push(t)

                def lead(t: TableScene = t) -> bool:
                    return (
                        t.ready
                        and t.shown.phase == Phase.PLAY
                        and not t.overlay
                        and any(p.card == jk and p.joker_suit is not None for p in t.legal_plays())
                    )

                def stop(t: TableScene = t, lead: Callable[[], bool] = lead) -> bool:
                    return lead() or t.ctl.hand.is_over

                run_until(t, stop, passive_policy, limit=3000)
                if lead():
                    t.tweens.finish_all()
                    t.update(0.016, [])
                    pos = t.sprites[jk].pos
                    t.update(0.016, [PointerDown(pos), PointerUp(pos)])
                    return

        shot("title", lambda c: c.stack.push(TitleScene(c)))

        def saved_title(broken: bool, confirm: bool = False) -> Callable[[Context], None]:
            """The title with a match saved two tricks into a hand (or a broken save)."""

            def build(c: Context) -> None:
                import shutil
                import tempfile

                from ..scenes.confirm import start_new_match

                folder = Path(tempfile.mkdtemp(prefix="napoleon-shots-"))
                path = folder / "match.json"
                if broken:
                    path.write_text("{ not JSON", encoding="utf-8")
                else:
                    c2 = make_context(
                        Settings(speed="off", language=language),
                        size=c.size,
                        seed=7,
                        threaded_ai=False,
                        save_path=path,
                    )
                    c2.matches.start(RuleSet.preset("pagat").replace(players=5), "normal", 3)
                    t = c2.stack.top
                    assert isinstance(t, TableScene)
                    run_until(t, lambda: len(t.ctl.hand.tricks) >= 2)
                c.save_path = path
                c.stack.push(TitleScene(c))
                if confirm:
                    rules = RuleSet.preset("pagat").replace(players=5)
                    start_new_match(c, rules, "normal")
                shutil.rmtree(folder, ignore_errors=True)

            return build

        shot("title-continue", saved_title(False))
        shot("title-broken-save", saved_title(True))
        shot("abandon-confirm", saved_title(False, confirm=True))
        shot("joker", joker)

        def over_title(cls: Callable[[Context], Scene]) -> Callable[[Context], None]:
            def build(c: Context) -> None:
                c.stack.push(TitleScene(c))
                c.stack.push(cls(c))

            return build

        def house(scrolled: bool) -> Callable[[Context], None]:
            def build(c: Context) -> None:
                c.settings.preset = "pagat-joker" if not scrolled else "pagat"
                c.stack.push(TitleScene(c))
                ng = NewGameScene(c)
                c.stack.push(ng)
                ng.open_house()
                ed = c.stack.top
                assert isinstance(ed, HouseRulesScene)
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

        def hint(phase: Phase) -> Callable[[Context], None]:
            def build(c: Context) -> None:
                from ..input import KeyPress

                at_phase(phase)(c)
                t = c.stack.top
                assert isinstance(t, TableScene)
                t.banner_left = 0
                t.update(0.016, [KeyPress("h")])

            return build

        shot("newgame", over_title(NewGameScene))

        def ai_seats(c: Context) -> None:  # Chiyo hard, Emi random, a slow pace
            c.settings.set_seat_level(2, "hard")
            c.settings.set_seat_level(4, "random")
            c.settings.ai_pace = "slow"
            over_title(NewGameScene)(c)
            c.router.push("ai_seats")

        shot("ai-seats", ai_seats)
        shot("houserules", house(False))
        shot("houserules-conflict", house(True))

        def rules_house(c: Context) -> None:
            rules = RuleSet.preset("pagat-joker").replace(jokers=2, yoromeki=True, rounds=8)
            c.stack.push(RulesHelpScene(c, rules, base="pagat-joker"))
            top = c.stack.top
            assert isinstance(top, RulesHelpScene)
            from ..scenes.rules_help import Heading

            # The house rules are the last section (its heading is in the player's language).
            top.scroll = max(i for i, line in enumerate(top.lines) if isinstance(line, Heading)) - 3

        shot("rules-house", rules_house)
        shot("hint", hint(Phase.PLAY))
        shot("hint-exchange", hint(Phase.EXCHANGE))
        shot("hint-bid", hint(Phase.BID))
        shot("options", over_title(OptionsScene))
        shot("rules", over_title(RulesHelpScene))

        def glossary(c: Context) -> None:  # from the title's Rules, its Glossary button
            over_title(RulesHelpScene)(c)
            top = c.stack.top
            assert top is not None
            top.update(0.0, [KeyPress("g")])

        shot("glossary", glossary)
        shot("bidding", at_phase(Phase.BID))
        shot("call", at_phase(Phase.CALL))
        shot("exchange", at_phase(Phase.EXCHANGE))
        shot("play", trick)
        shot("trick-won", trick_won)

        def finish_offer(ctx: Context) -> None:
            """A hand whose outcome nothing left can change: Finish hand offered (issue 29)."""
            for seed in range(1, 30):
                rules = RuleSet.preset("pagat").replace(players=5)
                t = TableScene(ctx, rules, "normal", seed)
                ctx.stack.scenes.clear()
                ctx.stack.push(t)

                def mine(t: TableScene) -> None:
                    if not t.ctl.hand.outcome_settled():
                        passive_policy(t)

                def offered(t: TableScene = t) -> bool:
                    return t.result_pushed or t.can_finish

                if run_until(t, offered, mine) and not t.result_pushed:
                    t.update(0.05, [])
                    return

        shot("finish-offer", finish_offer)

        def tricks(c: Context) -> None:
            t = table(c)
            run_until(t, lambda: t.ready and len(t.shown.tricks) >= 5)
            t.update(0.0, [KeyPress("t")])

        def practice(c: Context) -> None:  # a practice match, every hand shown, one undo
            c.matches.start(RuleSet.preset("pagat").replace(players=5), "normal", 11, practice=True)
            t = c.stack.top
            assert isinstance(t, TableScene)
            run_until(t, lambda: t.ready and len(t.shown.tricks) >= 3)
            t.update(0.0, [KeyPress("v"), KeyPress("u")])
            t.update(0.05, [])

        def open_misere(c: Context) -> None:
            """003's open misère: an AI Napoleon's hand face up after the first lead."""
            from game.napoleon.actions import Misere

            t = TableScene(c, RuleSet.preset("khopesh").replace(misere="open"), "normal", 11)
            c.stack.push(t)
            nap = (t.ctl.hand.dealer + 1) % 5  # the first bidder: it bids the open misère
            if nap == t.human:
                nap = (nap + 1) % 5
            t.session.seats[nap] = ScriptedBid(t.session.seats[nap], Misere(True))
            run_until(
                t,
                lambda: (
                    t.ready and getattr(t.shown, "napoleon_shown", None) is not None and len(t.overlay) >= 2
                ),
                passive_policy,
            )
            t.update(0.05, [])

        def number(bid_panel: bool) -> Callable[[Context], None]:
            """003's number bid: the human's bid panel on jacks, or a number contract in play."""

            def build(c: Context) -> None:
                from ..scenes.table_panels import BidPanel

                t = TableScene(c, RuleSet.preset("khopesh").replace(bid_kind="number"), "normal", 11)
                c.stack.push(t)
                if bid_panel:
                    run_until(t, lambda: t.ready and isinstance(t.panel, BidPanel), passive_policy)
                    panel = t.panel
                    assert isinstance(panel, BidPanel)
                    for _ in range(10):  # the rank button: 2, 3, ... J
                        panel._pick_rank()
                    t.update(0.05, [])
                    return
                nap = (t.ctl.hand.dealer + 1) % 5
                if nap == t.human:
                    nap = (nap + 1) % 5
                t.session.seats[nap] = ScriptedBid(t.session.seats[nap], Bid(13, None, 11))
                run_until(
                    t, lambda: t.ready and len(t.shown.tricks) >= 2 and len(t.overlay) >= 2, passive_policy
                )
                t.update(0.05, [])

            return build

        shot("practice", practice)
        shot("number-bid", number(True))
        shot("number-play", number(False))
        shot("open-misere", open_misere)
        shot("trick-history", tricks)
        shot("drag", drag)
        shot("handresult", result)
        shot("matchresult", match_over)
        shot("scoreboard", scoreboard)
        shot("pause", lambda c: c.stack.push(PauseScene(c, table(c).rules)))

        def pause_options(c: Context) -> None:
            c.stack.push(PauseScene(c, table(c).rules))
            c.router.push("options", overlay=True)

        shot("pause-options", pause_options)

        def replay(c: Context) -> None:  # the hand just played, a few tricks in
            result(c)
            top = c.stack.top
            assert isinstance(top, HandResultScene)
            top.open_replay()
            shown = c.stack.top
            assert shown is not None
            for _ in range(3):
                shown.update(0.0, [KeyPress("down")])

        shot("replay", replay)

        def coach(c: Context) -> None:  # "Review my hand": the coach done, at its first mark
            result(c)
            top = c.stack.top
            assert isinstance(top, HandResultScene)
            # Inline here (no worker in screenshots): done when it opens; a small budget keeps
            # the scene quick (the test of the languages draws every scene).
            top.open_review(Budget(rollouts=60, bid_worlds=8, contract_rollouts=40))
            shown = c.stack.top
            assert shown is not None
            shown.update(0.0, [])
            shown.update(0.0, [KeyPress("n")])

        shot("coach", coach)

        def stats(c: Context) -> None:  # a store of made-up hands, in a temporary folder
            import tempfile

            from ..statistics import StatsStore
            from .storage import made_up_hands

            store = StatsStore(Path(tempfile.mkdtemp(prefix="napoleon-shots-")) / "statistics.sqlite3")
            made_up_hands(store)
            c.router.push("statistics", store)

        shot("stats", stats)
        from .storage import SHOTS as STORAGE_SHOTS  # files that cannot be used

        for name, storage_scene in STORAGE_SHOTS:
            shot(name, storage_scene)

        def history(state: str) -> Callable[[Context], None]:
            """Past hands in a temporary folder: a Nap hand, Napoleon's under several rules
            (house rules too), a damaged file; ``state``: "list", "empty", "export" (the
            message after E), "replay" (Enter on the third line)."""

            def build(c: Context) -> None:
                import random as _random
                import tempfile

                from game.rules.games import GAMES

                from ..hand_archive import HandArchive
                from ..scenes.hand_history import HandHistoryScene

                folder = Path(tempfile.mkdtemp(prefix="napoleon-shots-"))
                archive = HandArchive(folder / "hands")
                from ..controller import AI_NAMES, YOU

                names = [YOU, *AI_NAMES]  # as a match names its seats (stored in English)
                if state != "empty":
                    rng = _random.Random(30)
                    presets = ["pagat", "pagat", "bga", "1885", "pagat-joker"]
                    for n in range(1, 25):
                        spec = GAMES["nap" if n % 9 == 0 else "napoleon"]
                        rules = spec.presets[next(iter(spec.presets))]
                        if spec.name == "napoleon":
                            rules = RuleSet.preset(presets[n % len(presets)])
                            rules = rules.replace(rounds=8) if n % 7 == 0 else rules
                        hand = spec.new_hand(rules, n, n % rules.players)
                        while not hand.is_over:  # random, passing more often: lower bids
                            acts = hand.legal_actions()
                            passes = [a for a in acts if str(a) == "pass"]
                            hand.apply(rng.choice(passes if passes and rng.random() < 0.7 else acts))
                        archive.add(hand, "30", n, 0, names[: rules.players])
                    (folder / "hands" / "20991231-235959-napoleon-31-h001.json").write_bytes(b"{ damaged")
                scene = HandHistoryScene(c, archive, folder / "exports")
                c.stack.push(scene)
                while scene.pending:
                    scene.update(0.0, [])
                if state in ("export", "replay"):
                    scene.update(0.0, [KeyPress("down"), KeyPress("down")])
                    scene.update(0.0, [KeyPress("e" if state == "export" else "enter")])
                if state == "replay":
                    shown = c.stack.top
                    assert shown is not None
                    for _ in range(4):
                        shown.update(0.0, [KeyPress("down")])

            return build

        shot("history", history("list"))
        shot("history-empty", history("empty"))
        shot("history-export", history("export"))
        shot("history-replay", history("replay"))

        # The tutorial at its steps, and the title's one-time offer on a first start.
        from .tutorial import SHOTS as TUTORIAL_SHOTS

        for name, lesson_at in TUTORIAL_SHOTS:
            shot(name, lesson_at)

        def first_start(c: Context) -> None:
            c.settings.tutorial_offered = False
            c.stack.push(TitleScene(c))

        shot("title-first-start", first_start)

        # British Nap: every step of its hand, reached by playing it through the table.
        def nap_at(
            preset: str, want: Callable[[TableScene], bool], players: int = 5
        ) -> Callable[[Context], None]:
            def build(ctx: Context) -> None:
                from game.british_nap import NapRules

                from ..driver import nap_policy

                for seed in range(1, 60):
                    ctx.stack.scenes.clear()
                    t = TableScene(ctx, NapRules.preset(preset).replace(players=players), "normal", seed)
                    ctx.stack.push(t)

                    def reached(t: TableScene = t) -> bool:
                        return bool(want(t) or t.ctl.hand.is_over)

                    if run_until(t, reached, nap_policy, limit=3000) and want(t):
                        t.tweens.finish_all()
                        t.update(0.016, [])
                        return
                # A scene never reached must not be shot as some other moment of the hand.
                raise RuntimeError(f"no deal of {preset!r} reached this scene")

            return build

        def nap_phase(phase: str) -> Callable[[TableScene], bool]:
            return lambda t: t.ready and t.shown.phase == phase

        def nap_trick(t: TableScene) -> bool:
            return t.ready and t.shown.phase == "play" and len(t.overlay) >= 2 and t.shown.trump is not None

        def nap_peeped(t: TableScene) -> bool:
            if not (t.ready and t.shown.phase == "bid"):
                return False
            if t.shown.seat not in t.shown.peepers:
                from game.british_nap import PEEP

                if PEEP in t.shown.legal_actions:
                    t.ctl.submit(PEEP)
                return False
            return True

        def nap_buying(t: TableScene) -> bool:
            if not (t.ready and t.shown.phase == "buy"):
                return False
            if not t.selected:  # two low cards picked to exchange
                t.selected = sorted(t.my_cards(), key=lambda c: c % 13)[:2]
            return True

        def nap_result(ctx: Context) -> None:
            from game.british_nap import NapRules

            from ..driver import nap_policy

            t = TableScene(ctx, NapRules.preset("standard"), "normal", 4)
            ctx.stack.push(t)
            run_until(t, lambda: t.result_pushed, nap_policy)
            top = ctx.stack.top
            if top is not None:
                top.tweens.finish_all()

        def nap_house(c: Context) -> None:  # the same editor over Nap's options, one refused
            c.stack.push(TitleScene(c))
            ng = NewGameScene(c)
            c.stack.push(ng)
            ng.set_game("nap")
            ng.open_house()
            ed = c.stack.top
            assert isinstance(ed, HouseRulesScene)
            ed.apply("misere", True)
            ed.apply("blucher", True)
            ed.focus = 4

        def nap_interlude(kind: str, at: float) -> Callable[[Context], None]:
            """The seat draw before the first deal, or the gather and cut before the second."""

            def build(ctx: Context) -> None:
                from game.british_nap import NapRules

                from ..driver import nap_policy

                t = TableScene(ctx, NapRules.preset("standard"), "normal", 4)
                ctx.stack.push(t)
                if kind == "gather":
                    run_until(t, lambda: t.result_pushed, nap_policy)
                    ctx.stack.pop()  # the hand's result, continued
                    t.next_hand()
                t.update(0.016, [])
                stop = at if at >= 0 else t.interlude.length + at  # negative: before its end
                while t.interlude.active and t.interlude.t < stop:
                    t.update(0.05, [])

            return build

        shot("nap-houserules", nap_house)

        def nap_newgame(c: Context) -> None:  # British Nap chosen: the preset's description
            c.stack.push(TitleScene(c))
            ng = NewGameScene(c)
            c.stack.push(ng)
            ng.set_game("nap")

        def nap_rules(c: Context) -> None:  # the Seven-card rules page
            from game.british_nap import NapRules

            c.stack.push(RulesHelpScene(c, NapRules.preset("seven-card")))

        shot("newgame-nap", nap_newgame)
        shot("rules-nap-seven", nap_rules)
        shot("nap-seat-draw", nap_interlude("seat_draw", -0.4))
        shot("nap-gather", nap_interlude("gather", 0.9))
        shot("nap-cut", nap_interlude("gather", 1.7))
        shot("nap-bidding", nap_at("misere-wellington-blucher", nap_phase("bid")))
        shot("nap-play", nap_at("standard", nap_trick))
        shot("nap-widow", nap_at("sir-garnet", nap_phase("discard")))
        shot("nap-peep", nap_at("peep", nap_peeped))
        shot("nap-buying", nap_at("ecarte", nap_buying))
        shot("nap-result", nap_result)

        def nap_hinted(preset: str, want: Callable[[TableScene], bool]) -> Callable[[Context], None]:
            """The hint asked at the player's turn (H), its sentence shown."""

            def build(c: Context) -> None:
                nap_at(preset, want)(c)
                t = c.stack.top
                assert isinstance(t, TableScene)
                t.banner_left = 0
                t.update(0.016, [KeyPress("h")])
                t.update(0.016, [])

            return build

        shot("nap-hint-bid", nap_hinted("standard", nap_phase("bid")))
        shot("nap-hint-play", nap_hinted("standard", nap_trick))

        def nap_replay(c: Context) -> None:  # the Nap hand just played, a few tricks in
            nap_result(c)
            top = c.stack.top
            assert top is not None
            top.update(0.0, [KeyPress("r")])
            shown = c.stack.top
            assert shown is not None
            for _ in range(3):
                shown.update(0.0, [KeyPress("down")])

        shot("nap-replay", nap_replay)
        shot("nap-play7p", nap_at("standard", nap_trick, players=7), players=7)
        for n in (2, 3, 4, 6):
            shot(f"play{n}p", functools.partial(trick, players=n), players=n)
    theme.forget_fonts()
    pygame.quit()
    print(f"wrote {written} screenshots to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
