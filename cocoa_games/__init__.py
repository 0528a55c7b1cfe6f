"""Cocoa Games: four family tabletop games for one shared screen."""
__version__ = "0.1.0"
