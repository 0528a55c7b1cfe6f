"""Checks that a value read from a file has the type a dataclass field declares.

`action_from_dict` and option readers hand JSON values to frozen dataclasses; a list where
an int belongs (`cards=5`, `calls=7`, `last_card="yes"`) must be refused as a damaged file
before the rules ever see it, not surface later as a TypeError deep in `apply`.
Supported: int, float, str, bool, `X | None`, `tuple[X, ...]` and fixed `tuple[X, Y]`.
"""

from __future__ import annotations

import math
import types
import typing
from typing import Any

#: longer than any hand, track or list a game of ours holds
MAX_ITEMS = 256
MAX_TEXT = 200


def matches(value: Any, hint: Any) -> bool:
    """True when the JSON value (lists for tuples) fits the type hint."""
    if hint is str:  # the common cases first: a long save checks hundreds of thousands
        return type(value) is str and len(value) <= MAX_TEXT
    if hint is int:
        return type(value) is int and -(2**63) < value < 2**63
    if hint is bool:
        return type(value) is bool
    if hint is Any:
        return True
    origin = typing.get_origin(hint)
    if hint is float:
        return (isinstance(value, int | float) and not isinstance(value, bool)
                and math.isfinite(value))
    if origin in (typing.Union, types.UnionType):
        return any(matches(value, arm) for arm in typing.get_args(hint))
    if hint is type(None):
        return value is None
    if origin is tuple:
        args = typing.get_args(hint)
        if not isinstance(value, list | tuple) or len(value) > MAX_ITEMS:
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(matches(v, args[0]) for v in value)
        return len(args) == len(value) and all(
            matches(v, a) for v, a in zip(value, args, strict=True))
    return False  # a type we do not read from files: refuse rather than guess


def field_hints(cls: type) -> dict[str, Any]:
    """The resolved annotations of a dataclass (strings under `from __future__ import
    annotations`); cached on the class."""
    cached = cls.__dict__.get("_field_hints")
    if cached is None:
        cached = typing.get_type_hints(cls)
        type.__setattr__(cls, "_field_hints", cached)
    return cached
