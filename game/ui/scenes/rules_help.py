"""Rules help: a readable summary of the active rule set, scrollable."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.napoleon import PRESETS, RuleConflict, RuleSet, preset_description, preset_title
from game.napoleon.option_specs import option_spec
from game.napoleon.presets import preset_source
from game.rules import Suit
from game.rules.i18n import _, ngettext, pgettext

from .. import routes, theme
from ..backdrop import felt
from ..context import Context
from ..house_settings import rules_from_settings
from ..input import InputEvent, KeyPress, PointerDown, Wheel
from ..scene import Scene
from ..widgets import Button, wrap_text
from .house_rules import show


class Heading(str):
    """A heading line of the summary (drawn in gold, bold)."""

    __slots__ = ()


def _said(text: str) -> str:
    """A text of the rules layer in the player's language (its catalogue has it)."""
    return _(text) if text else text


# Words for option values inside the summary's sentences (the value's English name otherwise).
ALL_PASS: dict[str, Callable[[], str]] = {
    "redeal": lambda: _("If everyone passes: redeal."),
    "turn_up_blind": lambda: _("If everyone passes: turn up blind."),
    "mighty_holder": lambda: _("If everyone passes: mighty holder."),
}
JOKER_LED: dict[str, Callable[[], str]] = {
    "strong_hunter": lambda: pgettext("joker led", "strong hunter"),
    "weak_hunter": lambda: pgettext("joker led", "weak hunter"),
    "below_mighty": lambda: pgettext("joker led", "below mighty"),
    "strongest": lambda: pgettext("joker led", "strongest"),
}
JOKER_FOLLOWED: dict[str, Callable[[], str]] = {
    "weakest": lambda: pgettext("joker followed", "weakest"),
    "below_mighty": lambda: pgettext("joker followed", "below mighty"),
}
SCORING: dict[str, Callable[[], str]] = {
    "pagat": lambda: pgettext("scoring", "pagat"),
    "multiplied": lambda: pgettext("scoring", "multiplied"),
    "barraco": lambda: pgettext("scoring", "barraco"),
    "bga_classic": lambda: pgettext("scoring", "bga classic"),
    "bga_bonus": lambda: pgettext("scoring", "bga bonus"),
    "hard": lambda: pgettext("scoring", "hard"),
    "count": lambda: pgettext("scoring", "count"),
}


def _value(words: dict[str, Callable[[], str]], value: object) -> str:
    key = str(value)
    return words[key]() if key in words else key.replace("_", " ")


def game_summary(rules: Any) -> list[str]:
    """Another game's rules than Napoleon's (British Nap's), generated from its spec in the
    registry: the nearest preset, the game's own sentences (``describe_rules``), then every
    option with its value and help (the option specs)."""
    from game.rules.games import spec_for_rules

    from ..game_choice import game_words, preset_about, preset_words

    spec = spec_for_rules(rules)
    data = rules.to_json()

    def changed(preset: Any) -> int:
        ref = preset.to_json()
        return sum(ref.get(k) != v for k, v in data.items())

    best = min(spec.presets, key=lambda p: changed(spec.presets[p]))
    title = preset_words(spec.name, best)
    out: list[str] = [
        _("{game} — rules: {preset}").format(game=game_words(spec.name), preset=title),
        preset_about(spec.name, best),
        "",
        Heading(_("THE GAME")),
        *spec.describe_rules(rules),
        "",
        Heading(_("OPTIONS")),
    ]
    for o in spec.options:
        value = _(o.show(getattr(rules, o.name), rules))
        out.append(_("{option}: {value}").format(option=o.label_words(), value=value))
        helped = o.help_for(rules)
        if helped:
            out.append("    " + _(helped))
    return out


def summary(rules: RuleSet, base: str | None = None) -> list[str]:
    """The rule set in sentences a player reads before a game (no option names); house rules
    (options that differ from the preset ``base``, or the nearest preset) are listed last.
    Headings are :class:`Heading` lines. Another game's rules: :func:`game_summary`."""
    if not isinstance(rules, RuleSet):
        return game_summary(rules)
    r = rules
    name = _preset_name(r)
    out: list[str] = []
    if name:
        out += [_("Rules: {preset}").format(preset=preset_title(name)), preset_description(name)]
        if preset_source(name):  # the preset's source, named here rather than in its title
            out.append(_("Source: {source}").format(source=preset_source(name)))
        out.append("")
    else:
        base = base if base is not None and base in PRESETS else _nearest_preset(r)
        out += [
            _("Rules: {preset} with house rules").format(preset=preset_title(base)),
            preset_description(base),
            "",
        ]
    words = {
        "players": r.players,
        "cards": len(r.deck),
        "jokers": r.joker_count,
        "each": r.cards_per_hand,
        "blind": r.blind_size,
    }
    if r.joker_count:
        deal = ngettext(
            "{players} players, {cards} cards, {jokers} joker: {each} cards each, {blind} to the blind.",
            "{players} players, {cards} cards, {jokers} jokers: {each} cards each, {blind} to the blind.",
            r.joker_count,
        ).format(**words)
    else:
        deal = _("{players} players, {cards} cards: {each} cards each, {blind} to the blind.").format(**words)
    out += [
        Heading(_("THE DEAL")),
        deal,
        "",
        Heading(_("BIDDING")),
        _(
            "Bid how many of the {points} picture cards ({ranks}) your side will take, and a trump "
            "suit. Bids run {low} to {high}."
        ).format(
            points=r.total_points,
            ranks="10 J Q K A" if r.tens_score else "J Q K A",
            low=r.min_bid,
            high=r.top_bid,
        ),
        {
            "bridge": lambda: _("Equal numbers: ♣ < ♦ < ♥ < ♠."),
            "khopesh": lambda: _("Equal numbers: ♣ < ♠ < ♥ < ♦."),
            "none": lambda: _("Only the number counts: a bid must be higher."),
        }[str(r.suit_order)](),
        {
            "off": lambda: _("No no-trump bids."),
            "below": lambda: _("No-trumps ranks below the suits."),
            "above": lambda: _("No-trumps ranks above the suits."),
        }[str(r.no_trump)](),
        _("A pass is final.") if str(r.bid_order) == "pass_final" else _("You may bid again after passing."),
        ALL_PASS[str(r.all_pass)]()
        if str(r.all_pass) in ALL_PASS
        else _("If everyone passes: {what}.").format(what=str(r.all_pass).replace("_", " ")),
        "",
        Heading(_("NAPOLEON AND THE ADJUTANT")),
    ]
    if r.has_adjutant:
        out.append(
            _(
                "The highest bidder, Napoleon, calls a card before taking the blind; "
                "its secret holder is the adjutant, revealed when it is played."
            )
            if str(r.call_timing) == "before_exchange"
            else _(
                "The highest bidder, Napoleon, calls a card after taking the blind; "
                "its secret holder is the adjutant, revealed when it is played."
            )
        )
        out.append(
            _("Napoleon may call a card in their own hand (playing alone).")
            if r.call_own_card
            else _("Napoleon may not call a card in their own hand.")
        )
    else:
        out.append(_("Napoleon plays alone against everyone (no adjutant)."))
    if r.exchanges and r.blind_size:
        out.append(_("Napoleon takes the {n}-card blind and discards as many.").format(n=r.blind_size))
    elif r.blind_deal_out:
        out.append(_("The blind is dealt out to the players."))
    out += [
        "",
        Heading(_("PLAY")),
        _(
            "Napoleon leads the first trick. Follow the suit led if you can; otherwise play any card. "
            "The highest trump wins the trick, else the highest card of the suit led, unless a special "
            "card below beats them; the winner takes the picture cards in it and leads next."
        ),
    ]
    out += ["", Heading(_("SPECIAL CARDS")), _("Mighty (♠A): beats everything.")]
    if r.right_left_jacks:
        out.append(
            _("Right jack (the trump jack), then left jack (the other jack of the trump colour), rank next.")
        )
    if r.yoromeki:
        out.append(_("Enchantress (♥Q): captures the Mighty when both are in a trick."))
    if r.same_two:
        out.append(_("Same-two: a 2 of the led suit wins when everyone followed suit."))
    if r.joker_count:
        out.append(
            _("Joker: {led} when led; {followed} when followed.").format(
                led=_value(JOKER_LED, r.joker_led_strength),
                followed=_value(JOKER_FOLLOWED, r.joker_follow_strength),
            )
        )
    out.append(
        _("The first trick is plain (no trumps).")
        if not r.first_trick_trumps
        else _("Trumps count from the first trick.")
    )
    scoring = _value(SCORING, r.scoring)
    out += [
        "",
        Heading(_("SCORING")),
        _("Scoring: {scoring}; first to {target}.").format(scoring=scoring, target=r.target_score)
        if r.target_score
        else ngettext("Scoring: {scoring}; {n} hands.", "Scoring: {scoring}; {n} hands.", r.rounds).format(
            scoring=scoring, n=r.rounds
        ),
    ]
    out += chip_examples(r)
    if str(r.siberian) != "off":
        out.append(_("Siberian rule: taking all the points with a lower bid fails the contract."))
    if r.exact_bid:
        out.append(_("Napoleon must take exactly the bid."))
    if not name and base is not None:
        out += house_lines(r, base)
    return out


def chip_examples(r: RuleSet) -> list[str]:
    """The chips a hand moves, worked out by the engine's own settlement: Napoleon at the
    minimum bid with an adjutant, made exactly and failed by one point."""
    from game.napoleon.scoring import settle

    if r.players < 3:
        return []
    bid = r.min_bid
    napoleon, adjutants = 0, ((1,) if r.has_adjutant else ())
    lines = []
    for took, said in (
        (bid, _("Made {bid} exactly: Napoleon {nap}, adjutant {adj}, each other player {other}.")),
        (bid - 1, _("Failed by one point: Napoleon {nap}, adjutant {adj}, each other player {other}.")),
    ):
        points = [0] * r.players
        points[napoleon] = took
        points[-1] = r.total_points - took
        try:
            res = settle(
                r,
                napoleon=napoleon,
                adjutants=adjutants,
                bid=bid,
                trump=Suit.SPADES,
                called=(),
                points_won=points,
                discard_points=0,
            )
        except Exception:  # a scoring this example cannot express: say nothing rather than wrong
            return []
        pay = res.payments
        adj = f"{pay[1]:+d}" if adjutants else "—"
        lines.append(said.format(bid=bid, nap=f"{pay[0]:+d}", adj=adj, other=f"{pay[-1]:+d}"))
    return lines


def house_lines(rules: RuleSet, base: str) -> list[str]:
    """One line per option that differs from the preset ``base``: the value and what it does."""
    ref = _at_players(PRESETS[base], rules)
    diffs = rules.differences(ref)
    if not diffs:
        return []
    out: list[str] = [
        "",
        Heading(_("HOUSE RULES (CHANGED FROM {preset})").format(preset=preset_title(base).upper())),
    ]
    for opt, (mine, theirs) in diffs.items():
        spec = option_spec(opt)
        out.append(
            _("{option}: {value} (the preset: {preset_value}). {help}").format(
                option=spec.label_words(),
                value=show(opt, mine, rules),
                preset_value=show(opt, theirs, ref),
                help=_said(spec.help_for(rules)),
            )
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
    heading = "rules"  # the glossary (a subclass) has no Glossary button of its own

    def __init__(self, ctx: Context, rules: RuleSet | Any = None, base: str | None = None) -> None:
        super().__init__(ctx)
        if rules is None:
            found = rules_from_settings(self.ctx.settings)[0]
            rules = found or RuleSet()
            base = self.ctx.settings.preset
        self.rules = rules
        self.base = base
        self.lines = summary(rules, base)
        self.scroll = 0
        self.back = Button(_("Back"), self.close, key="escape")
        self.glossary: Button | None = None
        if self.heading == "rules":
            self.glossary = Button(_("Glossary"), lambda: self.ctx.router.push(routes.Glossary()), key="g")

    def title_words(self) -> str:
        return _("Rules of this game")

    def buttons(self) -> list[Button]:
        return [b for b in (self.glossary, self.back) if b is not None]

    def language_changed(self) -> None:
        self.lines = summary(self.rules, self.base)
        self.back.label = _("Back")
        if self.glossary is not None:
            self.glossary.label = _("Glossary")
        self.dirty = True

    def close(self) -> None:
        self.stack.pop()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        bh = max(30, int(h * 0.06))
        shown = self.buttons()
        bw, gap = min(200, (w - 40) // len(shown) - 10), 16
        left = w // 2 - (len(shown) * bw + (len(shown) - 1) * gap) // 2
        for i, b in enumerate(shown):
            b.rect = pygame.Rect(left + i * (bw + gap), h - bh - 14, bw, bh)

    def handle(self, e: InputEvent) -> None:
        if any(b.handle(e) for b in self.buttons()):
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
            self.title_words(),
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
            heading = isinstance(line, Heading)
            for part in wrap_text(line, f, maxw) if line else [""]:
                if y > box.bottom - size * 1.5:
                    more = True
                    break
                theme.text(surface, part, size, (x, y), theme.GOLD if heading else theme.CREAM, bold=heading)
                y += int(size * 1.35)
        surface.set_clip(clip)
        if more or self.scroll:
            hint = _("▼ more below: scroll, ↓ or Space") if more else _("▲ scroll up for the start")
            theme.text(
                surface,
                hint,
                max(11, size - 3),
                (box.right - 14, box.bottom - 6),
                theme.GOLD_LIGHT,
                anchor="bottomright",
            )
        for b in self.buttons():
            b.draw(surface)


def _preset_name(r: RuleSet) -> str | None:
    for k, v in PRESETS.items():
        try:
            if v.replace(players=r.players, rounds=r.rounds) == r:
                return k
        except RuleConflict:
            continue
    return None
