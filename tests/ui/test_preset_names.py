"""A preset's name is written one way wherever the rules are named (issue 39: "preset names
written three ways and one shrunk small"): its title as the game's spec writes it, never in
capitals, and with house rules one form, "Pagat with a joker + 1 house rule"."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.napoleon import NapoleonHand, RuleSet
from game.rules.games import GAMES
from game.rules.i18n import _, current_language
from game.rules.rules_summary import rules_title
from game.ui import theme
from game.ui.scenes.hand_history import rules_words

from .test_hand_history import context, filled, history, keep, napoleon

pytestmark = pytest.mark.both_languages

PRESETS = [(game, name) for game, spec in GAMES.items() for name in spec.presets]


def with_house_rule(game: str, name: str) -> Any:
    preset = GAMES[game].presets[name]
    return preset.replace(rounds=preset.rounds + 3)  # one option changed: the hands in a match


@pytest.mark.parametrize(("game", "name"), PRESETS, ids=[f"{g}-{n}" for g, n in PRESETS])
def test_the_rules_help_and_past_hands_name_the_rules_alike(game: str, name: str) -> None:
    spec = GAMES[game]
    title = _(spec.preset_titles[name])
    for rules, house in ((spec.presets[name], 0), (with_house_rule(game, name), 1)):
        named = rules_title(title, house)
        assert rules_words(spec, rules) == named  # Past hands
        sections = spec.describe_rules(rules, name)
        assert sections[0].lines[0] == _("Rules: {preset}").format(preset=named)  # the rules help
        said = [s.heading for s in sections] + [line for s in sections for line in s.lines]
        if title.upper() != title:
            assert not any(title.upper() in line for line in said), "the preset's title in capitals"


@pytest.mark.english_text
def test_the_nap_titles_name_a_minimum_bid_alike() -> None:
    """Not "Nap (minimum bid 2)" beside "Nap, minimum bid 3": one way."""
    titles = [t for spec in GAMES.values() for t in spec.preset_titles.values() if "minimum bid" in t]
    assert len(titles) >= 4 and all(re.fullmatch(r"Nap \(minimum bid \d\)", t) for t in titles), titles


def test_past_hands_give_the_rules_room(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The longest name (a preset's title and its house rules) is not shrunk small to fit a
    fixed column at 800x600: the columns are as wide as their words, so it is drawn whole at
    the list's size where the row has room (English), and at most a little smaller where no
    column can give up more (Japanese: the six columns need 10% more than the row)."""
    size = (800, 600)
    ctx = context(tmp_path)
    hand: NapoleonHand = napoleon(3, "pagat-joker")
    changed = NapoleonHand.new(RuleSet.preset("pagat-joker").replace(rounds=8, yoromeki=True), 4, 0)
    keep(ctx, [hand, changed, napoleon(5), napoleon(6, "1885")])
    scene = filled(history(ctx, tmp_path))
    scene.layout(size)
    drawn: list[tuple[str, pygame.Rect]] = []
    real = theme.text

    def spy(surface: pygame.Surface, s: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        r = real(surface, s, *args, **kwargs)
        drawn.append((s, r))
        return r

    monkeypatch.setattr(theme, "text", spy)
    scene.draw(pygame.Surface(size))
    longest = rules_title(_(GAMES["napoleon"].preset_titles["pagat-joker"]), 2)
    shown = [r for s, r in drawn if s == longest]
    assert shown, f"{longest!r} not drawn whole"
    full = theme.font(scene.fs).size(longest)[0]
    least = full if current_language() == "en" else full * 0.9
    assert all(r.w >= least for r in shown), (full, shown, scene.columns())
