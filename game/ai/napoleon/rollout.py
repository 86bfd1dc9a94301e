"""Play a sampled world to the end: heuristic rollouts, then an exact solver for the last tricks.

Rollouts use the shared policy for every seat with *that seat's* information only: its own
hand, the cards not yet played, and the partners it could know (itself if adjutant,
Napoleon's once revealed; the rest by the uniform prior). So a sampled world, where the
adjutant is "known", never makes the rollout seats coordinate as if they knew it
(ai-anchors §1.2, strategy fusion on the secret partner). The solver at the end is
perfect-information alpha-beta on Napoleon's chips, as in PIMC.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.napoleon import RuleSet, SeatView
from game.napoleon.scoring import hand_payments
from game.napoleon.tricks import PlayTables, tables_for, trick_kind
from game.rules.cards import bits

from .policy import Extra, Table, choose_play, extra_for, joker_suit_for
from .sampler import World


@dataclass(slots=True)
class Root:
    """The public position at the decision, shared by every world."""

    rules: RuleSet
    tables: PlayTables
    extra: Extra
    n: int
    me: int
    napoleon: int
    bid: int
    called: frozenset[int]
    revealed: frozenset[int]  # non-Napoleon seats that played a called card
    trick: tuple[int, ...]
    trick_seats: tuple[int, ...]
    to_act: int
    trick_no: int
    n_tricks: int
    direction: int
    joker_suit: int | None
    points: tuple[int, ...]
    known_discards: int  # discards this seat has seen
    named_suit: bool
    endgame: int  # solve exactly with this many tricks left
    values: dict[tuple[int, bool, bool], float] = field(default_factory=dict)


def root_of(view: SeatView, endgame: int) -> Root:
    assert view.napoleon is not None and view.contract is not None
    rules = view.rules
    called = frozenset(int(c) for c in view.called)
    discards = 0
    for c in view.discards:
        if c is not None:
            discards |= 1 << int(c)
    return Root(
        rules=rules,
        tables=tables_for(rules, view.trump, view.contract_rank),
        extra=extra_for(rules, view.trump, view.contract_rank),
        n=view.players,
        me=view.seat,
        napoleon=view.napoleon,
        bid=view.contract[0],
        called=called,
        revealed=frozenset(s for s in view.revealed if s != view.napoleon),
        trick=tuple(int(c) for c in view.trick),
        trick_seats=tuple(view.trick_seats),
        to_act=view.to_act,
        trick_no=view.trick_no,
        n_tricks=view.n_tricks,
        direction=view.direction,
        joker_suit=None if view.joker_suit is None else int(view.joker_suit),
        points=tuple(view.points_won),
        known_discards=discards,
        named_suit=rules.joker_led_forces == "named_suit",
        endgame=endgame,
    )


@dataclass(slots=True)
class Sim:
    hands: list[int]  # per seat, the cards it may play (two players: hand and pile tops)
    side: frozenset[int]  # Napoleon and his adjutant(s) in this world
    revealed: set[int]
    alone: bool
    discard_points: int
    piles: list[list[list[int]]] = field(default_factory=list)  # two players: bottom first


def take(sim: Sim, s: int, card: int) -> int:
    """Seat ``s`` plays ``card``: a pile top uncovers the card below (two players). Returns
    the pile it came from (-1: the hand), for :func:`untake`."""
    sim.hands[s] &= ~(1 << card)
    if sim.piles:
        for i, pile in enumerate(sim.piles[s]):
            if pile and pile[-1] == card:
                pile.pop()
                if pile:
                    sim.hands[s] |= 1 << pile[-1]
                return i
    return -1


def untake(sim: Sim, s: int, card: int, pile: int) -> None:
    if pile >= 0:
        p = sim.piles[s][pile]
        if p:
            sim.hands[s] &= ~(1 << p[-1])
        p.append(card)
    sim.hands[s] |= 1 << card


def sim_of(root: Root, world: World) -> Sim:
    hands = list(world.hands)
    adj = {s for s in range(root.n) if s != root.napoleon and any((hands[s] >> c) & 1 for c in root.called)}
    adj |= set(root.revealed)
    pts = root.tables.points
    hidden = world.rest | root.known_discards
    discard_points = sum(pts[c] for c in bits(hidden)) if root.tables.rules.exchanges else 0
    piles = [[list(p) for p in sp] for sp in world.piles]
    return Sim(hands, frozenset({root.napoleon, *adj}), set(root.revealed), not adj, discard_points, piles)


def friends_of(root: Root, sim: Sim, s: int) -> frozenset[int]:
    """The partners seat ``s`` could know in this world (never the hidden truth)."""
    nap = root.napoleon
    n = root.n
    everyone_known = bool(sim.revealed) or sim.alone
    if s == nap:
        return sim.side if everyone_known else frozenset({nap})
    if s in sim.side:
        return sim.side
    if everyone_known:
        return frozenset(x for x in range(n) if x not in sim.side)
    cand = [x for x in range(n) if x != nap and x != s]
    if cand and 1 / len(cand) < 0.4:
        return frozenset([s, *cand])
    return frozenset({s})


def value(root: Root, sim: Sim, taken: int, opp_tricks: int) -> float:
    """Napoleon's chips (plus a small share of the points, to break ties)."""
    rules = root.rules
    to = rules.discards_count_for
    total = taken + (sim.discard_points if to == "napoleon" else 0)
    key = (total, opp_tricks == 0, sim.alone)
    v = root.values.get(key)
    if v is None:
        pay = hand_payments(
            rules, bid=root.bid, taken=total, alone=sim.alone, opponents_took_none=opp_tricks == 0
        )
        chips = float(pay["napoleon"])
        if chips == 0.0 and rules.scoring in ("count", "points_table"):
            chips = 1.0 if total >= root.bid else -1.0
        v = chips + 0.02 * total
        root.values[key] = v
    return v


def play_out(root: Root, sim: Sim, first: int, first_suit: int | None) -> float:
    """Napoleon's value after ``root.to_act`` plays ``first`` and everyone continues."""
    out = _run(root, sim, first, first_suit)
    if isinstance(out, float):
        return out
    return value(root, sim, out[0], out[1])


def play_out_points(root: Root, sim: Sim, first: int, first_suit: int | None) -> tuple[int, int]:
    """(Napoleon's side's trick points, the opponents') with no exact endgame: the points
    do not depend on the bid, so one play-out prices every contract level."""
    assert root.endgame == 0
    out = _run(root, sim, first, first_suit)
    assert not isinstance(out, float)
    return out


def _run(root: Root, sim: Sim, first: int, first_suit: int | None) -> float | tuple[int, int]:
    t = root.tables
    n = root.n
    hands = sim.hands
    trick = list(root.trick)
    seats = list(root.trick_seats)
    tb = Table(
        t,
        root.extra,
        trick_kind(root.rules, root.trick_no, root.n_tricks),
        root.joker_suit,
        trick,
        seats,
        n,
        root.direction,
        root.trick_no,
        root.n_tricks,
        root.napoleon,
    )
    points = list(root.points)
    side = sim.side
    s = root.to_act
    unplayed = 0
    for h in hands:
        unplayed |= h
    for sp in sim.piles:
        for pile in sp:
            for x in pile:
                unplayed |= 1 << x
    # friends_of depends on the world only through who has been revealed: compute it once
    # per seat and again only when a called card falls, not for every card of every rollout.
    friends = [friends_of(root, sim, x) for x in range(n)]
    card, js = first, first_suit
    while True:
        if not trick:
            tb.joker_suit = js if card >= 52 else None
        take(sim, s, card)
        unplayed &= ~(1 << card)
        trick.append(card)
        seats.append(s)
        if card in root.called and s != root.napoleon:
            sim.revealed.add(s)
            friends = [friends_of(root, sim, x) for x in range(n)]
        if len(trick) < n:
            s = (s + tb.direction) % n
        else:
            w = seats[t.winner(trick, tb.kind, tb.joker_suit)]
            points[w] += t.trick_points(trick)
            if t.reverses(trick) % 2:
                tb.direction = -tb.direction
            trick.clear()
            seats.clear()
            tb.trick_no += 1
            tb.kind = trick_kind(root.rules, tb.trick_no, tb.n_tricks)
            tb.joker_suit = None
            s = w
            left = tb.n_tricks - tb.trick_no
            if left == 0:
                break
            if left <= root.endgame:
                taken = sum(points[x] for x in side)
                opp = sum(points) - taken
                return _solve(root, sim, tb, s, taken, opp, -1e9, 1e9)
        hand = hands[s]
        js = None
        card, _ = choose_play(tb, s, hand, unplayed & ~hand, friends[s], None, s in side)
        if card >= 52 and not trick and root.named_suit:
            js = joker_suit_for(tb, hand, s in side)
    taken = sum(points[x] for x in side)
    return taken, sum(points) - taken


def _solve(root: Root, sim: Sim, tb: Table, s: int, taken: int, opp: int, alpha: float, beta: float) -> float:
    """Alpha-beta on Napoleon's value over the last tricks, every hand open."""
    t = tb.tables
    trick = tb.trick
    if not trick and tb.trick_no >= tb.n_tricks:
        return value(root, sim, taken, opp)
    if not trick and tb.trick_no == tb.n_tricks - 1 and not sim.piles:
        last = _last_trick(root, sim, tb, s, taken, opp)
        if last is not None:
            return last
    hands = sim.hands
    legal = t.legal(hands[s], trick, tb.kind, tb.joker_suit)
    maximise = s in sim.side
    best = -1e9 if maximise else 1e9
    for c in bits(legal):
        js_before = tb.joker_suit
        if not trick:
            tb.joker_suit = joker_suit_for(tb, hands[s], maximise) if c >= 52 and root.named_suit else None
        pile = take(sim, s, c)
        trick.append(c)
        tb.trick_seats.append(s)
        if len(trick) < tb.n:
            v = _solve(root, sim, tb, (s + tb.direction) % tb.n, taken, opp, alpha, beta)
        else:
            v = _finish_trick(root, sim, tb, taken, opp, alpha, beta)
        trick.pop()
        tb.trick_seats.pop()
        untake(sim, s, c, pile)
        tb.joker_suit = js_before
        if maximise:
            if v > best:
                best = v
            alpha = max(alpha, v)
        else:
            if v < best:
                best = v
            beta = min(beta, v)
        if alpha >= beta:
            break
    return best


def _finish_trick(root: Root, sim: Sim, tb: Table, taken: int, opp: int, alpha: float, beta: float) -> float:
    t = tb.tables
    trick = list(tb.trick)
    seats = list(tb.trick_seats)
    w = seats[t.winner(trick, tb.kind, tb.joker_suit)]
    pts = t.trick_points(trick)
    if w in sim.side:
        taken += pts
    else:
        opp += pts
    saved = (tb.direction, tb.kind, tb.joker_suit)
    if t.reverses(trick) % 2:
        tb.direction = -tb.direction
    tb.trick.clear()
    tb.trick_seats.clear()
    tb.trick_no += 1
    tb.kind = trick_kind(root.rules, tb.trick_no, tb.n_tricks)
    tb.joker_suit = None
    v = _solve(root, sim, tb, w, taken, opp, alpha, beta)
    tb.trick_no -= 1
    tb.direction, tb.kind, tb.joker_suit = saved
    tb.trick.extend(trick)
    tb.trick_seats.extend(seats)
    return v


def _last_trick(root: Root, sim: Sim, tb: Table, s: int, taken: int, opp: int) -> float | None:
    """The last trick, where every seat holds one card: no choice is left, so it is played
    straight (the search would walk the same single line, one call a card). ``None`` if a
    seat does not hold exactly one card."""
    t = tb.tables
    hands = sim.hands
    trick = []
    x = s
    for _ in range(tb.n):
        h = hands[x]
        if not h or h & (h - 1):
            return None
        trick.append(h.bit_length() - 1)
        x = (x + tb.direction) % tb.n
    js = None
    if trick[0] >= 52 and root.named_suit:
        js = joker_suit_for(tb, hands[s], s in sim.side)
    i = t.winner(trick, tb.kind, js)
    w = (s + i * tb.direction) % tb.n
    pts = t.trick_points(trick)
    if w in sim.side:
        taken += pts
    else:
        opp += pts
    return value(root, sim, taken, opp)
