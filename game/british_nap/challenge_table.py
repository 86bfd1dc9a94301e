"""British Nap in challenge codes (:mod:`game.challenge`): its letter and its frozen tables
(see :mod:`game.rules.code_table`). Positions are only ever appended: a new preset, option or
level goes at the end of its tuple, or old codes would mean other rules."""

from __future__ import annotations

from game.rules.code_table import CodeTable

NAP_CODES = CodeTable(
    letter="B",
    presets=(
        "standard",
        "min-bid-1",
        "min-bid-3",
        "min-bid-4",
        "misere-wellington-blucher",
        "sir-garnet",
        "ecarte",
        "peep",
        "reduced-deck",
        "seven-card",
    ),
    options=(
        "min_bid",
        "misere",
        "wellington",
        "blucher",
        "sir_garnet",
        "ecarte",
        "peep",
        "reduced_deck",
        "seven_card",
        "deal_packets",
        "shuffle",
    ),
    levels=("random", "easy", "normal", "hard"),
)
