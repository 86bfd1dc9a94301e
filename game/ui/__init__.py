"""The desktop table: the only package that imports pygame.

Layers, one direction: ``game.rules`` (engine) <- ``game.ai`` (seats) <- ``game.ui`` (this).
The app shell (:mod:`game.ui.app`) owns the window, the clock and the event queue; scenes get
our own input events (:mod:`game.ui.input`) and ``dt`` and never read global pygame state.
"""
