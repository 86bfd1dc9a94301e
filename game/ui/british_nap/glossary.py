"""Nap's glossary: the words a British player uses at the table, each explained as the rule
texts have it (001, in ``docs/sources.md``), reached from the rules help as Napoleon's is.

Each entry is a heading (the English word, with its other names; in Japanese, the katakana a
Japanese player reads with the English word) and a short explanation. Scrolls as the rules
help does.
"""

from __future__ import annotations

from game.rules.i18n import _, pgettext

from ..scenes import glossary_base
from ..scenes.glossary_base import GlossaryBase


def _entries() -> list[tuple[str, str]]:
    """(heading, explanation) of every term, in the player's language."""
    return [
        (
            pgettext("nap glossary", "Nap"),
            _(
                "The game, and its bid of all five tricks. A made Nap wins 10 chips from each "
                "player and every pool; a lost one pays 5 to each. After a made Nap the cards "
                "are shuffled for the next deal."
            ),
        ),
        (
            pgettext("nap glossary", "Bid"),
            _(
                "How many tricks you will win. Each player bids once, in turn from the dealer's "
                "left, each bid higher than the last; the highest bidder plays alone against "
                "all the others."
            ),
        ),
        (
            pgettext("nap glossary", "Pass"),
            _(
                "Not bidding. If all the others pass, the dealer must bid, and may bid 1; where "
                "the minimum bid is 3 or 4, the dealer may pass too, and the cards are thrown in "
                "and dealt again."
            ),
        ),
        (
            pgettext("nap glossary", "Trumps"),
            _(
                "The suit of the first card the bidder leads. A trump beats every card of the "
                "other suits, but you may trump a trick only when you hold none of the suit led."
            ),
        ),
        (
            pgettext("nap glossary", "Follow suit"),
            _(
                "Play a card of the suit led if you hold one; if not, any card, a trump "
                "included. The highest trump wins the trick, else the highest card of the suit led."
            ),
        ),
        (
            pgettext("nap glossary", "Misère (Mis, Nullo)"),
            _(
                "A bid to win no trick at all, played with no trumps: 3 chips from or to each "
                "player, ranking between 3 and 4. In seven-card Nap it ranks just above Nap, and "
                "wins 10 or pays 5."
            ),
        ),
        (
            pgettext("nap glossary", "Wellington"),
            _(
                "A bid one above Nap, allowed only after someone has bid Nap: all five tricks, "
                "for 10 chips from or to each player. Named after the Duke of Wellington."
            ),
        ),
        (
            pgettext("nap glossary", "Blücher"),
            _(
                "A bid one above Wellington, allowed only after a Wellington: all five tricks, "
                "for 20 chips from or to each player. Named after the Prussian general."
            ),
        ),
        (
            pgettext("nap glossary", "Widow"),
            _(
                "Cards dealt face down to the middle for no player: one in Peep Nap, five in "
                "Sir Garnet. Whoever takes them discards as many."
            ),
        ),
        (
            pgettext("nap glossary", "Peep"),
            _(
                "In Peep Nap, before bidding on your turn you may pay a chip into the peep pool "
                "to look at the widow card, showing no one. The highest bidder takes the card "
                "and discards one."
            ),
        ),
        (
            pgettext("nap glossary", "Sir Garnet"),
            _(
                "Nap with a five-card widow. On your turn to bid you may take it: that is the "
                "top bid and ends the bidding. Discard five, then win all five tricks for 10 "
                "chips from each player, or pay 10 to each."
            ),
        ),
        (
            pgettext("nap glossary", "Écarté"),
            _(
                "Nap with a purchase: after the deal, each player in turn from the dealer's left "
                "may discard up to five cards and be dealt as many new ones, before the bidding."
            ),
        ),
        (
            pgettext("nap glossary", "Purchase"),
            _(
                "Buying new cards in Écarté: a chip into the Écarté pool for each card "
                "discarded, and a card from the top of the pack for it."
            ),
        ),
        (
            pgettext("nap glossary", "Pool"),
            _(
                "The chips paid to peep (the peep pool) or to buy cards (the Écarté pool). They "
                "stay on the table from hand to hand until someone makes a Nap and takes them."
            ),
        ),
        (
            pgettext("nap glossary", "The Lot"),
            _(
                "The top bid of seven-card Nap: all seven tricks, for 24 chips from each player, "
                "or 12 to each if lost."
            ),
        ),
        (
            pgettext("nap glossary", "Dealer"),
            _(
                "Deals five cards each, usually in packets of three and then two, clockwise from "
                "the left. The first dealer is whoever draws the highest card; the deal then passes "
                "to the left."
            ),
        ),
        (
            pgettext("nap glossary", "Cut"),
            _(
                "The cards are not shuffled between hands: the next dealer gathers them in the "
                "order they fell and the player on the dealer's right cuts them. They are "
                "shuffled at the start and after a made Nap."
            ),
        ),
    ]


def glossary_lines() -> list[str]:
    """The glossary as the scene shows it: a heading per term, its explanation, a blank line."""
    return glossary_base.glossary_lines(_entries())


class NapGlossaryScene(GlossaryBase):
    """Every term, scrollable, with a Back button (to the rules help or the title)."""

    def glossary_lines(self) -> list[str]:
        return glossary_lines()

    def title_words(self) -> str:
        return _("Glossary: the words of Nap")
