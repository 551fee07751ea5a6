"""What a seat sees: `MazeTable.view(seat)`, a JSON mapping a grid widget draws from.

Everything in Magic Maze Tower is public, so every seat sees the same board; only `you` and
`your_directions` differ. The shape (all keys always present):

    game            "magic_maze_tower"
    quest           {id, title, kind ("tutorial"|"trial"|"epic"|"scenario"), block, adventure,
                     stars, teaches: [str], heroes: [letter], heading, explanation (tutorials:
                     the paragraph that explains the new rule; else ""), first (a
                     tutorial's forced first action in words while no atom is made, §5.1;
                     else ""),
                     solution: {goes, atoms} (the author's solution length)}
    status          "playing" | "complete" | "skipped"
    width, height   board size in cells; cell (x, y) is named column letter + row number,
                    "a1" = top-left (north-west); `columns` = "abc…" for the header
    cells           height rows × width tokens: ".." corridor, "##" illustrated area (no
                    space), "K1".."K5" key, "L." ladder, "Ad" armory of hero d, "Xd" exit of
                    hero d, "X*" shared exit, "T." trap, "I." invocation, "R." rotation space,
                    "S." sliding space, "" no cell (the empty slot of a sliding epic)
    h_edges         (height + 1) rows × width: the edge above each cell row (the last row is
                    the south border); v_edges: height rows × (width + 1), the edge left of each
                    cell column. Edge names: "open", "wall", "double" (two walls: no clinging),
                    "narrow" (dwarf only), "door1".."door5", "air_n"/"air_e"/"air_s"/"air_w"
                    (an air current crossable only towards that direction)
    connectors      epics: [{cell, side: "N"|"E"|"S"|"W"}] open gaps on card rims (the
                    printed edge icons), whether or not they meet an opening now
    pawns           [{hero, name, colour, cell (null once out), out, claimed_by (seat|null),
                      card (letter of the card under it, epics; else null), on_armory}]
                    in the order d e b m s, only the heroes of this quest
    doors           {"1": true|false, …} per door type on the board: true while a pawn
                    stands on a matching key (a pawn never opens a door for itself)
    exits_unlocked  bool; armory: {present, done}
    invocation      {armed, seat (who may swap, or null), mage (cell or null)}
    frame           [slot columns, slot rows] (1 × 1 for trials)
    layout          slot rows in file form, e.g. ["A0 B2", "C0 D0"] (null for trials)
    cards           epics: [{name, slot: [col, row], turns (0–3 clockwise), origin (name of
                    the card's north-west cell), size, can_rotate (a pawn is on its rotation
                    space), can_slide (the side "n"/"e"/"s"/"w" of an empty slot it may slide
                    into now, or null)}]; [] for trials
    seats           [{seat, name, tiles ("NE"), shared ("W" or ""), directions (all usable),
                      claim (hero letter or null), signals (count), turn (bool)}]
    control         "open" | "turns"; communication: "beginner" | "enlightened" | "expert"
    turn            the seat whose turn it is (turn-based play), else null
    counter         {goes, atoms, last_pawn}: the length of the atom sequence from the start
                    to this position, counted as spec §4.3 (undone atoms drop out)
    you             the viewing seat or null; your_directions: its letters or null
"""

from __future__ import annotations

from typing import Any

from games.magic_maze_tower.data import (
    DIRECTIONS,
    EDGE_NAMES,
    HERO_COLOURS,
    HERO_NAMES,
    SLIDE_LETTERS,
)
from games.magic_maze_tower.moves import replay_length
from games.magic_maze_tower.rules import (
    ROTATE,
    SLIDE,
    doors_open,
    expand,
    layout_rows,
)
from games.magic_maze_tower.table import MazeTable


def build_view(state: MazeTable, seat: int | None) -> dict[str, Any]:
    from games.magic_maze_tower.quests import explanation, heading

    board = state.board
    quest = board.quest
    geo = state.geometry
    w, h = geo.width, geo.height
    solution = replay_length(quest.solution) if quest.solution else (0, 0)
    card_actions = [a for a, _ in expand(board, state.position) if a[0] in (ROTATE, SLIDE)]
    pawns = []
    for k, hero in enumerate(board.heroes):
        loc = state.locs[k]
        claimed = next((s for s, c in enumerate(state.claims) if c == hero), None)
        pawns.append(
            {
                "hero": hero,
                "name": HERO_NAMES[hero],
                "colour": HERO_COLOURS[hero],
                "cell": geo.name(loc) if loc >= 0 else None,
                "out": loc < 0,
                "claimed_by": claimed,
                "card": quest.cards[geo.card_of[loc]].name if loc >= 0 and quest.is_epic else None,
                "on_armory": loc >= 0 and geo.armory_of[loc] == hero,
            }
        )
    cards = []
    if quest.is_epic:
        for k, card in enumerate(quest.cards):
            slot = geo.card_slot[k]
            if slot is None:
                continue
            ox, oy = geo.card_origin[k]
            slide = next(
                (SLIDE_LETTERS[a[3]] for a in card_actions if a[0] == SLIDE and a[2] == k), None
            )
            cards.append(
                {
                    "name": card.name,
                    "slot": [slot[0], slot[1]],
                    "turns": geo.card_turns[k],
                    "origin": geo.name(oy * w + ox),
                    "size": card.width,
                    "can_rotate": any(a[0] == ROTATE and a[2] == k for a in card_actions),
                    "can_slide": slide,
                }
            )
    mage = board.hero_index("m")
    multi = len(state.players) > 1
    return {
        "game": "magic_maze_tower",
        "quest": {
            "id": state.quest_ref,
            "title": quest.title,
            "kind": quest.kind,
            "block": quest.block_id,
            "adventure": quest.adventure,
            "stars": quest.stars,
            "teaches": list(quest.teaches),
            "heroes": list(board.heroes),
            "heading": heading(state.quest_ref) if state.quest_ref else "",
            "explanation": explanation(state.quest_ref) if state.quest_ref else "",
            "first": forced[1] if (forced := state.forced_first) is not None else "",
            "solution": {"goes": solution[0], "atoms": solution[1]},
        },
        "status": state.status,
        "width": w,
        "height": h,
        "columns": "".join(chr(ord("a") + x) for x in range(w)),
        "cells": [[geo.cells[y * w + x] for x in range(w)] for y in range(h)],
        "h_edges": [[EDGE_NAMES[geo.h_edges[r * w + c]] for c in range(w)] for r in range(h + 1)],
        "v_edges": [
            [EDGE_NAMES[geo.v_edges[r * (w + 1) + c]] for c in range(w + 1)] for r in range(h)
        ],
        "connectors": [{"cell": geo.name(i), "side": DIRECTIONS[d]} for i, d in geo.connectors],
        "pawns": pawns,
        "doors": {str(n): is_open for n, is_open in doors_open(board, state.position).items()},
        "exits_unlocked": state.armory or not board.has_armories,
        "armory": {"present": board.has_armories, "done": state.armory},
        "invocation": {
            "armed": state.armed,
            "seat": state.armer if state.armed else None,
            "mage": geo.name(state.locs[mage]) if mage >= 0 and state.locs[mage] >= 0 else None,
        },
        "frame": list(quest.frame),
        "layout": layout_rows(board, state.layout) if quest.is_epic else None,
        "cards": cards,
        "seats": [
            {
                "seat": s,
                "name": name,
                "tiles": state.tiles[s],
                "shared": state.shared,
                "directions": state.directions(s),
                "claim": state.claims[s],
                "signals": state.signals[s],
                "turn": multi and state.control == "turns" and state.turn == s,
            }
            for s, name in enumerate(state.players)
        ],
        "control": state.control,
        "communication": state.communication,
        "turn": state.turn if multi and state.control == "turns" else None,
        "counter": {"goes": state.goes, "atoms": state.atoms, "last_pawn": state.last_pawn},
        "you": seat,
        "your_directions": state.directions(seat)
        if seat is not None and 0 <= seat < len(state.players)
        else None,
    }
