"""Rule sets in words: :func:`describe_rules`, the rules help's sections.

The words for each option (label, help) are declared with the option in
:mod:`game.napoleon.option_specs`; ``OPTION_HELP`` and ``SCORING_HELP`` are read from there.
The rules help lays out what :func:`describe_rules` says and adds nothing of its own.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType

from game.rules.cards import Suit
from game.rules.i18n import _, ngettext, pgettext
from game.rules.rules_summary import RulesSection, nearest_preset, rules_title

from .option_specs import OPTION_SPECS, SCORING_HELP, option_spec
from .options import RuleConflict, RuleSet
from .presets import PRESETS, preset_description, preset_source, preset_title

__all__ = ["OPTION_HELP", "SAID", "SCORING_HELP", "describe_rules"]

# Derived from the specs, where the words live: one help line per option name (English
# message ids: translate with _() where shown).
OPTION_HELP: Mapping[str, str] = MappingProxyType({s.name: s.help for s in OPTION_SPECS})


# Words for option values inside the summary's sentences (the option's own words otherwise).
ALL_PASS: Mapping[str, Callable[[], str]] = MappingProxyType(
    {
        "redeal": lambda: _("If everyone passes: redeal."),
        "turn_up_blind": lambda: _("If everyone passes: turn up blind."),
        "mighty_holder": lambda: _("If everyone passes: mighty holder."),
    }
)
JOKER_LED: Mapping[str, Callable[[], str]] = MappingProxyType(
    {
        "strong_hunter": lambda: pgettext("joker led", "strong hunter"),
        "weak_hunter": lambda: pgettext("joker led", "weak hunter"),
        "below_mighty": lambda: pgettext("joker led", "below mighty"),
        "strongest": lambda: pgettext("joker led", "strongest"),
    }
)
JOKER_FOLLOWED: Mapping[str, Callable[[], str]] = MappingProxyType(
    {
        "weakest": lambda: pgettext("joker followed", "weakest"),
        "below_mighty": lambda: pgettext("joker followed", "below mighty"),
    }
)
SCORING: Mapping[str, Callable[[], str]] = MappingProxyType(
    {
        "pagat": lambda: pgettext("scoring", "pagat"),
        "multiplied": lambda: pgettext("scoring", "multiplied"),
        "barraco": lambda: pgettext("scoring", "barraco"),
        "bga_classic": lambda: pgettext("scoring", "bga classic"),
        "bga_bonus": lambda: pgettext("scoring", "bga bonus"),
        "hard": lambda: pgettext("scoring", "hard"),
        "count": lambda: pgettext("scoring", "count"),
    }
)

# The options whose every value the sections' own sentences say; any other option that
# differs from the defaults is said by its help and value (``OTHER RULES``), so a new option
# reaches the summary through its spec alone.
SAID: frozenset[str] = frozenset(
    {
        "players",
        "joker",
        "jokers",
        "hand_size",
        "min_bid",
        "max_bid",
        "tens_score",
        "suit_order",
        "no_trump",
        "bid_order",
        "all_pass",
        "call_timing",
        "call_own_card",
        "adjutant",
        "blind_deal_out",
        "right_left_jacks",
        "yoromeki",
        "same_two",
        "joker_led_strength",
        "joker_follow_strength",
        "first_trick_trumps",
        "scoring",
        "exact_bid",
        "rounds",
        "target_score",
    }
)


def _value(words: Mapping[str, Callable[[], str]], name: str, rules: RuleSet) -> str:
    value = getattr(rules, name)
    key = str(value)
    return words[key]() if key in words else _(option_spec(name).show(value, rules))


def describe_rules(rules: RuleSet, base: str | None = None) -> list[RulesSection]:
    """The rule set as a player reads it before a game, in sections, in the player's
    language: the preset (or the nearest, ``base`` if given, with house rules), the deal,
    bidding, Napoleon and the adjutant, play, the special cards, scoring with the chips a
    hand moves, every other option that differs from the defaults, and the house rules
    (the options that differ from the preset) last."""
    name = preset_name(rules)
    if name is None and (base is None or base not in PRESETS):
        base = nearest_rules_preset(rules)
    house = {} if name is not None or base is None else rules.differences(_at_players(PRESETS[base], rules))
    sections = [
        _opening(name, base, len(house)),
        _deal(rules),
        _bidding(rules),
        _napoleon(rules),
        RulesSection(
            _("PLAY"),
            (
                _(
                    "Napoleon leads the first trick. Follow the suit led if you can; otherwise play "
                    "any card. The highest trump wins the trick, else the highest card of the suit "
                    "led, unless a special card below beats them; the winner takes the picture "
                    "cards in it and leads next."
                ),
            ),
        ),
        _special_cards(rules),
        _scoring(rules),
    ]
    others = [
        _("{help} Here: {value}.").format(
            help=_(OPTION_HELP[opt]), value=_(option_spec(opt).show(mine, rules))
        )
        for opt, (mine, _default) in rules.differences(RuleSet()).items()
        if opt not in SAID and opt not in house
    ]
    if others:
        sections.append(RulesSection(_("OTHER RULES"), tuple(others)))
    if house and base is not None:
        sections.append(_house_rules(rules, base, house))
    return sections


def _opening(name: str | None, base: str | None, house_rules: int) -> RulesSection:
    """The rules named as everywhere else (:func:`rules_title`), and the preset described."""
    if name is not None:
        lines = [_("Rules: {preset}").format(preset=preset_title(name)), preset_description(name)]
        if preset_source(name):  # the preset's source, named here rather than in its title
            lines.append(_("Source: {source}").format(source=preset_source(name)))
    else:
        assert base is not None
        lines = [
            _("Rules: {preset}").format(preset=rules_title(preset_title(base), house_rules)),
            preset_description(base),
        ]
    return RulesSection("", tuple(lines))


def _deal(r: RuleSet) -> RulesSection:
    return RulesSection(_("THE DEAL"), (deal_words(r),))


def deal_words(r: RuleSet) -> str:
    """What the rules deal, in one sentence: the players, the cards, each hand, the blind, and
    the two-player game's piles with their face-up cards (the rules help's deal, and the
    new-game screen's line when the player count chosen is not the preset's own)."""
    words = {
        "players": r.players,
        "cards": len(r.deck),
        "jokers": r.joker_count,
        "each": r.cards_per_hand,
        "blind": r.blind_size,
    }
    if r.pile_cards:
        deal = _deal_with_piles(r)
    elif r.joker_count:
        deal = ngettext(
            "{players} players, {cards} cards, {jokers} joker: {each} cards each, {blind} to the blind.",
            "{players} players, {cards} cards, {jokers} jokers: {each} cards each, {blind} to the blind.",
            r.joker_count,
        )
    else:
        deal = _("{players} players, {cards} cards: {each} cards each, {blind} to the blind.")
    return deal.format(**words)


def _deal_with_piles(r: RuleSet) -> str:
    # 000's two-player game (Takasaki): "four piles of four cards, with the top and third card
    # of each pile face up", the top card of each pile played as part of the hand.
    if r.joker_count:
        return ngettext(
            "{players} players, {cards} cards with {jokers} joker: a hand of {each} and 4 piles of 4 "
            "each, the 1st and 3rd card face up; {blind} in the blind.",
            "{players} players, {cards} cards with {jokers} jokers: a hand of {each} and 4 piles of 4 "
            "each, the 1st and 3rd card face up; {blind} in the blind.",
            r.joker_count,
        )
    return _(
        "{players} players, {cards} cards: a hand of {each} and 4 piles of 4 each, the 1st and 3rd "
        "card face up; {blind} in the blind."
    )


def _bidding(r: RuleSet) -> RulesSection:
    suit_order = {
        "bridge": lambda: _("Equal numbers: ♣ < ♦ < ♥ < ♠."),
        "khopesh": lambda: _("Equal numbers: ♣ < ♠ < ♥ < ♦."),
        "none": lambda: _("Only the number counts: a bid must be higher."),
    }
    no_trump = {
        "off": lambda: _("No no-trump bids."),
        "below": lambda: _("No-trumps ranks below the suits."),
        "above": lambda: _("No-trumps ranks above the suits."),
    }
    return RulesSection(
        _("BIDDING"),
        (
            _(
                "Bid how many of the {points} picture cards ({ranks}) your side will take, and a trump "
                "suit. Bids run {low} to {high}."
            ).format(
                points=r.total_points,
                ranks="10 J Q K A" if r.tens_score else "J Q K A",
                low=r.min_bid,
                high=r.top_bid,
            ),
            suit_order[str(r.suit_order)](),
            no_trump[str(r.no_trump)](),
            _("A pass is final.")
            if str(r.bid_order) == "pass_final"
            else _("You may bid again after passing."),
            ALL_PASS[str(r.all_pass)]()
            if str(r.all_pass) in ALL_PASS
            else _("If everyone passes: {what}.").format(what=_value({}, "all_pass", r)),
        ),
    )


def _napoleon(r: RuleSet) -> RulesSection:
    lines: list[str] = []
    if r.has_adjutant:
        lines.append(
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
        lines.append(
            _("Napoleon may call a card in their own hand (playing alone).")
            if r.call_own_card
            else _("Napoleon may not call a card in their own hand.")
        )
    else:
        lines.append(_("Napoleon plays alone against everyone (no adjutant)."))
    if r.exchanges and r.blind_size:
        lines.append(_("Napoleon takes the {n}-card blind and discards as many.").format(n=r.blind_size))
    elif r.blind_deal_out:
        lines.append(_("The blind is dealt out to the players."))
    return RulesSection(_("NAPOLEON AND THE ADJUTANT"), tuple(lines))


def _special_cards(r: RuleSet) -> RulesSection:
    lines = [_("Mighty (♠A): beats everything.")]
    if r.right_left_jacks:
        lines.append(
            _("Right jack (the trump jack), then left jack (the other jack of the trump colour), rank next.")
        )
    if r.yoromeki:
        lines.append(_("Enchantress (♥Q): captures the Mighty when both are in a trick."))
    if r.same_two:
        lines.append(_("Same-two: a 2 of the led suit wins when everyone followed suit."))
    if r.joker_count:
        lines.append(
            _("Joker: {led} when led; {followed} when followed.").format(
                led=_value(JOKER_LED, "joker_led_strength", r),
                followed=_value(JOKER_FOLLOWED, "joker_follow_strength", r),
            )
        )
    lines.append(
        _("The first trick is plain (no trumps).")
        if not r.first_trick_trumps
        else _("Trumps count from the first trick.")
    )
    return RulesSection(_("SPECIAL CARDS"), tuple(lines))


def _scoring(r: RuleSet) -> RulesSection:
    scoring = _value(SCORING, "scoring", r)
    lines = [
        _("Scoring: {scoring}; first to {target}.").format(scoring=scoring, target=r.target_score)
        if r.target_score
        else ngettext("Scoring: {scoring}; {n} hands.", "Scoring: {scoring}; {n} hands.", r.rounds).format(
            scoring=scoring, n=r.rounds
        ),
        _(SCORING_HELP[r.scoring.value]),
        *chip_examples(r),
    ]
    if str(r.siberian) != "off":
        lines.append(_("Siberian rule: taking all the points with a lower bid fails the contract."))
    if r.exact_bid:
        lines.append(_("Napoleon must take exactly the bid."))
    return RulesSection(_("SCORING"), tuple(lines))


def chip_examples(r: RuleSet) -> list[str]:
    """The chips a hand moves, worked out by the engine's own settlement: Napoleon at the
    minimum bid with an adjutant, made exactly and failed by one point."""
    from .scoring import settle

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


def _house_rules(rules: RuleSet, base: str, diffs: Mapping[str, tuple[object, object]]) -> RulesSection:
    """One line per option that differs from the preset ``base``: the value and what it does."""
    ref = _at_players(PRESETS[base], rules)
    lines = []
    for opt, (mine, theirs) in diffs.items():
        spec = option_spec(opt)
        helped = spec.help_for(rules)
        lines.append(
            _("{option}: {value} (the preset: {preset_value}). {help}").format(
                option=spec.label_words(),
                value=_(spec.show(mine, rules)),
                preset_value=_(spec.show(theirs, ref)),
                help=_(helped) if helped else helped,
            )
        )
    # The preset is named in the opening as it is written everywhere, never in capitals here.
    return RulesSection(_("HOUSE RULES"), tuple(lines))


def _at_players(preset: RuleSet, rules: RuleSet) -> RuleSet:
    try:
        return preset.replace(players=rules.players)
    except RuleConflict:
        return preset


def nearest_rules_preset(rules: RuleSet) -> str:
    """The preset with the fewest options changed (at the rule set's player count)."""
    return nearest_preset(PRESETS, lambda preset: len(rules.differences(_at_players(preset, rules))))


def preset_name(rules: RuleSet) -> str | None:
    """The preset ``rules`` plays (at any player count: that is the table's), or None. The
    hands in a match count as a house rule, as the title's Quick play line and Past hands
    count them."""
    for name, preset in PRESETS.items():
        try:
            if preset.replace(players=rules.players) == rules:
                return name
        except RuleConflict:
            continue
    return None
