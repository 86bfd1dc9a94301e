"""Napoleon: the Japanese point-trick card game, on a desktop card table."""

__version__ = "0.1.0"
