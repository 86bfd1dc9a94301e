"""Rules help: a readable summary of the active rule set, scrollable."""

from __future__ import annotations

import pygame

from game.rules import PRESET_DESCRIPTIONS, PRESETS, RuleConflict, RuleSet
from game.rules.option_specs import option_spec

from .. import theme
from ..backdrop import felt
from ..context import Context
from ..input import InputEvent, KeyPress, PointerDown, Wheel
from ..scene import Scene
from ..widgets import Button, wrap_text
from .house_rules import show
from .newgame import rules_from_settings


def summary(rules: RuleSet, base: str | None = None) -> list[str]:
    """The rule set in sentences a player reads before a game (no option names); house rules
    (options that differ from the preset ``base``, or the nearest preset) are listed last."""
    r = rules
    name = _preset_name(r)
    out: list[str] = []
    if name:
        out += [f"Rules: {name}", PRESET_DESCRIPTIONS[name], ""]
    else:
        base = base if base is not None and base in PRESETS else _nearest_preset(r)
        out += [f"Rules: {base} with house rules", PRESET_DESCRIPTIONS[base], ""]
    jokers = f", {r.joker_count} joker{'s' if r.joker_count > 1 else ''}" if r.joker_count else ""
    out += [
        "THE DEAL",
        f"{r.players} players, {len(r.deck)} cards{jokers}: {r.cards_per_hand} cards each, "
        f"{r.blind_size} to the blind.",
        "",
        "BIDDING",
        f"Bid how many of the {r.total_points} picture cards "
        f"({'10 J Q K A' if r.tens_score else 'J Q K A'}) your side will take, and a trump suit. "
        f"Bids run {r.min_bid} to {r.max_bid}.",
        {
            "bridge": "Equal numbers: ♣ < ♦ < ♥ < ♠.",
            "khopesh": "Equal numbers: ♣ < ♠ < ♥ < ♦.",
            "none": "Only the number counts: a bid must be higher.",
        }[str(r.suit_order)],
        {
            "off": "No no-trump bids.",
            "below": "No-trumps ranks below the suits.",
            "above": "No-trumps ranks above the suits.",
        }[str(r.no_trump)],
        "A pass is final." if str(r.bid_order) == "pass_final" else "You may bid again after passing.",
        f"If everyone passes: {str(r.all_pass).replace('_', ' ')}.",
        "",
        "NAPOLEON AND THE ADJUTANT",
    ]
    if r.has_adjutant:
        when = "before" if str(r.call_timing) == "before_exchange" else "after"
        out.append(
            f"The highest bidder, Napoleon, calls a card {when} taking the blind; "
            "its secret holder is the adjutant, revealed when it is played."
        )
        out.append(
            "Napoleon may call a card in their own hand (playing alone)."
            if r.call_own_card
            else "Napoleon may not call a card in their own hand."
        )
    else:
        out.append("Napoleon plays alone against everyone (no adjutant).")
    if r.exchanges and r.blind_size:
        out.append(f"Napoleon takes the {r.blind_size}-card blind and discards as many.")
    elif r.blind_deal_out:
        out.append("The blind is dealt out to the players.")
    out += ["", "SPECIAL CARDS", "Mighty (♠A): beats everything."]
    if r.right_left_jacks:
        out.append(
            "Right jack (the trump jack), then left jack (the other jack of the trump colour), rank next."
        )
    if r.yoromeki:
        out.append("Enchantress (♥Q): captures the Mighty when both are in a trick.")
    if r.same_two:
        out.append("Same-two: a 2 of the led suit wins when everyone followed suit.")
    if r.joker_count:
        out.append(
            f"Joker: {str(r.joker_led_strength).replace('_', ' ')} when led; "
            f"{str(r.joker_follow_strength).replace('_', ' ')} when followed."
        )
    out.append(
        "The first trick is plain (no trumps)."
        if not r.first_trick_trumps
        else "Trumps count from the first trick."
    )
    out += [
        "",
        "SCORING",
        f"Scoring: {str(r.scoring).replace('_', ' ')}; "
        + (f"first to {r.target_score}." if r.target_score else f"{r.rounds} hands."),
    ]
    if str(r.siberian) != "off":
        out.append("Siberian rule: taking all the points with a lower bid fails the contract.")
    if r.exact_bid:
        out.append("Napoleon must take exactly the bid.")
    if not name and base is not None:
        out += house_lines(r, base)
    return out


def house_lines(rules: RuleSet, base: str) -> list[str]:
    """One line per option that differs from the preset ``base``: the value and what it does."""
    ref = _at_players(PRESETS[base], rules)
    diffs = rules.differences(ref)
    if not diffs:
        return []
    out = ["", f"HOUSE RULES (CHANGED FROM {base.upper()})"]
    for opt, (mine, theirs) in diffs.items():
        spec = option_spec(opt)
        out.append(
            f"{spec.label}: {show(opt, mine, rules)} (the preset: {show(opt, theirs, ref)})."
            f" {spec.help_for(rules)}"
        )
    return out


def _at_players(preset: RuleSet, rules: RuleSet) -> RuleSet:
    try:
        return preset.replace(players=rules.players)
    except RuleConflict:
        return preset


def _nearest_preset(r: RuleSet) -> str:
    return min(PRESETS, key=lambda k: len(r.differences(_at_players(PRESETS[k], r))))


class RulesHelpScene(Scene):
    def __init__(self, ctx: Context, rules: RuleSet | None = None, base: str | None = None) -> None:
        super().__init__(ctx)
        if rules is None:
            found, _ = rules_from_settings(self.ctx.settings)
            rules = found or RuleSet()
            base = self.ctx.settings.preset
        self.rules = rules
        self.lines = summary(rules, base)
        self.scroll = 0
        self.back = Button("Back", self.close, key="escape")

    def close(self) -> None:
        self.stack.pop()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        bh = max(30, int(h * 0.06))
        self.back.rect = pygame.Rect(w // 2 - 100, h - bh - 14, 200, bh)

    def handle(self, e: InputEvent) -> None:
        if self.back.handle(e):
            return
        if isinstance(e, Wheel):
            self.scroll = max(0, self.scroll - e.dy * 3)
        elif isinstance(e, KeyPress) and e.key in ("down", "up", "space"):
            self.scroll = max(0, self.scroll + {"down": 1, "up": -1, "space": 8}[e.key])
        elif isinstance(e, KeyPress) and e.key in ("enter", "backspace"):
            self.stack.pop()
        elif isinstance(e, PointerDown):
            return
        self.scroll = min(self.scroll, max(0, len(self.lines) - 5))
        self.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        surface.blit(felt(self.ctx.assets, w, h), (0, 0))
        theme.text(
            surface,
            "Rules of this game",
            max(22, int(h * 0.055)),
            (w / 2, h * 0.06),
            theme.GOLD_LIGHT,
            bold=True,
            anchor="center",
            shadow=True,
        )
        box = pygame.Rect(int(w * 0.06), int(h * 0.12), int(w * 0.88), int(h * 0.74))
        theme.panel(surface, box, 200)
        size = max(13, min(22, int(h * 0.027)))
        f = theme.font(size)
        y = box.y + 14
        x = box.x + 20
        maxw = box.w - 40
        clip = surface.get_clip()
        surface.set_clip(box.inflate(-4, -4))
        more = False
        for line in self.lines[self.scroll :]:
            heading = line.isupper()
            for part in wrap_text(line, f, maxw) if line else [""]:
                if y > box.bottom - size * 1.5:
                    more = True
                    break
                theme.text(surface, part, size, (x, y), theme.GOLD if heading else theme.CREAM, bold=heading)
                y += int(size * 1.35)
        surface.set_clip(clip)
        if more or self.scroll:
            hint = "▼ more below: scroll, ↓ or Space" if more else "▲ scroll up for the start"
            theme.text(
                surface,
                hint,
                max(11, size - 3),
                (box.right - 14, box.bottom - 6),
                theme.GOLD_LIGHT,
                anchor="bottomright",
            )
        self.back.draw(surface)


def _preset_name(r: RuleSet) -> str | None:
    for k, v in PRESETS.items():
        try:
            if v.replace(players=r.players, rounds=r.rounds) == r:
                return k
        except RuleConflict:
            continue
    return None
