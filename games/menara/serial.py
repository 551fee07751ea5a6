"""`MenaraState.to_json` and `state_from_json`: the whole state, hidden order included."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict
from typing import TYPE_CHECKING, Any

from games.core import JSON
from games.menara.data import BaseSpec, FloorSpec, SideSpec
from games.menara.records import Config, Turn
from games.menara.statics import PlacedFloor

if TYPE_CHECKING:
    from games.menara.state import MenaraState

FORMAT = 1


def _side_json(side: SideSpec) -> dict[str, JSON]:
    return {
        "bases": [[b.colour, b.x, b.y, b.kind] for b in side.bases],
        "mark": list(side.mark) if side.mark else None,
        "openings": [list(p) for p in side.openings],
    }


def _side_from(data: Mapping[str, Any]) -> SideSpec:
    mark = data.get("mark")
    return SideSpec(
        tuple(BaseSpec(str(c), int(x), int(y), str(k)) for c, x, y, k in data["bases"]),
        None if not mark else (str(mark[0]), int(mark[1]), int(mark[2])),
        tuple((int(x), int(y)) for x, y in data.get("openings", [])),
    )


def floor_spec_json(f: FloorSpec) -> dict[str, JSON]:
    return {
        "id": f.id,
        "name": f.name,
        "mask": list(f.mask),
        "light": _side_json(f.light),
        "dark": _side_json(f.dark),
        "rules": list(f.rules),
    }


def floor_spec_from(data: Mapping[str, Any]) -> FloorSpec:
    return FloorSpec(
        str(data["id"]),
        tuple(str(r) for r in data["mask"]),
        _side_from(data["light"]),
        _side_from(data["dark"]),
        str(data.get("name", "")),
        tuple(str(r) for r in data.get("rules", [])),
    )


def to_json(state: MenaraState) -> dict[str, JSON]:
    return {
        "format": FORMAT,
        "players": list(state.players),
        "seed": state.seed,
        "config": asdict(state.config),
        "phase": state.phase,
        "active": state.active,
        "draws": state.draws,
        "bag": list(state.bag),
        "camp": list(state.camp),
        "supplies": [list(s) for s in state.supplies],
        "gone": list(state.gone),
        "piles": [list(p) for p in state.piles],
        "discards": [list(d) for d in state.discards],
        "level_row": list(state.level_row),
        "quarry": list(state.quarry),
        "set_aside": list(state.set_aside),
        "floors": [
            [f.fid, f.side, f.rot, f.x, f.y, f.level, list(f.columns)] for f in state.floors
        ],
        "base_todo": list(state.base_todo),
        "turn": {
            **asdict(state.turn),
            "moved": [list(m) for m in state.turn.moved],
            "chances": list(state.turn.chances),
            "shaky": list(state.turn.shaky),
            "wobble": list(state.turn.wobble),
        },
        "turn_number": state.turn_number,
        "ending": list(state.ending),
        "custom_floors": [floor_spec_json(f) for f in state.custom_floors],
        "fallen": [
            [f.fid, f.side, f.rot, f.x, f.y, f.level, list(f.columns)] for f in state.fallen
        ],
    }


def _counts(value: Any) -> tuple[int, ...]:
    return tuple(int(n) for n in value)


def state_from_json(data: Mapping[str, Any]) -> MenaraState:
    from games.menara.state import MenaraState

    try:
        turn = dict(data["turn"])
        turn["moved"] = tuple((str(fid), int(j)) for fid, j in turn["moved"])
        turn["chances"] = tuple(float(p) for p in turn.get("chances", ()))
        turn["shaky"] = tuple(str(fid) for fid in turn.get("shaky", ()))
        turn["wobble"] = tuple(str(fid) for fid in turn.get("wobble", ()))
        return MenaraState(
            players=tuple(str(p) for p in data["players"]),
            seed=int(data["seed"]),
            config=Config(**data["config"]),
            phase=str(data["phase"]),
            active=int(data["active"]),
            draws=int(data["draws"]),
            bag=_counts(data["bag"]),
            camp=_counts(data["camp"]),
            supplies=tuple(_counts(s) for s in data["supplies"]),
            gone=_counts(data["gone"]),
            piles=tuple(tuple(str(c) for c in p) for p in data["piles"]),
            discards=tuple(tuple(str(c) for c in d) for d in data["discards"]),
            level_row=tuple(str(c) for c in data["level_row"]),
            quarry=tuple(str(f) for f in data["quarry"]),
            set_aside=tuple(str(f) for f in data["set_aside"]),
            floors=tuple(
                PlacedFloor(
                    str(fid),
                    str(side),
                    int(rot),
                    int(x),
                    int(y),
                    int(level),
                    tuple(str(c) for c in cols),
                )
                for fid, side, rot, x, y, level, cols in data["floors"]
            ),
            base_todo=tuple(str(f) for f in data["base_todo"]),
            turn=Turn(**turn),
            turn_number=int(data["turn_number"]),
            ending=tuple(str(t) for t in data["ending"]),
            custom_floors=tuple(floor_spec_from(f) for f in data.get("custom_floors", [])),
            fallen=tuple(
                PlacedFloor(
                    str(fid),
                    str(side),
                    int(rot),
                    int(x),
                    int(y),
                    int(level),
                    tuple(str(c) for c in cols),
                )
                for fid, side, rot, x, y, level, cols in data.get("fallen", [])
            ),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise ValueError(f"This is not a Menara state ({exc}).") from exc
