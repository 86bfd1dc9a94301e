"""The past hands: a list of hands of both games (Napoleon's under several rules, house rules
too) and a damaged file, the empty list, an export, a replay from the list."""

from __future__ import annotations

import random
import tempfile
from collections.abc import Callable
from pathlib import Path

from game.rules.games import GAMES

from ..context import Context
from ..hand_archive import HandArchive
from ..input import KeyPress
from ..scenes.hand_history import HandHistoryScene
from ..table.controller import AI_NAMES, YOU
from .common import Shot, rules

PRESETS = ["pagat", "pagat", "bga", "1885", "pagat-joker"]  # Napoleon's, hand after hand


def fill(archive: HandArchive, folder: Path) -> None:
    """24 hands played at random (passing more often: lower bids), every ninth of British Nap,
    and a damaged file."""
    names = [YOU, *AI_NAMES]  # as a match names its seats (stored in English)
    rng = random.Random(30)
    for n in range(1, 25):
        spec = GAMES["nap" if n % 9 == 0 else "napoleon"]
        hand_rules = spec.presets[next(iter(spec.presets))]
        if spec.name == "napoleon":
            hand_rules = rules("napoleon", PRESETS[n % len(PRESETS)])
            hand_rules = hand_rules.replace(rounds=8) if n % 7 == 0 else hand_rules
        hand = spec.new_hand(hand_rules, n, n % hand_rules.players)
        while not hand.is_over:
            acts = hand.legal_actions()
            passes = [a for a in acts if str(a) == "pass"]
            hand.apply(rng.choice(passes if passes and rng.random() < 0.7 else acts))
        archive.add(hand, "30", n, 0, names[: hand_rules.players])
    (folder / "hands" / "20991231-235959-napoleon-31-h001.json").write_bytes(b"{ damaged")


def history(state: str) -> Callable[[Context], None]:
    """Past hands in a temporary folder; ``state``: "list", "empty", "export" (the message
    after E), "replay" (Enter on the third line)."""

    def build(c: Context) -> None:
        folder = Path(tempfile.mkdtemp(prefix="napoleon-shots-"))
        archive = HandArchive(folder / "hands")
        if state != "empty":
            fill(archive, folder)
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


SHOTS = (
    Shot("history", history("list")),
    Shot("history-empty", history("empty")),
    Shot("history-export", history("export")),
    Shot("history-replay", history("replay")),
)
