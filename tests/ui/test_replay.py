"""Hand replay: every action, by trick, forwards and back, all hands face up."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.both_languages


def test_the_replay_steps_through_every_action_and_by_trick() -> None:
    import random

    import pygame

    from game.napoleon import NapoleonHand, Play, RuleSet
    from game.ui.app import make_context
    from game.ui.input import KeyPress
    from game.ui.scenes.replay import ReplayScene
    from game.ui.settings import Settings

    from ..rules.helpers import play_randomly
    from .conftest import SIZE

    hand = NapoleonHand.new(RuleSet.preset("pagat"), 7, 0)
    play_randomly(hand, random.Random(7))
    ctx = make_context(Settings(speed="off"), size=SIZE, seed=5, threaded_ai=False)
    scene = ReplayScene(ctx, hand.record())
    ctx.stack.push(scene)
    scene.layout(SIZE)
    assert len(scene.steps) == len(hand.actions) + 1
    last = scene.steps[-1].views[0]
    assert last.result == hand.result and last.tricks == tuple(hand.tricks)
    # every hand face up: the seats' own hands together are the deal
    dealt = sorted(c for v in scene.steps[0].views for c in v.hand)
    assert dealt == sorted(c for h in hand.deal.hands for c in h)
    surface = pygame.Surface(SIZE)
    scene.update(0.0, [KeyPress("down")])  # to the end of the first trick
    v = scene.steps[scene.at].views[0]
    assert len(v.tricks) == 1 and not v.trick and isinstance(scene.steps[scene.at].action, Play)
    scene.draw(surface)
    scene.update(0.0, [KeyPress("down"), KeyPress("up")])
    assert len(scene.steps[scene.at].views[0].tricks) == 1
    scene.update(0.0, [KeyPress("left")])
    assert scene.steps[scene.at].views[0].trick  # one card back: the trick is on the table again
    scene.update(0.0, [KeyPress("end")])
    assert scene.at == len(scene.steps) - 1
    scene.draw(surface)
    scene.update(0.0, [KeyPress("home")])
    assert scene.at == 0
    scene.draw(surface)


@pytest.mark.english_text
def test_the_players_own_steps_are_said_in_the_second_person() -> None:
    from game.napoleon import Bid, Pass, Play
    from game.rules import Card, Suit
    from game.ui.napoleon.replay_words import NapoleonReplay
    from game.ui.scenes.replay import Step, describe

    names, words = ["You", "Ben"], NapoleonReplay()
    said = [
        describe(Step((), 0, action), names, words)
        for action in (Bid(14, Suit.SPADES), Pass(), Play(Card.parse("SA")))
    ]
    assert said == ["You bid 14♠", "You pass", "You play ♠A"]
    assert describe(Step((), 1, Pass()), names, words) == "Ben passes"


def _field(text: str, template: str, field: str) -> str:
    """What ``template`` (a message in the language of the moment) put in ``{field}`` of ``text``."""
    import re

    pattern = re.escape(template)
    for name in re.findall(r"\{(\w+)\}", template):
        group = "(?P<want>.+?)" if name == field else ".+?"
        pattern = pattern.replace(re.escape("{" + name + "}"), group, 1)
    found = re.fullmatch(pattern, text)
    assert found is not None, (text, template)
    return found.group("want")


def _header_and_replay_contract(view: object, names: list[str]) -> tuple[str, str]:
    """The contract as the table's header writes it and as the replay's lines write it."""
    from types import SimpleNamespace

    from game.rules.i18n import _
    from game.ui.napoleon.face import NapoleonFace
    from game.ui.napoleon.replay_words import NapoleonReplay

    table = SimpleNamespace(shown=view, names=names, human=None, finished_trick_shown=False)
    header = NapoleonFace.status_parts(None, table)[0]  # type: ignore[arg-type]
    line = NapoleonReplay().lines(view, names)[0]  # type: ignore[arg-type]
    return (
        _field(header, _("Contract {contract} ({player})"), "contract"),
        _field(line, _("Contract {bid} by {player}"), "bid"),
    )


def test_a_clubs_contract_is_written_with_clubs_in_the_replay() -> None:
    """Issue 39: "Contract 13NT" for a 13♣ contract. Clubs is suit 0: the replay's line wrote
    no trumps for it. The replay writes a contract as the header does, ♣ and NT alike."""
    from game.napoleon import PASS, Bid, NapoleonHand, RuleSet
    from game.rules import Suit
    from game.ui.napoleon.panels import contract_text

    names = ["Ann", "Ben", "Cho", "Dai", "Emi"]
    for trump in (Suit.CLUBS, None, Suit.SPADES):
        hand = NapoleonHand.new(RuleSet.preset("rules-card"), 3, 0)  # no-trump bids allowed
        hand.apply(Bid(13, trump))
        while hand.contract is None:
            hand.apply(PASS)
        view = hand.view(0)
        header, replay = _header_and_replay_contract(view, names)
        assert replay == header == contract_text(13, trump)
        assert ("NT" in replay) == (trump is None)


def test_the_replay_writes_every_contract_as_the_header_does() -> None:
    """Over random hands of every preset (and the soak's rule variants: misère, targets,
    number bids, bidding without suit), at every step with a contract or a high bid."""
    import random

    from game.napoleon import NapoleonHand, RuleConflict
    from game.rules.games import GAMES

    spec = GAMES["napoleon"]
    variants = dict(spec.presets)
    variants.update(spec.soak_variants() if spec.soak_variants is not None else {})
    names = ["Ann", "Ben", "Cho", "Dai", "Emi", "Fumi"]
    seen = 0
    for label, rules in variants.items():
        for seed in range(3):
            try:
                hand = NapoleonHand.new(rules, seed, seed % rules.players)
            except RuleConflict:
                continue
            rng = random.Random(seed)
            while not hand.is_over:
                view = hand.view(0)
                if view.contract is not None and view.napoleon is not None:
                    header, replay = _header_and_replay_contract(view, names[: rules.players])
                    assert replay == header, (label, seed)
                    seen += 1
                hand.apply(rng.choice(list(hand.legal_actions())))
    assert seen


def test_the_trick_count_says_nothing_until_the_play_sets_it() -> None:
    """Issue 39: "Tricks 0 of —" in the auction. The count appears with the play, true."""
    from game.napoleon import NapoleonHand, RuleSet
    from game.napoleon.hand import Phase
    from game.ui.napoleon.replay_words import NapoleonReplay

    from ..rules.helpers import play_randomly

    hand = NapoleonHand.new(RuleSet.preset("pagat"), 7, 0)
    words = NapoleonReplay()
    names = ["Ann", "Ben", "Cho", "Dai", "Emi"]
    auction = words.lines(hand.view(0), names)
    assert not any("—" in line for line in auction) and len(auction) == 0
    play_randomly(hand, __import__("random").Random(7))
    assert hand.phase == Phase.DONE
    last = words.lines(hand.view(0), names)
    total = hand.view(0).n_tricks
    assert total and any(str(total) in line and "—" not in line for line in last[-1:])


def test_opened_over_a_scene_the_replay_paints_its_first_picture_over_frames() -> None:
    """Issue 38: the review's first frame took 55-66 ms (every step worked out, the first
    picture painted whole, with the card faces at the replay's sizes loaded). Opened over
    another scene, the replay works its steps out as they are needed and paints its first
    picture a few pieces a frame, drawing nothing meanwhile (the last frame stays on the
    screen); then it shows the picture a replay alone paints at once."""
    import random

    import pygame

    from game.napoleon import NapoleonHand, RuleSet
    from game.ui.app import make_context
    from game.ui.scene import Scene
    from game.ui.scenes.replay import ReplayScene
    from game.ui.settings import Settings

    from ..rules.helpers import play_randomly
    from .conftest import SIZE

    hand = NapoleonHand.new(RuleSet.preset("pagat"), 7, 0)
    play_randomly(hand, random.Random(7))
    ctx = make_context(Settings(speed="off"), size=SIZE, seed=5, threaded_ai=False)
    ctx.stack.push(Scene(ctx))  # what the replay opens over
    scene = ReplayScene(ctx, hand.record(), ["Ann", "Ben", "Cho", "Dai", "Emi"])
    ctx.stack.push(scene)
    assert len(scene.steps) == len(hand.actions) + 1 and not scene.steps.complete
    assert scene.preparing and scene.animating and ctx.stack.visible() == [scene]
    surface = pygame.Surface(SIZE)
    surface.fill((1, 2, 3))  # the last frame
    scene.draw(surface)  # nothing yet: the last frame stays
    assert pygame.transform.average_color(surface)[:3] == (1, 2, 3)
    frames = 0
    while scene.preparing:
        scene.update(0.0, [])
        frames += 1
        assert frames < 10000
    while not scene.steps.complete:  # the rest worked out ahead, a few a frame
        scene.update(0.0, [])
    scene.draw(surface)
    alone = make_context(Settings(speed="off"), size=SIZE, seed=5, threaded_ai=False)
    reference = ReplayScene(alone, hand.record(), ["Ann", "Ben", "Cho", "Dai", "Emi"])
    alone.stack.push(reference)
    assert not reference.preparing  # nothing beneath to show: painted at once
    painted = pygame.Surface(SIZE)
    reference.draw(painted)
    assert pygame.image.tobytes(surface, "RGB") == pygame.image.tobytes(painted, "RGB")


def test_the_pictures_surfaces_are_made_while_the_first_picture_is_prepared() -> None:
    """A window-sized surface is 4-5 ms of fresh memory in one piece: made in a frame that
    shows the replay, it made that frame 5 ms longer than the one before (the first step
    after half a second, in every review: bench.ui --coach-only). They are made while the last
    frame stays on the screen, one a frame; stepping back and forth makes none."""
    import random
    from typing import Any

    import pygame

    from game.napoleon import NapoleonHand, RuleSet
    from game.ui.app import make_context
    from game.ui.input import KeyPress
    from game.ui.scene import Scene
    from game.ui.scenes import replay as replay_module
    from game.ui.scenes.replay import PICTURES, ReplayScene
    from game.ui.settings import Settings

    from ..rules.helpers import play_randomly
    from .conftest import SIZE

    made: list[tuple[bool, tuple[int, int]]] = []  # (while preparing, size)
    scene_box: list[ReplayScene] = []

    class Counting:
        """pygame, with its window-sized surfaces counted."""

        def __getattr__(self, name: str) -> Any:
            return getattr(pygame, name)

        def Surface(self, size: Any, *args: Any) -> pygame.Surface:  # pygame's name
            made.append((bool(scene_box) and scene_box[0].preparing, tuple(size)))
            return pygame.Surface(size, *args)

    hand = NapoleonHand.new(RuleSet.preset("pagat"), 7, 0)
    play_randomly(hand, random.Random(7))
    ctx = make_context(Settings(speed="off"), size=SIZE, seed=5, threaded_ai=False)
    ctx.stack.push(Scene(ctx))  # what the replay opens over
    screen = pygame.display.get_surface()
    assert screen is not None
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(replay_module, "pygame", Counting())
        scene = ReplayScene(ctx, hand.record(), ["Ann", "Ben", "Cho", "Dai", "Emi"])
        scene_box.append(scene)
        ctx.stack.push(scene)
        frames = 0
        while scene.preparing:
            scene.update(0.0, [])
            scene.draw(screen)
            frames += 1
            assert frames < 10000
        assert [m for m in made if m[1] == SIZE] == [(True, SIZE)] * PICTURES
        made.clear()
        for key in ["right"] * 12 + ["left"] * 6 + ["down", "down", "up", "end", "home"]:
            scene.update(0.0, [KeyPress(key)])
            scene.draw(screen)
            for _ in range(30):  # a while on the step: its neighbours drawn ahead
                scene.update(0.0, [])
                scene.draw(screen)
    assert [m for m in made if m[1] == SIZE] == []


def test_every_card_face_of_a_replay_is_drawn_at_two_sizes() -> None:
    """A face at a size not drawn before is loaded and scaled, a millisecond or more: the trick
    is laid out for a card from every seat from its first card on (it used to widen and shrink
    as cards came), so the hands' size and the trick's are the only two, loaded ahead."""
    import random

    import pygame

    from game.napoleon import NapoleonHand, RuleSet
    from game.ui.app import make_context
    from game.ui.scenes.replay import ReplayScene
    from game.ui.settings import Settings

    from ..rules.helpers import play_randomly
    from .conftest import SIZE

    hand = NapoleonHand.new(RuleSet.preset("pagat"), 7, 0)
    play_randomly(hand, random.Random(7))
    ctx = make_context(Settings(speed="off"), size=SIZE, seed=5, threaded_ai=False)
    widths: set[int] = set()
    real = ctx.art.face

    def face(card: object, width: int) -> pygame.Surface:
        widths.add(width)
        return real(card, width)  # type: ignore[arg-type]

    ctx.art.face = face  # type: ignore[method-assign]
    scene = ReplayScene(ctx, hand.record())
    ctx.stack.push(scene)
    surface = pygame.Surface(SIZE)
    for at in range(len(scene.steps)):
        scene.go(at)
        scene.update(0.0, [])
        scene.draw(surface)
    assert len(widths) == 2
