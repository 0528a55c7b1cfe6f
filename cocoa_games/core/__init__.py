"""Pure-Python core: the game contract, seeded RNG, options and save files. No Qt."""
