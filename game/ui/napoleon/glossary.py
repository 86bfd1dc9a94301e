"""The glossary: the words of Napoleon with their Japanese names, from the rules help.

Each entry is a heading (the English word, its Japanese name and reading; in Japanese, the
Japanese name with the English word) and a short explanation. Scrolls as the rules help does.
"""

from __future__ import annotations

from game.rules.i18n import _, pgettext

from ..scenes import glossary_base
from ..scenes.glossary_base import GlossaryBase


def _entries() -> list[tuple[str, str]]:
    """(heading, explanation) of every term, in the player's language."""
    return [
        (
            pgettext("glossary", "Napoleon — ナポレオン (naporeon)"),
            _(
                "The highest bidder. Napoleon names the trump suit, calls a card to find an "
                "adjutant, takes the blind, and must win the number of picture cards bid."
            ),
        ),
        (
            pgettext("glossary", "Adjutant — 副官 (fukukan)"),
            _(
                "Napoleon's secret partner: whoever holds the called card. Nobody knows who it is "
                "until that card is played."
            ),
        ),
        (
            pgettext("glossary", "The allies — 連合軍 (rengougun)"),
            _("Everyone playing against Napoleon and the adjutant."),
        ),
        (
            pgettext("glossary", "Bid — 宣言 (sengen)"),
            _(
                "How many picture cards your side will take, with a trump suit (13♠). The highest "
                "bid makes its bidder Napoleon; the winning bid is the contract."
            ),
        ),
        (
            pgettext("glossary", "Pass — パス (pasu)"),
            _("Not bidding. When everyone passes, the rules say what happens (often a new deal)."),
        ),
        (
            pgettext("glossary", "Trump — 切り札 (kirifuda)"),
            _(
                "The suit named in the contract. Any trump beats every card of the other suits; "
                "you may trump only when you cannot follow the suit led."
            ),
        ),
        (
            pgettext("glossary", "Picture cards — 絵札 (efuda)"),
            _(
                "The cards that count: 10, J, Q, K and A of every suit (without the 10s in some "
                "rules). The bid and the score count them, not the tricks."
            ),
        ),
        (
            pgettext("glossary", "Called card — 指名カード (shimei kaado)"),
            _(
                "The card Napoleon names after the auction. Its holder becomes the adjutant; if "
                "Napoleon holds it, Napoleon plays alone."
            ),
        ),
        (
            pgettext("glossary", "Blind — 伏せ札 (fusefuda)"),
            _(
                "The cards dealt face down to the middle. Napoleon adds them to the hand and "
                "discards as many."
            ),
        ),
        (
            pgettext("glossary", "Mighty — オールマイティ, マイティ (ooru maitii, maitii)"),
            _("♠A, the strongest card: it beats everything except the Enchantress."),
        ),
        (
            pgettext("glossary", "Right jack — 正ジャック (sei jakku)"),
            _("The jack of the trump suit, the strongest card after the Mighty."),
        ),
        (
            pgettext("glossary", "Left jack — 裏ジャック (ura jakku)"),
            _("The other jack of the trump's colour (♣J when spades are trumps), next after the right jack."),
        ),
        (
            pgettext("glossary", "Enchantress — よろめき (yoromeki)"),
            _("♥Q. It captures the Mighty when both are played to the same trick."),
        ),
        (
            pgettext("glossary", "Same two — セイムツー (seimu tsuu)"),
            _(
                "A 2 of the suit led wins the trick when every card in it followed suit. The "
                "rules help says where it does not count."
            ),
        ),
        (
            pgettext("glossary", "Joker — ジョーカー (jookaa)"),
            _(
                "In rule sets with a joker: strong when it is led (its player names the suit to "
                "follow), weak when it is played to another suit. The rules help says how strong."
            ),
        ),
    ]


def glossary_lines() -> list[str]:
    """The glossary as the scene shows it: a heading per term, its explanation, a blank line."""
    return glossary_base.glossary_lines(_entries())


class GlossaryScene(GlossaryBase):
    """Every term, scrollable, with a Back button (to the rules help or the title)."""

    def glossary_lines(self) -> list[str]:
        return glossary_lines()

    def title_words(self) -> str:
        return _("Glossary: the words of Napoleon")
