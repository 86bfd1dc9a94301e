"""Nap's tutorial lesson as data: a prepared deal, every action of its story, and the steps
(:class:`~game.ui.table.lesson.LessonStep`; the table's lesson machinery plays them).

Peep Nap (the "peep" preset) with Misère, four players, one hand. The deal is fixed so that
one hand shows what a beginner needs, in order: the draw for the first dealer (the player
deals), the others' bids (a pass, a peep and a bid, a higher bid), the player's peep at the
widow, Nap and Misère on the bidding panel, a bid of 4, the widow taken and a card discarded,
the first card led making trumps and drawing the others', a loser given up, following suit
(the player tries to trump a club while holding one, and the table refuses it), the last
trump winning the last trick, and a made bid to settle. Every move is the script's
(:data:`SCRIPT`): the AI seats play it, the human is asked for their part of it.
``tests/ui/test_nap_tutorial.py`` plays it through the engine and through the table.

No pygame here: the steps name what to highlight; the table resolves the names to rectangles.
"""

from __future__ import annotations

from game.british_nap import PEEP, NapBid, NapHand, NapRules
from game.rules import Card
from game.rules.card_actions import PASS, Discard, Play
from game.rules.i18n import N_

from ..table.lesson import Lesson, LessonStep

# Peep Nap with Misère, four players, one hand: the preset's one-card widow to peep at and
# take, and the bid of no tricks on the panel beside Nap.
PRESET = "peep"
RULES = NapRules.preset(PRESET).replace(players=4, misere=True, rounds=1)
SEED = 36004  # its draw for the first dealer gives the player (seat 0) the ace: they deal
DEALER = 0  # the player deals: Ben (the dealer's left) bids first, the player last
CUT = 26  # the cards Dai (the dealer's right) lifts


def _cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in text.split())


# Seats: 0 You, 1 Ben, 2 Chiyo, 3 Dai. Each holds one spade, so the first lead draws them all.
HANDS = (
    _cards("♠A ♥A ♣A ♦7 ♣3"),
    _cards("♠4 ♥5 ♦A ♣K ♣Q"),
    _cards("♠Q ♥K ♥Q ♥10 ♣10"),
    _cards("♠7 ♦K ♦Q ♦J ♣J"),
)
WIDOW = _cards("♠K")

# Each trick from its leader, clockwise (the bidder leads the first: you).
TRICKS = (
    "♠A ♠4 ♠Q ♠7",  # 1: spades trumps, every other spade drawn
    "♥A ♥5 ♥10 ♣J",  # 2: an ace, Dai has no heart
    "♦7 ♦A ♣10 ♦J",  # 3: the loser given up, Ben wins the lead
    "♣K ♥Q ♦Q ♣A",  # 4: Ben leads; you must follow with your club
    "♠K ♣Q ♥K ♦K",  # 5: the last trump
)

SCRIPT: tuple[object, ...] = (
    PASS,  # Ben
    PEEP,  # Chiyo peeps...
    NapBid(2),  # ...and bids 2
    NapBid(3),  # Dai
    PEEP,  # you
    NapBid(4),  # you: the dealer bids last, so the auction ends
    Discard(Card.parse("♣3")),  # the widow's ♠K taken, one card out
    *(Play(c) for trick in TRICKS for c in _cards(trick)),
)

# The card the player is asked to try on trick 4, which the engine refuses (a trump while
# holding a club), and the card it asks for then.
TRIED = Play(Card.parse("♠K"))


def _pack(rules: NapRules, dealer: int) -> list[Card]:
    """The pack (top first, before Dai's cut) that deals :data:`HANDS` and the :data:`WIDOW`:
    the deal of :func:`game.british_nap.deal.deal_out` run backwards, the stock last."""
    n = rules.players
    dealt: list[Card] = []
    given = [0] * n
    for size in rules.packets:  # rounds of packets, clockwise from the dealer's left
        for i in range(n):
            seat = (dealer + 1 + i) % n
            dealt += HANDS[seat][given[seat] : given[seat] + size]
            given[seat] += size
    dealt += WIDOW
    dealt += [c for c in rules.deck if c not in set(dealt)]
    k = len(dealt) - CUT  # the cut puts the top CUT cards under the rest
    return [*dealt[k:], *dealt[:k]]


def deal(rules: NapRules, seed: int, dealer: int) -> NapHand:
    """The lesson's hand. No seed in its record: the replay reads the pack and the cut as
    they are (a seed would ask them to be its shuffle)."""
    return NapHand(rules, _pack(rules, dealer), CUT, dealer, None)


STEPS: tuple[LessonStep, ...] = (
    LessonStep(
        0,
        N_("Welcome to Nap"),
        N_(
            "This is a real hand, at the table every match is played on. You sit at the bottom; "
            "Ben, Chiyo and Dai each play for themselves. Hint (H) suggests a move, Tricks (T) "
            "shows the tricks so far, Esc opens the menu. Next (N) goes on, Back (B) reads a "
            "note again."
        ),
        show=("hand",),
    ),
    LessonStep(
        0,
        N_("Five cards, five tricks"),
        N_(
            "Everyone holds five cards, the ace highest and the 2 lowest. Only tricks count: "
            "whoever bids highest plays alone against all the others and must win at least the "
            "number of tricks they bid."
        ),
        show=("hand",),
    ),
    LessonStep(
        0,
        N_("Peep Nap"),
        N_(
            "This table plays Peep Nap: one more card, the widow, lies face down in the middle. "
            "On your turn to bid you may pay a chip to peep at it, and whoever wins the bid "
            "takes it into their hand."
        ),
        show=("widow",),
    ),
    LessonStep(
        0,
        N_("Bidding"),
        N_(
            "Bidding starts at the dealer's left and goes round once: each player bids a number "
            "of tricks, more than the bid before, or passes. You dealt, so you bid last. Watch "
            "the others."
        ),
        show=("seats",),
    ),
    LessonStep(
        4,
        N_("The others' bids"),
        N_(
            "Ben passed. Chiyo paid a chip to peep at the widow (the peep pool shows it), then "
            "bid 2; Dai bid 3. To win the bid, you must bid more than 3."
        ),
        show=("seats", "status", "pools"),
    ),
    LessonStep(
        4,
        N_("Peep"),
        N_(
            "Peep before you bid: press Peep (1 chip), or K. The widow is yours if you win the "
            "bid, so it is worth knowing. Your chip goes into the peep pool, which waits for "
            "the next player to make a Nap."
        ),
        does=1,
        show=("panel", "move"),
    ),
    LessonStep(
        5,
        N_("Nap and Misère"),
        N_(
            "Two bids have names. Nap is all five tricks: made, it wins 10 chips from each "
            "player and every pool; lost, it pays 5 to each. Misère is a bid to win no trick at "
            "all, with no trumps: 3 chips either way. It ranks between 3 and 4."
        ),
        show=("panel",),
        marks=(NapBid(5), NapBid("misere")),
    ),
    LessonStep(
        5,
        N_("Your bid"),
        N_(
            "The widow card is ♠K. With it you can count on four tricks: ♠A and ♠K as trumps, "
            "♥A and ♣A. Nap needs all five, and your ♦7 would lose one: bid 4 (press 4)."
        ),
        does=1,
        show=("panel", "move", "card:♠A", "card:♥A", "card:♣A"),
    ),
    LessonStep(
        6,
        N_("The widow"),
        N_(
            "Nobody bid more: you play 4 and take the widow, the ♠K (tagged “new”). Discard one "
            "card to keep five: click the ♣3, your weakest, then press Discard."
        ),
        does=1,
        show=("card:♣3", "discard"),
    ),
    LessonStep(
        7,
        N_("Trumps"),
        N_(
            "You lead the first trick, and the card you lead makes its suit trumps. Lead the "
            "♠A: spades become trumps, and everyone holding a spade must play it, so your ace "
            "draws their trumps."
        ),
        does=1,
        show=("card:♠A",),
    ),
    LessonStep(
        11,
        N_("Trumps drawn"),
        N_(
            "Each of the others held one spade and had to play it: Ben's ♠4, Chiyo's ♠Q and "
            "Dai's ♠7 fall to your ace. Now your ♠K is the only trump left."
        ),
        show=("trick",),
    ),
    LessonStep(
        11,
        N_("Your aces"),
        N_("Lead the ♥A: with no trump left against you, it cannot lose."),
        does=1,
        show=("card:♥A",),
    ),
    LessonStep(
        15,
        N_("A loser"),
        N_(
            "Two tricks won. Give up your loser now, the ♦7: your ♣A and ♠K will win the lead "
            "back, and four tricks are all you bid."
        ),
        does=1,
        show=("card:♦7",),
    ),
    LessonStep(
        19,
        N_("Ben wins the lead"),
        N_(
            "Ben's ♦A wins the trick, so Ben leads the next. You have two of the four tricks "
            "you bid (the status bar keeps count)."
        ),
        show=("trick", "status"),
    ),
    LessonStep(
        22,
        N_("Following suit"),
        N_(
            "Ben led the ♣K. Your ♠K, a trump, would beat it, but you also hold a club. Try the "
            "♠K and see what the table says."
        ),
        show=("trick", "move"),
        tries=TRIED,
    ),
    LessonStep(
        22,
        N_("Follow suit"),
        N_(
            "Refused: while you hold a card of the suit led, you must play one. Only a player "
            "with no club may trump or throw away any card. Play the ♣A: the highest club wins."
        ),
        does=1,
        show=("card:♣A",),
    ),
    LessonStep(
        23,
        N_("The last trick"),
        N_(
            "Your trick: you lead again. The ♠K, the last trump, beats anything: lead it for "
            "your fourth trick."
        ),
        does=1,
        show=("card:♠K",),
    ),
)

LESSON = Lesson(RULES, SEED, DEALER, deal, SCRIPT, STEPS)

# What the result says of the scoring, and what else there is to play.
SCORING_TITLE = N_("Scoring")
SCORING_TEXT = N_(
    "Chips change hands with every other player: a made bid of 2, 3 or 4 wins that many from "
    "each, a failed one pays as many to each. Nap wins 10 from each, or pays 5; Misère wins or "
    "pays 3. A peep costs a chip into the peep pool, and the next player to make a Nap takes "
    "every pool."
)
MORE_NOTE = N_(
    "More in New game: Wellington and Blücher (bids above Nap), Sir Garnet (a five-card "
    "widow), Écarté (buying new cards) and seven-card Nap. Rules, then Glossary, explains "
    "every word."
)
