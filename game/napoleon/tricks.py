"""Trick resolution and legal plays: one implementation for every rule set.

:class:`PlayTables` precomputes, for a rule set and a trump suit, each card's effective suit
(for following) and strength (for winning) in the three kinds of trick: the first trick, an
ordinary trick, and a plain last trick. The play loop then needs only table lookups and bit
operations on hands held as int bitmasks. The checked state machine, the public helpers
below and the AI's simulator all call the same two methods, :meth:`PlayTables.legal` and
:meth:`PlayTables.winner`, so they can never disagree.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from game.rules.cards import HEART_QUEEN, Card, Suit, jack_of, mask_of
from game.rules.i18n import N_, _

from .bidding import suit_rank
from .options import (
    EnchantressVsJacks,
    FirstTrickSpecials,
    JokerAboveMighty,
    JokerFollowStrength,
    JokerHunter,
    JokerLedForces,
    JokerLedStrength,
    RuleSet,
    SameTwoVsLeftJack,
    SameTwoWithJoker,
)

FIRST, NORMAL, PLAIN = 0, 1, 2
NO_SUIT = 4  # the effective "suit" of a joker, and the led suit when a joker names none

# Strength scale, strongest first (see VARIANTS.md "Trick resolution").
S_JOKER_STRONGEST = 1000
S_ENCHANTRESS = 950
S_MIGHTY = 900
S_JOKER_BELOW_MIGHTY = 850
S_JOKER_HUNTER_2 = 840
S_HUNTER_JACK = 805
S_RIGHT_JACK = 800
S_SAME_TWO_HIGH = 795
S_JOKER_BETWEEN_JACKS = 796  # led: below the right jack, above the left (a peer program)
S_LEFT_JACK = 790
S_ENCHANTRESS_UNDER_JACKS = 788
S_MIGHTY_UNDER_JACKS = 787
S_JOKER_HUNTER_4 = 780
S_SAME_TWO = 770
S_TRUMP = 200
S_JOKER_WEAK_HUNTER = 150
S_LED = 100
S_JOKER_WEAKEST = -1

HUNTER_OF = {
    Suit.SPADES: Suit.HEARTS,
    Suit.HEARTS: Suit.SPADES,
    Suit.CLUBS: Suit.DIAMONDS,
    Suit.DIAMONDS: Suit.CLUBS,
}


def trick_kind(rules: RuleSet, trick_no: int, n_tricks: int) -> int:
    if trick_no == 0:
        return FIRST
    if rules.last_trick_plain and trick_no == n_tricks - 1:
        return PLAIN
    return NORMAL


class PlayTables:
    """Everything the play phase needs for one (rule set, trump) pair, precomputed."""

    def __init__(self, rules: RuleSet, trump: Suit | None, rank: int | None = None) -> None:
        self.rules = rules
        self.trump = trump
        t = -1 if trump is None else int(trump)
        self.trump_index = t
        # 003's number bid: the four cards of ``rank`` (2..14) are the trumps; they are still
        # followed as their own suits (decided: 003 says nothing of following a rank). The
        # powers are fixed: "the Ace of Spades, then the Jack of Diamonds, then the Jack of
        # Spades unless Jacks is bid. If Jacks is bid, there is only one super card".
        self.rank = None if trump is not None else rank
        self.rank_order = _rank_trump_order(rules, self.rank)
        self.rank_mask = 0 if self.rank is None else mask_of(s * 13 + self.rank - 2 for s in range(4))
        self.mighty = int(rules.mighty(trump))
        self.jokers = mask_of(range(52, 52 + rules.joker_count))
        self.right_jack = jack_of(t) if t >= 0 else -1
        self.left_jack = jack_of(Suit(t).partner) if t >= 0 else -1
        if self.rank is not None and self.rank != 11:
            self.right_jack, self.left_jack = jack_of(Suit.DIAMONDS), jack_of(Suit.SPADES)
        self.hunter_jack = jack_of(HUNTER_OF[Suit(t)]) if t >= 0 else -1
        self.points = [1 if rules.is_point_card(c) else 0 for c in range(55)]
        self.point_mask = mask_of(c for c in range(52) if rules.is_point_card(c))
        self.request_card = int(rules.joker_request_card)
        self.hunter_mode = rules.joker_hunter if self.jokers else JokerHunter.NONE
        # How far below JK each joker ranks (the first named outranks the next), and the two of
        # equal rank under ``jokers_equal_later_wins``: the last two (JK JK2, or JK2 JK3).
        offsets = [0, 1, 2]
        self.equal_jokers = 0
        n_jokers = rules.joker_count
        if rules.jokers_equal_later_wins and n_jokers >= 2:
            self.equal_jokers = mask_of((50 + n_jokers, 51 + n_jokers))
            offsets[n_jokers - 1] = n_jokers - 2
        self.joker_offsets = tuple(offsets)

        self.trumps_active: list[bool] = []
        self.mighty_active: list[bool] = []
        self.jacks_active: list[bool] = []
        self.esuit: list[list[int]] = []
        self.suit_masks: list[list[int]] = []
        self.trump_masks: list[int] = []  # per kind of trick: the trumps (a suit, or a rank's cards)
        self.strength: list[list[list[int]]] = []
        self.same_two_for: list[list[bool]] = []
        self.special_masks: list[int] = []
        for kind in (FIRST, NORMAL, PLAIN):
            self._build(kind)

    # -- construction -------------------------------------------------------------------

    def _build(self, kind: int) -> None:
        r = self.rules
        t = self.trump_index
        if kind == NORMAL:
            trumps, mighty, jacks, same_two = True, True, True, r.same_two
        elif kind == FIRST:
            trumps = r.first_trick_trumps
            mighty = r.first_trick_specials != FirstTrickSpecials.NONE
            jacks = r.first_trick_specials == FirstTrickSpecials.ALL
            same_two = r.same_two and r.first_trick_same_two
        else:
            trumps = mighty = jacks = same_two = False
        ranked = self.rank is not None
        trumps = trumps and (t >= 0 or ranked)
        jacks = jacks and self.right_jack >= 0 and r.right_left_jacks
        if self.rank == 2:
            same_two = False  # decided: twos bid, every two is a trump, no "same two"
        self.trumps_active.append(trumps)
        self.mighty_active.append(mighty)
        self.jacks_active.append(jacks)

        esuit = [c // 13 for c in range(52)] + [NO_SUIT, NO_SUIT, NO_SUIT]
        if r.joker_above_mighty == JokerAboveMighty.TRUMP_SUIT and trumps and t >= 0:
            # 003: the joker "of trump suit": it follows, and leads, as a trump (a number
            # contract has no trump suit: of no suit there, as in a no-trump contract).
            esuit[52] = esuit[53] = esuit[54] = t
        if r.specials_are_trumps and t >= 0:
            # Euchre-style: the powered Mighty and left jack belong to the trump suit.
            if mighty:
                esuit[self.mighty] = t
            if jacks:
                esuit[self.left_jack] = t
        self.esuit.append(esuit)
        masks = [0, 0, 0, 0, 0]
        for c in range(52):
            masks[esuit[c]] |= 1 << c
        for c in range(52, 55):
            masks[esuit[c]] |= self.jokers & (1 << c)
        self.suit_masks.append(masks)
        if ranked and trumps:  # the bid rank's four cards
            self.trump_masks.append(self.rank_mask)
        else:
            self.trump_masks.append(masks[t] if trumps else 0)

        follow_joker = {
            JokerFollowStrength.BELOW_MIGHTY: S_JOKER_BELOW_MIGHTY,
            JokerFollowStrength.WEAKEST: S_JOKER_WEAKEST,
            # Below the led suit's 2: it never beats the led card (and counts as that suit
            # for the same two, see _all_follow).
            JokerFollowStrength.LOWEST_OF_LED_SUIT: S_LED + 1,
        }[r.joker_follow_strength]
        if r.joker_above_mighty != JokerAboveMighty.OFF:
            follow_joker = S_JOKER_STRONGEST  # 003: "ranking over the Ace of Spades"
        tables = []
        for led in range(5):
            tab = [0] * 55
            for c in range(52):
                rank = c % 13 + 2
                if mighty and c == self.mighty:
                    tab[c] = S_MIGHTY
                elif jacks and c == self.right_jack:
                    tab[c] = S_RIGHT_JACK
                elif jacks and c == self.left_jack:
                    tab[c] = S_LEFT_JACK
                elif trumps and ranked and rank == self.rank:
                    tab[c] = S_TRUMP + self.rank_order[c // 13]
                elif trumps and esuit[c] == t:
                    tab[c] = S_TRUMP + rank
                elif esuit[c] == led:
                    tab[c] = S_LED + rank
            # With several jokers, the first named outranks the next (unless they rank equal).
            tab[52], tab[53], tab[54] = (follow_joker - o for o in self.joker_offsets)
            tables.append(tab)
        self.strength.append(tables)

        same_two_for = []
        for led in range(5):
            ok = same_two and led != NO_SUIT
            if ok and trumps and led == t and not r.same_two_in_trumps:
                ok = False
            same_two_for.append(ok)
        self.same_two_for.append(same_two_for)
        # The cards whose presence may change a trick's winner beyond the strength table (a
        # same two, the enchantress, a hunting jack): without them ``winner`` reads the table.
        special = 0
        if any(same_two_for):
            special |= mask_of(s * 13 for s in range(4))
        if r.yoromeki and mighty:
            special |= (1 << HEART_QUEEN) | (1 << self.mighty)
        if r.hunting_jacks and jacks and self.hunter_jack >= 0:
            special |= 1 << self.hunter_jack
        special |= self.equal_jokers  # equal jokers: the later played wins a tie
        self.special_masks.append(special)

    # -- legality -----------------------------------------------------------------------

    def legal(self, avail: int, trick: Sequence[int], kind: int, joker_suit: int | None) -> int:
        """The bitmask of cards in ``avail`` that may be played to ``trick``."""
        if not trick:
            if kind == FIRST:
                r = self.rules
                if self.jokers and not r.joker_first_trick_lead and avail & ~self.jokers:
                    avail &= ~self.jokers
                if r.first_trick_no_trump_lead and (self.trump_index >= 0 or self.rank is not None):
                    barred = (
                        self.rank_mask if self.rank is not None else self.suit_masks[kind][self.trump_index]
                    )
                    rest = avail & ~barred
                    if rest:
                        avail = rest
            return avail
        lead = trick[0]
        jokers_held = avail & self.jokers
        if lead >= 52 and self.esuit[kind][lead] == NO_SUIT:
            forced = self._joker_lead_forced(avail, kind, joker_suit)
            if forced:
                if self.rules.joker_free_play:
                    forced |= jokers_held
                return forced
            return avail
        if jokers_held and self.hunter_mode != JokerHunter.NONE:
            req = self.request_card
            if lead == req or (self.hunter_mode == JokerHunter.ANYWHERE and req in trick):
                return jokers_held
        follow = avail & self.suit_masks[kind][self.esuit[kind][lead]]
        if follow:
            if jokers_held and self.rules.joker_free_play:
                follow |= jokers_held
            return follow
        return avail

    def joker_lead_forced(self, kind: int, joker_suit: int | None) -> int:
        """The cards a follower must play, if held, after a joker of no suit is led (0: none);
        the AI's void inference reads it from here."""
        return self._joker_lead_forced((1 << 55) - 1, kind, joker_suit)

    def led_suit(self, trick: Sequence[int], kind: int, joker_suit: int | None) -> int:
        """The suit led to ``trick`` (a suit index, or NO_SUIT after a joker that names none)."""
        lead = trick[0]
        led = self.esuit[kind][lead]
        if (
            led == NO_SUIT
            and self.rules.joker_led_forces == JokerLedForces.NAMED_SUIT
            and joker_suit is not None
        ):
            return joker_suit
        return led

    def _joker_lead_forced(self, avail: int, kind: int, joker_suit: int | None) -> int:
        forces = self.rules.joker_led_forces
        if self.rules.joker_above_mighty != JokerAboveMighty.OFF:
            return 0  # 003: a joker of no suit: no suit is led, anything may follow
        if forces == JokerLedForces.NAMED_SUIT:
            if joker_suit is None:
                return 0
            return avail & self.suit_masks[kind][joker_suit]
        trumps = 0
        if self.trumps_active[kind]:
            trumps = avail & self.trump_masks[kind]
        if trumps or forces == JokerLedForces.TRUMP:
            return trumps
        return avail & self.point_mask

    def explain(
        self, card: int, avail: int, trick: Sequence[int], kind: int, joker_suit: int | None
    ) -> str | None:
        """Why ``card`` may not be played now, in the player's words; ``None`` if it may."""
        if not (avail >> card) & 1:
            return _("you do not hold {card}").format(card=Card(card))
        if (self.legal(avail, trick, kind, joker_suit) >> card) & 1:
            return None
        if not trick:
            if card >= 52:
                return _("the joker may not be led to the first trick")
            return _("trumps ({trump}) may not be led to the first trick").format(trump=self._trump_name())
        lead = trick[0]
        if lead >= 52 and self.esuit[kind][lead] == NO_SUIT:
            forces = self.rules.joker_led_forces
            if forces == JokerLedForces.NAMED_SUIT and joker_suit is not None:
                return _("you must follow {suit}, the suit named with the joker").format(
                    suit=Suit(joker_suit).symbol
                )
            if avail & self.suit_masks[kind][max(self.trump_index, 0)] and self.trump_index >= 0:
                return _("the joker was led: you must play a trump ({trump})").format(
                    trump=self._trump_name()
                )
            return _("the joker was led: with no trump you must play a point card")
        if avail & self.jokers and self.hunter_mode != JokerHunter.NONE:
            return _("{card} calls for the joker: you must play it").format(card=Card(self.request_card))
        led = self.esuit[kind][lead]
        printed = card // 13
        if card < 52 and self.esuit[kind][card] != printed:
            return _("{card} counts as a trump ({trump}) in this game: you must follow {suit}").format(
                card=Card(card), trump=self._trump_name(), suit=Suit(led).symbol
            )
        return _("you must follow {suit}").format(suit=Suit(led).symbol)

    def _trump_name(self) -> str:
        return _("no trumps") if self.trump is None else self.trump.symbol

    # -- winning ------------------------------------------------------------------------

    def winner(self, trick: Sequence[int], kind: int, joker_suit: int | None) -> int:
        """Index in ``trick`` (play order) of the winning card."""
        i = self._plain_winner(trick, kind)
        if i >= 0:
            return i
        return self._best(trick, self._strengths(trick, kind, joker_suit))

    def taking_cards(
        self, trick: Sequence[int], kind: int, joker_suit: int | None, cards: Sequence[int], players: int
    ) -> list[int]:
        """The cards of ``cards`` that, played next to the unfinished ``trick``, win it whether
        or not the later cards follow suit (a same two left alive would take it if they all do)."""
        at = self._plain_winner(trick, kind)
        if at < 0:
            return [c for c in cards if self._takes(trick, kind, joker_suit, c, players)]
        # A plain trick: a plain card takes it by strength alone, the earlier card winning ties.
        special = self.special_masks[kind]
        tab = self.strength[kind][self.esuit[kind][trick[0]]]
        top = tab[trick[at]]
        return [
            c
            for c in cards
            if (self._takes(trick, kind, joker_suit, c, players) if (special >> c) & 1 else tab[c] > top)
        ]

    def _takes(
        self, trick: Sequence[int], kind: int, joker_suit: int | None, card: int, players: int
    ) -> bool:
        after, n = [*trick, card], len(trick)
        return self.winner(after, kind, joker_suit) == n == self.winner_now(after, kind, joker_suit, players)

    def _plain_winner(self, trick: Sequence[int], kind: int) -> int:
        """The winner's index read straight from the strength table, or -1 where a special
        power may apply (a joker led as no suit, a same two, the enchantress, a hunting jack):
        the AI's play-outs ask for millions of winners, nearly all of them plain."""
        led = self.esuit[kind][trick[0]]
        if led == NO_SUIT:
            return -1
        special = self.special_masks[kind]
        tab = self.strength[kind][led]
        best, at = -1, 0
        for i, c in enumerate(trick):
            if (special >> c) & 1:
                return -1
            v = tab[c]
            if v > best:
                best = v
                at = i
        return at

    def winner_now(self, trick: Sequence[int], kind: int, joker_suit: int | None, players: int) -> int:
        """Index of the card winning a trick that may be unfinished, counting only what is
        certain. A same two wins only if *every* card follows suit, so while later cards are
        still to come (fewer than ``players`` cards) its same-two power is not counted: the
        AI and the hints must never call a 2 "winning" that one void follower can undo."""
        if len(trick) >= players:
            return self.winner(trick, kind, joker_suit)
        i = self._plain_winner(trick, kind)
        if i >= 0:
            return i
        return self._best(trick, self._strengths(trick, kind, joker_suit, same_two=False))

    def same_two_pending(self, trick: Sequence[int], kind: int, joker_suit: int | None, players: int) -> bool:
        """Whether an unfinished trick holds a same two that wins if every later card follows."""
        return len(trick) < players and self.winner_now(trick, kind, joker_suit, players) != self.winner(
            trick, kind, joker_suit
        )

    def win_reason(self, trick: Sequence[int], kind: int, joker_suit: int | None) -> tuple[int, str]:
        """The winning card's index, and why it wins: one of :data:`WIN_REASONS`' keys
        (a message id: the table words it, in the player's language)."""
        s = self._strengths(trick, kind, joker_suit)
        i = self._best(trick, s)
        return i, _reason_of(s[i], led_joker=i == 0 and trick[0] >= 52, joker=trick[i] >= 52)

    def _best(self, trick: Sequence[int], s: Sequence[int]) -> int:
        """The index of the strongest card (``s``: each card's strength): the earlier played
        of equal cards, except that of two equal jokers (``jokers_equal_later_wins``: the black
        and the red joker rank equal) the later played wins."""
        best = max(s)
        i = s.index(best)
        equal = self.equal_jokers
        if equal and (equal >> trick[i]) & 1:
            for j in range(len(trick) - 1, i, -1):
                if s[j] == best and (equal >> trick[j]) & 1:
                    return j
        return i

    def _strengths(
        self, trick: Sequence[int], kind: int, joker_suit: int | None, same_two: bool = True
    ) -> list[int]:
        """Each card's strength in this trick, the special cards' powers applied (the same
        two's only if ``same_two``)."""
        lead = trick[0]
        if lead >= 52 and self.esuit[kind][lead] == NO_SUIT:
            led = NO_SUIT
            if self.rules.joker_led_forces == JokerLedForces.NAMED_SUIT and joker_suit is not None:
                led = joker_suit
            s = [self.strength[kind][led][c] for c in trick]
            s[0] = self._joker_led_strength() - self.joker_offsets[lead - 52]
        else:
            led = self.esuit[kind][lead]
            tab = self.strength[kind][led]
            s = [tab[c] for c in trick]
            if same_two and self.same_two_for[kind][led]:
                two = led * 13
                if two in trick and self._all_follow(trick, kind, led):
                    high = self.rules.same_two_vs_left_jack == SameTwoVsLeftJack.SAME_TWO
                    s[trick.index(two)] = S_SAME_TWO_HIGH if high else S_SAME_TWO
        if self.rules.yoromeki and self.mighty_active[kind]:
            m = self.mighty
            if m in trick and HEART_QUEEN in trick:
                qi = trick.index(HEART_QUEEN)
                mi = trick.index(m)
                if s[mi] == S_MIGHTY:
                    jacks_beat_her = (
                        self.rules.enchantress_vs_jacks == EnchantressVsJacks.JACKS
                        and self.jacks_active[kind]
                        and (self.right_jack in trick or self.left_jack in trick)
                    )
                    if jacks_beat_her:
                        s[qi], s[mi] = S_ENCHANTRESS_UNDER_JACKS, S_MIGHTY_UNDER_JACKS
                    else:
                        s[qi] = S_ENCHANTRESS
        if (
            self.rules.hunting_jacks
            and self.jacks_active[kind]
            and self.right_jack in trick
            and self.hunter_jack in trick
        ):
            s[trick.index(self.hunter_jack)] = S_HUNTER_JACK
        return s

    def _all_follow(self, trick: Sequence[int], kind: int, led: int) -> bool:
        esuit = self.esuit[kind]
        joker_counts = self.rules.same_two_with_joker == SameTwoWithJoker.COUNTS_AS_LED
        for c in trick:
            if esuit[c] != led and not (c >= 52 and joker_counts):
                return False
        return True

    def joker_led_value(self) -> int:
        """The strength of a led (first) joker on this scale: the AI reads it from here."""
        return self._joker_led_strength()

    def _joker_led_strength(self) -> int:
        r = self.rules
        strength = r.joker_led_strength
        if strength == JokerLedStrength.STRONGEST or r.joker_above_mighty != JokerAboveMighty.OFF:
            return S_JOKER_STRONGEST
        if strength == JokerLedStrength.BETWEEN_JACKS:
            return S_JOKER_BETWEEN_JACKS
        if strength == JokerLedStrength.BELOW_MIGHTY:
            return S_JOKER_BELOW_MIGHTY
        if strength == JokerLedStrength.WEAK_HUNTER:
            return S_JOKER_WEAK_HUNTER
        return S_JOKER_HUNTER_2 if r.joker_strong_rank == 2 else S_JOKER_HUNTER_4

    def trick_points(self, trick: Sequence[int]) -> int:
        pts = self.points
        return sum(pts[c] for c in trick)

    def reverses(self, trick: Sequence[int]) -> int:
        """How many reverse jacks (jacks of the colour opposite to trumps) are in ``trick``."""
        if not self.rules.reverse_jack:
            return 0
        t = self.trump_index
        n = 0
        for c in trick:
            if c < 52 and c % 13 == 9:
                s = c // 13
                if t < 0 or (s != t and s != int(Suit(t).partner)):
                    n += 1
        return n


# Why a trick's card won: the key is what events carry (language-neutral), the value its
# English words, a message id; win_reason_words(key) gives them in the player's language.
WIN_REASONS: dict[str, str] = {
    "enchantress": N_("Enchantress (yoromeki)"),
    "mighty": N_("Mighty"),
    "hunter_jack": N_("hunting jack"),
    "right_jack": N_("right jack"),
    "left_jack": N_("left jack"),
    "same_two": N_("same two"),
    "joker_led": N_("joker led"),
    "joker": N_("joker"),
    "trump": N_("trump"),
    "highest": N_("highest of the suit led"),
}


def win_reason_words(key: str) -> str:
    """Why a trick's card won (a key of :data:`WIN_REASONS`, as ``TrickWon.reason`` carries
    it) in the player's language; an unknown key is shown as it is."""
    words = WIN_REASONS.get(key)
    return _(words) if words is not None else key


def _reason_of(strength: int, *, led_joker: bool, joker: bool) -> str:
    if led_joker:
        return "joker_led"
    if joker:
        return "joker"
    if strength in (S_ENCHANTRESS, S_ENCHANTRESS_UNDER_JACKS):
        return "enchantress"
    if strength in (S_MIGHTY, S_MIGHTY_UNDER_JACKS):
        return "mighty"
    if strength == S_HUNTER_JACK:
        return "hunter_jack"
    if strength == S_RIGHT_JACK:
        return "right_jack"
    if strength == S_LEFT_JACK:
        return "left_jack"
    if strength in (S_SAME_TWO, S_SAME_TWO_HIGH):
        return "same_two"
    return "trump" if strength >= S_TRUMP else "highest"


@lru_cache(maxsize=256)
def tables_for(rules: RuleSet, trump: Suit | None, rank: int | None = None) -> PlayTables:
    """The tables of a contract: its trump suit, or (003's number bid) the ``rank`` bid."""
    return PlayTables(rules, trump, rank)


def _rank_trump_order(rules: RuleSet, rank: int | None) -> list[int]:
    """003's number bid: how the bid rank's four cards rank among themselves, per suit
    (decided: by the rules' suit order for bids, the highest suit strongest; bridge order
    when only the number counts)."""
    if rank is None:
        return [0, 0, 0, 0]
    return [suit_rank(rules, Suit(s)) for s in range(4)]


# -- the public surface used by outside tests ------------------------------------------------


def _kind(first_trick: bool) -> int:
    return FIRST if first_trick else NORMAL


def _suit_index(joker_suit: Suit | int | None) -> int | None:
    return None if joker_suit is None else int(joker_suit)


def trick_winner(
    cards: Sequence[Card | int],
    trump: Suit | None,
    rules: RuleSet,
    *,
    first_trick: bool = False,
    joker_suit: Suit | None = None,
) -> int:
    """Index of the winning card; ``cards`` in play order, the leader's card first.

    ``cards`` may be an unfinished trick (fewer cards than players): the answer is then the
    card that would win if the trick ended with the cards so far, every rule applied to exactly
    those cards. So a same two is named as soon as every card so far follows the led suit and
    no special card has fallen; that is provisional, not final: the 2 still wins at the end
    only if every later card follows suit too (a discard or a trump ends the same two) and no
    special card falls. Code that asks who wins *whatever comes next* (the AI, the hints)
    must reason about the cards still to come; the table's "currently winning" is this
    function's answer. See ``docs/rules-decisions.md`` ("An unfinished trick").
    """
    if not cards:
        raise ValueError("an empty trick has no winner")
    trick = [int(c) for c in cards]
    return tables_for(rules, trump).winner(trick, _kind(first_trick), _suit_index(joker_suit))


def trick_win_reason(
    cards: Sequence[Card | int],
    trump: Suit | None,
    rules: RuleSet,
    *,
    first_trick: bool = False,
    joker_suit: Suit | None = None,
) -> tuple[int, str]:
    """:func:`trick_winner` and why that card wins (a key of :data:`WIN_REASONS`)."""
    if not cards:
        raise ValueError("an empty trick has no winner")
    trick = [int(c) for c in cards]
    return tables_for(rules, trump).win_reason(trick, _kind(first_trick), _suit_index(joker_suit))


def legal_plays(
    hand: Sequence[Card | int] | set[Card] | frozenset[Card],
    trick: Sequence[Card | int],
    trump: Suit | None,
    rules: RuleSet,
    *,
    first_trick: bool = False,
    joker_suit: Suit | None = None,
) -> set[Card]:
    """The cards of ``hand`` that may be played to ``trick`` (cards so far, in play order)."""
    tables = tables_for(rules, trump)
    avail = mask_of(int(c) for c in hand)
    legal = tables.legal(avail, [int(c) for c in trick], _kind(first_trick), _suit_index(joker_suit))
    return {Card(c) for c in range(55) if (legal >> c) & 1}
