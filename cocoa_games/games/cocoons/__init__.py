"""Cocoons: the cooperative sliding-box puzzle."""
