"""The facts a coach's reason states, checked against the hand (``test_hint_facts.py`` runs
these over random hands of every preset of both games).

Each check reads the hand afresh from its record (the position at the decision, replayed),
never the coach's own working: the trick the card fell in and who won it, the winner's side and
its cards when the trick began, whether the player could see what the reason rests on; and the
sentence shows every fact the reason holds, with "In hindsight" exactly when it rests on cards
the player could not see then.
"""

from __future__ import annotations

from typing import Any

from game.british_nap import NapBid, NapHand
from game.napoleon import Bid, Call, NapoleonHand, Pass, Play
from game.napoleon.option_values import JokerAboveMighty, JokerLedForces
from game.rules.cards import Card, Suit
from game.rules.games import replay


def at(record: dict[str, Any], index: int) -> Any:
    """The hand as it stood before the record's action ``index``."""
    return replay({**record, "actions": record["actions"][:index]})


def _trick(full: Any, seat: int, card: Card) -> tuple[Any, int]:
    for trick in full.tricks:
        for i, (s, c) in enumerate(zip(trick.seats, trick.cards, strict=True)):
            if s == seat and c == card:
                return trick, i
    raise AssertionError(f"{card} of seat {seat} is in no trick")


def _held_at_lead(record: dict[str, Any], index: int, trick: Any, mine: int, seat: int) -> set[Card]:
    """``seat``'s cards (its pile tops too) as the trick began: at the player's decision (action
    ``index``, the player's card the ``mine``-th of the trick), with the card it had played to
    the trick before the player's put back."""
    then = at(record, index)
    view = then.view(seat)
    held = set(getattr(view, "playable", view.hand))
    k = trick.seats.index(seat)
    if k < mine:
        held.add(trick.cards[k])
    return held


def _shows(text: str, template: str, fields: dict[str, str]) -> None:
    """Every placeholder the (English) template names shows its value in the sentence."""
    for name, value in fields.items():
        if "{" + name + "}" in template:
            assert value in text, (text, name, value)


# -- Napoleon ----------------------------------------------------------------------------------


def _side(full: NapoleonHand, seat: int) -> bool:
    return full.view(seat).role in ("napoleon", "adjutant")


def _partner_known(view: Any, full: NapoleonHand, seat: int) -> bool:
    """The player could tell ``seat`` was on their side when deciding: Napoleon (public), a
    revealed adjutant, or, for a defender, another seat once every adjutant was revealed."""
    if seat == view.napoleon or seat in view.known_adjutants:
        return True
    r = full.result
    adjutants = set(r.adjutants) if r is not None else set()
    return view.role == "opponent" and adjutants <= set(view.revealed)


def _joker_names_the_suit(rules: Any) -> bool:
    """Under these rules a Joker led with a suit named must be followed in that suit."""
    return (
        rules.joker_led_forces == JokerLedForces.NAMED_SUIT
        and rules.joker_above_mighty == JokerAboveMighty.OFF
    )


def _napoleon_void_known(view: Any, seat: int, suit: int, mighty: Card) -> bool:
    """The player's view showed ``seat`` out of ``suit``: it failed to follow the suit before,
    or the player could place every card of the suit (held, played, in the blind or the
    discards it saw)."""
    for t in view.tricks:
        led = t.cards[0].suit
        if led is None and t.cards[0].is_joker and _joker_names_the_suit(view.rules):
            led = t.joker_suit  # a Joker led asks for the suit its leader named
        if led is not None and int(led) == suit:
            for s, c in zip(t.seats, t.cards, strict=True):
                if (
                    s == seat
                    and c.suit is not None
                    and int(c.suit) != suit
                    and c != mighty
                    and not c.is_joker
                ):
                    return True
    seen = {*view.playable, *(c for t in view.tricks for c in t.cards), *view.trick}
    seen |= {*(view.blind or ()), *(c for c in view.discards if c is not None), *view.blind_received}
    rules = view.rules
    return all(c in seen or c == mighty for c in rules.deck if c.suit is not None and int(c.suit) == suit)


def check_napoleon_reason(record: dict[str, Any], d: Any, full: NapoleonHand, r: Any) -> None:
    me = d.view.seat
    if r.kind in ("mighty_void", "mighty", "trumped", "beaten", "overtook"):
        assert isinstance(d.chosen, Play) and r.card == d.chosen.card, r
        trick, mine = _trick(full, me, r.card)
        won_at = trick.seats.index(trick.winner)
        winner_card = trick.cards[won_at]
        trump = full.view(me).trump
        mighty = Card(full.rules.mighty(trump))
        after = won_at > mine
        if r.kind == "overtook":
            assert trick.winner == me, r
            assert r.player != me and _side(full, r.player) == _side(full, me), r
            assert r.other == trick.cards[trick.seats.index(r.player)], r
            assert trick.seats.index(r.player) < mine, r
            if not r.hindsight:  # "your partner": the player knew it then
                assert _partner_known(d.view, full, r.player), ("a hidden partner named", r)
            return
        assert r.player == trick.winner != me, r
        assert _side(full, trick.winner) != _side(full, me), r
        assert r.other == winner_card, r
        if r.kind in ("mighty_void", "mighty"):
            assert winner_card == mighty, r
        if r.kind in ("mighty_void", "trumped"):
            led = trick.cards[0].suit
            assert led is not None and r.suit == int(led), r
            held = _held_at_lead(record, d.index, trick, mine, trick.winner)
            assert not any(c.suit == led and c != mighty for c in held), ("not void", r, held)
        if r.kind == "trumped":
            if not r.hindsight:
                assert not after or _napoleon_void_known(d.view, trick.winner, r.suit, mighty), r
        else:
            assert r.hindsight == after, r
        return
    if r.kind in ("call_alone", "call_held"):
        assert isinstance(d.chosen, Call) and r.card == d.chosen.card and r.hindsight, r
        then = at(record, d.index)
        holders = [s for s in range(full.rules.players) if r.card in then.view(s).playable]
        if r.kind == "call_alone":
            assert not [s for s in holders if s != me], r
        else:
            assert r.player in holders and r.player != me, r
        return
    if r.kind.startswith("bid_"):
        assert isinstance(d.chosen, (Bid, Pass)), r
    assert not r.hindsight, r


def check_napoleon_sentence(v: Any, names: tuple[str, ...]) -> str:
    from game.ui.napoleon import coach_words

    r = v.reason
    text = coach_words.reason_text(v, names)
    template = coach_words._REASONS.get(r.kind, coach_words._REASONS["sampled"])()
    fields = {
        "card": str(r.card) if r.card is not None else coach_words.choice_text(v.chosen),
        "other": str(r.other) if r.other is not None else coach_words.choice_text(v.best),
        "mighty": str(r.other),
        "player": names[r.player] if r.player is not None else "?",
        "suit": Suit(r.suit).symbol if r.suit is not None else "",
        "points": str(r.points),
        "percent": f"{r.percent}%",
        "percent_best": f"{r.percent_best}%",
        "chosen": coach_words.choice_text(v.chosen),
        "best": coach_words.choice_text(v.best),
        "worlds": str(v.worlds),
    }
    _shows(text, template, fields)
    assert text.startswith("In hindsight") == r.hindsight, text
    return text


# -- Nap -----------------------------------------------------------------------------------------


def check_nap_reason(record: dict[str, Any], d: Any, full: NapHand, r: Any) -> None:
    me, bidder = d.view.seat, full.bidder
    if r.kind in ("trumped", "beaten", "overtook", "misere_took", "sampled") and d.kind == "play":
        assert isinstance(d.chosen, Play) and r.card == d.chosen.card, r
    if r.kind in ("trumped", "beaten", "overtook", "misere_took"):
        trick, mine = _trick(full, me, r.card)
        won_at = trick.seats.index(trick.winner)
        led = trick.cards[0].suit
        if r.kind == "misere_took":
            assert full.bid == "misere" and me == bidder == trick.winner, r
            assert r.hindsight == (mine < len(trick.cards) - 1), r
            return
        assert full.bid != "misere", r
        if r.kind == "overtook":
            assert me != bidder and trick.winner == me, r
            assert r.player not in (me, bidder), r  # a fellow defender
            k = trick.seats.index(r.player)
            assert k < mine and r.other == trick.cards[k], r
            # The fellow defender's card led the trick as the player's came to it.
            beaten = [c for c in trick.cards[:mine] if c != r.other]
            assert all(_nap_beats(r.other, c, led, full.trump) for c in beaten), r
            assert not r.hindsight, r
            return
        assert r.player == trick.winner and (trick.winner == bidder) != (me == bidder), r
        assert r.other == trick.cards[won_at], r
        assert r.hindsight == (won_at > mine), r  # the winning card was not on the table yet
        if r.kind == "trumped":
            assert r.suit == int(led) and r.other.suit == full.trump != led, r
            held = _held_at_lead(record, d.index, trick, mine, trick.winner)
            assert not any(c.suit == led for c in held), ("not void", r, held)
        else:
            assert r.other.suit == led and (r.card.suit != led or r.other.rank > r.card.rank), r
        return
    if r.kind == "sampled":
        assert r.bidder == (me == bidder) and not r.hindsight, r
        return
    if r.kind.startswith("bid_"):
        assert d.kind == "bid", r
        if r.kind == "bid_let_go":
            assert isinstance(d.chosen, Pass), r
        if r.kind == "bid_too_weak":
            assert isinstance(d.chosen, NapBid), r
    assert not r.hindsight, r


def _nap_beats(a: Card, b: Card, led: Any, trump: Any) -> bool:
    """``a`` ranks above ``b`` in a trick led with ``led`` (``trump``: None at misère)."""

    def key(c: Card) -> tuple[int, int]:
        return (2 if trump is not None and c.suit == trump else 1 if c.suit == led else 0, c.rank)

    return key(a) > key(b)


def check_nap_sentence(v: Any, names: tuple[str, ...]) -> str:
    from game.ui.british_nap import coach_words

    r = v.reason
    text = coach_words.reason_text(v, names)
    template = coach_words._REASONS[coach_words.template_of(v)]()
    fields = {
        "card": str(r.card) if r.card is not None else coach_words.choice_text(v.chosen),
        "other": str(r.other) if r.other is not None else coach_words.choice_text(v.best),
        "player": names[r.player] if r.player is not None else "?",
        "suit": Suit(r.suit).symbol if r.suit is not None else "",
        "percent": f"{r.percent}%",
        "percent_best": f"{r.percent_best}%",
        "made": str(r.made),
        "made_best": str(r.made_best),
        "chosen": coach_words.choice_text(v.chosen),
        "best": coach_words.choice_text(v.best),
        "worlds": str(v.worlds),
        "chips": f"{v.loss:.1f}",
    }
    _shows(text, template, fields)
    assert text.startswith("In hindsight") == r.hindsight, text
    return text
