"""The actions a seat can take in a Napoleon hand, with a compact text form for records.

Text forms: ``bid 12♠``, ``bid 13NT``, ``bid 13 J`` (003's number bid: jacks are trumps),
``misere``, ``misere open``, ``target 3``, ``pass``, ``call ♠A``,
``discard ♥3``, ``play ♠A``, ``play JK ♥`` (a joker led naming a suit), ``play ♠A trust`` (003's
"trust" said with the card).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.card_actions import PASS, Discard, Pass, Play
from game.rules.cards import RANK_FROM_TEXT, RANK_NAMES, Card, Suit
from game.rules.i18n import N_, _


def rank_text(rank: int) -> str:
    """A rank (2..14) as cards write it: "7", "10", "J", "A"."""
    return RANK_NAMES.get(rank, str(rank))


def rank_words(rank: int) -> str:
    """003's number bid: the rank bid, in the player's language ("jacks", "sevens")."""
    return _(RANK_PLURALS[rank])


RANK_PLURALS = {
    2: N_("twos"),
    3: N_("threes"),
    4: N_("fours"),
    5: N_("fives"),
    6: N_("sixes"),
    7: N_("sevens"),
    8: N_("eights"),
    9: N_("nines"),
    10: N_("tens"),
    11: N_("jacks"),
    12: N_("queens"),
    13: N_("kings"),
    14: N_("aces"),
}


def contract_words(
    number: int, trump: Suit | None, misere: str | None = None, rank: int | None = None
) -> str:
    """A contract as players read it: notation ("12♠"), and "12NT" in the player's language
    for no trumps; a misère (``"closed"``, ``"open"``) by its name; 003's number bid by its
    rank ("13 jacks"). (``str(Bid)`` is the record's notation and never translated.)"""
    if misere:
        return _("open misère") if misere == "open" else _("misère")
    if rank is not None:
        return _("{number} {rank}").format(number=number, rank=rank_words(rank))
    if trump is None:
        return _("{number}NT").format(number=number)
    return f"{number}{trump.symbol}"


@dataclass(frozen=True, slots=True, repr=False)
class Bid:
    number: int
    trump: Suit | None  # None: no trumps (or a number bid)
    rank: int | None = None  # 003's number bid: the rank (2..14) whose four cards are trumps

    def __repr__(self) -> str:
        # As before number bids existed, for suit bids (records and digests compare reprs).
        ranked = "" if self.rank is None else f", rank={self.rank!r}"
        return f"Bid(number={self.number!r}, trump={self.trump!r}{ranked})"

    def __str__(self) -> str:
        if self.rank is not None:
            return f"bid {self.number} {rank_text(self.rank)}"
        return f"bid {self.number}{'NT' if self.trump is None else self.trump.symbol}"


@dataclass(frozen=True, slots=True)
class Call:
    card: Card

    def __str__(self) -> str:
        return f"call {self.card}"


@dataclass(frozen=True, slots=True)
class Misere:
    """003's misère: a bid to win no tricks; ``open``: with Napoleon's hand face up."""

    open: bool = False

    def __str__(self) -> str:
        return "misere open" if self.open else "misere"


@dataclass(frozen=True, slots=True)
class Target:
    """003's target (assassin): Napoleon names a player to make take all the points."""

    seat: int

    def __str__(self) -> str:
        return f"target {self.seat}"


__all__ = [
    "PASS",
    "Action",
    "Bid",
    "Call",
    "Discard",
    "Misere",
    "Pass",
    "Play",
    "Target",
    "contract_words",
    "malformed_reason",
    "parse_action",
    "rank_text",
    "rank_words",
]

Action = Bid | Pass | Call | Discard | Play | Misere | Target


def parse_action(text: str) -> Action:
    """The inverse of ``str(action)``; raises ``ValueError`` with a clear message."""
    if not isinstance(text, str):
        raise ValueError(_("an action is text like 'play ♠A', not {text}").format(text=repr(text)))
    words = text.split()
    if not words:
        raise ValueError(_("an empty action"))
    verb, args = words[0].lower(), words[1:]
    try:
        if verb == "pass" and not args:
            return PASS
        if verb == "misere" and args in ([], ["open"]):
            return Misere(bool(args))
        if verb == "target" and len(args) == 1:
            return Target(int(args[0]))
        if verb == "bid" and len(args) == 2:  # 003's number bid: "bid 13 J"
            rank = RANK_FROM_TEXT.get(args[1].upper())
            if rank is None:
                raise ValueError(_("not a rank: {text}").format(text=repr(args[1])))
            return Bid(int(args[0]), None, rank)
        if verb == "bid" and len(args) == 1:
            arg = args[0]
            if arg.upper().endswith("NT"):
                return Bid(int(arg[:-2]), None)
            return Bid(int(arg[:-1]), Suit.parse(arg[-1]))
        if verb == "call" and len(args) == 1:
            return Call(Card.parse(args[0]))
        if verb == "discard" and len(args) == 1:
            return Discard(Card.parse(args[0]))
        trust = verb == "play" and bool(args) and args[-1].lower() == "trust"
        if trust:
            args = args[:-1]
        if verb == "play" and len(args) in (1, 2):
            suit = Suit.parse(args[1]) if len(args) == 2 else None
            return Play(Card.parse(args[0]), suit, trust)
    except ValueError as exc:
        raise ValueError(_("cannot read the action {text}: {why}").format(text=repr(text), why=exc)) from None
    raise ValueError(_("cannot read the action {text}").format(text=repr(text)))


def _shown(value: object) -> str:
    """``repr`` for a message, whatever the object (a broken ``__repr__`` included)."""
    try:
        text = repr(value)
    except Exception:  # an action from any source: its repr may raise anything
        text = f"<{type(value).__name__}>"
    return text if len(text) <= 60 else text[:57] + "..."


def malformed_reason(action: object) -> str | None:
    """Why ``action`` is not an action of this game at all (wrong type or field types), or
    ``None``. Actions come from records, the UI and the AI worker: anything may arrive, and
    it must be refused as an :class:`IllegalAction`, never crash on a missing attribute."""
    if isinstance(action, Play):
        if not isinstance(action.card, Card):
            return _("not a card to play: {value}").format(value=_shown(action.card))
        if action.joker_suit is not None and not isinstance(action.joker_suit, Suit):
            return _("not a suit to name: {value}").format(value=_shown(action.joker_suit))
        if not isinstance(action.trust, bool):
            return _("trust is said or not, not {value}").format(value=_shown(action.trust))
        return None
    if isinstance(action, Bid):
        number = action.number
        if type(number) is not int:  # not a bool, a card or any other int subclass
            return _("a bid's number is a whole number, not {value}").format(value=_shown(number))
        if action.trump is not None and not isinstance(action.trump, Suit):
            return _("a bid's trump is a suit or no-trumps, not {value}").format(value=_shown(action.trump))
        rank = action.rank
        if rank is not None and (type(rank) is not int or not 2 <= rank <= 14 or action.trump is not None):
            return _("a number bid names a rank, 2 to 14, and no suit, not {value}").format(
                value=_shown(rank)
            )
        return None
    if isinstance(action, (Call, Discard)):
        if not isinstance(action.card, Card):
            return _("not a card: {value}").format(value=_shown(action.card))
        return None
    if isinstance(action, Pass):
        return None
    if isinstance(action, Target):
        if type(action.seat) is not int:
            return _("a target is a seat number, not {value}").format(value=_shown(action.seat))
        return None
    if isinstance(action, Misere):
        if not isinstance(action.open, bool):
            return _("a misère is open or not, not {value}").format(value=_shown(action.open))
        return None
    return _("not an action: {value}").format(value=_shown(action))
