"""British Nap's seats: its levels (:mod:`.seats`, :mod:`.heuristic`), Hard's exact search over
sampled deals (:mod:`.hard`, :mod:`.solver`, :mod:`.eval`), the hints, the coach, the
all-seeing measuring stick and the tournament's seats. What every game's seats share stays in
:mod:`game.ai`."""
