"""A plain Whist that lives only in the tests: a third game, small but real, registered by the
test session (``tests/conftest.py``) and never shipped (``game/`` and the frozen app never
import it: ``tests/test_layers.py`` says so). It has no auction, no partner to choose, no coach,
tutorial or glossary, and AI levels of its own, so every suite that runs it keeps the shared
code honest about the parts a game may leave out.
"""
