"""`view(state, seat)`: what one seat may see, as plain JSON (§7.3).

Public: the main board (every stack's height and colours, the pattern of its top stone only:
Decision D19 hides buried patterns), the artists, the Mandala, every player board and score.
Secret: the objective cards. A seat sees its own two; nobody sees another's (or the undealt
ones) until the game is over.
"""

from __future__ import annotations

from games.core import JSON
from games.mandala_stones import data
from games.mandala_stones import moves as mv
from games.mandala_stones.board import pick_options
from games.mandala_stones.position import BUILD, KEEP, OVER, PLACE, TURN, Position
from games.mandala_stones.preview import build_preview, colour_preview, score_preview
from games.mandala_stones.rules import end_space, legal_moves, totals
from games.mandala_stones.scoring import free_capacity, objective_vp


def _board(state: Position) -> dict[str, JSON]:
    stacks: list[JSON] = []
    for i, stack in enumerate(state.stacks):
        r, c = data.STONE_CELLS[i]
        stacks.append(
            {
                "name": data.STONE_NAMES[i],
                "row": r,
                "col": c,
                "height": len(stack),
                "top": stack[-1] if stack else None,
                "colours": "".join(s[0] for s in stack),  # bottom -> top; patterns stay hidden
            }
        )
    artists: list[JSON] = []
    for i, space in enumerate(state.artists):
        r, c = data.ARTIST_CELLS[space]
        artist = data.ARTISTS[i]
        artists.append(
            {
                "name": artist.name,
                "pattern": artist.pattern,
                "space": data.ARTIST_NAMES[space],
                "row": r,
                "col": c,
            }
        )
    free = [data.ARTIST_NAMES[a] for a in range(len(data.ARTIST_CELLS)) if a not in state.artists]
    return {"stacks": stacks, "artists": artists, "free": free}


def _mandala(state: Position) -> dict[str, JSON]:
    return {
        "m": len(state.spiral),
        "length": data.SPIRAL,
        "end_space": end_space(state),
        "filled": list(state.spiral),
        "vp_spaces": [
            {"space": s, "vp": vp, "new": s in state.new_on} for s, vp in data.VP_SPACES.items()
        ],
        "new_stones_left": len(state.new_on),
        "box_new": state.box_new,
    }


def _objective(card: str, board: tuple[tuple[str, ...], ...]) -> dict[str, JSON]:
    o = data.OBJECTIVE_BY_ID[card]
    return {
        "id": o.id,
        "name": o.name,
        "text": o.text,
        "vp": o.vp,
        "value": objective_vp(card, board),
    }


def _seat(state: Position, seat: int, over: bool) -> dict[str, JSON]:
    board = state.towers[seat]
    out: dict[str, JSON] = {
        "name": state.players[seat],
        "vp": state.vp[seat],
        "towers": [list(t) for t in board],
        "heights": [len(t) for t in board],
        "capacity": free_capacity(board),
        "colour_scores": {
            c: v for c in data.COLOURS if (v := colour_preview(board, c)) is not None
        },
        "tops_vp": sum(1 for t in board if t),
        "objectives_held": len(state.objectives[seat]),
    }
    if over:
        out["objectives"] = [_objective(c, board) for c in state.objectives[seat]]
        out["chosen"] = state.chosen[seat] or None
        out["objective_vp"] = state.objective_vp[seat]
        out["total"] = state.vp[seat] + state.objective_vp[seat]
    return out


def _options(state: Position, seat: int) -> dict[str, JSON]:
    """The current seat's PICK and SCORE choices with their previews (§7.1 prompt line)."""
    picks: list[JSON] = []
    if not all(state.towers[seat]):
        for artist, dest, stones in pick_options(state.stacks, state.artists):
            move = mv.PICKS[artist][dest]
            picks.append(
                {
                    "move": str(move),
                    "artist": move.artist,
                    "from": data.ARTIST_NAMES[state.artists[artist]],
                    "to": move.to,
                    "stones": [
                        {"space": data.STONE_NAMES[s], "stone": state.stacks[s][-1]} for s in stones
                    ],
                }
            )
    scores: list[JSON] = []
    for option in legal_moves(state, seat):
        if not isinstance(option, mv.ScoreColour | mv.ScoreTops):
            continue
        p = score_preview(state, seat, option)
        scores.append(
            {
                "move": str(option),
                "kind": "colour" if isinstance(option, mv.ScoreColour) else "tops",
                "colour": option.colour if isinstance(option, mv.ScoreColour) else None,
                "towers": [{"tower": data.TOWER_NAMES[t], "vp": v} for t, v in p.towers],
                "tower_vp": p.tower_vp,
                "mandala_vp": p.mandala_vp,
                "new_stones": p.new_stones,
                "ends": p.ends,
                "total": p.total,
            }
        )
    return {"picks": picks, "scores": scores}


def _pending(state: Position) -> dict[str, JSON] | None:
    pending = state.pending
    if pending is None:
        return None
    board = state.towers[state.current]
    if state.phase == BUILD:
        empty = [data.TOWER_NAMES[t] for t in range(data.TOWERS) if not board[t]]
        return {
            "kind": "build",
            "artist": data.ARTISTS[pending.artist].name,
            "from": data.ARTIST_NAMES[pending.origin],
            "to": data.ARTIST_NAMES[state.artists[pending.artist]],
            "stones": [
                {"space": data.STONE_NAMES[s], "stone": state.stacks[s][-1]} for s in pending.stones
            ],
            "orders": [
                {"start": data.STONE_NAMES[s], "tower": list(build_preview(state, s))}
                for s in pending.stones
            ],
            "empty": empty,
        }
    if state.phase == KEEP:
        space = pending.uncovered[0]
        return {
            "kind": "keep",
            "space": space,
            "vp": data.VP_SPACES[space],
            "later": list(pending.uncovered[1:]),
            "kept": pending.kept,
            # Free tower capacity after this action's removals, minus stones already kept (§6.2).
            "capacity": max(0, free_capacity(board) - pending.kept),
            "gained": pending.gained,
        }
    if state.phase == PLACE:
        return {
            "kind": "place",
            "kept": pending.kept,
            "towers": [
                data.TOWER_NAMES[t]
                for t in range(data.TOWERS)
                if 0 < len(board[t]) < data.MAX_HEIGHT
            ],
            "capacity": free_capacity(board),
        }
    return None


def view(state: Position, seat: int | None) -> dict[str, JSON]:
    over = state.phase == OVER
    n = len(state.players)
    out: dict[str, JSON] = {
        "game": "mandala_stones",
        "players": list(state.players),
        "seat": seat,
        "harmony": state.harmony,
        "phase": state.phase,
        "round": state.round,
        "start": state.start,
        "current": None if over else state.current,
        "actors": [] if over else [state.current],
        "ended": state.ended,
        "end_reason": state.end_reason,
        "board": _board(state),
        "mandala": _mandala(state),
        "seats": [_seat(state, s, over) for s in range(n)],
        "pending": _pending(state),
    }
    if seat is not None:
        board = state.towers[seat]
        out["my_objectives"] = [_objective(c, board) for c in state.objectives[seat]]
        out["my_choice"] = state.chosen[seat] or None
        if state.phase == TURN and seat == state.current:
            out["options"] = _options(state, seat)
    if over:
        scores = totals(state)
        best = max(scores)
        out["totals"] = list(scores)
        out["winners"] = [s for s in range(n) if scores[s] == best]
    return out
