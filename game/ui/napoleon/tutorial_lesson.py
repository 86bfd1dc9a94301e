"""The tutorial's lesson as data: a prepared deal, every action of its story, and the steps.

The deal is fixed so that one hand shows everything a beginner needs, in order: a bid, calling
the adjutant, the exchange with the blind, a plain first trick, the Mighty winning, a same two,
the left jack revealing the adjutant, the right jack, and a made contract to score. The AI seats
play the script (:data:`SCRIPT`) while the hand follows it, so the story happens every time;
the human's moves are the script's too, except in the last step, where any legal card goes (the
AI seats then decide as seeded AI seats do). ``tests/ui/test_tutorial.py`` plays the whole
script through the engine.

No pygame here: the steps (:class:`~game.ui.table.lesson.LessonStep`, every game's) name what
to highlight; the table resolves the names to rectangles.
"""

from __future__ import annotations

from game.napoleon import PASS, Action, Bid, Call, Discard, Play, RuleSet
from game.napoleon.deal import Deal
from game.napoleon.hand import NapoleonHand
from game.rules import Card, Suit
from game.rules.i18n import N_

from ..table.lesson import Lesson, LessonStep

__all__ = [
    "DEAL",
    "DEALER",
    "JOKER_NOTE",
    "LESSON",
    "RULES",
    "SCORING_TEXT",
    "SCORING_TITLE",
    "SCRIPT",
    "SEED",
    "STEPS",
    "TRICKS",
    "LessonStep",
]

# The standard game (pagat: 5 players, 52 cards, no joker), one hand long.
RULES = RuleSet.preset("pagat").replace(rounds=1)
SEED = 20260  # the AI seats' seeds, for the moves off the script (the free last tricks)
DEALER = 0  # the human deals: Ben (the dealer's left) bids first


def _cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in text.split())


# Seats: 0 You, 1 Ben, 2 Chiyo, 3 Dai (holds ♦J: the adjutant), 4 Emi.
DEAL = Deal(
    hands=(
        _cards("♠A ♠7 ♥J ♥A ♥Q ♥7 ♥3 ♣K ♦9 ♦2"),
        _cards("♠K ♠Q ♠8 ♥5 ♦A ♦5 ♦4 ♣A ♣5 ♣3"),
        _cards("♠5 ♠4 ♥9 ♦K ♦8 ♦7 ♣10 ♣9 ♣8 ♣7"),
        _cards("♠J ♠10 ♠2 ♦Q ♦J ♦6 ♣Q ♣J ♣4 ♣2"),
        _cards("♠9 ♠6 ♠3 ♥10 ♥8 ♥6 ♥4 ♥2 ♦10 ♦3"),
    ),
    blind=_cards("♥K ♣6"),
)

# Each trick from its leader, clockwise (trick 1 is led by Napoleon: you).
TRICKS = (
    "♣K ♣A ♣10 ♣4 ♥4",  # 1: plain first trick, Emi's trump has no power: Ben's ♣A
    "♠K ♠5 ♠10 ♠3 ♠A",  # 2: Ben leads, your Mighty wins
    "♦2 ♦A ♦K ♦6 ♦10",  # 3: the same two
    "♥3 ♥5 ♥9 ♦J ♥8",  # 4: Dai's left jack, the adjutant revealed
    "♠J ♠9 ♥J ♠Q ♠4",  # 5: Dai leads, your right jack
    "♥A ♦4 ♣7 ♣Q ♥2",
    "♥K ♦5 ♣8 ♣J ♥6",
    "♥Q ♣3 ♣9 ♦Q ♥10",
    "♥7 ♣5 ♦7 ♠2 ♠6",
    "♣6 ♠8 ♦8 ♣2 ♦3",
)

SCRIPT: tuple[Action, ...] = (
    PASS,  # Ben
    Bid(12, Suit.CLUBS),  # Chiyo
    PASS,  # Dai
    PASS,  # Emi
    Bid(13, Suit.HEARTS),  # you
    PASS,  # Chiyo (Ben, Dai and Emi have passed: a pass is final)
    Call(Card.parse("♦J")),
    Discard(Card.parse("♠7")),
    Discard(Card.parse("♦9")),
    *(Play(c) for trick in TRICKS for c in _cards(trick)),
)


STEPS: tuple[LessonStep, ...] = (
    LessonStep(
        0,
        N_("Welcome to Napoleon"),
        N_(
            "This is a real hand, at the table every match is played on. You sit at the bottom; "
            "Ben, Chiyo, Dai and Emi play against you, or with you. Hint (H) suggests a move, "
            "Tricks (T) shows the tricks so far, Esc opens the menu. Next (N) goes on, Back (B) "
            "reads a note again."
        ),
        show=("hand",),
    ),
    LessonStep(
        0,
        N_("Picture cards"),
        N_(
            "Only the picture cards score: every 10, J, Q, K and A is one point, 20 in all. The "
            "highest bidder, Napoleon, must take at least the number bid, helped by a secret partner."
        ),
        show=("points",),
    ),
    LessonStep(
        0,
        N_("Bidding"),
        N_(
            "In turn, each player bids a number of points and a trump suit, or passes: a pass is "
            "final. A higher number wins; at the same number ♠ beats ♥, ♦ and ♣. Watch the others."
        ),
        show=("seats",),
    ),
    LessonStep(
        4,
        N_("Your bid"),
        N_(
            "Chiyo bid 12♣. You hold the Mighty (♠A), the jack of hearts and high hearts: bid 13♥. "
            "The panel is set to 13♥: press its Bid button (or Enter). + and − change the number, "
            "the suit buttons the trump."
        ),
        does=1,
        show=("panel", "card:♠A", "card:♥J", "card:♥A", "card:♥Q"),
    ),
    LessonStep(
        6,
        N_("Call your adjutant"),
        N_(
            "The others passed: you are Napoleon, hearts are trumps. Now name a card: whoever "
            "holds it is your adjutant, a secret partner until the card is played. Call ♦J, the "
            "left jack: you already hold the Mighty and the right jack."
        ),
        does=1,
        show=("panel",),
    ),
    LessonStep(
        7,
        N_("The exchange"),
        N_(
            "The two blind cards, ♥K and ♣6, joined your hand (tagged “new”). Discard two: "
            "click ♠7 and ♦9 (or drag them to the pile), then press Discard. With no spade but "
            "the Mighty you can trump spades later. Never discard picture cards: they would count "
            "for the other side."
        ),
        does=2,
        show=("card:♠7", "card:♦9", "discard"),
    ),
    LessonStep(
        9,
        N_("The play"),
        N_(
            "Ten tricks. Napoleon leads the first; whoever wins a trick leads the next. Follow "
            "the suit led if you can. The highest trump wins, else the highest card of the suit "
            "led; but on the first trick, trumps and special cards have no power."
        ),
        show=("hand",),
    ),
    LessonStep(
        9,
        N_("Trick 1"),
        N_("Lead the ♣K: drag it to the table, click it, or choose it with ← → and press Enter."),
        does=1,
        show=("card:♣K",),
    ),
    LessonStep(
        14,
        N_("A plain first trick"),
        N_(
            "Emi had no club and played a trump, ♥4, but on the first trick trumps have no "
            "power: Ben's ♣A, the highest club, wins 3 points for the defenders."
        ),
        show=("trick",),
    ),
    LessonStep(
        18,
        N_("The Mighty"),
        N_(
            "Ben led the ♠K and everyone followed. Play the Mighty, ♠A: the strongest card of "
            "the game, above every trump and both jacks."
        ),
        does=1,
        show=("card:♠A",),
    ),
    LessonStep(
        19,
        N_("The Mighty wins"),
        N_("♠K, ♠10 and ♠A: 3 points for your side. You won the trick, so you lead the next."),
        show=("trick",),
    ),
    LessonStep(
        19,
        N_("The same two"),
        N_(
            "Now lead the ♦2. When every card of a trick is of the suit led, the 2 of that suit "
            "wins it: the same two."
        ),
        does=1,
        show=("card:♦2",),
    ),
    LessonStep(
        24,
        N_("Same two!"),
        N_(
            "Everyone followed with a diamond, so your ♦2 beats the ♦A: 3 more points. It never "
            "works on the first trick, nor when another suit or a special card is in the trick."
        ),
        show=("trick",),
    ),
    LessonStep(
        24,
        N_("Drawing trumps"),
        N_("Lead a small trump, the ♥3, to draw the other players' trumps."),
        does=1,
        show=("card:♥3",),
    ),
    LessonStep(
        29,
        N_("The left jack"),
        N_(
            "Dai had no heart and played the ♦J: the left jack, the jack of the other suit of "
            "the trumps' colour. It beats every trump but the right jack and the Mighty. And ♦J "
            "is the card you called: Dai is your adjutant, and now everyone knows."
        ),
        show=("trick", "seat:3"),
    ),
    LessonStep(
        31,
        N_("The right jack"),
        N_(
            "Dai led the ♠J and you have no spade left. Play the right jack, ♥J, the jack of "
            "trumps: only the Mighty beats it, and the Mighty has been played."
        ),
        does=1,
        show=("card:♥J",),
    ),
    LessonStep(
        34,
        N_("Counting"),
        N_(
            "The right jack wins 3 more points: your side has 10 of the 13 you bid (the status "
            "bar keeps count). Your adjutant's tricks count for your side too."
        ),
        show=("trick", "status"),
    ),
    LessonStep(
        34,
        N_("Finish the hand"),
        N_(
            "Play out the last five tricks. Your high trumps ♥A, ♥K and ♥Q are the strongest "
            "cards left; the highlighted card is a good choice, but any legal card goes now."
        ),
        free=True,
        show=("move",),
    ),
)


def deal(rules: RuleSet, seed: int, dealer: int) -> NapoleonHand:
    """The lesson's hand: :data:`DEAL`, not a shuffle."""
    return NapoleonHand(rules, DEAL, dealer, seed)


LESSON = Lesson(RULES, SEED, DEALER, deal, SCRIPT, STEPS)

# What the result says of the scoring (shown beside the result, with the joker's note).
SCORING_TITLE = N_("Scoring")
SCORING_TEXT = N_(
    "A made contract pays Napoleon 2 chips and the adjutant 1, and costs each defender 1; a "
    "failed one, the reverse. Taking all 20 points with a bid under 20 loses (the Siberian rule)."
)
JOKER_NOTE = N_(
    "Some tables add a joker, a 53rd card: the strongest when led, the weakest otherwise. "
    "Choose “Pagat with a joker” in New game to play with it."
)
