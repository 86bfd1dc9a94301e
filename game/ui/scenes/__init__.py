"""The scenes: title, new game, table, results, options, rules help, pause menu."""
