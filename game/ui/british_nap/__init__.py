"""British Nap at the table: its face, panels, presenter, interlude, hand result and replay words."""
