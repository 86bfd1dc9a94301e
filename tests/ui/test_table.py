"""The table driven by injected input events and time, as a player would."""

from __future__ import annotations

import pytest

from game.napoleon import Bid, Call, Phase, Play, RuleSet
from game.rules import Suit
from game.rules.i18n import as_sentence
from game.ui import routes
from game.ui.context import Context
from game.ui.driver import passive_policy, run_until
from game.ui.input import KeyPress, PointerMove
from game.ui.napoleon.call_panel import CallPanel
from game.ui.napoleon.results import HandResultScene
from game.ui.table.controller import MatchSession
from game.ui.table.draw import _hover_tip
from game.ui.table.scene import TableScene

from .conftest import make_table
from .helpers import click, drag, settle

pytestmark = pytest.mark.both_languages


def _to_play(table: TableScene, need_illegal: bool = False) -> None:
    def ok() -> bool:
        if not (table.ready and table.shown.phase == Phase.PLAY):
            return False
        return bool(table.shown.illegal_reasons) if need_illegal else True

    for _ in range(30):
        if run_until(table, ok, passive_policy, limit=400):
            table.tweens.finish_all()
            table.update(0.016, [])
            return
        if table.ctl.hand.is_over:  # this hand had no illegal card for us: next one
            table.new_hand()
    raise AssertionError("never reached the wanted play state")


def test_drag_legal_card_plays_it(ctx: Context) -> None:
    table = make_table(ctx)
    _to_play(table)
    card = table.legal_plays()[0].card
    before = len(table.ctl.hand.actions)
    drag(table, card, table.lay.centre)
    assert table.ctl.hand.actions[before] == Play(card)
    assert f"play {card}" in table.ctl.hand.record()["actions"]


@pytest.mark.english_text
def test_drag_illegal_card_snaps_back_with_reason(ctx: Context) -> None:
    table = make_table(ctx, seed=4)
    _to_play(table, need_illegal=True)
    card, reason = table.shown.illegal_reasons[0]
    home = table.sprites[card].target
    before = len(table.ctl.hand.actions)
    drag(table, card, table.lay.centre)
    assert len(table.ctl.hand.actions) == before  # nothing was played
    assert table.message == as_sentence(reason) and "must" in reason.lower()
    assert table.message_left > 0
    settle(table, 20)
    assert home is not None
    x, y = table.sprites[card].pos
    now = table.sprites[card].target
    assert now is not None and (x, y) == (now[0], now[1])  # it arrived where it belongs...
    assert abs(x - home[0]) < 1 and abs(y - home[1]) < table.lay.ch * 0.2  # ...its hand slot
    assert not table.lay.table_zone.collidepoint((x, y - table.lay.ch * 0.2))


def test_hover_on_illegal_card_says_why(ctx: Context) -> None:

    table = make_table(ctx, seed=4)
    _to_play(table, need_illegal=True)
    card, reason = table.shown.illegal_reasons[0]
    table.update(0.016, [PointerMove(table.sprites[card].pos)])
    # Hovering lifts the card; the topmost card under the pointer may be a neighbour, so
    # point at the card's visible left strip.
    assert table.hover is not None
    if table.hover == card:
        assert _hover_tip(table, table.marker_spots) == as_sentence(reason)


def _is_sentence(text: str, language: str) -> bool:
    return text[:1] == text[:1].upper() and text.endswith("。" if language == "ja" else ".")


def test_a_refusal_is_shown_as_a_sentence(ctx: Context, ui_language: str) -> None:
    """Issue 39: "you must follow ♥" under the table, in lower case and with no end mark: the
    engine's reason is a clause (it also sits inside other messages); the table shows it as a
    sentence, in each language ("You must follow ♥." / 「台札の♥を出さなければなりません。」)."""
    table = make_table(ctx, seed=4)
    _to_play(table, need_illegal=True)
    card, reason = table.shown.illegal_reasons[0]
    assert reason[0].islower() or ui_language == "ja"  # the engine's clause, as it stays
    drag(table, card, table.lay.centre)
    assert _is_sentence(table.message, ui_language), table.message
    assert table.message.rstrip(".。") in (reason, reason[0].upper() + reason[1:])
    assert table.face.illegal_reason(table, card) == table.message  # under the pointer too
    assert _is_sentence(table.ctl.submit(Play(card)) or "", ui_language)
    assert table.ctl.why_illegal(Play(card)) == table.message


@pytest.mark.english_text
def test_as_sentence_keeps_a_sentence_as_it_is() -> None:
    assert as_sentence("you do not hold ♠5") == "You do not hold ♠5."
    assert as_sentence("Read the note first, then press Next.") == "Read the note first, then press Next."
    assert as_sentence("") == ""


def test_keyboard_play(ctx: Context) -> None:
    table = make_table(ctx, seed=6)
    _to_play(table)
    legal = {p.card for p in table.legal_plays()}
    mine = table.my_cards()
    target = next(i for i, c in enumerate(mine) if c in legal)
    table.update(0.016, [KeyPress("home")])
    for _ in range(len(mine)):
        if table.cursor == target:
            break
        table.update(0.016, [KeyPress("right")])
    before = len(table.ctl.hand.actions)
    table.update(0.016, [KeyPress("enter")])
    assert table.ctl.hand.actions[before] == Play(mine[target])


def test_click_plays_and_double_click_plays(ctx: Context) -> None:
    table = make_table(ctx, seed=8)
    _to_play(table)
    card = table.legal_plays()[0].card
    before = len(table.ctl.hand.actions)
    click(table, table.sprites[card].pos)
    assert table.ctl.hand.actions[before] == Play(card)


def _human_turn_by_events(table: TableScene) -> None:
    """One decision made only with input events, the way a player would."""
    v = table.shown
    if v.phase == Phase.BID:
        panel = table.panel
        assert panel is not None
        for _ in range(12):
            table.update(0.016, [KeyPress("up")])
        for _ in range(6):
            if getattr(table.panel, "trump", None) == Suit.SPADES:
                break
            table.update(0.016, [KeyPress("right")])
        top = Bid(table.rules.top_bid, Suit.SPADES)
        key = "enter" if top in table.ctl.hand.legal_actions() else "p"
        table.update(0.016, [KeyPress(key)])
    elif v.phase == Phase.CALL:
        panel = table.panel
        assert isinstance(panel, CallPanel)
        legal = {a.card for a in v.legal_actions if isinstance(a, Call)}
        card, rect = next((c, r) for c, r in panel.cells if c in legal)
        click(table, rect.center)
    elif v.phase == Phase.EXCHANGE:
        for c in table.my_cards()[-table.rules.blind_size :]:
            table.tweens.finish_all()
            table.update(0.016, [])
            click(table, table.sprites[c].pos)
        click(table, table.confirm_button.rect.center)
    elif v.phase == Phase.PLAY:
        card = table.legal_plays()[0].card
        drag(table, card, table.lay.centre)


def test_whole_hand_through_the_ui(ctx: Context) -> None:
    table = make_table(ctx, seed=12)
    decisions = 0
    for _ in range(20000):
        if table.result_pushed:
            break
        if table.ready:
            before = len(table.ctl.hand.actions)
            _human_turn_by_events(table)
            assert len(table.ctl.hand.actions) > before, table.shown.phase
            decisions += 1
        table.update(0.05, [])
    assert table.result_pushed and isinstance(ctx.stack.top, HandResultScene)
    hand = table.ctl.hand
    assert hand.is_over and hand.result is not None
    assert decisions >= hand.n_tricks
    # The result scene continues to the next hand.
    ctx.stack.top.next()
    assert ctx.stack.top is table and table.hand_no == 2


def test_human_becomes_napoleon_calls_and_exchanges(ctx: Context) -> None:
    """Seeds are tried in order until the human wins the auction; then call and exchange
    are done with clicks on the panel and the hand."""
    for seed in range(1, 40):
        ctx.stack.scenes.clear()
        table = make_table(ctx, seed=seed)
        phases = set()
        for _ in range(3000):
            if table.result_pushed or table.ctl.hand.is_over:
                break
            if table.ready:
                phases.add(table.shown.phase)
                _human_turn_by_events(table)
                if table.shown.phase == Phase.PLAY and Phase.EXCHANGE in phases:
                    break
            table.update(0.05, [])
        if Phase.CALL in phases and Phase.EXCHANGE in phases:
            hand = table.ctl.hand
            assert hand.napoleon == 0 and len(hand.discards) == table.rules.blind_size
            return
    raise AssertionError("the human never became Napoleon")


def test_human_at_seat_two_sits_at_the_bottom_and_plays(ctx: Context) -> None:
    """A save may put the human at any seat: their hand is still drawn at the bottom, the
    others' cards come to their places, and a dragged card is played as theirs."""
    rules = RuleSet.preset("pagat").replace(players=5)
    table = TableScene(ctx, rules, "random", 3, session=MatchSession(rules, 3, "random", human=2))
    ctx.stack.push(table)
    assert run_until(
        table, lambda: table.ready and table.shown.phase == Phase.PLAY and bool(table.overlay), passive_policy
    )
    table.tweens.finish_all()
    table.update(0.016, [])
    lay = table.lay
    mine = table.my_cards()
    assert set(mine) == set(table.ctl.hand.view(2).hand) and table.shown.seat == 2
    for c in mine:
        s = table.sprites[c]
        assert s.visible and abs(s.pos[1] - lay.hand_y) < lay.ch * 0.3
    for seat, c in table.overlay:
        assert seat != 2 and table.sprites[c].pos == lay.seats[(seat - 2) % 5].trick
    n = len(table.ctl.hand.actions)
    card = next(
        p.card for p in table.legal_plays() if sum(q.card == p.card for q in table.legal_plays()) == 1
    )
    drag(table, card, lay.centre)
    action = table.ctl.hand.actions[n]
    assert isinstance(action, Play) and action.card == card
    assert card not in table.ctl.hand.view(2).hand


@pytest.mark.english_text
def test_the_winning_card_is_marked_while_the_trick_is_held_then_swept() -> None:
    from game.ui.app import make_context
    from game.ui.settings import Settings

    from .conftest import SIZE

    ctx = make_context(Settings(speed="normal"), size=SIZE, seed=5, threaded_ai=False)
    table = make_table(ctx, seed=21)
    assert run_until(table, lambda: table.winning_card is not None, dt=0.02)
    held = table.winning_card
    assert held in {c for _, c in table.overlay}  # the marked card is in the trick on the table
    assert "wins with" in table.banner or "win with" in table.banner
    assert str(held) in table.banner
    assert run_until(table, lambda: table.winning_card is None, dt=0.02)


@pytest.mark.english_text
def test_wait_after_each_trick_holds_the_trick_until_a_click() -> None:
    from game.ui.app import make_context
    from game.ui.input import PointerDown
    from game.ui.settings import Settings

    from .conftest import SIZE

    ctx = make_context(Settings(speed="fast", wait_after_trick=True), size=SIZE, seed=5, threaded_ai=False)
    table = make_table(ctx, seed=21)
    assert run_until(table, lambda: table.waiting_sweep is not None, dt=0.02)
    held = [c for _, c in table.overlay]
    actions = len(table.ctl.hand.actions)
    for _ in range(200):  # ten seconds: nothing moves on by itself
        table.update(0.05, [])
    assert [c for _, c in table.overlay] == held and table.waiting_sweep is not None
    assert "Click or press a key" in table.message
    table.update(0.0, [PointerDown((5.0, 5.0), 1, 1)])
    assert table.waiting_sweep is None and table.overlay == []
    assert run_until(table, lambda: len(table.ctl.hand.actions) > actions or table.ready, passive_policy)


@pytest.mark.english_text
def test_the_speed_names_say_what_they_do() -> None:
    from game.ui.napoleon.presenter import T_PLAY_GAP
    from game.ui.settings import CARD_GAP, SPEEDS, speed_words

    assert CARD_GAP == T_PLAY_GAP
    assert SPEEDS[0] == "slow"
    assert speed_words("slow") == "slow (a card every 0.8 s)"
    assert speed_words("normal") == "normal (a card every 0.4 s)"
    assert speed_words("off") == "instant"


@pytest.mark.english_text
def test_numbers_read_naturally() -> None:
    from game.rules import i18n
    from game.rules.i18n import ngettext

    def count(n: int) -> tuple[str, str]:
        card = ngettext("{n} card", "{n} cards", n).format(n=n)
        return card, ngettext("{n} pt", "{n} pts", n).format(n=n)

    assert (count(1), count(2), count(0)) == (("1 card", "1 pt"), ("2 cards", "2 pts"), ("0 cards", "0 pts"))
    try:
        i18n.set_language("ja")
        assert count(5) == ("5枚", "5点")
    finally:
        i18n.set_language("en")


def test_options_over_the_pause_menu_hide_the_pause_menus_panel(ctx: Context) -> None:
    from game.ui.scenes.pause import PauseScene

    table = make_table(ctx)
    pause = PauseScene(ctx, table.rules)
    ctx.stack.push(pause)
    assert not pause.under_a_menu()
    ctx.router.push(routes.Options(overlay=True))
    options = ctx.stack.top
    assert pause.under_a_menu() and not options.under_a_menu()  # type: ignore[union-attr]


def test_the_bidding_panel_starts_on_my_last_bid_suit_or_my_longest_suit() -> None:
    from game.napoleon import PASS
    from game.rules import Card
    from game.ui.napoleon.panels import BidPanel, preferred_trump

    hand = [Card.parse(c) for c in ["♥2", "♥5", "♥K", "♠A", "♣3", "♦4", "♥9"]]
    assert preferred_trump(hand, [], 0) == Suit.HEARTS  # the longest suit
    assert preferred_trump(hand, [(0, Bid(12, Suit.DIAMONDS)), (1, PASS)], 0) == Suit.DIAMONDS
    legal = [PASS, *(Bid(n, t) for n in (12, 13) for t in Suit)]
    panel = BidPanel(legal, lambda a: None, [], Suit.HEARTS)
    assert (panel.number, panel.trump) == (12, Suit.HEARTS)
    assert (BidPanel(legal, lambda a: None, []).trump) == Suit.CLUBS  # no preference: the cheapest


def test_the_keyboard_cursor_skips_cards_you_may_not_play(ctx: Context) -> None:
    for seed in range(3, 40):  # a turn where some of your cards are not playable
        table = make_table(ctx, seed=seed)
        if not run_until(
            table,
            lambda t=table: (
                t.ready and t.shown.phase == Phase.PLAY and 0 < len(t.legal_plays()) < len(t.my_cards())
            ),
            passive_policy,
        ):
            continue
        legal = {p.card for p in table.legal_plays()}
        for key in ["right"] * 12 + ["left"] * 12:
            table.update(0.0, [KeyPress(key)])
            assert table.cursor_card() in legal
        return
    raise AssertionError("no turn with unplayable cards in 37 deals")


def test_the_drop_zone_lights_up_while_a_playable_card_is_dragged(ctx: Context) -> None:
    import pygame

    from game.ui.input import PointerDown

    table = make_table(ctx, seed=3)
    assert run_until(table, lambda: table.ready and table.shown.phase == Phase.PLAY, passive_policy)
    table.tweens.finish_all()
    legal = {p.card for p in table.legal_plays()}
    card = next(c for c in table.my_cards() if c in legal)
    cx, cy = (round(v) for v in table.lay.centre)
    surface = pygame.Surface(table.lay.size)
    table.draw(surface)
    before = surface.get_at((cx, cy - 5))
    pos = table.sprites[card].pos
    table.update(0.01, [PointerMove(pos), PointerDown(pos, 1, 1)])
    table.update(0.01, [PointerMove((pos[0] + 30, pos[1] - 260), (True, False, False))])
    assert table.dragging == card
    table.draw(surface)
    assert surface.get_at((cx, cy - 5)) != before  # the mat's middle is lit


@pytest.mark.english_text
def test_trump_called_card_and_adjutant_stay_in_sight(ctx: Context) -> None:
    from game.ui.table.draw import contract_lines

    table = make_table(ctx, seed=3)
    assert contract_lines(table) == []  # nothing to show while bidding
    assert run_until(table, lambda: table.shown.phase == Phase.PLAY and table.ready, passive_policy)
    v = table.shown
    lines = contract_lines(table)
    assert lines[0] == ("No trumps" if v.trump is None else f"Trump {v.trump.symbol}")
    assert [f"Called {c}" for c in v.called] == lines[1 : 1 + len(v.called)]
    assert run_until(
        table, lambda: bool(table.shown.revealed) or table.shown.phase == Phase.DONE, passive_policy
    )
    if table.shown.revealed and table.shown.phase != Phase.DONE:
        seat = table.shown.revealed[0]
        who = "Napoleon alone" if seat == table.shown.napoleon else "Adjutant:"
        assert any(line.startswith(who) for line in contract_lines(table))


@pytest.mark.english_text
def test_the_trick_history_lists_every_trick_and_opens_by_key_and_button(ctx: Context) -> None:
    from game.ui.table.trick_history import TrickHistoryScene, history_rows

    table = make_table(ctx, seed=3)
    assert run_until(table, lambda: table.ready and len(table.shown.tricks) >= 3, passive_policy)
    v, names = table.shown, table.session.names
    rows = history_rows(v, names)
    assert len(rows) == len(v.tricks) + (1 if v.trick else 0)
    first = v.tricks[0]
    assert rows[0][0].startswith(f"1. {names[first.seats[0]]} {first.cards[0]}")
    assert rows[0][1].startswith(names[first.winner])
    table.update(0.0, [KeyPress("t")])
    assert isinstance(ctx.stack.top, TrickHistoryScene)
    ctx.stack.top.update(0.0, [KeyPress("x")])
    assert ctx.stack.top is table
    table.last_trick_button.on_click()
    assert isinstance(ctx.stack.top, TrickHistoryScene)


def test_the_table_changes_language_at_once_and_saves_names_in_english(ctx: Context) -> None:
    import pygame

    from game.ui.napoleon.panels import BidPanel
    from game.ui.table.draw import contract_lines

    table = make_table(ctx, seed=3)
    assert run_until(table, lambda: table.ready and isinstance(table.panel, BidPanel), passive_policy)
    surface = pygame.Surface(table.lay.size)
    try:
        ctx.apply_language("ja")
        assert (table.hint_button.label, table.menu_button.label) == ("ヒント", "メニュー")
        assert isinstance(table.panel, BidPanel) and table.panel.pass_button.label == "パス"
        table.draw(surface)
        assert run_until(table, lambda: table.ready and table.shown.phase == Phase.PLAY, passive_policy)
        table.draw(surface)
        assert contract_lines(table)[0] in (
            "切り札なし",
            f"切り札 {table.shown.trump.symbol}" if table.shown.trump else "",
        )
        assert table.session.names[0] == "You" and table.snapshot()["names"][0] == "You"
    finally:
        ctx.apply_language("en")
    assert table.hint_button.label == "Hint"


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_call_panel_is_readable_and_offers_the_usual_calls(ctx: Context, size: tuple[int, int]) -> None:
    from game.ui.driver.napoleon import napoleon_policy

    ctx.size = size
    for seed in range(40):  # a deal where the human becomes Napoleon with a suit
        ctx.stack.scenes.clear()
        table = make_table(ctx, seed=seed)
        table.layout(size)
        run_until(table, lambda t=table: t.ready and t.shown.phase != Phase.BID, napoleon_policy, limit=3000)
        v = table.shown
        if v.phase == Phase.CALL and v.to_act == table.human and v.contract and v.contract[1] is not None:
            break
    else:
        pytest.skip("no deal made the human Napoleon with a trump suit")
    panel = table.panel
    assert isinstance(panel, CallPanel)
    trump = table.shown.contract[1]
    assert trump is not None
    # Every card is a key whose rank is drawn at least 11 px high (readable), none overlapping.
    rects = [r for _c, r in panel.cells]
    assert all(r.h >= 18 for r in rects) and panel.size >= 11
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    quick = {c for _w, c, _r in panel.quick_cells}
    assert table.rules.mighty(trump) in quick or table.rules.mighty(trump) in set(table.shown.hand)
    if table.rules.right_left_jacks:
        right = next(c for c, _r in panel.cells if not c.is_joker and c.suit == trump and c.rank == 11)
        assert right in quick or right in set(table.shown.hand)
    # One click on a usual call calls it.
    _words, card, rect = panel.quick_cells[0]
    click(table, rect.center)
    settle(table, 30)
    assert card in table.ctl.hand.called


def test_every_marker_on_a_plate_explains_itself_under_the_pointer(ctx: Context) -> None:
    import pygame

    from game.rules.i18n import _
    from game.ui.napoleon.face import MARKER_WORDS

    table = make_table(ctx, seed=12)
    run_until(
        table, lambda: table.ready and table.shown.phase not in (Phase.BID,), passive_policy, limit=4000
    )
    surface = pygame.Surface(ctx.size)
    table.draw(surface)
    names = {name for _spot, name in table.marker_spots}
    assert {"dealer", "napoleon"} <= names
    for spot, name in table.marker_spots:
        table.update(0.016, [PointerMove(spot.center)])
        assert _hover_tip(table, table.marker_spots) == _(MARKER_WORDS[name])
    table.update(0.016, [PointerMove((2, ctx.size[1] // 2))])  # away from every marker
    assert _hover_tip(table, table.marker_spots) not in {_(w) for w in MARKER_WORDS.values()}


def test_the_led_card_is_marked_and_captured_cards_are_readable(
    ctx: Context, monkeypatch: pytest.MonkeyPatch
) -> None:
    import pygame

    from game.rules.i18n import pgettext
    from game.ui import theme
    from game.ui.layout import compute

    assert compute((1280, 800), 5).tiny_w >= 48  # the captured cards' corner index is legible
    table = make_table(ctx, seed=12)
    run_until(table, lambda: table.ready and len(table.shown.trick) >= 1, passive_policy, limit=6000)
    drawn: list[str] = []
    real = theme.rendered
    monkeypatch.setattr(theme, "rendered", lambda s, *a, **k: (drawn.append(s), real(s, *a, **k))[1])
    table.draw(pygame.Surface(ctx.size))
    assert pgettext("card tag", "led") in drawn


def test_two_players_see_their_pile_tops_apart_and_counted_apart(ctx: Context) -> None:
    table = make_table(ctx, seed=4, players=2)
    run_until(table, lambda: table.ready and table.shown.phase == Phase.PLAY, passive_policy, limit=6000)
    v = table.shown
    shown = table.shown_cards()
    tops = [c for c in table.my_cards() if c not in v.hand]
    assert tops and sorted(shown.piles) == sorted(tops)
    table.tweens.finish_all()
    hand_row = max(table.sprites[c].pos[1] for c in v.hand if c in table.sprites)
    assert all(table.sprites[c].pos[1] < hand_row - table.lay.ch * 0.5 for c in tops)  # a row of their own
    on_piles = sum(len(p) for p in v.piles[table.human])
    info = table.face.seat_info(table, table.human, v.held_counts[table.human])
    assert str(on_piles) in info and str(v.held_counts[table.human] - on_piles) in info
