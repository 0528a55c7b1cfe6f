"""Kokonana: a memory race across a river to open the temple."""
