"""Game options: frozen dataclasses whose fields carry a label and a one-line help.

Each game's `Options` declares fields with `option(default, "Label", "What it does")`; the
new-game dialog renders them as a form (bool -> checkbox, enum -> choice, int -> spin box)
and saves store them with `options_to_dict` / `options_from_dict`.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping
from typing import Any, get_type_hints

from .field_types import matches
from .game import SaveFormatError
from .i18n import _


def option(default: Any, label: str, help: str, minimum: int = 0, maximum: int = 99,
           zero: str = "") -> Any:
    """A dataclass field with the metadata the new-game dialog needs; `zero` (marked with
    N_) names what 0 means for a number ("Usual"), shown in its place."""
    meta = {"label": label, "help": help, "min": minimum, "max": maximum}
    if zero:
        meta["zero"] = zero
    return dataclasses.field(default=default, metadata=meta)


def options_to_dict(options: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for f in dataclasses.fields(options):
        value = getattr(options, f.name)
        out[f.name] = value.value if isinstance(value, enum.Enum) else value
    return out


def options_from_dict(cls: type, data: Mapping[str, Any] | None) -> Any:
    """Rebuild options; unknown keys are ignored, missing ones take their defaults."""
    if data is None:
        return cls()
    if not isinstance(data, Mapping):
        raise SaveFormatError(_("The game options in the save are damaged."))
    hints = get_type_hints(cls)
    kwargs: dict[str, Any] = {}
    for f in dataclasses.fields(cls):
        if f.name not in data:
            continue
        kind = hints.get(f.name)
        value = data[f.name]
        try:
            if isinstance(kind, type) and issubclass(kind, enum.Enum):
                value = kind(value)
            elif kind is bool:
                if not isinstance(value, bool):
                    raise ValueError(value)
            elif kind is int:
                if isinstance(value, bool) or not isinstance(value, int):
                    raise ValueError(value)
                low, high = f.metadata.get("min", 0), f.metadata.get("max", 99)
                if not low <= value <= high:
                    raise ValueError(value)
            elif not matches(value, kind):
                raise ValueError(value)
        except (ValueError, TypeError) as exc:
            raise SaveFormatError(_("The option {option} in the save has a bad value.").format(
                option=repr(f.name))) from exc
        kwargs[f.name] = value
    return cls(**kwargs)
