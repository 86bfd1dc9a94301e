"""The hints in the play of a trick: why a card is sensible to lead or to follow with.

"You cannot win this trick" is said only if no card the player may play could win it however
the unseen cards lie (:func:`_may_win`), and the same two is named when it is the reason; a
card wins "for now" only while someone is still to play; the cards that could beat a lead are
counted, and the sentence says what it counts. Seats are named as the table names them.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.napoleon import Play, SeatView
from game.napoleon.tricks import PlayTables
from game.rules import Card, Suit
from game.rules.cards import bits
from game.rules.i18n import _, ngettext

from ..said import Said, could_beat, duck, spare
from .knowledge import Knowledge, knowledge_of


def is_low(view: SeatView, card: Card) -> bool:
    """A card the hints may call low: a plain 2 to 9 that scores nothing."""
    return card.suit is not None and card.rank <= 9 and not view.rules.is_point_card(card)


def seat_word(seat: int, names: Sequence[str]) -> str:
    """A seat as the table names it (``names``: every seat's name, in the player's language),
    or by its number where no names are given."""
    if 0 <= seat < len(names):
        return names[seat]
    return _("seat {seat}").format(seat=seat)


def explain_play(view: SeatView, play: Play, names: Sequence[str] = ()) -> Said:
    """Why ``play`` is sensible, and the facts the sentence states (``names``: every seat's
    name as the table shows it)."""
    k = knowledge_of(view)
    card = play.card
    if k.tables is None:
        return Said(_("Play {card}.").format(card=card))
    if not view.trick:
        return _explain_lead(view, k, play)
    return _explain_follow(view, k, play, names)


def beaters_of(t: PlayTables, kind: int, card: int, unseen: int) -> tuple[Card, ...]:
    """The unseen cards that could beat ``card`` led: those that beat it following it (the
    engine's winner of the two, powers and all: the Enchantress against the Mighty, a same two
    while every card follows), and for a led same two every card the table ranks above it too
    (a void follower ends its power). The strongest by the table first, then the rest."""
    tab = t.strength[kind][t.esuit[kind][card]]
    out = {x for x in bits(unseen) if t.winner([card, x], kind, None) == 1}
    if _same_two(t, kind, card):
        out |= {x for x in bits(unseen) if tab[x] > tab[card]}
    return tuple(Card(x) for x in sorted(out, key=lambda x: (tab[x] <= tab[card], -tab[x], x)))


def _seen_in_play(view: SeatView, k: Knowledge) -> int:
    """Cards this seat has seen that another seat may still play: the others' face-up pile
    cards (two players), and a blind it saw that went into Napoleon's hand."""
    out = 0
    for seat, piles in enumerate(view.piles):
        if seat != view.seat:
            for pile in piles:
                for c in pile:
                    if c is not None:
                        out |= 1 << int(c)
    for c in view.blind or ():
        if c not in view.discards:
            out |= 1 << int(c)
    return out & ~k.mine & ~k.played


def _same_two(t: PlayTables, kind: int, card: int) -> bool:
    """``card`` is a 2 that wins as a same two if it leads and everyone follows."""
    return card < 52 and card % 13 == 0 and t.same_two_for[kind][t.esuit[kind][card]]


def _explain_lead(view: SeatView, k: Knowledge, play: Play) -> Said:
    t = k.tables
    assert t is not None
    card = play.card
    if card >= 52:
        if play.joker_suit is not None:
            return Said(
                _(
                    "Play {card}, naming {suit}: a led joker forces the others' cards and is hard to beat."
                ).format(card=card, suit=play.joker_suit.symbol)
            )
        return Said(
            _("Play {card}: a led joker forces the others' cards and is hard to beat.").format(card=card)
        )
    led = t.esuit[k.kind][card]
    higher = beaters_of(t, k.kind, int(card), k.unseen)
    rivals = k.unseen | _seen_in_play(view, k)  # every card another seat may still play
    following = [x for x in bits(rivals) if t.esuit[k.kind][x] == led]
    if _same_two(t, k.kind, int(card)) and all(
        t.winner([int(card), x], k.kind, None) == 0 for x in following
    ):
        # Every unseen card of its suit, following it, loses to it: only a void ends its power.
        return Said(
            _("Play {card}: if everyone follows {suit}, the same two wins.").format(
                card=card, suit=Suit(led).symbol
            )
        )
    if not higher and beaters_of(t, k.kind, int(card), rivals):  # only a card seen beats it
        return Said(_("Play {card}: it leads {suit}.").format(card=card, suit=Suit(led).symbol))
    if not higher:
        if led == k.trump:
            text = _(
                "Play {card}: no card still out beats it, and leading trumps draws the opponents' trumps."
            )
        else:
            text = _("Play {card}: no card still out beats it in {suit}.")
        return Said(text.format(card=card, suit=Suit(led).symbol), top=card)
    beat = could_beat(higher)
    if led == k.trump:
        text = _("Play {card}: leading trumps pulls the opponents' trumps; {beaters}.")
        return Said(text.format(card=card, beaters=beat), out=higher, beaten=card)
    if is_low(view, card):
        text = _("Play {card}: a low lead that keeps your strong cards; {beaters}.")
        return Said(text.format(card=card, beaters=beat), low=card, out=higher, beaten=card)
    text = _("Play {card}: it leads {suit}, though {beaters}.")
    return Said(text.format(card=card, suit=Suit(led).symbol, beaters=beat), out=higher, beaten=card)


def _may_win(view: SeatView, k: Knowledge, trick: list[int], card: int, follow: int | None = None) -> bool:
    """Whether ``card``, played to ``trick``, wins it in some way the unseen cards may lie
    (``follow``: every later card follows that suit).

    A later card can take the trick from it, end a same two's power (a void follower), or give
    it a power (the Mighty to the Enchantress, the right jack to the hunting jack). So it may
    win if it leads the trick counting only what is certain, or a same two of its own, or
    either once one unseen card with a power falls after it. Played last, the trick is
    complete and the engine's winner is final."""
    t = k.tables
    assert t is not None
    js, n = k.joker_suit, len(trick)

    def leads(cards: list[int]) -> bool:
        if follow is not None:  # every card follows: the engine's winner, same two and all
            return t.winner(cards, k.kind, js) == n
        return t.winner_now(cards, k.kind, js, view.players) == n or t.winner(cards, k.kind, js) == n

    after = [*trick, card]
    if leads(after):
        return True
    if len(after) >= view.players:
        return False
    powers = [
        x
        for x in bits(t.special_masks[k.kind] & (k.unseen | _seen_in_play(view, k)))
        if follow is None or t.esuit[k.kind][x] == follow
    ]
    return any(leads([*after, x]) for x in powers)


def _explain_follow(view: SeatView, k: Knowledge, play: Play, names: Sequence[str]) -> Said:
    t = k.tables
    assert t is not None
    card = play.card
    trick = [int(c) for c in view.trick]
    pts = t.points
    js = k.joker_suit
    last = len(trick) + 1 >= view.players  # nobody plays after this card
    # A same two wins only if every later card follows suit: until then neither it nor a
    # card it would beat counts as winning.
    before = t.winner_now(trick, k.kind, js, view.players)
    now = t.winner_now([*trick, int(card)], k.kind, js, view.players)
    final = t.winner([*trick, int(card)], k.kind, js)
    on_table = sum(pts[c] for c in trick)
    win_seat = view.trick_seats[before]
    if now == len(trick) and final == len(trick):
        return _wins(card, on_table, last)
    if now == len(trick):  # only a same two left alive, if every later card follows, beats it
        return Said(
            _(
                "Play {card}: it leads the trick for now, though the same two takes it"
                " if everyone follows suit."
            ).format(card=card),
            wins_now=card,
            for_now=True,
        )
    if final == len(trick):  # a same two: it takes the trick if every later card follows suit
        return Said(
            _("Play {card}: the same two takes the trick if everyone follows {suit}.").format(
                card=card, suit=card.suit.symbol if card.suit is not None else ""
            )
        )
    if win_seat in k.friends and win_seat != view.seat:
        if pts[card]:
            text = _("Play {card}: your partner {player} is winning, so give them a point card.")
        else:
            text = _("Play {card}: your partner {player} is winning; keep your good cards.")
        return Said(text.format(card=card, player=seat_word(win_seat, names)), partner=win_seat)
    legal = [a.card for a in view.legal_actions if isinstance(a, Play)]
    winners = [c for c in legal if _may_win(view, k, trick, int(c))]
    if card in winners:  # not leading now, but a card still to come may give it the trick
        text = _(
            "Play {card}: it does not lead the trick now, though a card still to come may give it the trick."
        )
        return Said(text.format(card=card))
    if pts[card] and all(pts[c] for c in legal):
        if winners:
            return Said(
                _("Play {card}: every card you may play is a point card.").format(card=card), loses=card
            )
        return Said(
            _("Play {card}: you cannot win this trick, and every card you may play is a point card.").format(
                card=card
            ),
            cannot_win=card,
            loses=card,
            forced_points=True,
        )
    return _thrown(view, k, trick, card, winners)


def _wins(card: Card, on_table: int, last: bool) -> Said:
    """A card that leads the trick: won outright when nobody plays after it, else for now."""
    if last:
        if on_table:
            text = ngettext(
                "Play {card}: it wins the trick and its {n} point card.",
                "Play {card}: it wins the trick and its {n} point cards.",
                on_table,
            )
            return Said(text.format(card=card, n=on_table), wins_trick=card, points_on_table=on_table)
        return Said(_("Play {card}: it wins the trick.").format(card=card), wins_trick=card)
    if on_table:
        text = ngettext(
            "Play {card}: it wins the trick and its {n} point card for now.",
            "Play {card}: it wins the trick and its {n} point cards for now.",
            on_table,
        )
        return Said(text.format(card=card, n=on_table), wins_now=card, points_on_table=on_table, for_now=True)
    return Said(_("Play {card}: it takes the lead in this trick.").format(card=card), wins_now=card)


def _two_beats_all(view: SeatView, k: Knowledge, trick: list[int], led: int) -> bool:
    """A same two is on the trick, every card the player may play follows its suit, and, if
    every later card follows too, the 2 beats each of them and none may win."""
    t = k.tables
    assert t is not None
    if not t.same_two_pending(trick, k.kind, k.joker_suit, view.players):
        return False
    legal = [int(a.card) for a in view.legal_actions if isinstance(a, Play)]
    two = led * 13
    if not all(t.esuit[k.kind][c] == led and t.winner([two, c], k.kind, None) == 0 for c in legal):
        return False
    return not any(_may_win(view, k, trick, c, follow=led) for c in legal)


def _thrown(view: SeatView, k: Knowledge, trick: list[int], card: Card, winners: list[Card]) -> Said:
    """A card that does not take the trick: "you cannot win" only if no card the player may
    play could, however the unseen cards lie; the same two named when it is the reason."""
    t = k.tables
    assert t is not None
    low = is_low(view, card)
    led = t.led_suit(trick, k.kind, k.joker_suit)
    won_by, why = t.win_reason([*trick, int(card)], k.kind, k.joker_suit)
    if not winners:
        if why != "same_two" or len(trick) + 1 < view.players:
            return spare(card, low)
        # The trick is complete and everyone has followed the led suit: the same two takes it.
        two = Card(trick[won_by])
        if low:
            text = _(
                "Play {card}: everyone followed {suit}, so the same two {two} takes this trick;"
                " throw a low card and keep your strong ones."
            )
        else:
            text = _(
                "Play {card}: everyone followed {suit}, so the same two {two} takes this trick;"
                " this is the card you can best spare."
            )
        said = text.format(card=card, suit=Suit(led).symbol, two=two)
        return Said(said, cannot_win=card, loses=card, same_two=two, low=card if low else None)
    if _two_beats_all(view, k, trick, led):
        # Everyone following, the led suit's 2 beats every card the player may play.
        two = Card(led * 13)
        if low:
            text = _(
                "Play {card}: if everyone follows {suit}, the same two {two} beats any card you could"
                " play; throw a low card and keep your strong ones."
            )
        else:
            text = _(
                "Play {card}: if everyone follows {suit}, the same two {two} beats any card you could"
                " play; this is the card you can best spare."
            )
        said = text.format(card=card, suit=Suit(led).symbol, two=two)
        return Said(said, loses=card, same_two=two, if_all_follow=True, low=card if low else None)
    return duck(card, low)
