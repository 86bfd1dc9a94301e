"""The card-play heuristic: one fast function on bitmasks, shared by every level.

Normal calls it with its full knowledge (card counting, voids, a belief of the partner);
Easy calls it with less knowledge and some noise; Hard's rollouts call it for every seat with
only what *that* seat could know (its own hand, the cards not yet played, its own idea of who
its friends are), so sampled worlds never leak the secret partner into the rollout.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.napoleon import RuleSet
from game.napoleon.options import JokerHunter
from game.napoleon.tricks import NORMAL, S_TRUMP, PlayTables, tables_for
from game.rules import Suit
from game.rules.cards import bits

# Reason codes: why the policy chose a card (the hints turn them into sentences).
LEAD_TRUMP, LEAD_MASTER, LEAD_HUNT, LEAD_SAME_TWO, LEAD_LOW, LEAD_JOKER = range(6)
WIN, WIN_CHEAP, SMEAR, DUMP, ONLY, FORCED_HIGH = range(6, 12)


@dataclass(frozen=True, slots=True)
class Extra:
    """Per (rules, trump) numbers the heuristic needs besides the engine's tables."""

    keep: tuple[float, ...]  # how much a card is worth keeping (specials, trumps, high cards)
    order: tuple[tuple[tuple[int, ...], ...], ...]  # [kind][led]: cards strongest first
    suit: tuple[int, ...]  # printed suit per card (4 for jokers)
    joker_led: int  # strength of a led joker


@lru_cache(maxsize=128)
def extra_for(rules: RuleSet, trump: Suit | None, rank: int | None = None) -> Extra:
    t = tables_for(rules, trump, rank)
    keep = []
    for c in range(55):
        if c >= 52:
            # How strong the joker is, read from the engine's tables: followed, and led.
            strong = t.strength[NORMAL][0][c] >= 700
            led_strong = t.joker_led_value() > S_TRUMP
            keep.append(26.0 if strong else (14.0 if led_strong else 3.0))
            continue
        rank = c % 13 + 2
        s = t.strength[NORMAL][c // 13][c]
        if s >= 700:  # Mighty, the jacks: the controls of the hand
            keep.append(30.0 + (s - 700) / 20)
        elif (t.trump_index >= 0 and t.esuit[NORMAL][c] == t.trump_index) or t.rank == rank:
            keep.append(15.0 + rank)
        else:
            keep.append(float(rank))
    order = []
    for kind in range(3):
        per_led = []
        for led in range(5):
            tab = t.strength[kind][led]
            cards = sorted((c for c in range(55) if tab[c] > 0), key=lambda c: -tab[c])
            per_led.append(tuple(cards))
        order.append(tuple(per_led))
    suit = tuple(c // 13 if c < 52 else 4 for c in range(55))
    return Extra(tuple(keep), tuple(order), suit, t.joker_led_value())


@dataclass(slots=True)
class Table:
    """The public trick state plus one seat's private knowledge, all as ints."""

    tables: PlayTables
    extra: Extra
    kind: int
    joker_suit: int | None
    trick: list[int]
    trick_seats: list[int]
    n: int
    direction: int
    trick_no: int
    n_tricks: int
    napoleon: int


def choose_play(
    tb: Table,
    seat: int,
    hand: int,
    others: int,
    friends: set[int] | frozenset[int],
    voids: list[int] | None,
    nap_side: bool,
) -> tuple[int, int]:
    """(card, reason) for ``seat``: ``others`` are the cards it cannot place (not played, not
    its own); ``friends`` the seats it treats as partners; ``voids`` what it knows each seat
    lacks (``None``: not tracked)."""
    t = tb.tables
    trick = tb.trick
    legal = t.legal(hand, trick, tb.kind, tb.joker_suit)
    if not legal & (legal - 1):
        return legal.bit_length() - 1, ONLY
    cards = bits(legal)
    if not trick:
        return _lead(tb, seat, hand, cards, others, friends, voids, nap_side)
    return _follow(tb, seat, cards, others, friends, voids)


def _later_seats(tb: Table, seat: int) -> list[int]:
    k = tb.n - len(tb.trick) - 1
    return [(seat + tb.direction * i) % tb.n for i in range(1, k + 1)]


def _beatable(
    tb: Table, led: int, card_strength: int, threat: int, later_void_in_led: bool, others: int
) -> bool:
    """Could a card in ``threat`` beat ``card_strength`` when ``led`` was led?"""
    t = tb.tables
    tab = t.strength[tb.kind][led]
    led_mask = t.suit_masks[tb.kind][led] if led < 4 else 0
    many_left = (others & led_mask).bit_count() >= len(tb.trick) + 2
    for x in tb.extra.order[tb.kind][led]:
        if tab[x] <= card_strength:
            return False
        if (threat >> x) & 1:
            # A trump (not of the led suit) only threatens if someone may be void in the suit.
            if led < 4 and not (led_mask >> x) & 1 and many_left and not later_void_in_led:
                continue
            return True
    return False


def _follow(
    tb: Table,
    seat: int,
    cards: list[int],
    others: int,
    friends: set[int] | frozenset[int],
    voids: list[int] | None,
) -> tuple[int, int]:
    t = tb.tables
    ex = tb.extra
    trick = tb.trick
    kind, js = tb.kind, tb.joker_suit
    led = t.led_suit(trick, kind, js)  # the engine's: a joker of trumps leads trumps
    later = _later_seats(tb, seat)
    win_idx = t.winner(trick, kind, js)
    if later and led < 4 and led * 13 in trick and t.same_two_pending(trick, kind, js, tb.n):
        # A same two on the table wins only if every later card follows suit. If all our
        # cards keep it alive, nothing we play surely wins and no point card is safe on it.
        if all(t.winner([*trick, c], kind, js) == win_idx for c in cards):
            return _dump(tb, cards, give_points=False), DUMP
        win_idx = t.winner_now(trick, kind, js, tb.n)
    win_seat = tb.trick_seats[win_idx]
    later_foes = [s for s in later if s not in friends]
    pts = t.points
    on_table = sum(pts[c] for c in trick)
    led_mask = t.suit_masks[kind][led] if led < 4 else 0
    later_void = (
        voids is not None and led_mask != 0 and any((voids[s] & led_mask) == led_mask for s in later_foes)
    )
    tab = t.strength[kind][led]
    keep = ex.keep

    def strength_of(i: int, c: int) -> int:
        return ex.joker_led if (i == 0 and c >= 52) else tab[c]

    if win_seat in friends:
        win_card = trick[win_idx]
        safe = not later_foes or not _beatable(
            tb, led, strength_of(win_idx, win_card), others, later_void, others
        )
        if safe:
            # The trick is ours: add points to it, cheapest point card first.
            gifts = [c for c in cards if pts[c] and keep[c] < 14.5]
            if gifts:
                return max(gifts, key=lambda c: (-keep[c], c)), SMEAR
        return _dump(tb, cards, give_points=safe), DUMP

    # A foe (or a seat we cannot place) is winning: win it if it is worth it.
    # A winner must win whether or not the later cards follow suit (a same two it leaves
    # alive would take the trick if they all do).
    winners = t.taking_cards(trick, kind, js, cards, tb.n)
    if winners:
        value = on_table + 0.6 * len(later_foes)
        secure = [
            c for c in winners if not later_foes or not _beatable(tb, led, tab[c], others, later_void, others)
        ]
        late = tb.n_tricks - tb.trick_no <= 3
        if secure:
            best = min(secure, key=lambda c: (keep[c] - 1.5 * pts[c], c))
            if keep[best] < 20 or value >= 1.5 or late:
                return best, (WIN_CHEAP if keep[best] < 20 else WIN)
        elif on_table >= 2 and not later_foes:
            best = min(winners, key=lambda c: (keep[c], c))
            return best, WIN
        elif on_table >= 2:
            # Contest with our strongest winner: it may hold, and the points are worth it.
            best = max(winners, key=lambda c: (tab[c], -c))
            if keep[best] < 20:
                return best, FORCED_HIGH
    return _dump(tb, cards, give_points=False), DUMP


def _dump(tb: Table, cards: list[int], give_points: bool) -> int:
    """The card we lose least by throwing: low, no points to foes, from a short suit."""
    pts = tb.tables.points
    keep = tb.extra.keep
    suit = tb.extra.suit
    count = [0, 0, 0, 0, 0]
    for c in cards:
        count[suit[c]] += 1

    def cost(c: int) -> tuple[float, int]:
        p = pts[c] * (-2.0 if give_points else 9.0)
        short = 0.5 if count[suit[c]] == 1 else 0.0
        return keep[c] + p - short, c

    return min(cards, key=cost)


def _lead(
    tb: Table,
    seat: int,
    hand: int,
    cards: list[int],
    others: int,
    friends: set[int] | frozenset[int],
    voids: list[int] | None,
    nap_side: bool,
) -> tuple[int, int]:
    t = tb.tables
    ex = tb.extra
    kind = tb.kind
    keep = ex.keep
    trump = t.trump_index
    legal = 0
    for c in cards:
        legal |= 1 << c
    foes = [s for s in range(tb.n) if s not in friends]

    def foe_void(suit: int) -> bool:
        if voids is None:
            return False
        m = t.suit_masks[kind][suit]
        return any((voids[s] & m) == m for s in foes)

    # Joker hunt: lead the request card while an unplaced joker may be with a foe.
    if t.jokers and t.hunter_mode != JokerHunter.NONE and (legal >> t.request_card) & 1 and others & t.jokers:
        return t.request_card, LEAD_HUNT

    trumps_active = trump >= 0 and t.trumps_active[kind]
    trump_mask = t.suit_masks[kind][trump] if trump >= 0 else 0
    if nap_side and trumps_active and others & trump_mask:
        # Draw trumps with a joker (strong when led) or our top trump if nothing beats it.
        jok = legal & t.jokers
        if jok and ex.joker_led > 700:
            top_other = max(
                (
                    t.strength[kind][trump][x]
                    for x in bits(others & ~t.jokers)
                    if t.strength[kind][trump][x] > 700
                ),
                default=0,
            )
            if top_other < ex.joker_led:
                return jok.bit_length() - 1, LEAD_JOKER
        mine_t = [c for c in cards if (trump_mask >> c) & 1]
        if mine_t:
            tab = t.strength[kind][trump]
            top = max(mine_t, key=lambda c: tab[c])
            if not _beatable(tb, trump, tab[top], others, True, others):
                return top, LEAD_TRUMP
            is_nap = seat == tb.napoleon
            if not is_nap or len(mine_t) >= 4:
                # The adjutant leads trumps through the opponents to Napoleon.
                return min(mine_t, key=lambda c: tab[c]), LEAD_TRUMP

    # Same two: a 2 led where everyone should follow wins the trick.
    if tb.trick_no > 0 and tb.trick_no < 4:
        for s in range(4):
            two = s * 13
            if (legal >> two) & 1 and t.same_two_for[kind][t.esuit[kind][two]]:
                m = t.suit_masks[kind][t.esuit[kind][two]]
                if s != trump and (others & m).bit_count() >= 2 * (tb.n - 1) and not foe_void(s):
                    return two, LEAD_SAME_TWO

    # A sure winner in a side suit, while the suit is still long enough not to be ruffed.
    masters = []
    for c in cards:
        if c >= 52:
            continue
        led = t.esuit[kind][c]
        if trumps_active and led == trump:
            continue
        tab = t.strength[kind][led]
        m = t.suit_masks[kind][led]
        if (
            (others & m).bit_count() >= tb.n - 2
            and not (trumps_active and foe_void(led))
            and not _beatable(tb, led, tab[c], others, False, others)
        ):
            masters.append(c)
    if masters:
        return max(masters, key=lambda c: (t.points[c], -keep[c], c)), LEAD_MASTER

    # Otherwise a low card: the opponents avoid trumps and suits Napoleon lacks.
    suit = ex.suit
    count = [0, 0, 0, 0, 0]
    for c in cards:
        count[suit[c]] += 1
    nap = tb.napoleon

    def cost(c: int) -> tuple[float, int]:
        s = t.esuit[kind][c] if c < 52 else 4
        v = keep[c] + 6.0 * t.points[c] + 0.3 * count[suit[c]]
        if c >= 52:
            v += 20.0
        if trumps_active and s == trump:
            v += 4.0 if nap_side else 25.0
        if not nap_side and voids is not None and s < 4:
            m = t.suit_masks[kind][s]
            if (voids[nap] & m) == m:
                v += 12.0  # Napoleon ruffs this suit
        return v, c

    return min(cards, key=cost), LEAD_LOW


def joker_suit_for(tb: Table, hand: int, nap_side: bool) -> int:
    """The suit to name when leading a joker (where the rules ask): trumps for Napoleon's side,
    else our longest suit, so followers must spend cards there."""
    t = tb.tables
    if nap_side and t.trump_index >= 0:
        return t.trump_index
    counts = [(hand & t.suit_masks[NORMAL][s]).bit_count() for s in range(4)]
    return max(range(4), key=lambda s: (counts[s], s))


def led_is_trump_strength(strength: int) -> bool:
    return strength >= S_TRUMP
