"""The table: the scene where a hand is played, its drawing, input, drag, hints, practice and the
presenters that turn a game's events into animation beats. It reaches each game through the
registry; each game's faces and panels live in that game's package (game.ui.napoleon,
game.ui.british_nap).
"""
